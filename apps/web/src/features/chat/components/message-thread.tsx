import { ActionIcon, Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ChatMessage, Conversation } from '@talent/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { CompanyLogo } from '@/components/ui/company-logo';
import { ApiError } from '@/lib/api-error';
import { formFailureOf } from '@/lib/form-failure';
import { useTranslation } from '@/lib/i18n';
import { messagesQuery, useMarkRead, useSendMessage } from '../api/chat';
import { useConversationTitle } from '../model/conversation-title';
import { messageTime } from '../model/message-time';
import classes from './chat.module.css';
import { MessageComposer } from './message-composer';

/** A message on its way: shown at once, marked when the server refused or could not be reached. */
interface PendingMessage {
  clientId: string;
  body: string;
  failed: boolean;
}

function MessageBubble({ own, body, meta }: { own: boolean; body: string; meta: string }) {
  return (
    <Stack gap={2} align={own ? 'flex-end' : 'flex-start'}>
      <div className={classes.bubble} data-own={own || undefined}>
        <Text size="sm" inherit>
          {body}
        </Text>
      </div>
      <Text size="xs" c="dimmed">
        {meta}
      </Text>
    </Stack>
  );
}

/**
 * One conversation: its messages oldest first with older pages on request, the talent's own on
 * the right, new ones arriving live, and the composer. Opening it marks it read.
 */
export function MessageThread({
  talentId,
  conversation,
  onBack,
}: {
  talentId: number;
  conversation: Conversation;
  onBack: () => void;
}) {
  const { t } = useTranslation(['chat', 'common']);
  const title = useConversationTitle()(conversation);
  const thread = useInfiniteQuery(messagesQuery(talentId, conversation.id));
  const send = useSendMessage(talentId);
  const markRead = useMarkRead(talentId);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const messages: ChatMessage[] = [...(thread.data?.pages ?? [])].reverse().flat();
  // The live stream can bring a sent message back before its own answer does: shown once.
  const delivered = new Set(messages.map((message) => message.client_id));
  const waiting = pending.filter((message) => !delivered.has(message.clientId));
  const newestId = messages.at(-1)?.id ?? 0;

  // Read on open, and again whenever an answer arrives while it is open.
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (conversation.unread_count > 0) markAsRead(conversation.id);
  }, [conversation.id, conversation.unread_count, markAsRead]);

  // The newest message in view: on open, on each new message and on each one sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the newest id and the pending count are what should move the view
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newestId, pending.length]);

  const deliver = (message: PendingMessage) => {
    setServerError(null);
    send.mutate(
      { conversationId: conversation.id, body: message.body, clientId: message.clientId },
      {
        onSuccess: () => setPending((all) => all.filter((item) => item.clientId !== message.clientId)),
        onError: (error) => {
          const failure = error instanceof ApiError ? formFailureOf(error.failure) : null;
          setServerError(failure?.fields.body ?? failure?.message ?? null);
          setPending((all) =>
            all.map((item) => (item.clientId === message.clientId ? { ...item, failed: true } : item)),
          );
        },
      },
    );
  };

  const write = (body: string) => {
    const message = { clientId: crypto.randomUUID(), body, failed: false };
    setPending((all) => [...all, message]);
    deliver(message);
  };

  return (
    <section className={classes.thread} aria-labelledby={titleId}>
      <Group className={classes.threadHeader} gap="sm" wrap="nowrap">
        <ActionIcon variant="subtle" onClick={onBack} aria-label={t('thread.back')} hiddenFrom="md">
          <IconArrowLeft aria-hidden size={20} />
        </ActionIcon>
        <CompanyLogo name={title} src={conversation.image_url} size={40} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} truncate component="h2" size="md" m={0} id={titleId}>
            {title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {conversation.kind === 'advocate' ? t('conversation.advocate') : conversation.position_name}
          </Text>
        </Stack>
      </Group>

      <div
        ref={scroller}
        className={classes.messages}
        role="log"
        aria-label={t('thread.label', { name: title })}
      >
        {thread.isPending ? (
          <Center role="status" aria-label={t('thread.loading')} h="100%">
            <Loader size="sm" />
          </Center>
        ) : thread.isError ? (
          <Center h="100%">
            <Button variant="light" onClick={() => void thread.refetch()}>
              {t('common:loadError.retry')}
            </Button>
          </Center>
        ) : (
          <Stack gap="sm">
            {thread.hasNextPage && (
              <Center>
                <Button
                  variant="subtle"
                  size="xs"
                  loading={thread.isFetchingNextPage}
                  onClick={() => void thread.fetchNextPage()}
                >
                  {t('thread.older')}
                </Button>
              </Center>
            )}
            {messages.length === 0 && waiting.length === 0 && (
              <Text c="dimmed" ta="center" size="sm" py="xl">
                {t('conversation.noMessages')}
              </Text>
            )}
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                own={message.sender === 'talent'}
                body={message.body}
                meta={`${message.sender === 'talent' ? t('conversation.you') : message.author_name} · ${messageTime(message.created_at)}`}
              />
            ))}
            {waiting.map((message) => (
              <Stack key={message.clientId} gap={2} align="flex-end">
                <MessageBubble
                  own
                  body={message.body}
                  meta={message.failed ? t('thread.failed') : t('thread.sending')}
                />
                {message.failed && (
                  <Anchor
                    component="button"
                    type="button"
                    size="xs"
                    onClick={() => {
                      setPending((all) =>
                        all.map((item) =>
                          item.clientId === message.clientId ? { ...item, failed: false } : item,
                        ),
                      );
                      deliver(message);
                    }}
                  >
                    {t('thread.retry')}
                  </Anchor>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </div>

      <MessageComposer onSend={write} serverError={serverError} />
    </section>
  );
}
