import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '@/test/render-app';
import { QuizCard } from './quiz-card';

const quiz = {
  id: 3,
  name: 'JavaScript Fundamentals',
  description: 'The basics',
  position_prefixes: [{ id: 1, name: 'Engineering' }],
  question_count: 10,
  duration: 15,
  duration_seconds: 900,
  pass_percent: 70,
};

describe('a quiz card', () => {
  it('marks a quiz the talent has passed, and only that one', () => {
    renderInRouter(
      <>
        <QuizCard quiz={{ ...quiz, passed: true }} />
        <QuizCard quiz={{ ...quiz, id: 4, name: 'SQL Basics', passed: false }} />
      </>,
    );
    const [passed, open] = screen.getAllByRole('article');
    expect(passed).toHaveTextContent('Passed');
    expect(open).not.toHaveTextContent('Passed');
  });
});
