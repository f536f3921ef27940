import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  editExperiences,
  experienceBodySchema,
  listCompanies,
  listPositionLevels,
  profileLimits,
  type Talent,
} from '@talent/contract';
import { useMemo } from 'react';
import { FormMessage } from '@/components/ui/form-message';
import { PeriodFields, periodBounds } from '@/components/ui/period-fields';
import { TypedOptionInput } from '@/components/ui/typed-option-input';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';
import { useTranslation } from '@/lib/i18n';
import { toSelectData, useOptionList } from '@/lib/option-list';
import { useContractForm } from '@/lib/use-contract-form';
import { SectionEditFrame } from '../components/section-edit-frame';
import { SectionEntryList } from '../components/section-entry-list';
import { SectionFormActions } from '../components/section-form-actions';
import { useSectionSave } from '../model/use-section-save';

/** One experience as the form holds it, in the save payload's shape. */
interface ExperienceRow {
  id?: number;
  company: { id: number; name: string };
  position_name: string;
  position_level_id: number | null;
  start_date: string;
  end_date: string;
  is_now: boolean;
  description: string;
}

const emptyExperience: ExperienceRow = {
  company: { id: 0, name: '' },
  position_name: '',
  position_level_id: null,
  start_date: '',
  end_date: '',
  is_now: false,
  description: '',
};

function rowsOf(talent: Talent): ExperienceRow[] {
  return talent.experiences.map((experience) => ({
    id: experience.id,
    company: experience.company,
    position_name: experience.position_name,
    position_level_id: experience.position_level?.id ?? null,
    start_date: experience.start_date,
    end_date: experience.end_date ?? '',
    is_now: experience.is_now,
    description: experience.description ?? '',
  }));
}

function ExperiencesForm({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  const save = useSectionSave();
  const levels = useOptionList(listPositionLevels);
  const bounds = useMemo(() => periodBounds(new Date(), 'nextMonth'), []);
  const { form, message, submitWith } = useContractForm({
    name: 'profile-experiences',
    schema: experienceBodySchema,
    initialValues: { experiences: rowsOf(talent) },
  });
  const entries = form.values.experiences;
  const submit = submitWith(async (_values, body) => {
    const answer = await queryEndpoint(
      editExperiences,
      { params: { id: talent.id }, body },
      { claim: shownByForm },
    );
    save.done(answer.data);
  });
  const at = (index: number, field: string) => `experiences.${index}.${field}`;

  return (
    <>
      <UnsavedChangesGuard when={form.isDirty() && !save.saved} />
      {message !== null && <FormMessage tone="error">{message}</FormMessage>}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SectionEntryList
            entries={entries}
            name="experience"
            texts={{
              empty: t('edit.noExperiences'),
              entry: (number) => t('edit.experienceEntry', { number }),
              remove: (number) => t('edit.removeExperience', { number }),
              add: t('edit.addExperience'),
            }}
            onAdd={() => form.insertListItem('experiences', emptyExperience)}
            onRemove={(index) => form.removeListItem('experiences', index)}
          >
            {(entry, index) => (
              <>
                <TypedOptionInput
                  {...form.getInputProps(at(index, 'company.name'))}
                  endpoint={listCompanies}
                  label={t('fields.company')}
                  placeholder={t('fields.companyPlaceholder')}
                  withAsterisk
                  value={entry.company}
                  onChange={(picked) => form.setFieldValue(at(index, 'company'), picked)}
                />
                <TextInput
                  label={t('fields.positionName')}
                  withAsterisk
                  {...form.getInputProps(at(index, 'position_name'))}
                />
                <Select
                  label={t('fields.positionLevel')}
                  placeholder={t('fields.choose')}
                  data={toSelectData(levels.data)}
                  clearable
                  {...form.getInputProps(at(index, 'position_level_id'))}
                  value={entry.position_level_id === null ? null : String(entry.position_level_id)}
                  onChange={(value) =>
                    form.setFieldValue(at(index, 'position_level_id'), value === null ? null : Number(value))
                  }
                />
                <PeriodFields
                  labels={{ start: t('fields.startDate'), end: t('fields.endDate') }}
                  start={entry.start_date}
                  end={entry.end_date}
                  onStart={(date) => form.setFieldValue(at(index, 'start_date'), date)}
                  onEnd={(date) => form.setFieldValue(at(index, 'end_date'), date)}
                  errors={{
                    start: form.errors[at(index, 'start_date')],
                    end: form.errors[at(index, 'end_date')],
                  }}
                  bounds={bounds}
                  current={{
                    label: t('fields.currentlyHere'),
                    checked: entry.is_now,
                    onChange: (checked) => {
                      form.setFieldValue(at(index, 'is_now'), checked);
                      if (checked) form.setFieldValue(at(index, 'end_date'), '');
                    },
                  }}
                />
                <Textarea
                  label={t('fields.description')}
                  description={t('fields.descriptionHelp')}
                  autosize
                  minRows={3}
                  maxLength={profileLimits.aboutMax}
                  {...form.getInputProps(at(index, 'description'))}
                />
              </>
            )}
          </SectionEntryList>
          <SectionFormActions saving={form.submitting} disabled={!form.isDirty()} />
        </Stack>
      </form>
    </>
  );
}

/** `/talent/profile/experiences`: where the talent has worked, newest first, saved together. */
export function ExperiencesPage() {
  const { t } = useTranslation('profile');
  return (
    <SectionEditFrame title={t('sections.experiences')} intro={t('edit.experiencesIntro')}>
      {(talent) => <ExperiencesForm talent={talent} />}
    </SectionEditFrame>
  );
}
