import { Anchor, Box, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBrandLinkedin, IconWorld } from '@tabler/icons-react';
import { companyPageHead, jobLimits } from '@talent/contract';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CompanyLogo } from '@/components/ui/company-logo';
import { ListPagination } from '@/components/ui/list-pagination';
import { EmptyState, ListSkeleton, LoadError } from '@/components/ui/page-states';
import { contractMessageIn, useLanguage, useTranslation } from '@/lib/i18n';
import { useCompany, useCompanyJobs } from '../api/company';
import { CompanyCover } from '../components/company-cover';
import { JobCard } from '../components/job-card';
import { jobPaths } from '../model/job-paths';
import { pageCount } from '../model/listing-search';

/** Sets the page's meta description while it is shown in the app; the server writes it into a first load. */
function useMetaDescription(text: string | null) {
  useEffect(() => {
    if (!text) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const before = meta.content;
    meta.content = text;
    return () => {
      meta.content = before;
    };
  }, [text]);
}

/**
 * A company page: /talent/company/{id} and /employer/{companyId} for signed-in people, /company/{id}
 * for guests. Its jobs link to their detail for a talent and show without actions.
 */
export function CompanyPage({ audience }: { audience: 'talent' | 'guest' }) {
  const { t } = useTranslation('jobs');
  const params = useParams();
  const id = Number(params.id ?? params.companyId);
  const [page, setPage] = useState(1);
  const company = useCompany(id);
  const jobs = useCompanyJobs(id, page, jobLimits.listingPageSize);
  const data = company.data;
  const language = useLanguage();
  // The head the server wrote, in the reader's language, which it follows when they switch.
  const head = data ? companyPageHead(data) : null;
  useDocumentTitle(head ? contractMessageIn(language, head.title) : t('company.about'));
  useMetaDescription(head ? contractMessageIn(language, head.description) : null);

  if (company.isPending) {
    return (
      <Container size="md" py="xl">
        <Stack aria-busy="true">
          <Skeleton height={140} radius="lg" />
          <ListSkeleton rows={3} label={t('company.jobsHeading')} />
        </Stack>
      </Container>
    );
  }
  if (company.isError || !data) {
    return (
      <Container size="md" py="xl">
        <LoadError onRetry={() => void company.refetch()}>{t('company.failed')}</LoadError>
      </Container>
    );
  }
  const count = jobs.data?.count ?? 0;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg">
          <Card.Section h={{ base: 96, sm: 140 }} mt="calc(var(--mantine-spacing-lg) * -1)" mb={-36}>
            <CompanyCover name={data.name} />
          </Card.Section>
          <Group align="flex-end" wrap="nowrap" gap="md" mb="sm">
            <Box bg="var(--mantine-color-body)" p={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <CompanyLogo name={data.name} src={data.company_image?.medium} size={72} />
            </Box>
          </Group>
          <Group align="flex-start" wrap="nowrap" gap="md">
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Title order={1} size="h2">
                {data.name}
              </Title>
              {data.pt ? (
                <Text size="sm" c="dimmed">
                  {data.pt}
                </Text>
              ) : null}
              <Text size="sm">{[data.industry, data.size, data.location].filter(Boolean).join(' · ')}</Text>
              <Text size="sm" fw={600}>
                {t('company.openJobs', { count: data.jobs })}
              </Text>
              <Group gap="md">
                {data.website_url ? (
                  <Anchor href={data.website_url} target="_blank" rel="noopener noreferrer" size="sm">
                    <Group gap={4} component="span">
                      <IconWorld size={16} aria-hidden />
                      {t('company.website')}
                    </Group>
                  </Anchor>
                ) : null}
                {data.linkedin_url ? (
                  <Anchor href={data.linkedin_url} target="_blank" rel="noopener noreferrer" size="sm">
                    <Group gap={4} component="span">
                      <IconBrandLinkedin size={16} aria-hidden />
                      {t('company.linkedin')}
                    </Group>
                  </Anchor>
                ) : null}
              </Group>
            </Stack>
          </Group>
        </Card>
        {data.about ? (
          <Card withBorder radius="lg" padding="lg" component="section">
            <Title order={2} size="h4" mb="sm">
              {t('company.about')}
            </Title>
            <Text size="sm">{data.about}</Text>
          </Card>
        ) : null}
        <Title order={2} size="h3">
          {t('company.jobsHeading')}
        </Title>
        {jobs.isPending ? (
          <ListSkeleton rows={3} label={t('company.jobsHeading')} />
        ) : jobs.isError ? (
          <LoadError onRetry={() => void jobs.refetch()}>{t('company.failed')}</LoadError>
        ) : count === 0 ? (
          <EmptyState
            illustration="company"
            title={t('company.noJobs')}
            action={
              <Anchor component={Link} to={jobPaths.listing}>
                {t('listing.browse')}
              </Anchor>
            }
          />
        ) : (
          <Stack gap="md">
            {jobs.data.jobs.map((job) => (
              <JobCard
                key={job.id}
                job={job}
                actions={false}
                jobHref={audience === 'talent' ? jobPaths.opportunity(job.id) : jobPaths.job(job.id)}
                companyHref={
                  audience === 'talent'
                    ? jobPaths.talentCompany(job.company_id)
                    : jobPaths.guestCompany(job.company_id)
                }
              />
            ))}
          </Stack>
        )}
        <ListPagination total={pageCount(count)} value={page} onChange={setPage} />
      </Stack>
    </Container>
  );
}

export function TalentCompanyPage() {
  return <CompanyPage audience="talent" />;
}

export function GuestCompanyPage() {
  return <CompanyPage audience="guest" />;
}
