import { listContestChallenges, listContestSubmissions } from '@talent/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerTheRestEmpty, network } from '@/test/network';
import { renderApp, signInWithProfile } from '@/test/render-app';
import { challengeFixture, contestFixture } from '../test/assessment-fixtures';

describe('a contest page', { timeout: 30_000 }, () => {
  it('offers the challenges not yet taken, and shows the score of a finished one instead', async () => {
    answerTheRestEmpty();
    network.use(
      answer(listContestChallenges, {
        contest: contestFixture({ challenge_count: 2 }),
        challenges: [challengeFixture(11, 'Arrays'), challengeFixture(12, 'Strings')],
      }),
      answer(listContestSubmissions, [
        {
          test_id: 11,
          name: 'Arrays',
          attempt_id: 1,
          score: 80,
          passed: true,
          certificate_uid: 'ABC',
          finished_at: '2026-11-20T00:00:00.000Z',
        },
      ]),
    );
    signInWithProfile();
    renderApp('/talent/contest/5');
    const finished = await screen.findByRole('article', { name: 'Arrays' });
    expect(await within(finished).findByText('Finished · 80%')).toBeInTheDocument();
    expect(within(finished).getByRole('link', { name: 'See result' })).toHaveAttribute(
      'href',
      '/talent/contest/5/challenges/11',
    );
    expect(within(finished).queryByRole('link', { name: 'Take Challenge' })).toBeNull();
    const open = screen.getByRole('article', { name: 'Strings' });
    expect(within(open).getByRole('link', { name: 'Take Challenge' })).toBeInTheDocument();
  });
});
