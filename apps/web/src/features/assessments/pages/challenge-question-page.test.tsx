import { assessmentErrorTypes, getTalentChallenge, startChallengeAttempt } from '@talent/contract';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, answerTheRestEmpty, network, onEndpoint } from '@/test/network';
import { renderApp, signInWithProfile } from '@/test/render-app';
import { challengeFixture, contestFixture } from '../test/assessment-fixtures';

describe('a challenge question page', { timeout: 30_000 }, () => {
  it("is headed by the challenge's name", async () => {
    answerTheRestEmpty();
    network.use(
      answer(getTalentChallenge, {
        assessment: challengeFixture(21, 'SQL Joins'),
        attempt: null,
        last_result: null,
        retake_at: null,
        contest: contestFixture({ name: 'Data Week', description: 'A week of data.' }),
      }),
      // The contest is over: the page shows its time-up screen, still under the challenge's name.
      onEndpoint(startChallengeAttempt, () =>
        HttpResponse.json(
          {
            data: null,
            meta: { message: 'The contest has ended', type: assessmentErrorTypes.contestExpired },
          },
          { status: 400 },
        ),
      ),
    );
    signInWithProfile();
    renderApp('/talent/contest/5/challenges/21/question');
    expect(await screen.findByRole('heading', { level: 1, name: 'SQL Joins' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Challenges' })).toBeNull();
  });
});
