import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  type ActivityDetail,
  listRejectionReasons,
  otherOptionId,
  rejectActivity,
  rejectionReasonChoiceSchema,
} from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { FormMessage } from '@/components/ui/form-message';
import { ListSkeleton, LoadError } from '@/components/ui/page-states';
import { queryEndpoint } from '@/lib/http-client';
import { useTranslation } from '@/lib/i18n';
import { useContractForm } from '@/lib/use-contract-form';
import { useHiringAction } from '../api/hiring-action';
import { RoleHeading } from './activity-blocks';

const talentReasonsQuery = {
  queryKey: ['hiring', 'reasons', 'Talent'],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await queryEndpoint(listRejectionReasons, { query: { search: 'Talent', size: -1 } }, { signal })).data,
  staleTime: Number.POSITIVE_INFINITY,
};

/** The form's fields: the reason as the radio's string, notes required for Other (99). */
const formSchema = z.object({ reason: z.string(), notes: z.string() }).check(
  z.superRefine((values, issues) => {
    const checked = rejectionReasonChoiceSchema.safeParse({
      rejection_reason_id: values.reason,
      notes: values.notes,
    });
    for (const issue of checked.error?.issues ?? [])
      issues.addIssue({
        code: 'custom',
        path: [issue.path[0] === 'notes' ? 'notes' : 'reason'],
        message: issue.message,
      });
  }),
);

/** Reject Interview (modal 99): a reason, notes when it is Other; it stops the whole hiring. */
export function RejectPanel({
  activity,
  onDone,
  onCancel,
}: {
  activity: ActivityDetail;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('hiring');
  const reasons = useQuery(talentReasonsQuery);
  const reject = useHiringAction(rejectActivity);
  const { form, message, submitWith } = useContractForm({
    name: 'reject-activity',
    schema: formSchema,
    initialValues: { reason: '', notes: '' },
  });
  const isOther = form.getValues().reason === String(otherOptionId);

  const submit = submitWith(async (values) => {
    await reject.mutateAsync({
      body: {
        role_talent_id: activity.id,
        reasons: [{ rejection_reason_id: Number(values.reason), notes: values.notes.trim() }],
      },
    });
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <RoleHeading activity={activity} />
        <Text size="sm">{t('reject.intro')}</Text>
        {reasons.isPending ? (
          <ListSkeleton rows={2} label={t('reject.loadingReasons')} />
        ) : reasons.isError ? (
          <LoadError onRetry={() => void reasons.refetch()} />
        ) : (
          <Radio.Group label={t('reject.reason')} withAsterisk {...form.getInputProps('reason')}>
            <Stack gap="xs" mt="xs">
              {reasons.data.map((reason) => (
                <Radio
                  key={reason.id}
                  value={String(reason.id)}
                  label={reason.reason}
                  aria-invalid={form.errors.reason ? true : undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {isOther && (
          <Textarea
            label={t('reject.notes')}
            withAsterisk
            autosize
            minRows={2}
            {...form.getInputProps('notes')}
          />
        )}
        {/* A standing warning, read with the modal, not shouted at each opening as an alert. */}
        <Alert color="yellow" variant="light" role="note">
          {t('interview.noUndo')}
        </Alert>
        {message && <FormMessage tone="error">{message}</FormMessage>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('reject.cancel')}
          </Button>
          <Button type="submit" color="red" loading={reject.isPending}>
            {t('reject.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
