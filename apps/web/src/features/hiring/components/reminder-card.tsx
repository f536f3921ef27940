import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { hiringStageIds } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { modalNames, openModal } from '@/lib/modal-manager';
import { reminderQuery } from '../api/dashboard-pieces';
import { interviewSlotLabel } from '../model/interview-times';

/**
 * The dashboard's reminder (spec section 7): the confirmed interviews of the coming days with a way
 * into each, and how many invitations and offers wait for the talent. Nothing to remind, no card.
 */
export function ReminderCard({ talentId }: { talentId: number }) {
  const { t } = useTranslation('hiring');
  const reminder = useQuery(reminderQuery(talentId));
  if (!reminder.isSuccess) return null;
  const {
    upcoming_interviews: upcoming,
    invitations_waiting: invitations,
    offers_waiting: offers,
  } = reminder.data;
  if (upcoming.length === 0 && invitations === 0 && offers === 0) return null;
  const waiting = [
    invitations > 0 ? t('reminder.invitations', { count: invitations }) : null,
    offers > 0 ? t('reminder.offers', { count: offers }) : null,
  ].filter(Boolean);
  return (
    <Card withBorder padding="md" mb="xl" component="section" aria-labelledby="reminder-title" bg="blue.0">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <IconCalendarEvent size={20} />
        </ThemeIcon>
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={2} fz="h4" id="reminder-title">
            {t('reminder.title')}
          </Title>
          {upcoming.map((interview) => {
            const slot = interviewSlotLabel(interview.interview_date);
            return (
              <Text key={interview.role_talent_id} size="sm">
                <Anchor
                  component="button"
                  type="button"
                  fw={600}
                  size="sm"
                  onClick={() =>
                    openModal(modalNames.activity, {
                      id: hiringStageIds.interview,
                      roleTalentId: interview.role_talent_id,
                    })
                  }
                >
                  {t('reminder.interview', {
                    position: interview.position_name,
                    company: interview.company_name,
                  })}
                </Anchor>{' '}
                {t('reminder.when', { day: slot.day, start: slot.start })}
                {interview.url && (
                  <>
                    {' · '}
                    <Anchor href={interview.url} target="_blank" rel="noopener noreferrer" size="sm">
                      {t('reminder.join')}
                    </Anchor>
                  </>
                )}
              </Text>
            );
          })}
          {waiting.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('reminder.waiting', { what: waiting.join(t('reminder.and')) })}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
