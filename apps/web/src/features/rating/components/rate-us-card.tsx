import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { surveyStatusQuery } from '../api/rating';
import { ratingPaths } from '../model/rating-paths';

/**
 * The dashboard's survey piece: an invitation to rate, once the talent has used the service for a
 * while (the server decides, `ratingInvitation`) and until they have rated it.
 */
export function RateUsCard() {
  const { t } = useTranslation('rating');
  const talentId = useStoredAuth()?.id ?? 0;
  const status = useQuery(surveyStatusQuery(talentId));
  if (!status.isSuccess || !status.data.ask_to_rate) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="rate-us-title">
      <Stack gap="xs" align="flex-start">
        <Title order={2} fz="lg" id="rate-us-title">
          {t('card.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('card.text')}
        </Text>
        <Button component={Link} to={ratingPaths.start} variant="light" mt={4}>
          {t('card.action')}
        </Button>
      </Stack>
    </Card>
  );
}
