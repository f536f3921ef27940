import { Button, Group, Stack } from '@mantine/core';
import { serviceScoresSchema } from '@talent/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useContractForm } from '@/lib/use-contract-form';
import { OpenRating } from '../components/open-rating';
import { RatingFrame } from '../components/rating-frame';
import { StarQuestion } from '../components/star-question';
import { readRatingDraft, saveRatingDraft } from '../model/rating-draft';
import { ratingPaths } from '../model/rating-paths';

const questions = [
  { field: 'onboarding_score', text: 'start.onboarding' },
  { field: 'interview_process_score', text: 'start.interview' },
  { field: 'company_score', text: 'start.company' },
] as const;

/** /talent/rating/1: three star questions, then Next. */
export function RatingStartPage() {
  const { t } = useTranslation('rating');
  const navigate = useNavigate();
  const { form, submitWith } = useContractForm({
    name: 'rating-start',
    schema: serviceScoresSchema,
    initialValues: readRatingDraft() ?? { onboarding_score: 0, interview_process_score: 0, company_score: 0 },
  });
  const onSubmit = submitWith(async (values) => {
    saveRatingDraft(values);
    await navigate(ratingPaths.closing);
  });
  return (
    <RatingFrame title={t('start.title')} intro={t('start.intro')} step={1}>
      <OpenRating>
        {() => (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="xl">
              {questions.map(({ field, text }) => (
                <StarQuestion
                  key={field}
                  question={t(text)}
                  captions="experience"
                  {...form.getInputProps(field)}
                />
              ))}
              <Group justify="flex-end">
                <Button type="submit" size="md" miw={140}>
                  {t('start.next')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </OpenRating>
    </RatingFrame>
  );
}
