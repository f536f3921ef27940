import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBriefcase, IconClock, IconMapPin } from '@tabler/icons-react';
import type { RoleDetail } from '@talent/contract';
import { jobPageTitle, languageParameter } from '@talent/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MouseEvent, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigationType, useParams, useSearchParams } from 'react-router';
import { CompanyLogo } from '@/components/ui/company-logo';
import { LoadError } from '@/components/ui/page-states';
import { trackEvent } from '@/lib/analytics';
import { useStoredAuth } from '@/lib/auth-storage';
import { formatScheduledDay } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { forgetReturnTo, rememberReturnTo, returnToQuery } from '@/lib/return-to';
import { useGuestJob, useJob } from '../api/job';
import { useBookmark } from '../api/job-actions';
import { ApplyButton } from '../components/apply-button';
import { JobCard } from '../components/job-card';
import { TextLines } from '../components/text-lines';
import { useApplyFlow } from '../components/use-apply-flow';
import { jobPaths } from '../model/job-paths';
import { salaryText } from '../model/salary-text';
import classes from './job-detail-page.module.css';

/** What a guest's Apply or Save asks for once they are signed in: `?action=apply` on the job's path. */
type GuestAction = 'apply' | 'save';
const actionParam = 'action';

/** The job's path that does `action` once the guest is signed in (`/talent/job/5?action=apply`). */
const guestActionPath = (jobId: number, action: GuestAction) =>
  `${jobPaths.job(jobId)}?${actionParam}=${action}`;

function JobSkeleton() {
  const { t } = useTranslation('jobs');
  return (
    <Container size="md" py="xl">
      <Stack aria-busy="true" aria-label={t('detail.title')}>
        <Skeleton height={120} radius="lg" />
        <Skeleton height={240} radius="lg" />
      </Stack>
    </Container>
  );
}

/** A job page before its job is there: the skeleton while it loads, or the failure with a retry. */
function JobNotLoaded({ job }: { job: Pick<UseQueryResult, 'isPending' | 'refetch'> }) {
  const { t } = useTranslation('jobs');
  if (job.isPending) return <JobSkeleton />;
  return (
    <Container size="md" py="xl">
      <LoadError onRetry={() => void job.refetch()}>{t('detail.failed')}</LoadError>
    </Container>
  );
}

interface JobViewProps {
  data: RoleDetail;
  /** The Apply and Save buttons (none for a closed job). */
  actions: ReactNode;
  /** Where the company's name and "View company" lead. */
  companyHref: string;
  /** Shown between the header and the description (a closed job's notice). */
  notice?: ReactNode;
}

