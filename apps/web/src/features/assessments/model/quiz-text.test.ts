import { describe, expect, it } from 'vitest';
import { codeSpans, formatTimeLeft, joinCategories } from './quiz-text';

describe('quiz texts', () => {
  it("joins categories with commas and '&' before the last", () => {
    expect(joinCategories([])).toBe('');
    expect(joinCategories(['Engineering'])).toBe('Engineering');
    expect(joinCategories(['Engineering', 'Data'])).toBe('Engineering & Data');
    expect(joinCategories(['Data', 'Finance and Accounting', 'Operations'])).toBe(
      'Data, Finance and Accounting & Operations',
    );
  });

  it('shows the time left as m:ss, rounding a started second up', () => {
    expect(formatTimeLeft(15 * 60 * 1000)).toBe('15:00');
    expect(formatTimeLeft(59_001)).toBe('1:00');
    expect(formatTimeLeft(9_000)).toBe('0:09');
    expect(formatTimeLeft(-5)).toBe('0:00');
    expect(formatTimeLeft(3_725_000)).toBe('1:02:05');
  });

  it('keeps the code between backticks apart from the text, and an unmatched backtick as text', () => {
    expect(codeSpans('What does `typeof null` return?')).toEqual([
      { code: false, text: 'What does ' },
      { code: true, text: 'typeof null' },
      { code: false, text: ' return?' },
    ]);
    expect(codeSpans('`[1, 2]`')).toEqual([{ code: true, text: '[1, 2]' }]);
    expect(codeSpans('a ` b')).toEqual([{ code: false, text: 'a ` b' }]);
  });
});
