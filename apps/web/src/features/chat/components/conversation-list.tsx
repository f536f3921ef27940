import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Conversation } from '@talent/contract';
import { CompanyLogo } from '@/components/ui/company-logo';
import { useTranslation } from '@/lib/i18n';
import { useConversationTitle } from '../model/conversation-title';
import { messageTime } from '../model/message-time';
import classes from './chat.module.css';
import { UnreadBadge } from './unread-badge';

function ConversationItem({
  conversation,
  selected,
  onSelect,
}: {
  conversation: Conversation;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('chat');
  const title = useConversationTitle()(conversation);
  const last = conversation.last_message;
  const subtitle =
    conversation.kind === 'advocate' ? t('conversation.advocate') : (conversation.position_name ?? '');
  return (
    <UnstyledButton
      className={classes.conversation}
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      data-selected={selected || undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <CompanyLogo name={title} src={conversation.image_url} size={44} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          {/* The name wraps rather than shrinking to a few letters beside the time with large text. */}
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            {last && (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {messageTime(last.created_at)}
              </Text>
            )}
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {subtitle}
          </Text>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate fw={conversation.unread_count > 0 ? 600 : 400}>
              {last
                ? `${last.sender === 'talent' ? `${t('conversation.you')}: ` : ''}${last.body}`
                : t('conversation.noMessages')}
            </Text>
            {conversation.unread_count > 0 && <UnreadBadge count={conversation.unread_count} />}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** The talent's conversations, latest first; the chosen one is marked for screen readers too. */
export function ConversationList({
  conversations,
  selectedId,
  onSelect,
}: {
  conversations: Conversation[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <nav aria-label={t('page.conversations')} className={classes.list}>
      <ul className={classes.plainList}>
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationItem
              conversation={conversation}
              selected={conversation.id === selectedId}
              onSelect={() => onSelect(conversation.id)}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
