import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton, LoadError } from '@/components/ui/page-states';
import { ApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { certificateNotFound, certificatePdfUrl, certificateQuery } from '../api/certificates';
import { quizPaths } from '../model/quiz-paths';

const issuedDate = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric' });

/**
 * /talent/certificate/{id}: a certificate anyone with its public id may see, print and download
 * as a PDF; an id that matches none goes to /talent/certificate-not-found.
 */
export function CertificatePage() {
  const { t } = useTranslation('assessments');
  const uid = (useParams().id ?? '').trim().toUpperCase();
  const lookup = useQuery({ ...certificateQuery(uid), enabled: /^[0-9A-Z]{1,64}$/.test(uid) });
  if (!/^[0-9A-Z]{1,64}$/.test(uid)) return <Navigate to={quizPaths.certificateNotFound} replace />;
  if (lookup.isPending)
    return (
      <Container size="md" py="xl">
        <ListSkeleton rows={1} />
      </Container>
    );
  if (lookup.isError && lookup.error instanceof ApiError && certificateNotFound(lookup.error))
    return <Navigate to={quizPaths.certificateNotFound} replace />;
  if (lookup.isError)
    return (
      <Container size="md" py="xl">
        <LoadError onRetry={() => lookup.refetch()} />
      </Container>
    );
  const [certificate] = lookup.data;
  if (!certificate) return <Navigate to={quizPaths.certificateNotFound} replace />;
  const achievement =
    certificate.kind === 'challenge'
      ? `${t('certificate.completedChallenge', { name: certificate.name })}${certificate.contest_name ? ` ${t('certificate.ofContest', { contest: certificate.contest_name })}` : ''}`
      : t('certificate.passedQuiz', { name: certificate.name });
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageHeader
        title={t('certificate.title')}
        documentTitle={`${t('certificate.title')} · ${certificate.talent_name}`}
        actions={
          <Group gap="sm" className="no-print">
            <Button variant="default" onClick={() => window.print()}>
              {t('certificate.print')}
            </Button>
            <Button component="a" href={certificatePdfUrl(certificate.uid)} download>
              {t('certificate.download')}
            </Button>
          </Group>
        }
      />
      <Card
        withBorder
        padding="xl"
        radius="lg"
        style={{ borderWidth: 2, borderColor: 'var(--mantine-primary-color-filled)' }}
      >
        <Stack align="center" ta="center" gap="sm" py="lg">
          <Text c="dimmed">{t('certificate.certifies')}</Text>
          <Title order={2} fz={32}>
            {certificate.talent_name}
          </Title>
          <Text size="lg">{achievement}</Text>
          <Text fw={600}>{t('certificate.score', { score: certificate.score })}</Text>
          <Text size="sm" c="dimmed">
            {t('certificate.issued', { date: issuedDate.format(new Date(certificate.issued_at)) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('certificate.id', { uid: certificate.uid })}
          </Text>
        </Stack>
      </Card>
    </Container>
  );
}
