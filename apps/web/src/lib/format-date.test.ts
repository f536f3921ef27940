import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from './format-date';
import { i18n } from './i18n';

describe('dates the browser writes out', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('name the month in the reader’s language, day first', async () => {
    const issued = '2026-05-01T00:00:00Z';
    const long = { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    expect(formatDate(issued, long)).toBe('01 May 2026');
    await i18n.changeLanguage('id');
    expect(formatDate(issued, long)).toBe('01 Mei 2026');
  });
});
