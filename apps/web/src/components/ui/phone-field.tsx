import { Input, type InputWrapperProps, Select, Stack, Text } from '@mantine/core';
import { listAreaCodes } from '@talent/contract';
import { type ComponentPropsWithoutRef, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useOptionList } from '@/lib/option-list';
import classes from './phone-field.module.css';
import { dialCodeMatches, dialCodeOptions, joinPhone, type PhoneParts, splitPhone } from './phone-number';

type PhoneFieldProps = Pick<InputWrapperProps, 'label' | 'description' | 'error' | 'withAsterisk'> &
  Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange' | 'type' | 'size'> & {
    /** The whole phone as stored, '+62 812 3456 7890'. */
    value?: string;
    onChange?: (phone: string) => void;
  };

/**
 * A phone labelled 'Phone Number': a searchable dialling code (Indonesia's unless the phone has
 * another; the cities of the area-code list find theirs) joined to the number. It takes and gives
 * the whole phone as one string, so a form's `getInputProps` fits; the label, the error and the
 * form's focus belong to the number.
 */
export function PhoneField({
  label,
  description,
  error,
  withAsterisk,
  value = '',
  onChange,
  ...numberProps
}: PhoneFieldProps) {
  const { t } = useTranslation('common');
  const areaCodes = useOptionList(listAreaCodes);
  const listed = useMemo(
    () => dialCodeOptions(areaCodes.data ?? [], t('fields.phoneMobile')),
    [areaCodes.data, t],
  );
  // What the person typed stays as typed ('0812…') while the stored phone is the one it gave.
  const [edited, setEdited] = useState<{ phone: string; parts: PhoneParts } | null>(null);
  const parts =
    edited?.phone === value
      ? edited.parts
      : splitPhone(
          value,
          listed.map((option) => option.value),
        );
  const options = listed.some((option) => option.value === parts.code)
    ? listed
    : [...listed, { value: parts.code, label: parts.code, places: '' }];
  const optionOf = new Map(options.map((option) => [option.value, option]));
  const change = (next: PhoneParts) => {
    const phone = joinPhone(next);
    setEdited({ phone, parts: next });
    onChange?.(phone);
  };

  return (
    <Input.Wrapper
      label={label ?? t('fields.phone')}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
    >
      <div className={classes.phone}>
        <Select
          aria-label={t('fields.areaCode')}
          classNames={{ root: classes.code, input: classes.codeInput }}
          data={options}
          value={parts.code}
          onChange={(code) => code && change({ ...parts, code })}
          allowDeselect={false}
          searchable
          filter={({ options: shown, search }) =>
            shown.filter((item) => {
              const option = 'value' in item ? optionOf.get(item.value) : undefined;
              return option !== undefined && dialCodeMatches(option, search);
            })
          }
          renderOption={({ option }) => (
            <Stack gap={0}>
              <Text size="sm">{option.label}</Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {optionOf.get(option.value)?.places}
              </Text>
            </Stack>
          )}
          comboboxProps={{ width: 260, position: 'bottom-start' }}
          error={Boolean(error)}
        />
        <Input
          classNames={{ wrapper: classes.number, input: classes.numberInput }}
          type="tel"
          autoComplete="tel"
          placeholder={t('fields.phonePlaceholder')}
          {...numberProps}
          value={parts.number}
          onChange={(event) => change({ ...parts, number: event.currentTarget.value })}
          error={Boolean(error)}
        />
      </div>
    </Input.Wrapper>
  );
}
