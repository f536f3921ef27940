import { Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { listAreaCodes, profileLimits, toIsoDate } from '@talent/contract';
import type { ComponentProps } from 'react';
import { DateField, type DateFieldProps } from '@/components/ui/date-field';
import { PhoneField } from '@/components/ui/phone-field';
import { useTranslation } from '@/lib/i18n';
import { toSelectData, useOptionList } from '@/lib/option-list';
import { IdSelect } from './id-select';

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

/** What the talent says of themselves, counted against its limit as they type (onboarding and profile). */
export function AboutField(props: GetInputPropsReturnType) {
  const { t } = useTranslation('profile');
  return (
    <Textarea
      label={t('fields.about')}
      placeholder={t('fields.aboutPlaceholder')}
      autosize
      minRows={4}
      maxLength={profileLimits.aboutMax}
      withAsterisk
      description={`${String(props.value ?? '').length} / ${profileLimits.aboutMax}`}
      {...props}
    />
  );
}

/** The talent's city, searched in the area list, held as its id (onboarding and profile). */
export function CityField(props: Omit<ComponentProps<typeof IdSelect>, 'data'>) {
  const { t } = useTranslation('profile');
  const cities = useOptionList(listAreaCodes);
  return (
    <IdSelect
      label={t('fields.city')}
      placeholder={t('fields.choose')}
      data={toSelectData(cities.data)}
      searchable
      withAsterisk
      nothingFoundMessage={t('fields.nothingFound')}
      {...props}
    />
  );
}

interface PersonalForm {
  getInputProps(field: 'phone' | 'birth_date' | 'city_id'): GetInputPropsReturnType;
}

/** Where to reach the talent and who they are: phone, birth date and city (onboarding step 1 and profile). */
export function PersonalFields({ form }: { form: PersonalForm }) {
  return (
    <>
      <PhoneField withAsterisk {...form.getInputProps('phone')} />
      <BirthDateField {...form.getInputProps('birth_date')} />
      <CityField {...form.getInputProps('city_id')} />
    </>
  );
}
