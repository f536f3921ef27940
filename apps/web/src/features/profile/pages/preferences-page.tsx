import { Checkbox, Group, MultiSelect, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  editPreferences,
  listAvailabilities,
  listBusinesses,
  listCompanySizes,
  listNoticePeriods,
  listOpportunities,
  listWorkingSystems,
  type PreferenceBody,
  preferenceBodySchema,
  profileLimits,
  type Talent,
} from '@talent/contract';
import { predictionRequestOf } from '@/components/salary-prediction/prediction-request';
import { SalaryPredictionCard } from '@/components/salary-prediction/salary-prediction-card';
import { FormMessage } from '@/components/ui/form-message';
import { MoneyInput } from '@/components/ui/money-input';
import { PrioritySelect } from '@/components/ui/priority-select';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';
import { useTranslation } from '@/lib/i18n';
import { toSelectData, useOptionList } from '@/lib/option-list';
import { IdSelect } from '../components/id-select';
import { JobWantedFields, SalaryTypeField } from '../components/job-wanted-fields';
import { SectionEditFrame } from '../components/section-edit-frame';
import { SectionFormActions } from '../components/section-form-actions';
import { WorkLocationPicker } from '../components/work-location-picker';
import { useSectionForm } from '../model/use-section-form';

function preferenceValues(talent: Talent) {
  const preference = talent.preference;
  const id = (option: { id: number } | null) => option?.id ?? (null as number | null);
  return {
    position_category_id: id(preference.position_category),
    position_function_id: id(talent.position_function),
    position_function_other: talent.position_function_other ?? '',
    position_level_id: id(preference.position_level),
    years_of_experience: preference.years_of_experience ?? ('' as number | string),
    working_system_id: id(preference.working_system),
    availability_id: id(preference.availability),
    company_size_id: id(preference.company_size),
    work_location_ids: preference.work_locations.map((city) => city.id),
    industry_ids: preference.industries.map((industry) => industry.id),
    cur_min_sal: preference.cur_min_sal ?? ('' as number | string),
    expected_salary: preference.expected_salary ?? ('' as number | string),
    salary_type: preference.salary_type ?? (null as PreferenceBody['salary_type'] | null),
    salary_negotiable: preference.salary_negotiable,
    notice_period_id: id(preference.notice_period),
    opportunity_id: id(preference.opportunity),
  };
}

/** The body the form sends: an empty years field means none. */
function bodyOf<Values extends { years_of_experience: number | string }>(values: Values) {
  const years = values.years_of_experience;
  return { ...values, years_of_experience: years === '' ? null : Number(years) };
}

function PreferencesForm({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  const { form, message, submit, saved } = useSectionForm({
    name: 'profile-preferences',
    schema: preferenceBodySchema,
    initialValues: preferenceValues(talent),
    toBody: bodyOf,
    send: (body) =>
      queryEndpoint(editPreferences, { params: { id: talent.id }, body }, { claim: shownByForm }),
  });
  const systems = useOptionList(listWorkingSystems);
  const availabilities = useOptionList(listAvailabilities);
  const sizes = useOptionList(listCompanySizes);
  const notices = useOptionList(listNoticePeriods);
  const searchStatuses = useOptionList(listOpportunities);
  const industries = useOptionList(listBusinesses);

  const idSelect = (
    field:
      | 'working_system_id'
      | 'availability_id'
      | 'company_size_id'
      | 'notice_period_id'
      | 'opportunity_id',
  ) => ({ ...form.getInputProps(field), placeholder: t('fields.choose'), withAsterisk: true });
  const industryIds = {
    ...form.getInputProps('industry_ids'),
    value: form.values.industry_ids.map(String),
    onChange: (values: string[]) => form.setFieldValue('industry_ids', values.map(Number)),
  };

  return (
    <>
      <UnsavedChangesGuard when={form.isDirty() && !saved} />
      {message !== null && <FormMessage tone="error">{message}</FormMessage>}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="md">
            {t('edit.jobWanted')}
          </Title>
          <JobWantedFields form={form} savedFunction={talent.position_function} yearsRequired={false} />
          <WorkLocationPicker
            saved={talent.preference.work_locations}
            {...form.getInputProps('work_location_ids')}
            value={form.values.work_location_ids}
          />
          <IdSelect
            label={t('fields.workingSystem')}
            data={toSelectData(systems.data)}
            {...idSelect('working_system_id')}
          />
          <MultiSelect
            label={t('fields.industries')}
            description={t('fields.industriesHelp')}
            data={toSelectData(industries.data ?? talent.preference.industries)}
            maxValues={profileLimits.industriesMax}
            searchable
            withAsterisk
            {...industryIds}
          />
          <IdSelect
            label={t('fields.companySize')}
            data={toSelectData(sizes.data)}
            {...idSelect('company_size_id')}
          />
          <Title order={2} fz="md" mt="sm">
            {t('edit.salary')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <MoneyInput
              label={t('fields.currentSalary')}
              withAsterisk
              {...form.getInputProps('cur_min_sal')}
            />
            <MoneyInput
              label={t('fields.expectedSalary')}
              description={t('fields.salaryHint')}
              withAsterisk
              {...form.getInputProps('expected_salary')}
            />
          </SimpleGrid>
          <SalaryTypeField {...form.getInputProps('salary_type')} />
          <Checkbox
            label={t('fields.negotiable')}
            {...form.getInputProps('salary_negotiable', { type: 'checkbox' })}
          />
          <Title order={2} fz="md" mt="sm">
            {t('edit.availability')}
          </Title>
          <Group grow align="flex-start">
            <IdSelect
              label={t('fields.noticePeriod')}
              data={toSelectData(notices.data)}
              {...idSelect('notice_period_id')}
            />
            <IdSelect
              label={t('fields.availability')}
              data={toSelectData(availabilities.data)}
              {...idSelect('availability_id')}
            />
          </Group>
          <IdSelect
            as={PrioritySelect}
            label={t('fields.jobSearchStatus')}
            description={t('fields.jobSearchStatusHelp')}
            data={toSelectData(searchStatuses.data)}
            {...idSelect('opportunity_id')}
            withAsterisk={false}
            clearable
          />
          <SectionFormActions saving={form.submitting} />
        </Stack>
      </form>
    </>
  );
}

/** `/talent/profile/preferences`: the job wanted, where and how, and the salary. */
export function PreferencesPage() {
  const { t } = useTranslation('profile');
  return (
    <SectionEditFrame
      title={t('sections.preferences')}
      intro={t('edit.preferencesIntro')}
      // The market salary follows the saved preferences: the talent sees it move after saving.
      after={(talent) => <SalaryPredictionCard request={predictionRequestOf(talent)} />}
    >
      {(talent) => <PreferencesForm talent={talent} />}
    </SectionEditFrame>
  );
}
