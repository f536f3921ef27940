import { Button, Card, Container, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { blogPageOf, mediaLimits } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '@/components/ui/list-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, LoadError } from '@/components/ui/page-states';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { blogPageQuery } from '../api/blog';
import { ArticleCard } from '../components/article-card';

const pageSize = mediaLimits.defaultPageSize;

function ArticleGridSkeleton({ label }: { label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" role="status" aria-label={label}>
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <Card key={index} padding={0} aria-hidden>
          <Skeleton style={{ aspectRatio: '16 / 9' }} radius={0} />
          <Stack gap={8} p="lg">
            <Skeleton height={18} width={90} />
            <Skeleton height={20} width="85%" />
            <Skeleton height={12} />
            <Skeleton height={12} width="60%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** /media: the blog, newest first, a page at a time; the page number is in the URL. */
export function MediaPage() {
  const { t } = useTranslation('media');
  const [search, setSearch] = useSearchParams();
  const page = blogPageOf(search);
  const list = useQuery(blogPageQuery(page, pageSize));

  const goTo = (next: number) => {
    setSearch(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageHeader title={t('list.title')} description={t('list.description')} />
      {list.isPending ? (
        <ArticleGridSkeleton label={t('list.loading')} />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.posts.length === 0 ? (
        <EmptyState
          illustration="articles"
          title={t('list.emptyTitle')}
          action={
            <Button component={Link} to={paths.jobOpportunities}>
              {t('list.browseJobs')}
            </Button>
          }
        >
          {t('list.emptyText')}
        </EmptyState>
      ) : (
        <Stack gap="xl">
          <SimpleGrid
            component="section"
            aria-label={t('list.label')}
            cols={{ base: 1, sm: 2, md: 3 }}
            spacing="lg"
            style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
          >
            {list.data.posts.map((post, index) => (
              <ArticleCard key={post.id} post={post} featured={page === 1 && index === 0} />
            ))}
          </SimpleGrid>
          <ListPagination total={Math.ceil(list.data.total / pageSize)} value={page} onChange={goTo} />
        </Stack>
      )}
    </Container>
  );
}
