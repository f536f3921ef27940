import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signInWithProfile } from '@/test/render-app';

const challenge = (id: number, name: string) => ({
  id,
  name,
  description: 'Ten questions',
  position_prefixes: [],
  question_count: 10,
  duration: 10,
  duration_seconds: 600,
  pass_percent: 70,
});

function answer(data: unknown) {
  return Response.json({ data, meta: { message: 'Success' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a contest page', { timeout: 30_000 }, () => {
  it('offers the challenges not yet taken, and shows the score of a finished one instead', async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/contests/5/challenges'))
        return answer({
          contest: {
            id: 5,
            name: 'Code Sprint',
            description: 'A week of code.',
            starts_at: '2026-11-01T00:00:00.000Z',
            ends_at: '2026-12-31T00:00:00.000Z',
            status: 'open',
            challenge_count: 2,
          },
          challenges: [challenge(11, 'Arrays'), challenge(12, 'Strings')],
        });
      if (url.includes('/contests/5/submissions/'))
        return answer([
          {
            test_id: 11,
            name: 'Arrays',
            attempt_id: 1,
            score: 80,
            passed: true,
            certificate_uid: 'ABC',
            finished_at: '2026-11-20T00:00:00.000Z',
          },
        ]);
      return answer([]);
    });
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
