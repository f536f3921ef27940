import { TextInput } from '@mantine/core';
import { achievementBodySchema, editAchievements, type Talent } from '@talent/contract';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';
import { useTranslation } from '@/lib/i18n';
import { EntryYearField, ShortDescriptionField } from '../components/entry-fields';
import { SectionEditFrame } from '../components/section-edit-frame';
import { type ListValues, SectionListForm } from '../components/section-list-form';

interface AchievementRow {
  title: string;
  year: number | string;
  description: string;
}

/** The body the form sends: an empty year means none. */
function bodyOf(values: ListValues<'achievements', AchievementRow>) {
  return {
    achievements: values.achievements.map((entry) => ({
      ...entry,
      year: entry.year === '' ? null : Number(entry.year),
    })),
  };
}

function AchievementsForm({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  return (
    <SectionListForm
      list="achievements"
      entryName="achievement"
      rows={talent.achievements.map(
        (entry): AchievementRow => ({
          title: entry.title,
          year: entry.year ?? '',
          description: entry.description ?? '',
        }),
      )}
      blank={{ title: '', year: '', description: '' }}
      schema={achievementBodySchema}
      toBody={bodyOf}
      send={(body) =>
        queryEndpoint(editAchievements, { params: { id: talent.id }, body }, { claim: shownByForm })
      }
    >
      {(_, field, form) => (
        <>
          <TextInput label={t('fields.title')} withAsterisk {...form.getInputProps(field('title'))} />
          <EntryYearField {...form.getInputProps(field('year'))} />
          <ShortDescriptionField {...form.getInputProps(field('description'))} />
        </>
      )}
    </SectionListForm>
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
