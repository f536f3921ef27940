import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { chatLimits, chatMessageBodySchema } from '@talent/contract';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import classes from './chat.module.css';

/**
 * Where a message is written: Enter sends, Shift+Enter starts a new line. The contract's rule is
 * checked before sending, and the server's refusal shows at the same field.
 */
export function MessageComposer({
  onSend,
  serverError,
}: {
  onSend: (body: string) => void;
  serverError: string | null;
}) {
  const { t } = useTranslation('chat');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const checked = chatMessageBodySchema.shape.body.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onSend(checked.data);
    setBody('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} noValidate className={classes.composer}>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label={t('composer.label')}
          description={t('composer.hint')}
          placeholder={t('composer.placeholder')}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={chatLimits.messageMax}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          error={error ?? serverError}
          style={{ flex: 1 }}
        />
        <ActionIcon
          type="submit"
          size={42}
          radius="md"
          aria-label={t('composer.send')}
          mb={error || serverError ? 22 : 0}
        >
          <IconSend aria-hidden size={20} />
        </ActionIcon>
      </Group>
    </form>
  );
}