/** The whole job as its page shows it, to a talent and to a guest alike. */
function JobView({ data, actions, companyHref, notice }: JobViewProps) {
  const { t } = useTranslation('jobs');
  const closed = data.is_closed;
  useDocumentTitle(jobPageTitle(data));
  const heading = useRef<HTMLHeadingElement>(null);
  const openedFromAnotherPage = useNavigationType() === 'PUSH';
  // The link that opened the job is gone with its page: the person goes on from the job's heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per job opened (its id).
  useEffect(() => {
    if (openedFromAnotherPage) heading.current?.focus();
  }, [openedFromAnotherPage, data.id]);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={jobPaths.listing} size="sm">
          {t('detail.backToListing')}
        </Anchor>
        <Card withBorder radius="lg" padding="lg" className={classes.header}>
          <Group align="flex-start" wrap="nowrap" gap="md">
            <CompanyLogo name={data.company_name} src={data.company_image?.medium} size={64} />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Title order={1} size="h2" ref={heading} tabIndex={-1}>
                {closed ? `${data.position_name} ${t('card.closed')}` : data.position_name}
              </Title>
              <Anchor component={Link} to={companyHref}>
                {data.company_name}
              </Anchor>
              <Group gap="md">
                <Group gap={4} wrap="nowrap">
                  <IconMapPin size={16} aria-hidden />
                  <Text size="sm" c="dimmed">
                    {data.location} · {data.working_system}
                  </Text>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <IconBriefcase size={16} aria-hidden />
                  <Text size="sm" c="dimmed">
                    {data.position_level}
                  </Text>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <IconClock size={16} aria-hidden />
                  <Text size="sm" c="dimmed">
                    {t('card.minExperience', { count: data.min_exp })}
                  </Text>
                </Group>
              </Group>
              <Text fw={600}>{salaryText(data.salary)}</Text>
              <Text size="xs" c="dimmed">
                {t('detail.published', { date: formatScheduledDay(data.published_at) })}
              </Text>
              {data.match ? (
                <Badge
                  variant="light"
                  color={data.match.matched ? 'teal' : 'gray'}
                  radius="xl"
                  classNames={{ root: classes.badge, label: classes.badgeLabel }}
                >
                  {data.match.matched
                    ? t('card.matchedBecause', { reasons: data.match.reasons.join(' · ') })
                    : t('card.notMatched')}
                </Badge>
              ) : null}
            </Stack>
          </Group>
          {closed ? null : (
            <Group justify="flex-end" gap="sm" mt="md">
              {actions}
            </Group>
          )}
        </Card>
        {notice}
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="job-description">
          <Title order={2} size="h4" id="job-description" mb="sm">
            {t('detail.description')}
          </Title>
          <TextLines text={data.job_description} />
          <Title order={2} size="h4" mt="md" mb="sm">
            {t('detail.requirements')}
          </Title>
          <TextLines text={data.job_requirements} asList />
          {data.skills.length > 0 ? (
            <>
              <Title order={2} size="h4" mt="md" mb="sm">
                {t('detail.skills')}
              </Title>
              <Group gap="xs">
                {data.skills.map((skill) => (
                  <Badge key={skill} variant="outline" radius="xl" className={classes.badge}>
                    {skill}
                  </Badge>
                ))}
              </Group>
            </>
          ) : null}
        </Card>
        <Group align="stretch" grow className={classes.pair}>
          <Card withBorder radius="lg" padding="lg" component="section">
            <Title order={2} size="h4" mb="sm">
              {t('detail.benefits')}
            </Title>
            <TextLines text={data.benefits} asList />
          </Card>
          <Card withBorder radius="lg" padding="lg" component="section">
            <Title order={2} size="h4" mb="sm">
              {t('detail.perks')}
            </Title>
            <TextLines text={data.perks} asList />
          </Card>
        </Group>
        <Card withBorder radius="lg" padding="lg" component="section">
          <Group gap="md" mb="sm" wrap="nowrap">
            <CompanyLogo name={data.company.name} src={data.company_image?.thumb} size={40} />
            <Title order={2} size="h4">
              {t('detail.aboutCompany')}
            </Title>
          </Group>
          <Text size="sm" c="dimmed" mb="xs">
            {[data.company.industry, data.company.size, data.company.location].filter(Boolean).join(' · ')}
          </Text>
          {data.company.about ? <Text size="sm">{data.company.about}</Text> : null}
          <Anchor component={Link} to={companyHref} size="sm" mt="sm" display="block">
            {t('detail.viewCompany')}
          </Anchor>
        </Card>
      </Stack>
    </Container>
  );
}

/**
 * /talent/job/{id} and /talent/job-opportunities/detail/{roleId} for a talent: the whole job and its
 * actions. Arriving with `?action=apply` or `?action=save` (back from signing in) does that action.
 */
export function JobDetailPage({ via }: { via: 'job' | 'role' }) {
  const { t } = useTranslation('jobs');
  const params = useParams();
  const id = Number(via === 'job' ? params.id : params.roleId);
  const talentId = useStoredAuth()?.id ?? 0;
  const job = useJob(id, via);
  const bookmark = useBookmark(talentId);
  const applyFlow = useApplyFlow(talentId);
  const [search, setSearch] = useSearchParams();
  const action = search.get(actionParam);
  const acted = useRef(false);
  const data = job.data;
  const viewed = data && { id: data.id, category: data.position_category };
  const viewedId = viewed?.id;
  const viewedCategory = viewed?.category;

  // Once per job shown; its category is all analytics hears of it.
  useEffect(() => {
    if (viewedId !== undefined && viewedCategory !== undefined)
      trackEvent({ name: 'Job viewed', category: viewedCategory });
  }, [viewedId, viewedCategory]);

  useEffect(() => {
    if (!data || acted.current || (action !== 'apply' && action !== 'save')) return;
    acted.current = true;
    forgetReturnTo();
    setSearch({}, { replace: true });
    if (data.is_closed) return;
    if (action === 'apply' && !data.applied) void applyFlow.start(data);
    if (action === 'save' && !data.bookmarked)
      bookmark.mutate({ jobId: data.id, save: true, category: data.position_category });
  }, [data, action, applyFlow.start, bookmark.mutate, setSearch]);

  if (job.isPending || job.isError) return <JobNotLoaded job={job} />;
  const shown = job.data;
  return (
    <>
      <JobView
        data={shown}
        companyHref={jobPaths.talentCompany(shown.company_id)}
        actions={
          <>
            <Button
              variant="default"
              aria-pressed={shown.bookmarked}
              onClick={() =>
                bookmark.mutate({
                  jobId: shown.id,
                  save: !shown.bookmarked,
                  category: shown.position_category,
                })
              }
            >
              {shown.bookmarked ? t('card.unsave') : t('card.save')}
            </Button>
            <ApplyButton
              applied={shown.applied}
              loading={applyFlow.pendingJobId === shown.id}
              onApply={() => void applyFlow.start(shown)}
            />
          </>
        }
      />
      {applyFlow.modal}
    </>
  );
}

