import { Button, Group, Stack, Text } from '@mantine/core';
import type { CoworkerInvitation } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { CompanyLogo } from '@/components/ui/company-logo';
import { FormMessage } from '@/components/ui/form-message';
import { MailLinkPage } from '@/components/ui/mail-link-page';
import { formatScheduledDay } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { coworkerInvitationQuery } from '../api/coworker-invitation';

/** Where the employer site takes the invitation up: its address with the link's token. */
function employerSiteLink(token: string): string {
  const url = new URL(getRuntimeConfig().employerSiteUrl, window.location.origin);
  url.searchParams.set('token', token);
  return url.toString();
}

function Invitation({ invitation, token }: { invitation: CoworkerInvitation; token: string }) {
  const { t } = useTranslation('coworkerInvitations');
  const date = formatScheduledDay(invitation.expires_at);
  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap" align="center">
        <CompanyLogo name={invitation.company.name} src={invitation.company.company_image?.medium} />
        <Text fw={600} size="lg">
          {invitation.company.name}
        </Text>
      </Group>
      <Text>
        {t('invited', {
          inviter: invitation.inviter_name,
          company: invitation.company.name,
          role: t(`role.${invitation.role}`),
        })}
      </Text>
      <Text c="dimmed" size="sm">
        {t('what')}
      </Text>
      {invitation.state === 'open' ? (
        <>
          <Text size="sm">{t('open', { date })}</Text>
          <Text size="sm">{t('next')}</Text>
          <Group>
            <Button component="a" href={employerSiteLink(token)}>
              {t('continue')}
            </Button>
          </Group>
        </>
      ) : (
        <FormMessage tone="error">
          {invitation.state === 'expired'
            ? t('expired', { date, inviter: invitation.inviter_name })
            : t('accepted')}
        </FormMessage>
      )}
    </Stack>
  );
}

/**
 * /employer/invitation?token: a coworker invitation opened by a guest (spec section 2). It says who
 * invited them to which company, and that the employer side continues on the employer site.
 */
export function InvitationPage() {
  const { t } = useTranslation('coworkerInvitations');
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const invitation = useQuery({ ...coworkerInvitationQuery(token), enabled: token !== '' });
  return (
    <MailLinkPage
      title={t('title')}
      token={token}
      named={invitation}
      deadLinkMessage={t('linkInvalid')}
      loadingLabel={t('loading')}
    >
      {(found) => <Invitation invitation={found} token={token} />}
    </MailLinkPage>
  );
}
