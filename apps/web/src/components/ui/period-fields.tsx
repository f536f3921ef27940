import { Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { profileLimits, shiftYears, toIsoDate } from '@talent/contract';
import type { ReactNode } from 'react';

/** '2020-05-01' → '2020-05', the value a month field shows; empty stays empty. */
export function monthOf(date: string | null | undefined): string {
  return date ? date.slice(0, 7) : '';
}

/** '2020-05' → '2020-05-01': periods are kept as the first day of their month. */
export function firstDayOf(month: string): string {
  return /^\d{4}-\d{2}$/.test(month) ? `${month}-01` : '';
}

/**
 * The months a period may span (spec section 5): it starts at most 50 years back and not after
 * this month, and ends by `endYearsForward` years ahead (education 10) or, for work, next month.
 */
export function periodBounds(today: Date, end: 'yearsForward' | 'nextMonth') {
  const nextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  return {
    min: monthOf(toIsoDate(shiftYears(today, -profileLimits.yearsBack))),
    maxStart: monthOf(toIsoDate(today)),
    maxEnd: monthOf(
      toIsoDate(end === 'nextMonth' ? nextMonth : shiftYears(today, profileLimits.yearsForward)),
    ),
  };
}

/**
 * A period as month and year, start and end, with an optional 'currently here' box that disables the
 * end (spec section 2: the end date is disabled when Present is ticked). The browser's month field is keyboard-usable and limited to the spec's range; the contract
 * checks the same range again with its messages.
 */
export function PeriodFields({
  labels,
  start,
  end,
  onStart,
  onEnd,
  errors,
  bounds,
  current,
  required = true,
}: {
  labels: { start: string; end: string };
  start: string;
  end: string;
  onStart: (date: string) => void;
  onEnd: (date: string) => void;
  errors: { start?: ReactNode; end?: ReactNode };
  bounds: ReturnType<typeof periodBounds>;
  current?: { label: string; checked: boolean; onChange: (checked: boolean) => void };
  required?: boolean;
}) {
  const ongoing = current?.checked === true;
  return (
    <Stack gap="xs">
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          type="month"
          label={labels.start}
          placeholder="YYYY-MM"
          min={bounds.min}
          max={bounds.maxStart}
          withAsterisk={required}
          value={monthOf(start)}
          onChange={(event) => onStart(firstDayOf(event.currentTarget.value))}
          error={errors.start}
          miw={150}
        />
        <TextInput
          type="month"
          label={labels.end}
          placeholder="YYYY-MM"
          min={monthOf(start) || bounds.min}
          max={bounds.maxEnd}
          withAsterisk={required && !ongoing}
          disabled={ongoing}
          value={ongoing ? '' : monthOf(end)}
          onChange={(event) => onEnd(firstDayOf(event.currentTarget.value))}
          error={ongoing ? undefined : errors.end}
          miw={150}
        />
      </Group>
      {current && (
        <Checkbox
          label={current.label}
          checked={current.checked}
          onChange={(event) => current.onChange(event.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}
