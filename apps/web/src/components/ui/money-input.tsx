import { NumberInput, type NumberInputProps } from '@mantine/core';

/** Spec section 9: a salary field takes at most 12 characters, dots included. */
export const moneyInputMaxLength = 12;

/**
 * An amount in IDR as the spec writes it (sections 5 and 9): dot thousands and a trailing ,00
 * (1.000.000,00), numbers only, at most 12 characters before the decimals. The value stays a number;
 * `IDR` sits before it.
 */
export function MoneyInput({
  onChange,
  ...props
}: Omit<NumberInputProps, 'thousandSeparator' | 'decimalSeparator'>) {
  return (
    <NumberInput
      leftSection="IDR"
      leftSectionWidth={48}
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      hideControls
      inputMode="decimal"
      isAllowed={({ formattedValue }) => (formattedValue.split(',')[0] ?? '').length <= moneyInputMaxLength}
      {...props}
      // The fixed ,00 makes the field hand its value over as text ('25000000.00'); forms get a number.
      onChange={(value) =>
        onChange?.(
          typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
            ? Number(value)
            : value,
        )
      }
    />
  );
}
