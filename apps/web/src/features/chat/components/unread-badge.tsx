import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

/**
 * A conversation's unread count: a pill that grows with its digits and never shrinks in a tight
 * row (a circle badge cut "12" down to a sliver next to a long message).
 */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('chat');
  return (
    <Badge
      size="sm"
      radius="xl"
      miw={20}
      px={6}
      style={{ flexShrink: 0, overflow: 'visible' }}
      aria-label={t('conversation.unread', { count })}
    >
      {count}
    </Badge>
  );
}
