import { describe, expect, it } from 'vitest';
import { readingMinutesOf, slugOf } from './media.rules.ts';

describe('article addresses and reading time', () => {
  it('makes a slug of lower-case words, without accents or punctuation', () => {
    expect(slugOf('Gross or nett? Reading an Indonesian salary offer')).toBe(
      'gross-or-nett-reading-an-indonesian-salary-offer',
    );
    expect(slugOf('Café  résumé — 2026!')).toBe('cafe-resume-2026');
    expect(slugOf('???')).toBe('article');
    expect(slugOf('a '.repeat(100)).length).toBeLessThanOrEqual(80);
  });

  it('reads 200 words a minute, at least one', () => {
    expect(readingMinutesOf('short')).toBe(1);
    expect(readingMinutesOf('word '.repeat(1000))).toBe(5);
  });
});
