import { Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { listSurveySources, otherSurveySourceId } from '@talent/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListSkeleton, LoadError } from '@/components/ui/page-states';
import { useStoredAuth } from '@/lib/auth-storage';
import { queryEndpoint } from '@/lib/http-client';
import { useTranslation } from '@/lib/i18n';
import { closeAllModals, modalNames, openModal } from '@/lib/modal-manager';
import { contestSurveyQuery, useSaveContestSurvey } from '../api/contest-survey';
import { surveyReady } from '../model/survey-rules';

const surveySourcesQuery = {
  queryKey: ['master', 'survey-sources'],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await queryEndpoint(listSurveySources, { query: { size: -1 } }, { signal })).data,
  staleTime: Number.POSITIVE_INFINITY,
};

/** The contest_survey modal: where the talent heard about the contest; Other (99) needs a description. */
export function ContestSurveyModal() {
  const { t } = useTranslation('assessments');
  const talentId = useStoredAuth()?.id ?? 0;
  const queryClient = useQueryClient();
  const sources = useQuery(surveySourcesQuery);
  const save = useSaveContestSurvey(talentId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [other, setOther] = useState('');
  const otherTicked = chosen.includes(String(otherSurveySourceId));

  if (sources.isPending) return <ListSkeleton rows={1} />;
  if (sources.isError) return <LoadError onRetry={() => sources.refetch()} />;
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          await save.mutateAsync({
            answers: chosen.map((id) => ({
              survey_source_id: Number(id),
              ...(Number(id) === otherSurveySourceId ? { description: other.trim() } : {}),
            })),
          });
          await queryClient.invalidateQueries({ queryKey: contestSurveyQuery(talentId).queryKey });
          closeAllModals();
          openModal(modalNames.contestSurveySuccess);
        } catch {
          // A 500 is ignored quietly (spec section 8); any other failure was told by the app's handler.
          closeAllModals();
        }
      }}
    >
      <Stack gap="md">
        <Text c="dimmed">{t('survey.text')}</Text>
        {/* Toggle buttons rather than checkboxes: the same multiple choice, without a chunk the salary page shares. */}
        <Stack gap={6} role="group" aria-labelledby="contest-survey-sources">
          <Text fw={500} size="sm" id="contest-survey-sources">
            {t('survey.title')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {sources.data.map((source) => {
              const id = String(source.id);
              const on = chosen.includes(id);
              return (
                <Button
                  key={source.id}
                  variant={on ? 'light' : 'default'}
                  aria-pressed={on}
                  justify="flex-start"
                  onClick={() => setChosen(on ? chosen.filter((each) => each !== id) : [...chosen, id])}
                >
                  {source.name}
                </Button>
              );
            })}
          </SimpleGrid>
        </Stack>
        {otherTicked && (
          <Textarea
            label={t('survey.other')}
            value={other}
            onChange={(event) => setOther(event.currentTarget.value)}
            maxLength={250}
            autosize
            minRows={2}
            required
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={!surveyReady(chosen.map(Number), other)} loading={save.isPending}>
            {t('survey.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The contest_survey_success modal. */
export function ContestSurveySuccess() {
  const { t } = useTranslation('assessments');
  return (
    <Stack gap="md">
      <Text>{t('survey.successText')}</Text>
      <Group justify="flex-end">
        <Button onClick={closeAllModals}>{t('survey.close')}</Button>
      </Group>
    </Stack>
  );
}
