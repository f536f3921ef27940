import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListSkeleton, LoadError } from '@/components/ui/page-states';
import { useStoredAuth } from '@/lib/auth-storage';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n';
import { modalNames, openModal } from '@/lib/modal-manager';
import { certificatePdfUrl, earnedCertificatesQuery } from '../api/certificates';
import { quizPaths } from '../model/quiz-paths';

/** On the talent's own profile: the certificates their quizzes and challenges earned them. */
export function EarnedCertificatesSection() {
  const { t } = useTranslation('assessments');
  const talentId = useStoredAuth()?.id ?? 0;
  const certificates = useQuery({ ...earnedCertificatesQuery(talentId), enabled: talentId > 0 });
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="section-earned-certificates"
    >
      <Title order={2} fz="lg" id="section-earned-certificates" mb="sm">
        {t('earned.title')}
      </Title>
      {certificates.isPending ? (
        <ListSkeleton rows={2} label={t('earned.loading')} />
      ) : certificates.isError ? (
        <LoadError onRetry={() => void certificates.refetch()} />
      ) : certificates.data.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed" size="sm">
            {t('earned.empty')}
          </Text>
          <Button variant="light" size="compact-md" onClick={() => openModal(modalNames.assessment)}>
            {t('earned.takeQuiz')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {certificates.data.map((certificate) => (
            <Group key={certificate.uid} component="li" wrap="nowrap" align="flex-start" gap="sm">
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                <IconCertificate size={20} />
              </ThemeIcon>
              <Stack gap={2} flex={1} miw={0}>
                <Anchor component={Link} to={quizPaths.certificate(certificate.uid)} fw={600}>
                  {certificate.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {[
                    certificate.contest_name ?? t('earned.skillAssessment'),
                    t('certificate.score', { score: certificate.score }),
                    formatDate(certificate.issued_at, { day: 'numeric', month: 'short', year: 'numeric' }),
                  ].join(' · ')}
                </Text>
              </Stack>
              <Button
                component="a"
                href={certificatePdfUrl(certificate.uid)}
                download
                variant="subtle"
                size="compact-sm"
                flex="none"
                leftSection={<IconDownload size={16} aria-hidden />}
                aria-label={t('earned.download', { name: certificate.name })}
              >
                {t('earned.pdf')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
