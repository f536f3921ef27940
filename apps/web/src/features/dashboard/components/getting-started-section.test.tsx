import type { Milestone } from '@talent/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInTalent, signInAsTalent } from '@/test/render-app';

const milestone = (id: number, key: Milestone['key'], done: boolean, acknowledged = done): Milestone => ({
  id,
  key,
  done,
  progress: key === 'profile' ? 75 : null,
  acknowledged,
});

const milestones: Milestone[] = [
  milestone(1, 'profile', false),
  milestone(2, 'cv', true),
  milestone(3, 'apply', true, false),
  milestone(4, 'interview', true, false),
  milestone(5, 'certificate', false),
  milestone(6, 'referral', false),
];

/** The dashboard's server: a first visit (tour not done) with three milestones reached, two of them new. */
function answerDashboard() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const { pathname } = new URL(request.url);
    if (request.method !== 'GET') {
      const text = await request.text();
      sent.push({ method: request.method, path: pathname, body: text ? JSON.parse(text) : null });
    }
    const data = pathname.endsWith('/tour')
      ? {
          done: request.method === 'PUT',
          done_at: request.method === 'PUT' ? '2026-11-25T03:00:00.000Z' : null,
        }
      : pathname.endsWith('/milestones')
        ? milestones.map((m) => (request.method === 'PATCH' && m.done ? { ...m, acknowledged: true } : m))
        : pathname.includes('/reminder/')
          ? { upcoming_interviews: [], invitations_waiting: 0, offers_waiting: 0 }
          : [];
    return Response.json({ data, meta: { message: 'Success' } });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the getting-started piece of the dashboard', { timeout: 30_000 }, () => {
  it('shows the profile completeness and the milestones, and tells the server the new ones were seen, at once', async () => {
    signInAsTalent();
    const sent = answerDashboard();
    renderApp('/talent/interviews');
    const piece = await screen.findByRole('region', { name: 'Getting started' });
    expect(await within(piece).findByText('3 of 6 milestones reached')).toBeInTheDocument();
    expect(within(piece).getByText('75%')).toBeInTheDocument();
    // The mark comes once the list has been read as this visit's news, as a person sees it appear.
    await waitFor(() =>
      expect(within(piece).getByText('Apply to a job').closest('li')).toHaveTextContent('New'),
    );
    expect(within(piece).getByRole('link', { name: 'Refer a friend to Talent' })).toHaveAttribute(
      'href',
      '/talent/refer',
    );
    await waitFor(() =>
      expect(sent.filter((call) => call.method === 'PATCH')).toEqual([
        {
          method: 'PATCH',
          path: `/api/talent/v1/talent/${signedInTalent.id}/milestones`,
          body: { id: [3, 4] },
        },
      ]),
    );
  });

  it('offers the tour on a first visit, walks its steps, and does not offer it again once finished', async () => {
    signInAsTalent();
    const sent = answerDashboard();
    const { user } = renderApp('/talent/interviews');
    const piece = await screen.findByRole('region', { name: 'Getting started' });
    await user.click(await within(piece).findByRole('button', { name: 'Start tour' }));
    const tour = await screen.findByRole('dialog', { name: 'Welcome to Talent' });
    expect(within(tour).getByText('Step 1 of 5')).toBeInTheDocument();
    for (let step = 1; step < 5; step += 1)
      await user.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(within(tour).getByText('Step 5 of 5')).toBeInTheDocument();
    await user.click(within(tour).getByRole('button', { name: 'Finish' }));
    await waitFor(() =>
      expect(within(piece).queryByRole('button', { name: 'Start tour' })).not.toBeInTheDocument(),
    );
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: `/api/talent/v1/talent/${signedInTalent.id}/tour`, body: null },
    ]);
  });
});
