import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CompanyLogo } from '@/components/ui/company-logo';
import { useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { conversationsQuery } from '../api/conversations';
import { chatPath } from '../chat-paths';
import { useConversationTitle } from '../model/conversation-title';
import { UnreadBadge } from './unread-badge';

const shown = 3;
const refreshMs = 60_000;

/** The dashboard's chat piece: the latest conversations with their unread answers. */
export function MessagesSection() {
  const { t } = useTranslation('chat');
  const talentId = useStoredAuth()?.id ?? 0;
  // A summary: it refreshes now and then; the chat page itself is live.
  const conversations = useQuery({ ...conversationsQuery(talentId), refetchInterval: refreshMs });
  const titleOf = useConversationTitle();
  // A side piece: when the chat cannot be reached the dashboard simply goes without it.
  if (conversations.isError) return null;
  return (
    <Card padding="lg" component="section" aria-labelledby="messages-section-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="messages-section-title">
            {t('dashboard.title')}
          </Title>
          <Anchor component={Link} to={chatPath()} size="sm" fw={600}>
            {t('dashboard.open')}
          </Anchor>
        </Group>
        {conversations.isPending ? (
          <Stack gap="sm" role="status" aria-label={t('page.loading')}>
            {Array.from({ length: shown }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
              <Group key={index} gap="sm" wrap="nowrap" aria-hidden>
                <Skeleton circle height={36} />
                <Stack gap={6} style={{ flex: 1 }}>
                  <Skeleton height={12} width="60%" />
                  <Skeleton height={10} />
                </Stack>
              </Group>
            ))}
          </Stack>
        ) : conversations.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {conversations.data.slice(0, shown).map((conversation) => {
              const title = titleOf(conversation);
              return (
                <li key={conversation.id}>
                  <Group gap="sm" wrap="nowrap">
                    <CompanyLogo name={title} src={conversation.image_url} size={36} />
                    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                      <Anchor component={Link} to={chatPath(conversation.id)} fw={600} size="sm" truncate>
                        {title}
                      </Anchor>
                      <Text size="xs" c="dimmed" truncate>
                        {conversation.last_message?.body ?? t('conversation.noMessages')}
                      </Text>
                    </Stack>
                    {conversation.unread_count > 0 && <UnreadBadge count={conversation.unread_count} />}
                  </Group>
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
