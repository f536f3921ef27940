import { ActionIcon, Anchor, Divider, Indicator, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatHistoryDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { modalNames, openModal } from '@/lib/modal-manager';
import { paths } from '@/lib/paths';
import { narrowScreenQuery } from '@/lib/screens';
import { HeaderPopover } from './header-popover';
import { type NotificationPreview, overlayLimit, type ShellNotifications } from './shell-notifications';

/**
 * The bell with its unread count above its top-right corner, ringed in the header's colour so a
 * two-digit count reads apart from the bell instead of covering it.
 */
function BellIcon({ unreadCount }: { unreadCount: number }) {
  return (
    <Indicator
      label={unreadCount}
      disabled={unreadCount <= 0}
      maxValue={99}
      size={16}
      color="red"
      offset={-2}
      withBorder
      styles={{ indicator: { fontSize: 10, fontWeight: 700, paddingInline: 4 } }}
    >
      <IconBell aria-hidden size={24} stroke={1.6} />
    </Indicator>
  );
}

/** The button must not clip the count, which sits over its corner (it cut "10" to a sliver). */
const bellButtonStyle = { overflow: 'visible' } as const;

function NotificationItem({ item, onOpen }: { item: NotificationPreview; onOpen: (url: string) => void }) {
  return (
    <UnstyledButton
      onClick={() => onOpen(item.url ?? paths.notifications)}
      p="xs"
      bg={item.read ? undefined : 'blue.0'}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Text size="sm" fw={item.read ? 400 : 600}>
        {item.message}
      </Text>
      {item.createdAt !== undefined && (
        <Text size="xs" c="dimmed">
          {formatHistoryDate(item.createdAt)}
        </Text>
      )}
    </UnstyledButton>
  );
}

/**
 * The bell with the unread count (shown only above 0). On wide screens it opens an overlay of the
 * newest notifications; on narrow ones it leads to the notifications page.
 */
export function NotificationBell({ unreadCount, items }: ShellNotifications) {
  const { t } = useTranslation('shell');
  const narrow = useMediaQuery(narrowScreenQuery);
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const label =
    unreadCount > 0 ? t('notifications.bellUnread', { count: unreadCount }) : t('notifications.bell');

  if (narrow) {
    return (
      <ActionIcon
        component={Link}
        to={paths.notifications}
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={label}
        style={bellButtonStyle}
      >
        <BellIcon unreadCount={unreadCount} />
      </ActionIcon>
    );
  }

  const open = (url: string) => {
    setOpened(false);
    if (/^https?:\/\//.test(url)) window.open(url, '_blank', 'noopener');
    else void navigate(url);
  };

  return (
    <HeaderPopover
      opened={opened}
      onChange={setOpened}
      width={360}
      labelledBy={titleId}
      target={(target) => (
        <ActionIcon
          {...target}
          variant="subtle"
          color="dark"
          size="lg"
          aria-label={label}
          aria-haspopup="dialog"
          style={bellButtonStyle}
        >
          <BellIcon unreadCount={unreadCount} />
        </ActionIcon>
      )}
    >
      <Text id={titleId} fw={700} mb="xs">
        {t('notifications.title')}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('notifications.empty')}
        </Text>
      ) : (
        <Stack gap={4}>
          {items.slice(0, overlayLimit).map((item) => (
            <NotificationItem key={item.id} item={item} onOpen={open} />
          ))}
        </Stack>
      )}
      <Divider my="xs" />
      <Anchor
        component={Link}
        to={paths.notifications}
        onClick={(event) => {
          // Wider than 992 px the full list opens in a modal over the page (spec section 2).
          event.preventDefault();
          setOpened(false);
          openModal(modalNames.notification);
        }}
        size="sm"
        fw={600}
      >
        {t('notifications.viewAll')}
      </Anchor>
    </HeaderPopover>
  );
}
