import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { LogoMark } from '@/components/ui/logo-mark';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton, LoadError } from '@/components/ui/page-states';
import { ApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n';
import { certificateNotFound, certificatePdfUrl, certificateQuery } from '../api/certificates';
import { CertificateQr } from '../components/certificate-qr';
import { CertificateSeal } from '../components/certificate-seal';
import { quizPaths } from '../model/quiz-paths';
import classes from './certificate-page.module.css';

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
      <Card withBorder padding={0} radius="lg" className={classes.frame}>
        <Stack align="center" ta="center" gap="sm" className={classes.inner}>
          <Group gap={8} justify="center">
            <LogoMark size={28} />
            <Text fw={700} c="blue.8" tt="uppercase" lts={2}>
              Talent
            </Text>
          </Group>
          <Text c="dimmed">{t('certificate.certifies')}</Text>
          <Title order={2} fz={{ base: 26, sm: 34 }} className={classes.name}>
            {certificate.talent_name}
          </Title>
          <Text size="lg">{achievement}</Text>
          <Text fw={600}>{t('certificate.score', { score: certificate.score })}</Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="lg" w="100%" className={classes.footer}>
            <Stack gap={2} align="center" justify="flex-end">
              <Text className={classes.signature} aria-hidden>
                {t('certificate.signedBy')}
              </Text>
              <div className={classes.signatureLine} />
              <Text size="sm" fw={600}>
                {t('certificate.signedBy')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('certificate.signatureRole')}
              </Text>
              <Text size="sm" c="dimmed" mt="xs">
                {t('certificate.issued', {
                  date: formatDate(certificate.issued_at, { day: '2-digit', month: 'long', year: 'numeric' }),
                })}
              </Text>
            </Stack>
            <Stack gap={4} align="center" justify="center">
              <CertificateSeal />
              <Text size="xs" fw={600} c="blue.8">
                {t('certificate.seal')}
              </Text>
            </Stack>
            <Stack gap={4} align="center" justify="flex-end">
              <CertificateQr path={quizPaths.certificate(certificate.uid)} />
              <Text size="xs" c="dimmed">
                {t('certificate.verify')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('certificate.id', { uid: certificate.uid })}
              </Text>
            </Stack>
          </SimpleGrid>
        </Stack>
      </Card>
    </Container>
  );
}
