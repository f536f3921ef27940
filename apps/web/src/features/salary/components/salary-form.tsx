import { Alert, Button, Card, Skeleton, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type SalaryForm as SalaryFormValues, salaryFormSchema } from '@talent/contract';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n';
import type { SalaryCalculation } from '../api/calculate-salary';
import { useSalaryOptions } from '../api/salary-options';
import { positionOptionsOf, toOptions } from '../model/salary-options';

type Draft = { [Field in keyof SalaryFormValues]: number | null };

const emptyDraft: Draft = { position_category_id: null, pos_fuc: null, years_cat: null };

const toNumber = (value: string | null) => (value === null || value === '' ? null : Number(value));
const toValue = (value: number | null) => (value === null ? null : String(value));

interface SalaryFormProps {
  /** What was last calculated; the button stays off until the form differs from it. */
  calculated: SalaryCalculation | null;
  calculating: boolean;
  onCalculate: (calculation: SalaryCalculation, categoryId: number) => void;
}

/** Job Category, Job Position (of that category) and Years of Experience, then Calculate (spec section 2). */
export function SalaryForm({ calculated, calculating, onCalculate }: SalaryFormProps) {
  const { t } = useTranslation('salary');
  const options = useSalaryOptions();
  const form = useForm<Draft>({
    name: 'salary-calculator',
    initialValues: emptyDraft,
    validate: schemaResolver(salaryFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const changed =
    calculated === null || values.pos_fuc !== calculated.pos_fuc || values.years_cat !== calculated.years_cat;
  const canCalculate = form.isValid() && changed;

  const select = (field: keyof Draft) => {
    const { error, onBlur, onFocus } = form.getInputProps(field);
    return { error, onBlur, onFocus, value: toValue(values[field]) };
  };

  if (options.isError) {
    return (
      <Card withBorder radius="lg" padding="lg">
        <Alert color="red" title={t('form.optionsFailed')}>
          <Button variant="light" color="red" mt="sm" onClick={options.retry}>
            {t('form.retry')}
          </Button>
        </Alert>
      </Card>
    );
  }

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      shadow="sm"
      component="section"
      aria-labelledby="salary-form-title"
    >
      <Title order={2} size="h4" id="salary-form-title" mb="md">
        {t('form.title')}
      </Title>
      <form
        noValidate
        onSubmit={form.onSubmit((submitted) => {
          const parsed = salaryFormSchema.parse(submitted);
          onCalculate({ pos_fuc: parsed.pos_fuc, years_cat: parsed.years_cat }, parsed.position_category_id);
        })}
      >
        <Stack gap="md">
          {options.isPending ? (
            <>
              <Skeleton height={62} radius="md" />
              <Skeleton height={62} radius="md" />
              <Skeleton height={62} radius="md" />
            </>
          ) : (
            <>
              <Select
                {...select('position_category_id')}
                label={t('form.category')}
                placeholder={t('form.categoryPlaceholder')}
                data={toOptions(options.categories)}
                searchable
                withAsterisk
                onChange={(value) => {
                  // A new category empties the position: it belonged to the old one.
                  form.setValues({ position_category_id: toNumber(value), pos_fuc: null });
                  form.clearFieldError('pos_fuc');
                }}
              />
              <Select
                {...select('pos_fuc')}
                label={t('form.position')}
                placeholder={
                  values.position_category_id === null
                    ? t('form.positionNeedsCategory')
                    : t('form.positionPlaceholder')
                }
                data={positionOptionsOf(options.groups, values.position_category_id)}
                disabled={values.position_category_id === null}
                searchable
                withAsterisk
                onChange={(value) => form.setFieldValue('pos_fuc', toNumber(value))}
              />
              <Select
                {...select('years_cat')}
                label={t('form.years')}
                placeholder={t('form.yearsPlaceholder')}
                data={toOptions(options.years)}
                withAsterisk
                onChange={(value) => form.setFieldValue('years_cat', toNumber(value))}
              />
            </>
          )}
          <Button type="submit" size="md" disabled={!canCalculate} loading={calculating} fullWidth>
            {t('form.calculate')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
