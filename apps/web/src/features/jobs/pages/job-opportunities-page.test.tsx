import type { Opportunity } from '@talent/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { opportunityFixture } from '@/test/job-fixture';
import { network } from '@/test/network';
import { renderApp, signInAsTalent } from '@/test/render-app';
import { answerTalentLoad, talentFixture } from '@/test/talent-fixture';

const answer = (data: unknown, meta: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ data, meta: { message: 'Success', ...meta } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const jobs = [
  opportunityFixture({ id: 11, position_name: 'Backend Engineer' }),
  opportunityFixture({ id: 12, position_name: 'Data Analyst' }),
];

interface Listed {
  filter: string | null;
  size: string | null;
  page: string | null;
}

/** The listing's server: 12 jobs in all, 3 applied; the applied list's reload waits to be let go. */
function serveListing() {
  const listed: Listed[] = [];
  let appliedReloads = 0;
  let letAppliedReload = () => {};
  const applied: Opportunity[] = [opportunityFixture({ id: 30, applied: true })];
  network.use(
    http.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const method = request.method;
      if (url.pathname === '/api/talent/v2/opportunities/7' && method === 'GET') {
        const filter = url.searchParams.get('filter');
        listed.push({ filter, size: url.searchParams.get('size'), page: url.searchParams.get('page') });
        if (filter === 'applied') {
          appliedReloads += 1;
          if (appliedReloads > 1)
            await new Promise<void>((resolve) => {
              letAppliedReload = resolve;
            });
          return answer(applied, { count: appliedReloads > 1 ? 4 : 3 });
        }
        return answer(jobs, { count: 12 });
      }
      if (url.pathname === '/api/talent/v2/jobs/11/apply' && method === 'POST') {
        return answer(
          { product_id: 11, applied: true, bookmarked: false },
          { message: 'Job applied successfully' },
        );
      }
      return answer([], { count: 0 });
    }),
  );
  return { listed, letAppliedReload: () => letAppliedReload() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('applying from the listing under All', { timeout: 30_000 }, () => {
  it('reloads the list at size 5, after moving the counts by one at once', async () => {
    signInAsTalent();
    const server = serveListing();
    answerTalentLoad(
      talentFixture({ cv: { url: '/cv', name: 'cv.pdf', size: 52_000, mime: 'application/pdf' } }),
    );
    const { user } = renderApp('/talent/job-opportunities?filter=applied');
    expect(await screen.findByText('3 jobs')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All Jobs' }));
    expect(await screen.findByText('12 jobs')).toBeInTheDocument();

    const card = screen.getByRole('article', { name: 'Backend Engineer' });
    await user.click(within(card).getByRole('button', { name: 'Apply Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply Job - Backend Engineer' });
    const before = server.listed.length;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Job applied successfully')).toBeInTheDocument();
    await waitFor(() => expect(server.listed.length).toBeGreaterThan(before));
    expect(server.listed.slice(before)).toEqual([{ filter: 'all', size: '5', page: '1' }]);

    // The applied list shows one more at once, while its own reload is still on its way.
    await user.click(screen.getByRole('tab', { name: 'Applied' }));
    expect(await screen.findByText('4 jobs')).toBeInTheDocument();
    server.letAppliedReload();
  });
});

describe('the Apply Job modal', { timeout: 30_000 }, () => {
  it('keeps Confirm busy for 500 ms after a failed apply, so a second press sends nothing', async () => {
    signInAsTalent();
    const applies: string[] = [];
    network.use(
      http.all('*/api/*', ({ request }) => {
        const url = new URL(request.url);
        if (url.pathname === '/api/talent/v2/opportunities/7') return answer(jobs, { count: 2 });
        if (url.pathname === '/api/talent/v2/jobs/11/apply') {
          applies.push(url.pathname);
          return new Response(
            JSON.stringify({ data: null, meta: { message: 'Try again' }, error: 'Try again' }),
            {
              status: 409,
              headers: { 'content-type': 'application/json' },
            },
          );
        }
        return answer([], { count: 0 });
      }),
    );
    answerTalentLoad(
      talentFixture({ cv: { url: '/cv', name: 'cv.pdf', size: 52_000, mime: 'application/pdf' } }),
    );
    const { user } = renderApp('/talent/job-opportunities');
    const card = await screen.findByRole('article', { name: 'Backend Engineer' });
    await user.click(within(card).getByRole('button', { name: 'Apply Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply Job - Backend Engineer' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(confirm);
    for (let step = 0; step < 200 && !screen.queryByText('Try again'); step += 1) {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
    expect(screen.getByText('Try again')).toBeInTheDocument();
    expect(confirm).toHaveAttribute('data-loading', 'true');
    fireEvent.click(confirm);
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(applies).toHaveLength(1);
    expect(confirm).toHaveAttribute('data-loading', 'true');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(confirm).not.toHaveAttribute('data-loading');
  });
});
