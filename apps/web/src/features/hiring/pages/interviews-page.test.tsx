import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signInAsTalent } from '@/test/render-app';

const activity = {
  id: 31,
  job_id: 4,
  position_name: 'Backend Engineer',
  company_id: 1,
  company_name: 'Gojek',
  company_image: null,
  stage: 'Interview',
  stage_id: 1,
  state: 'interview_suggested',
  type: 'SUMMARY',
  badge: 'Waiting Company Response',
  interview_date: null,
  updated_at: '2026-11-24T03:00:00.000Z',
};

const notJoined = { status: 0, next_period_mp: null, active_mp: null, expired_mp: null };
const joined = { ...notJoined, status: 2, next_period_mp: '2026-11-29T17:00:00.000Z' };

/** The server as the dashboard meets it: one activity waiting for the company, not yet in the marketplace. */
function answerDashboard() {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    const data = url.includes('/marketplace/join')
      ? joined
      : url.includes('/marketplace')
        ? notJoined
        : url.includes('/activities')
          ? [activity]
          : [];
    return Response.json({
      data,
      meta: { message: url.includes('/join') ? 'You have joined the marketplace' : 'Success' },
    });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dashboard', () => {
  it('groups activities by stage with their badge, and joins the marketplace', async () => {
    signInAsTalent();
    answerDashboard();
    const { user } = renderApp('/talent/interviews');
    const interviews = await screen.findByRole('region', { name: 'Interview' });
    expect(within(interviews).getByText('Backend Engineer')).toBeInTheDocument();
    expect(within(interviews).getByText('Waiting Company Response')).toBeInTheDocument();
    expect(
      within(interviews).getByRole('button', { name: 'Open Backend Engineer at Gojek' }),
    ).toBeInTheDocument();

    const marketplace = screen.getByRole('region', { name: 'Marketplace' });
    await user.click(within(marketplace).getByRole('button', { name: 'Join marketplace' }));
    expect(
      await within(marketplace).findByText('Your period starts on Monday, 30 November 2026.'),
    ).toBeInTheDocument();
    expect(within(marketplace).getByText('Joined')).toHaveAttribute('aria-current', 'step');
  });
});
