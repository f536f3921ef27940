import { DateInput, type DateInputProps } from '@mantine/dates';
import { dateFormats } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { parseDayText } from './day-text';

export interface DateFieldProps
  extends Omit<DateInputProps, 'value' | 'onChange' | 'minDate' | 'maxDate' | 'valueFormat' | 'dateParser'> {
  /** The day as `YYYY-MM-DD`, or '' when none is chosen. */
  value?: string;
  onChange?: (day: string) => void;
  /** The first day offered, as `YYYY-MM-DD`. */
  notBefore?: string;
  /** The last day offered, as `YYYY-MM-DD`. */
  notAfter?: string;
  /** How the chosen day reads (spec section 9): `12 Apr 1996`, or `Tuesday, 01 December 2026` for a scheduled day. */
  format?: 'day' | 'scheduledDay';
}

/**
 * A day, typed or picked from the app's calendar, read in the spec's formats whatever the browser's
 * language (the browser's own field showed mm/dd/yyyy on an English system). Days a rule forbids
 * cannot be picked; the contract still checks the value the form sends. Its code comes with the
 * forms and modals that use it, which load on demand, never with a first page.
 */
export function DateField({
  notBefore,
  notAfter,
  format = 'day',
  value,
  onChange,
  ...props
}: DateFieldProps) {
  const { t } = useTranslation();
  return (
    <DateInput
      value={value || null}
      onChange={(day) => onChange?.(day ?? '')}
      minDate={notBefore}
      maxDate={notAfter}
      valueFormat={format === 'day' ? dateFormats.postDate : dateFormats.scheduledDay}
      dateParser={parseDayText}
      placeholder={t('dateField.placeholder')}
      popoverProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': t('dateField.clear') }}
      ariaLabels={{
        previousMonth: t('dateField.previousMonth'),
        nextMonth: t('dateField.nextMonth'),
        previousYear: t('dateField.previousYear'),
        nextYear: t('dateField.nextYear'),
        previousDecade: t('dateField.previousDecade'),
        nextDecade: t('dateField.nextDecade'),
        monthLevelControl: t('dateField.chooseMonth'),
        yearLevelControl: t('dateField.chooseYear'),
      }}
      {...props}
    />
  );
}
