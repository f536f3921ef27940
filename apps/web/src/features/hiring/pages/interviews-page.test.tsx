import type { DataOf, listDashboardActivities, Reminder } from '@talent/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAsTalent } from '@/test/render-app';
import { serveHiringDashboard } from '../test/hiring-network';

const activity: DataOf<typeof listDashboardActivities>[number] = {
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

const confirmedSoon: Reminder = {
  upcoming_interviews: [
    {
      role_talent_id: 31,
      position_name: 'Backend Engineer',
      company_name: 'Gojek',
      interview_date: '2026-11-26T03:00:00.000Z',
      invitation_type: 'online',
      location: null,
      url: 'https://meet.example.com/abc',
    },
  ],
  invitations_waiting: 2,
  offers_waiting: 1,
};

describe('the dashboard', () => {
  it('groups activities by stage with their badge, and joins the marketplace', async () => {
    signInAsTalent();
    serveHiringDashboard({ activities: [activity] });
    const { user } = renderApp('/talent/interviews');
    const interviews = await screen.findByRole('region', { name: 'Interview' });
    expect(within(interviews).getByText('Backend Engineer')).toBeInTheDocument();
    expect(within(interviews).getByText('Waiting Company Response')).toBeInTheDocument();
    expect(
      within(interviews).getByRole('button', { name: 'Interview: Backend Engineer at Gojek' }),
    ).toBeInTheDocument();

    const marketplace = screen.getByRole('region', { name: 'Marketplace' });
    await user.click(within(marketplace).getByRole('button', { name: 'Join marketplace' }));
    expect(
      await within(marketplace).findByText('Your period starts on Monday, 30 November 2026.'),
    ).toBeInTheDocument();
    expect(within(marketplace).getByText('Joined')).toHaveAttribute('aria-current', 'step');
  });

  it('reminds of a confirmed interview soon and of the answers waiting, and says Talent is finding a job', async () => {
    signInAsTalent();
    serveHiringDashboard({ activities: [activity], reminder: confirmedSoon, finding: true });
    renderApp('/talent/interviews');
    const reminder = await screen.findByRole('region', { name: 'Coming up' });
    expect(within(reminder).getByRole('button', { name: 'Backend Engineer at Gojek' })).toBeInTheDocument();
    expect(within(reminder).getByText(/on Thursday, 26 November 2026, 10:00 AM/)).toBeInTheDocument();
    expect(within(reminder).getByRole('link', { name: 'Join meeting' })).toHaveAttribute(
      'href',
      'https://meet.example.com/abc',
    );
    expect(
      within(reminder).getByText('2 interview invitations and 1 job offer wait for your answer.'),
    ).toBeInTheDocument();
    const marketplace = screen.getByRole('region', { name: 'Marketplace' });
    expect(await within(marketplace).findByText('Finding you a job')).toBeInTheDocument();
  });

  it('shows no reminder when nothing is coming, and that no one is looking yet', async () => {
    signInAsTalent();
    serveHiringDashboard({ activities: [activity] });
    renderApp('/talent/interviews');
    const marketplace = await screen.findByRole('region', { name: 'Marketplace' });
    expect(await within(marketplace).findByText('Not looking for you yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Coming up' })).not.toBeInTheDocument();
  });

  it('keeps the activities under a skeleton until the reminder above them is in, so nothing jumps', async () => {
    signInAsTalent();
    let releaseReminder = () => {};
    const reminderHeld = new Promise<void>((resolve) => {
      releaseReminder = resolve;
    });
    serveHiringDashboard({ activities: [activity], reminder: confirmedSoon, reminderAfter: reminderHeld });
    renderApp('/talent/interviews');
    expect(await screen.findByRole('status', { name: 'Loading your activities' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Interview' })).not.toBeInTheDocument();

    releaseReminder();
    expect(await screen.findByRole('region', { name: 'Coming up' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Interview' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your activities' })).not.toBeInTheDocument();
  });
});
