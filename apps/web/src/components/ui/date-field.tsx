import { TextInput, type TextInputProps } from '@mantine/core';

export interface DateFieldProps extends Omit<TextInputProps, 'type' | 'min' | 'max'> {
  /** The first day offered, as `YYYY-MM-DD`. */
  notBefore?: string;
  /** The last day offered, as `YYYY-MM-DD`. */
  notAfter?: string;
}

/**
 * A day, picked with the browser's own calendar (usable by keyboard and screen reader on every
 * phone and desktop, and light: no picker library on the page), offering only the days a rule
 * allows. The contract still checks the value the form sends.
 */
export function DateField({ notBefore, notAfter, ...props }: DateFieldProps) {
  return <TextInput type="date" min={notBefore} max={notAfter} {...props} />;
}
