import { Button, Checkbox, Divider, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  editEducations,
  educationBodySchema,
  listDegrees,
  listMajors,
  listUniversities,
  profileLimits,
  type Talent,
} from '@talent/contract';
import { Fragment, useMemo } from 'react';
import { PeriodFields, periodBounds } from '@/components/ui/period-fields';
import { TypedOptionInput } from '@/components/ui/typed-option-input';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';
import { useTranslation } from '@/lib/i18n';
import { modalNames } from '@/lib/modal-manager';
import { toSelectData, useOptionList } from '@/lib/option-list';
import { SectionEditFrame } from '../components/section-edit-frame';
import { SectionForm } from '../components/section-form';
import { useSectionForm } from '../model/use-section-form';

/** One entry as the form holds it, in the spec's save payload shape. */
interface EducationRow {
  ID: number;
  University: { ID: number; Name: string; Oversea: boolean };
  DegreeID: number | null;
  Major: { ID: number; Name: string };
  GPA: number | string;
  GPAOutOf: number | string;
  StartDate: string;
  EndDate: string;
}

const emptyEntry: EducationRow = {
  ID: 0,
  University: { ID: 0, Name: '', Oversea: false },
  DegreeID: null,
  Major: { ID: 0, Name: '' },
  GPA: '',
  GPAOutOf: '',
  StartDate: '',
  EndDate: '',
};

function rowsOf(talent: Talent): EducationRow[] {
  if (talent.educations.length === 0) return [emptyEntry];
  return talent.educations.map((education) => ({
    ID: education.id,
    University: {
      ID: education.university.id,
      Name: education.university.name,
      Oversea: education.university.oversea,
    },
    DegreeID: education.degree.id,
    Major: { ID: education.major.id, Name: education.major.name },
    GPA: education.gpa,
    GPAOutOf: education.gpa_out_of,
    StartDate: education.start_date,
    EndDate: education.end_date,
  }));
}

function EducationForm({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  const degrees = useOptionList(listDegrees);
  const bounds = useMemo(() => periodBounds(new Date(), 'yearsForward'), []);
  const section = useSectionForm({
    name: 'profile-education',
    schema: educationBodySchema,
    initialValues: { TalentEducation: rowsOf(talent) },
    send: (body) =>
      queryEndpoint(editEducations, { params: { id: talent.id }, body }, { claim: shownByForm }),
    thanks: modalNames.education,
  });
  const { form } = section;
  const entries = form.values.TalentEducation;
  const at = (index: number, field: string) => `TalentEducation.${index}.${field}`;

  return (
    <SectionForm section={section}>
      {entries.map((entry, index) => (
        // Entries not yet saved have no id; their place in the list is their identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 && <Divider />}
          <Stack gap="sm" component="section" aria-labelledby={`education-${index}`}>
            <Group justify="space-between" wrap="nowrap">
              <Title order={2} fz="md" id={`education-${index}`}>
                {t('edit.educationEntry', { number: index + 1 })}
              </Title>
              {entries.length > 1 && (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  aria-label={t('edit.removeEducation', { number: index + 1 })}
                  onClick={() => form.removeListItem('TalentEducation', index)}
                >
                  {t('edit.remove')}
                </Button>
              )}
            </Group>
            <TypedOptionInput
              {...form.getInputProps(at(index, 'University.Name'))}
              endpoint={listUniversities}
              label={t('fields.university')}
              placeholder={t('fields.universityPlaceholder')}
              withAsterisk
              value={{ id: entry.University.ID, name: entry.University.Name }}
              onChange={(picked) =>
                form.setFieldValue(at(index, 'University'), {
                  ID: picked.id,
                  Name: picked.name,
                  Oversea: picked.id === 0 ? entry.University.Oversea : false,
                })
              }
            />
            {entry.University.ID === 0 && entry.University.Name.trim() !== '' && (
              <Checkbox
                label={t('fields.oversea')}
                {...form.getInputProps(at(index, 'University.Oversea'), { type: 'checkbox' })}
              />
            )}
            <Select
              label={t('fields.degree')}
              placeholder={t('fields.choose')}
              data={toSelectData(degrees.data)}
              withAsterisk
              {...form.getInputProps(at(index, 'DegreeID'))}
              value={entry.DegreeID === null ? null : String(entry.DegreeID)}
              onChange={(value) =>
                form.setFieldValue(at(index, 'DegreeID'), value === null ? null : Number(value))
              }
            />
            <TypedOptionInput
              {...form.getInputProps(at(index, 'Major.Name'))}
              endpoint={listMajors}
              label={t('fields.major')}
              placeholder={t('fields.majorPlaceholder')}
              withAsterisk
              value={{ id: entry.Major.ID, name: entry.Major.Name }}
              onChange={(picked) =>
                form.setFieldValue(at(index, 'Major'), { ID: picked.id, Name: picked.name })
              }
            />
            <Group grow align="flex-start">
              <NumberInput
                label={t('fields.gpa')}
                placeholder="0.00"
                decimalScale={2}
                min={0}
                withAsterisk
                {...form.getInputProps(at(index, 'GPA'))}
              />
              <NumberInput
                label={t('fields.gpaOutOf')}
                placeholder="4.00"
                decimalScale={2}
                min={profileLimits.gpaOutOfMin}
                max={profileLimits.gpaOutOfMax}
                withAsterisk
                {...form.getInputProps(at(index, 'GPAOutOf'))}
              />
            </Group>
            <PeriodFields
              labels={{ start: t('fields.startDate'), end: t('fields.graduationDate') }}
              start={entry.StartDate}
              end={entry.EndDate}
              onStart={(date) => form.setFieldValue(at(index, 'StartDate'), date)}
              onEnd={(date) => form.setFieldValue(at(index, 'EndDate'), date)}
              errors={{
                start: form.errors[at(index, 'StartDate')],
                end: form.errors[at(index, 'EndDate')],
              }}
              bounds={bounds}
            />
            {index === entries.length - 1 && entries.length < profileLimits.educationsMax && (
              <Button
                variant="light"
                w="fit-content"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => form.insertListItem('TalentEducation', emptyEntry)}
              >
                {t('edit.addEducation')}
              </Button>
            )}
          </Stack>
        </Fragment>
      ))}
      {entries.length >= profileLimits.educationsMax && (
        <Text size="sm" c="dimmed">
          {t('edit.educationsFull', { max: profileLimits.educationsMax })}
        </Text>
      )}
      {typeof form.errors.TalentEducation === 'string' && (
        <Text size="sm" c="red">
          {form.errors.TalentEducation}
        </Text>
      )}
    </SectionForm>
  );
}

/** `/talent/profile/education`: the 'Add Education' form, up to 5 entries saved together. */
export function EducationPage() {
  const { t } = useTranslation('profile');
  return (
    <SectionEditFrame title={t('edit.educationTitle')} intro={t('edit.educationIntro')}>
      {(talent) => <EducationForm talent={talent} />}
    </SectionEditFrame>
  );
}
