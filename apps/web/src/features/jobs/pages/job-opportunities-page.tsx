import { Anchor, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDebouncedCallback, useDocumentTitle } from '@mantine/hooks';
import type { Opportunity, SearchUnderstanding } from '@talent/contract';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { EmptyIllustrationName } from '@/components/ui/empty-illustration';
import { ListPagination } from '@/components/ui/list-pagination';
import { EmptyState, ListSkeleton, LoadError } from '@/components/ui/page-states';
import { Select } from '@/components/ui/select';
import { useStoredAuth } from '@/lib/auth-storage';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { modalNames, openModal } from '@/lib/modal-manager';
import { useFilterOptions } from '../api/filter-options';
import { useBookmark } from '../api/job-actions';
import { useOpportunities, usePrompts } from '../api/opportunities';
import { useSearchUnderstanding } from '../api/search';
import { JobCardList } from '../components/job-card-list';
import { JobSearchBox } from '../components/job-search-box';
import { type ListingFilter, ListingFilters } from '../components/listing-filters';
import { useApplyFlow } from '../components/use-apply-flow';
import {
  defaultListingSearch,
  type ListingSearch,
  type ListingTab,
  listingTabs,
  pageCount,
  readListingSearch,
  toListingQuery,
  writeListingSearch,
} from '../model/listing-search';

// Shown only once the talent has searched, so it is not part of the listing's first load.
const JobAlertButton = lazy(async () => ({
  default: (await import('../components/job-alert-button')).JobAlertButton,
}));

/** Spec section 5: typing searches are debounced 500 ms. */
const searchDebounceMs = 500;

/** What an empty tab draws when no search narrows it: jobs to come, applications, saved jobs. */
const emptyIllustrations: Record<ListingTab, EmptyIllustrationName> = {
  all: 'jobs',
  applied: 'applications',
  bookmark: 'saved',
};

