import { NumberInput, type NumberInputProps, Textarea, type TextareaProps } from '@mantine/core';
import { profileLimits, shiftYears } from '@talent/contract';
import { useTranslation } from '@/lib/i18n';

/** An entry's short description, as every profile list asks it (the contract's short-text limit). */
export function ShortDescriptionField(props: TextareaProps) {
  const { t } = useTranslation('profile');
  return (
    <Textarea
      label={t('fields.description')}
      description={t('fields.descriptionHelp')}
      autosize
      minRows={2}
      maxLength={profileLimits.shortTextMax}
      {...props}
    />
  );
}

/**
 * The year of an entry (a certificate, an achievement): 50 years back at most, and no year after this
 * one, as spec section 2 says of year pickers (a year typed past it is brought back on leaving).
 */
export function EntryYearField(props: NumberInputProps) {
  const { t } = useTranslation('profile');
  const thisYear = new Date().getFullYear();
  return (
    <NumberInput
      label={t('fields.year')}
      placeholder={String(thisYear)}
      allowDecimal={false}
      min={shiftYears(new Date(), -profileLimits.yearsBack).getFullYear()}
      max={thisYear}
      maw={200}
      {...props}
    />
  );
}
