import { Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notificationMessages } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormMessage } from '@/components/ui/form-message';
import { PageLoader } from '@/components/ui/page-loader';
import { LoadError } from '@/components/ui/page-states';
import { ApiError } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { mailSubscriptionQuery, useUnsubscribeFromMails } from '../api/mail-subscription';

/**
 * `/unsubscribe?token=…`: where a notification mail's unsubscribe link leads. It works without
 * signing in, and asks before it changes anything, because mail scanners open links on their own.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('unsubscribe.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const subscription = useQuery({ ...mailSubscriptionQuery(token), enabled: token !== '' });
  const unsubscribe = useUnsubscribeFromMails(token);
  const [justStopped, setJustStopped] = useState(false);

  const deadLink =
    subscription.isError && subscription.error instanceof ApiError && subscription.error.handled;
  let content: ReactNode;
  if (token === '' || deadLink) {
    content = <FormMessage tone="error">{notificationMessages.unsubscribeLinkInvalid}</FormMessage>;
  } else if (subscription.isError) {
    content = <LoadError onRetry={() => void subscription.refetch()} />;
  } else if (subscription.isPending) {
    content = <PageLoader label={t('unsubscribe.loading')} />;
  } else {
    const kind = t(`preferences.types.${subscription.data.type}.label`);
    content = subscription.data.subscribed ? (
      <Stack gap="md" align="flex-start">
        <Text>{t('unsubscribe.ask', { kind })}</Text>
        <Text c="dimmed" size="sm">
          {t('unsubscribe.stillInApp')}
        </Text>
        <Button
          loading={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(undefined, { onSuccess: () => setJustStopped(true) })}
        >
          {t('unsubscribe.confirm')}
        </Button>
      </Stack>
    ) : (
      <Stack gap="md">
        <FormMessage tone="success">
          {justStopped ? notificationMessages.unsubscribed : t('unsubscribe.already', { kind })}
        </FormMessage>
        <Text>
          <Anchor component={Link} to={paths.settings}>
            {t('unsubscribe.settings')}
          </Anchor>
        </Text>
      </Stack>
    );
  }

  return (
    <Container size="sm" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Card padding="xl">
        <Stack gap="md">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('unsubscribe.title')}
          </Title>
          {content}
        </Stack>
      </Card>
    </Container>
  );
}