/** /talent/job-opportunities: tabs, search and filters kept in the address, cards and pages. */
export function JobOpportunitiesPage() {
  const { t } = useTranslation('jobs');
  useDocumentTitle(t('listing.title'));
  const talentId = useStoredAuth()?.id ?? 0;
  const [params, setParams] = useSearchParams();
  const state = readListingSearch(params);
  const [typed, setTyped] = useState(state.search);
  const query = toListingQuery(state);
  const listing = useOpportunities(talentId, query);
  const understanding = useSearchUnderstanding(talentId, {
    search: state.search,
    ...(state.specialization === null ? {} : { specialization: state.specialization }),
    ...(state.location === null ? {} : { location: state.location }),
  });
  const understood = state.filter === 'all' ? understanding.data : undefined;
  const options = useFilterOptions();
  const bookmark = useBookmark(talentId);
  const applyFlow = useApplyFlow(talentId, query);
  usePromptCheck(talentId);

  const update = (change: Partial<ListingSearch>) => {
    const next = { ...state, page: 1, ...change };
    setParams(writeListingSearch(next));
  };
  const searchLater = useDebouncedCallback((search: string) => update({ search }), searchDebounceMs);
  useEffect(() => setTyped(state.search), [state.search]);

  const count = listing.data?.count ?? 0;
  const jobs = listing.data?.jobs ?? [];
  const { mutate: saveBookmark } = bookmark;
  const onBookmark = useCallback(
    (job: Opportunity, save: boolean) =>
      saveBookmark({ jobId: job.id, save, category: job.position_category }),
    [saveBookmark],
  );
  const filtered = state.search !== '' || state.specialization !== null || state.location !== null;
  const search = (text: string) => {
    setTyped(text);
    update({ search: text });
  };
  const filters: ListingFilter[] = [
    ...(understood?.filters ?? []).map((found) => ({
      key: `${found.kind}:${found.name}`,
      label: found.name,
      remove: () => search(found.without),
    })),
    ...optionFilter('specialization', state.specialization, options.specializations, () =>
      update({ specialization: null }),
    ),
    ...optionFilter('location', state.location, options.locations, () => update({ location: null })),
  ];

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('listing.heading')}</Title>
        <Tabs value={state.filter} onChange={(value) => update({ filter: (value ?? 'all') as ListingTab })}>
          <Tabs.List>
            {listingTabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {t(`listing.tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <search>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              update({ search: typed });
            }}
          >
            <Group gap="sm" align="flex-end" wrap="wrap">
              <JobSearchBox
                talentId={talentId}
                value={typed}
                onChange={(value) => {
                  setTyped(value);
                  searchLater(value);
                }}
                onChoose={(value) => {
                  searchLater.cancel();
                  search(value);
                }}
                style={{ flex: '2 1 220px' }}
              />
              <Select
                label={t('listing.specialization')}
                placeholder={t('listing.anySpecialization')}
                data={options.specializations}
                value={state.specialization === null ? null : String(state.specialization)}
                onChange={(value) => update({ specialization: value ? Number(value) : null })}
                clearable
                searchable
                style={{ flex: '1 1 180px' }}
              />
              <Select
                label={t('listing.location')}
                placeholder={t('listing.anyLocation')}
                data={options.locations}
                value={state.location === null ? null : String(state.location)}
                onChange={(value) => update({ location: value ? Number(value) : null })}
                clearable
                searchable
                style={{ flex: '1 1 160px' }}
              />
              <Select
                label={t('listing.sort')}
                data={[
                  { value: 'match', label: t('listing.sortMatch') },
                  { value: 'date', label: t('listing.sortDate') },
                ]}
                value={state.sort}
                onChange={(value) => update({ sort: value === 'date' ? 'date' : 'match' })}
                allowDeselect={false}
                style={{ flex: '1 1 130px' }}
              />
              <Button type="submit">{t('listing.search')}</Button>
            </Group>
          </form>
        </search>
        <ListingFilters filters={filters} />
        {understood?.correction ? (
          <Text size="sm">
            {t('listing.didYouMean')}{' '}
            <Anchor
              component="button"
              type="button"
              fw={600}
              onClick={() => search(understood.correction ?? '')}
            >
              {understood.correction}
            </Anchor>
            ?
          </Text>
        ) : null}
        <Group justify="space-between" gap="sm" mih={26}>
          <Text size="sm" c="dimmed" aria-live="polite">
            {listing.isSuccess ? t('listing.count', { count, shown: formatNumber(count) }) : '\u00a0'}
          </Text>
          {filtered && state.filter === 'all' ? (
            <Suspense fallback={null}>
              <JobAlertButton talentId={talentId} search={state} />
            </Suspense>
          ) : null}
        </Group>
        {listing.isPending ? (
          <ListSkeleton rows={4} label={t('listing.title')} />
        ) : listing.isError ? (
          <LoadError onRetry={() => void listing.refetch()}>{t('listing.failed')}</LoadError>
        ) : jobs.length === 0 ? (
          <EmptyState
            illustration={filtered ? 'search' : emptyIllustrations[state.filter]}
            title={
              state.filter === 'all' && state.search
                ? t('listing.nothingFound', { search: state.search })
                : t(filtered ? `listing.emptySearch.${state.filter}` : `listing.empty.${state.filter}`)
            }
            action={
              filtered ? (
                <Stack align="center" gap="sm">
                  <NearbySearches nearby={understood?.nearby ?? []} onSearch={search} />
                  <Button
                    variant="light"
                    onClick={() => update({ ...defaultListingSearch, filter: state.filter })}
                  >
                    {t('listing.clearFilters')}
                  </Button>
                </Stack>
              ) : state.filter !== 'all' ? (
                <Button variant="light" onClick={() => update({ filter: 'all' })}>
                  {t('listing.browse')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <JobCardList
            jobs={jobs}
            busy={listing.isFetching}
            applyingJobId={applyFlow.pendingJobId}
            onApply={applyFlow.start}
            onBookmark={onBookmark}
          />
        )}
        <ListPagination
          total={pageCount(count)}
          value={state.page}
          onChange={(page) => update({ page })}
          label={t('listing.pagination')}
        />
      </Stack>
      {applyFlow.modal}
    </Container>
  );
}

/** A filter chip for a chosen option of a select, named as the select names it. */
function optionFilter(
  key: string,
  value: number | null,
  options: ReadonlyArray<{ value: string; label: string }>,
  remove: () => void,
): ListingFilter[] {
  if (value === null) return [];
  const label = options.find((option) => option.value === String(value))?.label;
  return label ? [{ key, label, remove }] : [];
}

/** When a search finds nothing: the searches close to it that find jobs, each a click away. */
function NearbySearches({
  nearby,
  onSearch,
}: {
  nearby: SearchUnderstanding['nearby'];
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation('jobs');
  if (nearby.length === 0) return null;
  return (
    <Stack align="center" gap={4}>
      <Text size="sm" c="dimmed">
        {t('listing.nearby')}
      </Text>
      <Group justify="center" gap="xs">
        {nearby.map((entry) => (
          <Button
            key={entry.search}
            variant="subtle"
            size="compact-sm"
            onClick={() => onSearch(entry.search)}
          >
            {t('listing.nearbySearch', {
              count: entry.count,
              search: entry.search,
              shown: formatNumber(entry.count),
            })}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** After the listing loads, the first prompt opens its modal once (spec section 4). */
function usePromptCheck(talentId: number) {
  const prompts = usePrompts(talentId);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !prompts.data) return;
    done.current = true;
    const first = prompts.data[0];
    if (first === 'empty_cv') openModal(modalNames.uploadCv);
    if (first === 'contest_survey') openModal(modalNames.contestSurvey);
  }, [prompts.data]);
}
