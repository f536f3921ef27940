import { Button, Card, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ListSkeleton, LoadError } from '@/components/ui/page-states';
import { useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { conversationsQuery } from '../api/conversations';
import classes from '../components/chat.module.css';
import { ConversationList } from '../components/conversation-list';
import { MessageThread } from '../components/message-thread';
import { useLiveChat } from '../hooks/use-live-chat';

/**
 * /talent/chat: the talent's conversations beside the open one (`?c=` in the address, so a link or a
 * reload opens the same). On a phone the list and the open conversation take the screen in turn.
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const talentId = useStoredAuth()?.id ?? 0;
  useLiveChat(talentId === 0 ? null : talentId);
  const conversations = useQuery(conversationsQuery(talentId));
  const [search, setSearch] = useSearchParams();
  const chosenId = Number(search.get('c')) || null;

  const list = conversations.data ?? [];
  // Wide screens open the latest conversation when none is chosen; phones show the list first.
  const open = list.find((conversation) => conversation.id === chosenId) ?? list[0] ?? null;

  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {conversations.isPending ? (
        <ListSkeleton rows={3} label={t('page.loading')} />
      ) : conversations.isError ? (
        <LoadError onRetry={() => void conversations.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          illustration="chat"
          title={t('page.emptyTitle')}
          action={
            <Button component={Link} to={paths.jobOpportunities}>
              {t('page.browseJobs')}
            </Button>
          }
        >
          {t('page.emptyText')}
        </EmptyState>
      ) : (
        <Card padding={0} className={classes.frame}>
          <div className={classes.layout} data-thread-open={chosenId !== null || undefined}>
            <ConversationList
              conversations={list}
              selectedId={open?.id ?? null}
              onSelect={(id) => setSearch({ c: String(id) })}
            />
            {open && (
              <MessageThread
                key={open.id}
                talentId={talentId}
                conversation={open}
                onBack={() => setSearch({})}
              />
            )}
          </div>
        </Card>
      )}
    </Container>
  );
}
