import { Alert, Button, Group, List, Radio, Stack, Text, Title } from '@mantine/core';
import {
  type ActivityDetail,
  acceptNegotiation,
  answerOffer,
  offerDecisionFormSchema,
  offerStatuses,
  payslipProblem,
  payslipUpload,
} from '@talent/contract';
import { useState } from 'react';
import { TakeHomePayCard } from '@/components/take-home-pay/take-home-pay-card';
import { FormMessage } from '@/components/ui/form-message';
import { MoneyInput } from '@/components/ui/money-input';
import { type FileRule, UploadField } from '@/components/ui/upload-field';
import { trackEvent } from '@/lib/analytics';
import { useStoredAuth } from '@/lib/auth-storage';
import { formatHistoryDate, formatIdr } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useContractForm } from '@/lib/use-contract-form';
import { useHiringAction } from '../api/hiring-action';
import { Fact, HistoryList, RoleHeading, SupportContact, WaitingBadge } from './activity-blocks';

const payslipRule: FileRule = { extensions: payslipUpload.extensions, problemOf: payslipProblem };

/** Every offer and counter-offer with its date and amount, oldest first. */
function NegotiationHistory({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('hiring');
  const entries = activity.stage_info.negotiations;
  if (entries.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t('offer.negotiationHistory')}
      </Title>
      <List spacing="xs" listStyleType="none" p={0} aria-label={t('offer.negotiationHistory')}>
        {entries.map((entry) => (
          <List.Item key={entry.id}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {entry.by === 'company'
                    ? t('offer.byCompany')
                    : `${t('offer.byTalent')} (${entry.status === offerStatuses.accept ? t('offer.accepted') : t('offer.negotiated')})`}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatHistoryDate(entry.date)}
                </Text>
              </Stack>
              <Text size="sm">
                {formatIdr(entry.salary)} {t(`offer.${entry.nett_gross}`)}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The offer's terms: salary in IDR with Nett or Gross, and perks and benefits. */
function OfferTerms({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('hiring');
  const info = activity.stage_info;
  return (
    <Group align="flex-start" gap="md" grow preventGrowOverflow={false} wrap="wrap">
      <Fact label={t('offer.salary')}>
        {info.salary === null
          ? null
          : `${formatIdr(info.salary)} ${info.nett_gross ? t(`offer.${info.nett_gross}`) : ''}`}
      </Fact>
      <Fact label={t('offer.perks')}>{info.perks_and_benefits}</Fact>
    </Group>
  );
}

/** What the offered salary leaves after BPJS and PPh 21 (or, for a nett offer, the gross behind it). */
function OfferTakeHomePay({ activity }: { activity: ActivityDetail }) {
  const info = activity.stage_info;
  if (info.salary === null) return null;
  return (
    <TakeHomePayCard
      {...(info.nett_gross === 'nett' ? { initialNett: info.salary } : { initialGross: info.salary })}
    />
  );
}

/**
 * The job offer (modal 2, ACTION): accept it (status 12), or negotiate with an expected salary,
 * Nett or Gross and an optional pay slip (status 22). After the company answers a negotiation the
 * talent accepts its answer, or negotiates again.
 */
function OfferDecision({ activity, onDone }: { activity: ActivityDetail; onDone: () => void }) {
  const { t } = useTranslation('hiring');
  const answered = activity.state === 'offer_countered';
  const answer = useHiringAction(answerOffer);
  const acceptAnswer = useHiringAction(acceptNegotiation);
  const [file, setFile] = useState<File | null>(null);
  const fileProblem = file ? payslipProblem(file) : null;
  const { form, message, submitWith } = useContractForm({
    name: 'offer-decision',
    schema: offerDecisionFormSchema,
    initialValues: {
      decision: 'accept' as 'accept' | 'negotiate',
      salary: null as number | null,
      nettGross: null as 'nett' | 'gross' | null,
    },
  });
  const negotiating = form.getValues().decision === 'negotiate';
  const talentId = useStoredAuth()?.id ?? 0;

  const submit = submitWith(async (values) => {
    if (values.decision === 'accept') {
      if (answered)
        await acceptAnswer.mutateAsync({ body: { role_talent_id: activity.id, talent_id: talentId } });
      else
        await answer.mutateAsync({
          body: { role_talent_id: activity.id, talent_id: talentId, status: offerStatuses.accept },
        });
      trackEvent({ name: 'Offer accepted' });
    } else {
      if (fileProblem) return;
      // One call with the pay slip (spec section 7's offer body): both are kept or neither is.
      await answer.mutateAsync({
        body: {
          role_talent_id: activity.id,
          talent_id: talentId,
          status: offerStatuses.negotiate,
          offer_salary: values.salary,
          nett_gross: values.nettGross,
          ...(file ? { [payslipUpload.field]: file } : {}),
        },
      });
    }
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <RoleHeading activity={activity} />
        {answered && (
          <Alert color="blue" role="note">
            {t('offer.companyAnswered')}
          </Alert>
        )}
        <OfferTerms activity={activity} />
        {/* The decision comes right after the terms; the long take-home pay table follows it. */}
        <Radio.Group label={t('offer.decision')} withAsterisk {...form.getInputProps('decision')}>
          <Group gap="lg" mt="xs">
            <Radio value="accept" label={answered ? t('offer.acceptAnswer') : t('offer.accept')} />
            <Radio value="negotiate" label={t('offer.negotiate')} />
          </Group>
        </Radio.Group>
        {negotiating && (
          <Stack gap="sm">
            <MoneyInput
              label={t('offer.expectedSalary')}
              description={t('offer.salaryHint')}
              withAsterisk
              {...form.getInputProps('salary')}
              value={form.getValues().salary ?? ''}
              onChange={(value) => form.setFieldValue('salary', typeof value === 'number' ? value : null)}
            />
            <Radio.Group label={t('offer.salaryType')} withAsterisk {...form.getInputProps('nettGross')}>
              <Group gap="lg" mt="xs">
                <Radio value="nett" label={t('offer.nett')} />
                <Radio value="gross" label={t('offer.gross')} />
              </Group>
            </Radio.Group>
            <UploadField
              kind={payslipRule}
              label={t('offer.payslip')}
              description={t('offer.payslipHint')}
              file={file}
              onChange={(picked) => setFile(picked)}
              error={fileProblem}
              progress={null}
            />
          </Stack>
        )}
        {message && <FormMessage tone="error">{message}</FormMessage>}
        <Group justify="flex-end">
          <Button type="submit" loading={answer.isPending || acceptAnswer.isPending}>
            {t('offer.send')}
          </Button>
        </Group>
        <OfferTakeHomePay activity={activity} />
        <NegotiationHistory activity={activity} />
        <HistoryList activity={activity} />
        <SupportContact activity={activity} />
      </Stack>
    </form>
  );
}

/** The offer read-only: after accepting ('You already accept job offer below') or while the company answers. */
function OfferSummary({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('hiring');
  return (
    <Stack gap="md">
      <RoleHeading activity={activity} />
      <WaitingBadge activity={activity} />
      <OfferTerms activity={activity} />
      <OfferTakeHomePay activity={activity} />
      {activity.payslip && (
        <Text size="sm">{t('offer.payslipAttached', { name: activity.payslip.name })}</Text>
      )}
      <NegotiationHistory activity={activity} />
      <HistoryList activity={activity} />
      <SupportContact activity={activity} />
    </Stack>
  );
}

export function OfferPanel({ activity, onDone }: { activity: ActivityDetail; onDone: () => void }) {
  return activity.stage_info.type === 'ACTION' ? (
    <OfferDecision activity={activity} onDone={onDone} />
  ) : (
    <OfferSummary activity={activity} />
  );
}
