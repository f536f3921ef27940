import { getCompany } from '@talent/contract';
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readAnnouncementOpen, readAuth, readTalentData, writeAnnouncementOpen } from '@/lib/auth-storage';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { answer, answerTheRestEmpty, network } from '@/test/network';
import { renderApp, signInAsTalent, signInWithProfile } from '@/test/render-app';
import { leaveForStaffSystem, routes, routesAt } from './routes';

describe('mounting a feature', () => {
  it("puts a feature's page in place of the placeholder with its path, and keeps the other placeholders", () => {
    const jobs = { talent: [{ path: 'job/:id', loader: () => null }] };
    const talent = routesAt('talent', [jobs]);
    expect(talent.filter((route) => route.path === 'job/:id')).toEqual(jobs.talent);
    expect(talent.map((route) => route.path)).toContain('interviews');
    expect(routesAt('talent', []).find((route) => route.path === 'job/:id')?.handle).toEqual({
      titleKey: 'job',
    });
  });
});

describe('the route table', () => {
  it.each(['/', '/talent', '/talent/dashboard'])(
    'sends %s to the dashboard at /talent/interviews',
    async (start) => {
      signInAsTalent();
      const { router } = renderApp(start);
      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/talent/interviews');
    },
  );

  it.each(['/', '/talent', '/talent/interviews', '/talent/profile/education', '/talent/quiz/3/question'])(
    'sends a guest from %s to /login',
    async (start) => {
      const { router } = renderApp(start);
      expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('logs out a signed-in account that is not a talent', async () => {
    signInAsTalent({
      id: 3,
      type: 'Employer',
      token: 'employer-token',
      onboarded: { status: true, last_page: 0 },
    });
    const { router } = renderApp('/talent/interviews');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readAuth()).toBeNull();
  });

  it('asks a guest on an employer path to sign in, except on the invitation page', async () => {
    const guest = renderApp('/employer/jobs');
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/login'));
    guest.unmount();

    const invitation = renderApp('/employer/invitation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation' })).toBeInTheDocument();
    expect(invitation.router.state.location.pathname).toBe('/employer/invitation');
  });

  it('shows company pages under /company, /talent/company and /employer', async () => {
    signInAsTalent();
    const company = {
      id: 4,
      name: 'Traveloka',
      pt: null,
      company_image: null,
      location: 'Jakarta',
      industry: null,
      size: null,
      about: null,
      website_url: null,
      linkedin_url: null,
      jobs: 0,
    };
    answerTheRestEmpty();
    network.use(answer(getCompany, company));
    for (const path of ['/company/4', '/talent/company/4', '/employer/4']) {
      const view = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Traveloka' })).toBeInTheDocument();
      expect(view.router.state.location.pathname).toBe(path);
      view.unmount();
    }
  });

  it('opens the public salary calculator to guests', async () => {
    renderApp('/salary-calculator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Salary Calculator' })).toBeInTheDocument();
    expect(document.title).toBe('Salary Calculator');
  });

  it.each([
    ['/talent/create-password', 'Create Password'],
    ['/talent/rating/thankyou', 'Thank You!'],
    ['/talent/profile', 'My Profile'],
    ['/talent/profile/show', 'View as a company sees it'],
    ['/talent/profile/references/edit', 'Ask for a Reference'],
    ['/talent/contest', 'Contests'],
    ['/talent/certificate-not-found', 'Certificate Not Found'],
    ['/talent/notifications', 'Notifications'],
  ])('has a page at %s titled %s', async (path, title) => {
    signInWithProfile();
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows the not-found page at /talent/404', async () => {
    signInAsTalent();
    renderApp('/talent/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oopss!' })).toBeInTheDocument();
  });

  it('logout forgets the stored auth, talent and announcement choice and goes to /login', async () => {
    signInAsTalent();
    writeAnnouncementOpen(false);
    const { router } = renderApp('/logout?type=SESSION_EXPIRED');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readAuth()).toBeNull();
    expect(readTalentData()).toBeNull();
    expect(readAnnouncementOpen()).toBe(true);
  });

  it('leaves the app for the staff system on paths under /staffs', async () => {
    setRuntimeConfig({ staffSystemUrl: 'https://staff.example.org/' });
    const staffRoute = matchRoutes(routes, '/staffs/reports/daily')?.at(-1)?.route;
    expect(staffRoute?.loader).toBe(leaveForStaffSystem);

    const answer = leaveForStaffSystem();
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('https://staff.example.org/');
    // A document load, not a route of this app.
    expect(answer.headers.get('X-Remix-Reload-Document')).toBe('true');
  });
});
