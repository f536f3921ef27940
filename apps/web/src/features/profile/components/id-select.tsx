import { Select, type SelectProps } from '@mantine/core';
import type { ComponentType } from 'react';

/**
 * A select whose options are master-data ids: the form holds the id as a number (or null), the
 * select its text. `as` draws another select of the same props (the priority select).
 */
export function IdSelect({
  value,
  onChange,
  as: Drawn = Select,
  ...props
}: Omit<SelectProps, 'value' | 'onChange'> & {
  /** The id; a form's `getInputProps` types it loosely. */
  value?: number | null;
  onChange: (id: number | null) => void;
  as?: ComponentType<SelectProps & { value: string | null }>;
}) {
  return (
    <Drawn
      {...props}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(picked) => onChange(picked === null ? null : Number(picked))}
    />
  );
}
