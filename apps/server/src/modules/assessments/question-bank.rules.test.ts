import { describe, expect, it } from 'vitest';
import { sameQuestions } from './question-bank.rules.ts';

const stored = [
  {
    text: 'Which clause filters groups?',
    options: [
      { text: 'WHERE', correct: false },
      { text: 'HAVING', correct: true },
    ],
  },
];

describe('a taken test keeps its questions', () => {
  it('accepts the very questions it has', () => {
    expect(sameQuestions(stored, structuredClone(stored))).toBe(true);
  });

  it('sees a changed text, option, order, correct mark or count', () => {
    const [question] = stored;
    if (!question) throw new Error('no question');
    const [where, having] = question.options;
    if (!where || !having) throw new Error('no options');
    expect(sameQuestions(stored, [{ ...question, text: 'Which clause filters rows?' }])).toBe(false);
    expect(sameQuestions(stored, [{ ...question, options: [where, { ...having, text: 'GROUP BY' }] }])).toBe(
      false,
    );
    expect(sameQuestions(stored, [{ ...question, options: [having, where] }])).toBe(false);
    expect(
      sameQuestions(stored, [
        {
          ...question,
          options: [
            { ...where, correct: true },
            { ...having, correct: false },
          ],
        },
      ]),
    ).toBe(false);
    expect(sameQuestions(stored, [question, question])).toBe(false);
  });
});
