import type { Opportunity } from '@talent/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { opportunityFixture } from '@/test/job-fixture';
import { renderInRouter } from '@/test/render-app';
import { JobCard } from './job-card';

const open = opportunityFixture({
  salary: { min: 15_000_000, max: 20_000_000 },
  match: { score: 80, matched: true, reasons: ['2 of your skills', 'in Jakarta'] },
});

function renderCard(job: Opportunity, props: Partial<Parameters<typeof JobCard>[0]> = {}) {
  const onApply = vi.fn();
  const onBookmark = vi.fn();
  const view = renderInRouter(
    <JobCard
      job={job}
      jobHref="/talent/job/11"
      companyHref="/talent/company/2"
      onApply={onApply}
      onBookmark={onBookmark}
      {...props}
    />,
  );
  return { ...view, onApply, onBookmark };
}

describe('the job card', () => {
  it('links the job and the company, and shows location, salary in IDR and why it matches', async () => {
    const { user, onApply, onBookmark } = renderCard(open);
    expect(screen.getByRole('link', { name: 'Backend Engineer' })).toHaveAttribute('href', '/talent/job/11');
    expect(screen.getByRole('link', { name: 'Tokopedia' })).toHaveAttribute('href', '/talent/company/2');
    expect(screen.getByText('Jakarta')).toBeInTheDocument();
    expect(screen.getByText('IDR 15.000.000 – 20.000.000')).toBeInTheDocument();
    expect(screen.getByText('Matches you: 2 of your skills · in Jakarta')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply Job' }));
    expect(onApply).toHaveBeenCalledWith(open);
    await user.click(screen.getByRole('button', { name: 'Save Job' }));
    expect(onBookmark).toHaveBeenCalledWith(open, true);
  });

  it("shows '-' without a salary, Unsave Job when saved, and a disabled Applied once applied", () => {
    renderCard({ ...open, salary: null, bookmarked: true, applied: true });
    expect(screen.getByText('-')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsave Job' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Applied' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Apply Job' })).toBeNull();
  });

  it('shows an application’s date and how far it went', () => {
    const { unmount } = renderCard({
      ...open,
      applied: true,
      application: { applied_at: '2026-11-21T03:00:00.000Z', stage_id: null },
    });
    expect(screen.getByTestId('application-status')).toHaveTextContent(
      'Applied on 21 Nov 2026 · Waiting for the company',
    );
    unmount();
    renderCard({
      ...open,
      applied: true,
      application: { applied_at: '2026-11-21T03:00:00.000Z', stage_id: 2 },
    });
    expect(screen.getByTestId('application-status')).toHaveTextContent('Applied on 21 Nov 2026 · Job Offer');
  });

  it("says 'Not matched with your profile' with a 'View details' link", () => {
    renderCard({ ...open, match: { score: 30, matched: false, reasons: [] } });
    expect(screen.getByText('Not matched with your profile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View details' })).toHaveAttribute('href', '/talent/job/11');
  });

  it("marks a closed job '(Closed)', unlinked and without actions", () => {
    renderCard({ ...open, is_closed: true });
    expect(screen.getByText('Backend Engineer (Closed)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Backend Engineer/ })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows no actions when they are turned off, and only the floating bookmark in its variant', async () => {
    const { unmount } = renderCard(open, { actions: false });
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    const { user, onBookmark } = renderCard(open, { floatingBookmark: true });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save Job', pressed: false }));
    expect(onBookmark).toHaveBeenCalledWith(open, true);
  });
});
