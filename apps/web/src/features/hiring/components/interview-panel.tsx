import { Alert, Button, Group, Radio, Stack, Switch, TextInput } from '@mantine/core';
import {
  type ActivityDetail,
  acceptInterview,
  interviewScheduleFormSchema,
  jakartaInstant,
  suggestInterviewTime,
} from '@talent/contract';
import { lazy, Suspense } from 'react';
import { FormMessage } from '@/components/ui/form-message';
import { trackEvent } from '@/lib/analytics';
import { useTranslation } from '@/lib/i18n';
import { useContractForm } from '@/lib/use-contract-form';
import { useHiringAction } from '../api/hiring-action';
import { calendarFile, downloadCalendarFile } from '../model/calendar-file';
import { clockLabel, endTimeOf, firstSuggestableDay } from '../model/interview-times';
import {
  Fact,
  HistoryList,
  JobTexts,
  RoleHeading,
  SlotText,
  SupportContact,
  WaitingBadge,
} from './activity-blocks';

const formSchema = interviewScheduleFormSchema(() => new Date());

// The calendar loads when the talent asks for another time, not with every activity modal.
const DateField = lazy(async () => ({ default: (await import('@/components/ui/date-field')).DateField }));

/**
 * The interview invitation (modal 1, ACTION): one of the preset slots, or a new date and start time
 * (the end follows, one hour later; past days and today cannot be picked). Then Reject or Confirm.
 */
function InterviewInvitation({
  activity,
  onDone,
  onReject,
}: {
  activity: ActivityDetail;
  onDone: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation('hiring');
  const info = activity.stage_info;
  const slots = [info.schedules?.time_1, info.schedules?.time_2, info.schedules?.time_3].filter(
    (slot): slot is string => typeof slot === 'string',
  );
  const confirm = useHiringAction(acceptInterview);
  const suggest = useHiringAction(suggestInterviewTime);
  const { form, message, submitWith } = useContractForm({
    name: 'interview-schedule',
    schema: formSchema,
    initialValues: { slot: '', requestNew: false, date: '', time: '' },
  });
  const values = form.getValues();
  const scheduleId = info.schedules_id ?? 0;

  const submit = submitWith(async (chosen) => {
    if (chosen.requestNew) {
      await suggest.mutateAsync({
        body: {
          id: scheduleId,
          role_talent_id: activity.id,
          time_4: jakartaInstant(chosen.date, chosen.time).toISOString(),
        },
      });
    } else {
      await confirm.mutateAsync({
        body: { id: scheduleId, role_talent_id: activity.id, interview_date: chosen.slot },
      });
      trackEvent({ name: 'Interview confirmed' });
    }
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <RoleHeading activity={activity} />
        <Radio.Group
          label={t('interview.chooseSlot')}
          withAsterisk={!values.requestNew}
          {...form.getInputProps('slot')}
        >
          <Stack gap="xs" mt="xs">
            {slots.map((slot) => (
              <Radio
                key={slot}
                value={slot}
                disabled={values.requestNew}
                aria-invalid={form.errors.slot ? true : undefined}
                label={<SlotText instant={slot} />}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Switch
          label={t('interview.requestNew')}
          {...form.getInputProps('requestNew', { type: 'checkbox' })}
          onChange={(event) => {
            form.setFieldValue('requestNew', event.currentTarget.checked);
            // The other way's messages ('* Please choose your interview schedule') no longer apply.
            form.clearErrors();
          }}
        />
        {values.requestNew && (
          <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            <Suspense
              fallback={
                <TextInput
                  label={t('interview.date')}
                  withAsterisk
                  miw={250}
                  readOnly
                  error={form.errors.date}
                />
              }
            >
              <DateField
                label={t('interview.date')}
                withAsterisk
                format="scheduledDay"
                miw={250}
                notBefore={firstSuggestableDay(new Date())}
                {...form.getInputProps('date')}
              />
            </Suspense>
            <TextInput
              type="time"
              label={t('interview.startTime')}
              withAsterisk
              step={1800}
              {...form.getInputProps('time')}
            />
            <TextInput
              label={t('interview.endTime')}
              description={t('interview.endTimeHint')}
              readOnly
              value={values.time ? clockLabel(endTimeOf(values.time)) : ''}
            />
          </Group>
        )}
        <Fact label={t('common.invitationType')}>{info.invitation_type?.name ?? null}</Fact>
        {/* A standing warning, read with the modal, not shouted at each opening as an alert. */}
        <Alert color="yellow" variant="light" role="note">
          {t('interview.noUndo')}
        </Alert>
        {message && <FormMessage tone="error">{message}</FormMessage>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" color="red" onClick={onReject}>
            {t('interview.reject')}
          </Button>
          <Button type="submit" loading={confirm.isPending || suggest.isPending}>
            {t('interview.confirm')}
          </Button>
        </Group>
        <SupportContact activity={activity} />
      </Stack>
    </form>
  );
}

/** The interview schedule (modal 1, SUMMARY): when, where, with whom, and the history. */
function InterviewSchedule({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('hiring');
  const info = activity.stage_info;
  const confirmedAt = activity.state === 'interview_confirmed' ? info.interview_date : null;

  const addToCalendar = () => {
    if (!confirmedAt) return;
    const title = t('interview.calendarTitle', {
      position: activity.role_detail.position_name,
      company: activity.role_detail.company_name,
    });
    const content = calendarFile({
      uid: `interview-${activity.id}-${info.schedules_id ?? 0}@talent`,
      start: confirmedAt,
      title,
      description: [info.notes, info.pic ? `${t('common.pic')}: ${info.pic}` : null]
        .filter(Boolean)
        .join('\n'),
      location: info.location,
      url: info.url,
      now: new Date(),
    });
    downloadCalendarFile(content, `interview-${activity.id}.ics`);
  };

  return (
    <Stack gap="md">
      <RoleHeading activity={activity} />
      <WaitingBadge activity={activity} />
      {info.suggestion_date ? (
        <Fact label={t('common.dateTime')}>
          <SlotText instant={info.suggestion_date} />
        </Fact>
      ) : (
        <Fact label={t('common.dateTime')}>
          {info.interview_date ? <SlotText instant={info.interview_date} /> : null}
        </Fact>
      )}
      <Group align="flex-start" gap="md" grow preventGrowOverflow={false} wrap="wrap">
        <Fact label={t('common.invitationType')}>{info.invitation_type?.name ?? null}</Fact>
        <Fact label={t('common.pic')}>{info.pic}</Fact>
        <Fact label={t('common.location')}>{info.location}</Fact>
        <Fact label={t('common.link')}>{info.url}</Fact>
      </Group>
      <Fact label={t('common.notes')}>{info.notes}</Fact>
      {confirmedAt && (
        <Group>
          <Button variant="light" onClick={addToCalendar}>
            {t('interview.addToCalendar')}
          </Button>
        </Group>
      )}
      <JobTexts activity={activity} />
      <HistoryList activity={activity} />
      <SupportContact activity={activity} />
    </Stack>
  );
}

export function InterviewPanel(props: {
  activity: ActivityDetail;
  onDone: () => void;
  onReject: () => void;
}) {
  return props.activity.stage_info.type === 'ACTION' && props.activity.state === 'interview_invited' ? (
    <InterviewInvitation {...props} />
  ) : (
    <InterviewSchedule activity={props.activity} />
  );
}
