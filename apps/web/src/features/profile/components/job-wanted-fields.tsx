import { Group, NumberInput, Radio } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { listPositionCategories, listPositionLevels, type Named } from '@talent/contract';
import { useTranslation } from '@/lib/i18n';
import { toSelectData, useOptionList } from '@/lib/option-list';
import { IdSelect } from './id-select';
import { PositionFunctionFields } from './position-function-fields';

type JobWantedField =
  | 'position_category_id'
  | 'position_function_id'
  | 'position_function_other'
  | 'position_level_id'
  | 'years_of_experience';

interface JobWantedForm {
  getInputProps(field: JobWantedField): GetInputPropsReturnType;
}

/** Whether the expected salary is nett or gross (onboarding and preferences). */
export function SalaryTypeField(props: GetInputPropsReturnType) {
  const { t } = useTranslation('profile');
  return (
    <Radio.Group label={t('fields.salaryType')} withAsterisk {...props} value={props.value ?? ''}>
      <Group mt="xs">
        <Radio value="nett" label={t('fields.nett')} />
        <Radio value="gross" label={t('fields.gross')} />
      </Group>
    </Radio.Group>
  );
}

/**
 * The job the talent wants: its category, the function within it (a new category clears it), the
 * level and the years of experience (onboarding step 2 and the preferences).
 */
export function JobWantedFields({
  form,
  savedFunction,
  yearsRequired,
}: {
  form: JobWantedForm;
  savedFunction: Named | null;
  /** Onboarding asks for the years; the preferences may leave them empty. */
  yearsRequired: boolean;
}) {
  const { t } = useTranslation('profile');
  const categories = useOptionList(listPositionCategories, { include_others: false });
  const levels = useOptionList(listPositionLevels);
  const category = form.getInputProps('position_category_id');
  const positionFunction = form.getInputProps('position_function_id');
  return (
    <>
      <IdSelect
        label={t('fields.jobCategory')}
        placeholder={t('fields.choose')}
        data={toSelectData(categories.data)}
        searchable
        withAsterisk
        {...category}
        onChange={(id) => {
          category.onChange(id);
          positionFunction.onChange(null);
        }}
      />
      <PositionFunctionFields
        categoryId={category.value ?? null}
        saved={savedFunction}
        functionInput={positionFunction}
        otherInput={form.getInputProps('position_function_other')}
      />
      <Group grow align="flex-start">
        <IdSelect
          label={t('fields.positionLevel')}
          placeholder={t('fields.choose')}
          data={toSelectData(levels.data)}
          withAsterisk
          {...form.getInputProps('position_level_id')}
        />
        <NumberInput
          label={t('fields.yearsOfExperience')}
          min={0}
          max={60}
          allowDecimal={false}
          withAsterisk={yearsRequired}
          {...form.getInputProps('years_of_experience')}
        />
      </Group>
    </>
  );
}
