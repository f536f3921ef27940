import { assessmentErrorTypes } from '@talent/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signInWithProfile } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a challenge question page', { timeout: 30_000 }, () => {
  it("is headed by the challenge's name", async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/challenges/21/talents/'))
        return Response.json({
          data: {
            assessment: {
              id: 21,
              name: 'SQL Joins',
              description: 'Ten questions',
              position_prefixes: [],
              question_count: 10,
              duration: 10,
              duration_seconds: 600,
              pass_percent: 70,
            },
            attempt: null,
            last_result: null,
            retake_at: null,
            contest: {
              id: 5,
              name: 'Data Week',
              description: 'A week of data.',
              starts_at: '2026-11-01T00:00:00.000Z',
              ends_at: '2026-12-31T00:00:00.000Z',
              status: 'open',
              challenge_count: 1,
            },
          },
          meta: { message: 'Success' },
        });
      // The contest is over: the page shows its time-up screen, still under the challenge's name.
      if (url.includes('/challenges/attempts'))
        return Response.json(
          {
            data: null,
            meta: { message: 'The contest has ended', type: assessmentErrorTypes.contestExpired },
          },
          { status: 400 },
        );
      return Response.json({ data: [], meta: { message: 'Success' } });
    });
    signInWithProfile();
    renderApp('/talent/contest/5/challenges/21/question');
    expect(await screen.findByRole('heading', { level: 1, name: 'SQL Joins' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Challenges' })).toBeNull();
  });
});
