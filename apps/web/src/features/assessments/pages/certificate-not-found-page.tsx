import { Button, Card, Container, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useTranslation } from '@/lib/i18n';
import { quizPaths } from '../model/quiz-paths';

/** /talent/certificate-not-found: the lookup failed; try another id. */
export function CertificateNotFoundPage() {
  const { t } = useTranslation('assessments');
  const [uid, setUid] = useState('');
  const navigate = useNavigate();
  return (
    <Container size="sm" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageHeader title={t('notFound.title')} description={t('notFound.text')} />
      <Card withBorder padding="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (uid.trim()) navigate(quizPaths.certificate(uid.trim()));
          }}
        >
          <Stack gap="md">
            <Text fw={600}>{t('notFound.lookUp')}</Text>
            <TextInput
              label={t('notFound.idLabel')}
              value={uid}
              onChange={(event) => setUid(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button type="submit" disabled={!uid.trim()}>
                {t('notFound.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
