import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** The catch-all page, also the target of a not-found answer from the server (/talent/404). */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={700} c="blue.8" aria-hidden>
          {t('notFound.code')}
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.text')}</Text>
        <Button component={Link} to={paths.home}>
          {t('notFound.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
