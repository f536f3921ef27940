import { Select, Textarea, TextInput } from '@mantine/core';
import {
  editExperiences,
  experienceBodySchema,
  listCompanies,
  listPositionLevels,
  profileLimits,
  type Talent,
} from '@talent/contract';
import { useMemo } from 'react';
import { PeriodFields, periodBounds } from '@/components/ui/period-fields';
import { TypedOptionInput } from '@/components/ui/typed-option-input';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';
import { useTranslation } from '@/lib/i18n';
import { toSelectData, useOptionList } from '@/lib/option-list';
import { SectionEditFrame } from '../components/section-edit-frame';
import { SectionListForm } from '../components/section-list-form';

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
  const levels = useOptionList(listPositionLevels);
  const bounds = useMemo(() => periodBounds(new Date(), 'nextMonth'), []);
  return (
    <SectionListForm
      list="experiences"
      entryName="experience"
      rows={rowsOf(talent)}
      blank={emptyExperience}
      schema={experienceBodySchema}
      send={(body) =>
        queryEndpoint(editExperiences, { params: { id: talent.id }, body }, { claim: shownByForm })
      }
    >
      {(entry, field, form) => (
        <>
          <TypedOptionInput
            {...form.getInputProps(field('company.name'))}
            endpoint={listCompanies}
            label={t('fields.company')}
            placeholder={t('fields.companyPlaceholder')}
            withAsterisk
            value={entry.company}
            onChange={(picked) => form.setFieldValue(field('company'), picked)}
          />
          <TextInput
            label={t('fields.positionName')}
            withAsterisk
            {...form.getInputProps(field('position_name'))}
          />
          <Select
            label={t('fields.positionLevel')}
            placeholder={t('fields.choose')}
            data={toSelectData(levels.data)}
            clearable
            {...form.getInputProps(field('position_level_id'))}
            value={entry.position_level_id === null ? null : String(entry.position_level_id)}
            onChange={(value) =>
              form.setFieldValue(field('position_level_id'), value === null ? null : Number(value))
            }
          />
          <PeriodFields
            labels={{ start: t('fields.startDate'), end: t('fields.endDate') }}
            start={entry.start_date}
            end={entry.end_date}
            onStart={(date) => form.setFieldValue(field('start_date'), date)}
            onEnd={(date) => form.setFieldValue(field('end_date'), date)}
            errors={{ start: form.errors[field('start_date')], end: form.errors[field('end_date')] }}
            bounds={bounds}
            current={{
              label: t('fields.currentlyHere'),
              checked: entry.is_now,
              onChange: (checked) => {
                form.setFieldValue(field('is_now'), checked);
                if (checked) form.setFieldValue(field('end_date'), '');
              },
            }}
          />
          <Textarea
            label={t('fields.description')}
            description={t('fields.descriptionHelp')}
            autosize
            minRows={3}
            maxLength={profileLimits.aboutMax}
            {...form.getInputProps(field('description'))}
          />
        </>
      )}
    </SectionListForm>
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
