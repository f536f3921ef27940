import { Anchor, Badge, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBriefcase, IconClock, IconMapPin } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { CompanyLogo } from '@/components/ui/company-logo';
import { LoadError } from '@/components/ui/page-states';
import { useStoredAuth } from '@/lib/auth-storage';
import { formatScheduledDay } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useJob } from '../api/job';
import { useBookmark } from '../api/job-actions';
import { ApplyButton } from '../components/apply-button';
import { TextLines } from '../components/text-lines';
import { useApplyFlow } from '../components/use-apply-flow';
import { jobPaths } from '../model/job-paths';
import { salaryText } from '../model/salary-text';
import classes from './job-detail-page.module.css';

/** /talent/job/{id} and /talent/job-opportunities/detail/{roleId}: the whole job and its actions. */
export function JobDetailPage({ via }: { via: 'job' | 'role' }) {
  const { t } = useTranslation('jobs');
  const params = useParams();
  const id = Number(via === 'job' ? params.id : params.roleId);
  const talentId = useStoredAuth()?.id ?? 0;
  const job = useJob(id, via);
  const bookmark = useBookmark(talentId);
  const applyFlow = useApplyFlow(talentId);
  useDocumentTitle(job.data ? `${job.data.position_name} - ${job.data.company_name}` : t('detail.title'));

  if (job.isPending) {
    return (
      <Container size="md" py="xl">
        <Stack aria-busy="true" aria-label={t('detail.title')}>
          <Skeleton height={120} radius="lg" />
          <Skeleton height={240} radius="lg" />
        </Stack>
      </Container>
    );
  }
  if (job.isError) {
    return (
      <Container size="md" py="xl">
        <LoadError onRetry={() => void job.refetch()}>{t('detail.failed')}</LoadError>
      </Container>
    );
  }
  const data = job.data;
  const closed = data.is_closed;
  const bookmarkLabel = data.bookmarked ? t('card.unsave') : t('card.save');

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
              <Title order={1} size="h2">
                {closed ? `${data.position_name} ${t('card.closed')}` : data.position_name}
              </Title>
              <Anchor component={Link} to={jobPaths.talentCompany(data.company_id)}>
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
                  className={classes.badge}
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
              <Button
                variant="default"
                aria-pressed={data.bookmarked}
                onClick={() => bookmark.mutate({ jobId: data.id, save: !data.bookmarked })}
              >
                {bookmarkLabel}
              </Button>
              <ApplyButton
                applied={data.applied}
                loading={applyFlow.pendingJobId === data.id}
                onApply={() => void applyFlow.start(data)}
              />
            </Group>
          )}
        </Card>
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
          <Anchor
            component={Link}
            to={jobPaths.talentCompany(data.company_id)}
            size="sm"
            mt="sm"
            display="block"
          >
            {t('detail.viewCompany')}
          </Anchor>
        </Card>
      </Stack>
      {applyFlow.modal}
    </Container>
  );
}

export function JobPage() {
  return <JobDetailPage via="job" />;
}

export function OpportunityDetailPage() {
  return <JobDetailPage via="role" />;
}
