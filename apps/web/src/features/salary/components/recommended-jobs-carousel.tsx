import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBriefcase, IconMapPin } from '@tabler/icons-react';
import type { Opportunity } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CompanyLogo } from '@/components/ui/company-logo';
import { formatIdr } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { recommendedJobsQuery } from '../api/recommended-jobs';

/**
 * The product id of a job, as the spec says: taken from its APPLY button. The card carries it (and
 * the company id) as data for the apply flow; shown as a badge it read as a stray code.
 */
function productIdOf(job: Opportunity): number | null {
  return job.buttons.find((button) => button.type === 'APPLY')?.params.product_id ?? null;
}

function RecommendedJobCard({ job }: { job: Opportunity }) {
  const { t } = useTranslation('salary');
  const productId = productIdOf(job);
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      h="100%"
      data-testid="recommended-job"
      data-company-id={job.company_id}
    >
      <Group gap="sm" wrap="nowrap" mb="sm">
        <CompanyLogo name={job.company_name} src={job.company_image?.medium} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} lineClamp={2}>
            {job.position_name}
          </Text>
          <Anchor component={Link} to={`/talent/company/${job.company_id}`} size="sm" lineClamp={2}>
            {job.company_name}
          </Anchor>
        </Stack>
      </Group>
      <Stack gap={4}>
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm">{job.location}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconBriefcase size={16} aria-hidden />
          <Text size="sm">
            {t('jobs.meta', {
              category: job.position_category,
              level: job.position_level,
              years: job.min_exp,
            })}
          </Text>
        </Group>
        <Text size="sm" fw={600} mt={4}>
          {job.salary ? `${formatIdr(job.salary.min)} - ${formatIdr(job.salary.max)}` : '-'}
        </Text>
      </Stack>
      {/* Spec section 2 lists the company id and the product id among the card's fields: reference
          details, so they read as quiet small print rather than badges competing with the job. */}
      <Text size="xs" c="dimmed" mt="sm">
        {t('jobs.company', { id: job.company_id })}
        {productId !== null && ` · ${t('jobs.product', { id: productId })}`}
      </Text>
    </Card>
  );
}

/** Spec section 2: 3 cards at 464 px and wider, 1 below, no autoplay. */
export default function RecommendedJobsCarousel({
  talentId,
  categoryId,
}: {
  talentId: number;
  categoryId: number;
}) {
  const { t } = useTranslation('salary');
  const wide = useMediaQuery('(min-width: 464px)', true);
  const jobs = useQuery(recommendedJobsQuery(talentId, categoryId));
  if (jobs.isError || (jobs.data && jobs.data.length === 0)) return null;
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="recommended-jobs">
      <Title order={3} size="h5" id="recommended-jobs" mb="md">
        {t('jobs.title')}
      </Title>
      {jobs.isPending ? (
        <Skeleton height={180} />
      ) : (
        <Carousel
          slideSize={wide ? '33.333%' : '100%'}
          slideGap="md"
          emblaOptions={{ align: 'start', slidesToScroll: wide ? 3 : 1 }}
          withIndicators={false}
          previousControlProps={{ 'aria-label': t('jobs.previous') }}
          nextControlProps={{ 'aria-label': t('jobs.next') }}
        >
          {jobs.data.map((job) => (
            // On a phone the one card leaves room at its sides for the arrows, which covered its text.
            <Carousel.Slide key={job.id} px={wide ? 0 : 36}>
              <RecommendedJobCard job={job} />
            </Carousel.Slide>
          ))}
        </Carousel>
      )}
    </Card>
  );
}
