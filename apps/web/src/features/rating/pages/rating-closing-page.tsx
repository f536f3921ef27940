import { Avatar, Button, Group, Stack, Textarea } from '@mantine/core';
import { ratingClosingSchema, type SurveyStatus } from '@talent/contract';
import { Link, Navigate, useNavigate } from 'react-router';
import { FormMessage } from '@/components/ui/form-message';
import { useTranslation } from '@/lib/i18n';
import { useContractForm } from '@/lib/use-contract-form';
import { useRateTheService } from '../api/rating';
import { OpenRating } from '../components/open-rating';
import { RatingFrame } from '../components/rating-frame';
import { StarQuestion } from '../components/star-question';
import { clearRatingDraft, type RatingDraft, readRatingDraft } from '../model/rating-draft';
import { ratingPaths } from '../model/rating-paths';

/**
 * /talent/rating/2: the advocate (only while not yet rated), whether the talent would use the
 * service again, and a summary; then the whole rating goes as form data.
 */
export function RatingClosingPage() {
  const { t } = useTranslation('rating');
  const draft = readRatingDraft();
  if (!draft) return <Navigate to={ratingPaths.start} replace />;
  return (
    <RatingFrame title={t('closing.title')} step={2}>
      <OpenRating>
        {(status, talentId) => <ClosingForm draft={draft} status={status} talentId={talentId} />}
      </OpenRating>
    </RatingFrame>
  );
}

function ClosingForm({
  draft,
  status,
  talentId,
}: {
  draft: RatingDraft;
  status: SurveyStatus;
  talentId: number;
}) {
  const { t } = useTranslation('rating');
  const navigate = useNavigate();
  const rate = useRateTheService(talentId);
  const advocate = status.ta_rating ? null : status.staff_ta;
  const { form, message, submitWith } = useContractForm({
    name: 'rating-closing',
    schema: ratingClosingSchema,
    initialValues: {
      staff_id: advocate?.id,
      talent_advocate_score: advocate ? 0 : undefined,
      talent_advocate_remarks: '',
      overall_score: 0,
      summary: '',
    },
  });
  const onSubmit = submitWith(async (values) => {
    await rate.mutateAsync({ talent_id: talentId, survey_target_user: 'talent', ...draft, ...values });
    clearRatingDraft();
    await navigate(ratingPaths.thankYou);
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xl">
        {message !== null && <FormMessage tone="error">{message}</FormMessage>}
        {advocate && (
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Avatar src={advocate.image_url.thumb} name={advocate.fullname} color="initials" radius="xl" />
              <StarQuestion
                question={t('closing.advocate', { name: advocate.fullname })}
                captions="performance"
                {...form.getInputProps('talent_advocate_score')}
              />
            </Group>
            <Textarea
              label={t('closing.advocateRemarks')}
              placeholder={t('closing.advocateRemarksPlaceholder')}
              autosize
              minRows={3}
              {...form.getInputProps('talent_advocate_remarks')}
            />
          </Stack>
        )}
        <StarQuestion
          question={t('closing.useAgain')}
          captions="useAgain"
          {...form.getInputProps('overall_score')}
        />
        <Textarea
          label={t('closing.summary')}
          placeholder={t('closing.summaryPlaceholder')}
          autosize
          minRows={3}
          {...form.getInputProps('summary')}
        />
        <Group justify="space-between">
          <Button component={Link} to={ratingPaths.start} variant="default">
            {t('closing.back')}
          </Button>
          <Button type="submit" size="md" loading={rate.isPending}>
            {t('closing.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