/** Asks a guest who pressed Apply or Save to sign in or register, and remembers to come back. */
function SignInFirst({
  jobId,
  action,
  onClose,
}: {
  jobId: number;
  action: GuestAction;
  onClose: () => void;
}) {
  const { t } = useTranslation('jobs');
  const remember = () => rememberReturnTo(guestActionPath(jobId, action));
  return (
    <Modal opened onClose={onClose} title={action === 'apply' ? t('guest.applyTitle') : t('guest.saveTitle')}>
      <Stack gap="md">
        <Text>{t('guest.text')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.register} variant="default" onClick={remember}>
            {t('guest.register')}
          </Button>
          <Button component={Link} to={paths.login} onClick={remember}>
            {t('guest.signIn')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A guest's Save and Apply. Once the page's script runs they ask in a modal; pressed before it (a
 * slow phone, a tap while the server's page hydrates) the form leads to the login page, in the
 * language the address names, which keeps the way back, so the press is never lost.
 */
function GuestJobActions({ jobId, onAsk }: { jobId: number; onAsk: (action: GuestAction) => void }) {
  const { t } = useTranslation('jobs');
  const [search] = useSearchParams();
  const language = search.get(languageParameter);
  const ask = (action: GuestAction) => (event: MouseEvent) => {
    event.preventDefault();
    onAsk(action);
  };
  return (
    <form action={paths.login} method="get" className={classes.guestActions}>
      {language === null ? null : <input type="hidden" name={languageParameter} value={language} />}
      <Button
        type="submit"
        name={returnToQuery}
        value={guestActionPath(jobId, 'save')}
        variant="default"
        onClick={ask('save')}
      >
        {t('card.save')}
      </Button>
      <Button
        type="submit"
        name={returnToQuery}
        value={guestActionPath(jobId, 'apply')}
        onClick={ask('apply')}
      >
        {t('card.apply')}
      </Button>
    </form>
  );
}

/**
 * /talent/job/{id} for a guest (a shared link): the job without what is personal; Apply and Save ask
 * to sign in first. A closed job says so and offers similar open jobs; a missing one is the
 * not-found page (the app's handler of a NOT_FOUND answer).
 */
function GuestJobPage() {
  const { t } = useTranslation('jobs');
  const id = Number(useParams().id);
  const job = useGuestJob(id);
  const [asked, setAsked] = useState<GuestAction | null>(null);

  if (job.isPending || job.isError) return <JobNotLoaded job={job} />;
  const data = job.data;
  return (
    <>
      <JobView
        data={data}
        companyHref={jobPaths.guestCompany(data.company_id)}
        actions={<GuestJobActions jobId={data.id} onAsk={setAsked} />}
        notice={
          data.is_closed ? (
            <Stack gap="md" component="section" aria-labelledby="similar-jobs">
              <Alert color="gray" radius="lg" title={t('detail.closedNotice')}>
                {data.similar.length === 0 ? t('detail.noSimilar') : null}
              </Alert>
              <Title order={2} size="h3" id="similar-jobs">
                {t('detail.similarHeading')}
              </Title>
              {data.similar.map((similar) => (
                <JobCard
                  key={similar.id}
                  job={similar}
                  actions={false}
                  jobHref={jobPaths.job(similar.id)}
                  companyHref={jobPaths.guestCompany(similar.company_id)}
                />
              ))}
              <Anchor component={Link} to={jobPaths.listing}>
                {t('guest.browse')}
              </Anchor>
            </Stack>
          ) : null
        }
      />
      {asked ? <SignInFirst jobId={data.id} action={asked} onClose={() => setAsked(null)} /> : null}
    </>
  );
}

/** /talent/job/{id}: open to guests (a shared link), the talent's own page once signed in. */
export function JobPage() {
  return useStoredAuth() === null ? <GuestJobPage /> : <JobDetailPage via="job" />;
}

export function OpportunityDetailPage() {
  return <JobDetailPage via="role" />;
}
