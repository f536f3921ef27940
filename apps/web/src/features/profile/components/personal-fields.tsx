import { Select, type SelectProps } from '@mantine/core';
import { listAreaCodes, toIsoDate } from '@talent/contract';
import { DateField, type DateFieldProps } from '@/components/ui/date-field';
import { useTranslation } from '@/lib/i18n';
import { toSelectData, useOptionList } from '@/lib/option-list';

/** The talent's birth date, picked by decade first, never after today (onboarding and profile). */
export function BirthDateField(props: DateFieldProps) {
  const { t } = useTranslation('profile');
  return (
    <DateField
      label={t('fields.birthDate')}
      defaultLevel="decade"
      notAfter={toIsoDate(new Date())}
      withAsterisk
      {...props}
    />
  );
}

/** The talent's city, searched in the area list, held as its id (onboarding and profile). */
export function CityField({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'value' | 'onChange' | 'data'> & {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation('profile');
  const cities = useOptionList(listAreaCodes);
  return (
    <Select
      label={t('fields.city')}
      placeholder={t('fields.choose')}
      data={toSelectData(cities.data)}
      searchable
      withAsterisk
      {...props}
      value={value === null ? null : String(value)}
      onChange={(picked) => onChange(picked === null ? null : Number(picked))}
    />
  );
}
