import { describe, expect, it } from 'vitest';
import { parseDayText } from './day-text';

describe('a day typed into a date field', () => {
  it.each([
    ['12 Apr 1996', '1996-04-12'],
    ['12 april 1996', '1996-04-12'],
    ['1 Dec 2026', '2026-12-01'],
    ['Tuesday, 01 December 2026', '2026-12-01'],
    ['1996-04-12', '1996-04-12'],
    ['12/04/1996', '1996-04-12'],
    ['12-4-1996', '1996-04-12'],
    [' 12.04.1996 ', '1996-04-12'],
  ])('reads %j as %s', (text, day) => {
    expect(parseDayText(text)).toBe(day);
  });

  it.each(['', '12 Apr', '12 Apr 96', '2025-06-0', '31 Feb 2024', '12 Ap 1996', '12 Foo 1996', '13/13/2020'])(
    'is not a day yet: %j',
    (text) => {
      expect(parseDayText(text)).toBeNull();
    },
  );
});
