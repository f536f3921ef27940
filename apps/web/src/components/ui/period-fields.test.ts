import { describe, expect, it } from 'vitest';
import { firstDayOf, monthOf, periodBounds } from './period-fields';

describe('period fields', () => {
  it('shows a day as its month and keeps a month as its first day', () => {
    expect(monthOf('2020-05-17')).toBe('2020-05');
    expect(monthOf(null)).toBe('');
    expect(firstDayOf('2020-05')).toBe('2020-05-01');
    expect(firstDayOf('')).toBe('');
  });

  it('limits starts to 50 years back and this month, ends to 10 years ahead or next month', () => {
    const today = new Date('2026-11-24T08:00:00Z');
    expect(periodBounds(today, 'yearsForward')).toEqual({
      min: '1976-11',
      maxStart: '2026-11',
      maxEnd: '2036-11',
    });
    expect(periodBounds(today, 'nextMonth').maxEnd).toBe('2026-12');
    expect(periodBounds(new Date('2026-12-05T00:00:00Z'), 'nextMonth').maxEnd).toBe('2027-01');
  });
});
