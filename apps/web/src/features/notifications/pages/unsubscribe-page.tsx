import { Anchor, Button, Stack, Text } from '@mantine/core';
import { notificationMessages } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormMessage } from '@/components/ui/form-message';
import { MailLinkPage } from '@/components/ui/mail-link-page';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { mailSubscriptionQuery, useUnsubscribeFromMails } from '../api/mail-subscription';

/**
 * `/unsubscribe?token=…`: where a notification mail's unsubscribe link leads. It works without
 * signing in, and asks before it changes anything, because mail scanners open links on their own.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('notifications');
  const token = useSearchParams()[0].get('token') ?? '';
  const subscription = useQuery({ ...mailSubscriptionQuery(token), enabled: token !== '' });
  const unsubscribe = useUnsubscribeFromMails(token);
  const [justStopped, setJustStopped] = useState(false);
  return (
    <MailLinkPage
      title={t('unsubscribe.title')}
      token={token}
      named={subscription}
      deadLinkMessage={notificationMessages.unsubscribeLinkInvalid}
      loadingLabel={t('unsubscribe.loading')}
    >
      {({ type, subscribed }) => {
        const kind = t(`preferences.types.${type}.label`);
        return subscribed ? (
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
      }}
    </MailLinkPage>
  );
}
