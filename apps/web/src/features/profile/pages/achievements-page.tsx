import { Stack, TextInput } from '@mantine/core';
import { achievementBodySchema, editAchievements, type Talent } from '@talent/contract';
import { z } from 'zod/mini';
import { FormMessage } from '@/components/ui/form-message';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';
import { useTranslation } from '@/lib/i18n';
import { useContractForm } from '@/lib/use-contract-form';
import { EntryYearField, ShortDescriptionField } from '../components/entry-fields';
import { SectionEditFrame } from '../components/section-edit-frame';
import { SectionEntryList } from '../components/section-entry-list';
import { SectionFormActions } from '../components/section-form-actions';
import { useSectionSave } from '../model/use-section-save';

interface AchievementRow {
  title: string;
  year: number | string;
  description: string;
}

const emptyAchievement: AchievementRow = { title: '', year: '', description: '' };

/** The body the form sends: an empty year means none. */
function bodyOf(values: { achievements: AchievementRow[] }) {
  return {
    achievements: values.achievements.map((entry) => ({
      ...entry,
      year: entry.year === '' ? null : Number(entry.year),
    })),
  };
}

/** The contract's rules, checked on the body the form would send. */
const achievementFormSchema = z.pipe(
  z.transform((values: unknown): unknown => bodyOf(values as { achievements: AchievementRow[] })),
  achievementBodySchema,
);

function AchievementsForm({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  const save = useSectionSave();
  const { form, message, submitWith } = useContractForm({
    name: 'profile-achievements',
    schema: achievementFormSchema,
    initialValues: {
      achievements: talent.achievements.map(
        (entry): AchievementRow => ({
          title: entry.title,
          year: entry.year ?? '',
          description: entry.description ?? '',
        }),
      ),
    },
  });
  const entries = form.values.achievements;
  const submit = submitWith(async (values) => {
    const answer = await queryEndpoint(
      editAchievements,
      { params: { id: talent.id }, body: bodyOf(values) as never },
      { claim: shownByForm },
    );
    save.done(answer.data);
  });
  const at = (index: number, field: keyof AchievementRow) => `achievements.${index}.${field}`;

  return (
    <>
      <UnsavedChangesGuard when={form.isDirty() && !save.saved} />
      {message !== null && <FormMessage tone="error">{message}</FormMessage>}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SectionEntryList
            entries={entries}
            name="achievement"
            texts={{
              empty: t('edit.noAchievements'),
              entry: (number) => t('edit.achievementEntry', { number }),
              remove: (number) => t('edit.removeAchievement', { number }),
              add: t('edit.addAchievement'),
            }}
            onAdd={() => form.insertListItem('achievements', emptyAchievement)}
            onRemove={(index) => form.removeListItem('achievements', index)}
          >
            {(_, index) => (
              <>
                <TextInput
                  label={t('fields.title')}
                  withAsterisk
                  {...form.getInputProps(at(index, 'title'))}
                />
                <EntryYearField {...form.getInputProps(at(index, 'year'))} />
                <ShortDescriptionField {...form.getInputProps(at(index, 'description'))} />
              </>
            )}
          </SectionEntryList>
          <SectionFormActions saving={form.submitting} disabled={!form.isDirty()} />
        </Stack>
      </form>
    </>
  );
}

/** `/talent/profile/achievements`: awards and results the talent is proud of. */
export function AchievementsPage() {
  const { t } = useTranslation('profile');
  return (
    <SectionEditFrame title={t('sections.achievements')} intro={t('edit.achievementsIntro')}>
      {(talent) => <AchievementsForm talent={talent} />}
    </SectionEditFrame>
  );
}
