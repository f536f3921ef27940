import type { Milestone } from '@talent/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInTalent, signInAsTalent } from '@/test/render-app';
import { serveDashboard } from '../test/dashboard-network';

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

describe('the getting-started piece of the dashboard', { timeout: 30_000 }, () => {
  it('shows the profile completeness and the milestones, and tells the server the new ones were seen, at once', async () => {
    signInAsTalent();
    const sent = serveDashboard(milestones);
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
    const sent = serveDashboard(milestones);
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
