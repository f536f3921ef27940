import { defaultServiceBases } from '@talent/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeAuth, writeTalentData } from '@/lib/auth-storage';
import { modalStore } from '@/lib/modal-manager';
import { setRuntimeConfig } from '@/lib/runtime-config';
import {
  renderApp,
  renderInRouter,
  signedInTalent,
  signInAsTalent,
  signInWithProfile,
} from '@/test/render-app';
import { setNarrowScreen } from '@/test/setup';
import { answerTalentLoad, talentFixture } from '@/test/talent-fixture';
import { GlobalModals } from '../modals/global-modals';
import { NotificationBell } from './notification-bell';
import type { NotificationPreview } from './shell-notifications';

describe('the header', () => {
  it('leads a signed-in talent to DASHBOARD, JOB LISTING and MEDIA (in a new tab)', async () => {
    signInAsTalent();
    renderApp('/talent/interviews');
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['DASHBOARD', '/talent/interviews'],
      ['JOB LISTING', '/talent/job-opportunities'],
      ['MEDIA', '/media'],
    ]);
    expect(within(navigation).getByRole('link', { name: 'MEDIA' })).toHaveAttribute('target', '_blank');
    expect(within(navigation).getByRole('link', { name: 'DASHBOARD' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('has a profile menu with VIEW PROFILE, SETTINGS and SIGNOUT, and SIGNOUT signs out', async () => {
    signInAsTalent();
    const { user, router } = renderApp('/talent/interviews');
    const button = await screen.findByRole('button', { name: /profile menu$/i });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('dialog', { name: 'Profile menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['VIEW PROFILE', '/talent/profile'],
      ['SETTINGS', '/talent/settings'],
      ['SIGNOUT', '/logout'],
    ]);
    await user.click(within(menu).getByRole('link', { name: 'SIGNOUT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('button', { name: /profile menu$/i })).not.toBeInTheDocument();
  });

  it('leads from CAREER TOOLS to contests, refer a friend, the salary calculator and the skill quizzes', async () => {
    signInAsTalent();
    const { user } = renderApp('/talent/interviews');
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(navigation).getByRole('button', { name: 'CAREER TOOLS' }));
    const menu = await screen.findByRole('dialog', { name: 'CAREER TOOLS' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['CONTESTS', '/talent/contest'],
      ['REFER A FRIEND', '/talent/refer'],
      ['SALARY CALCULATOR', '/salary-calculator'],
    ]);
    await user.click(within(menu).getByRole('button', { name: 'SKILL QUIZZES' }));
    expect(await screen.findByRole('dialog', { name: 'Skill Assessment' })).toBeInTheDocument();
  });

  it("shows the talent's name and photo as GET /talent/{query} answers them after sign-in", async () => {
    // What sign-in keeps of the talent before the whole talent has loaded.
    writeAuth(signedInTalent);
    writeTalentData({ id: signedInTalent.id, email: 'putri@example.com' });
    // Files are served beside the app, under the API's own origin.
    setRuntimeConfig({
      serviceBases: { ...defaultServiceBases, talentV1: 'https://api.talent.test/api/talent/v1' },
    });
    answerTalentLoad(
      talentFixture({
        fullname: 'Putri Wulandari',
        image_url: { medium: '/api/talent/v1/files/putri-medium', thumb: '/api/talent/v1/files/putri-thumb' },
      }),
    );
    renderApp('/talent/settings');
    // Named by the name it shows, as a person says it (WCAG 2.5.3).
    const button = await screen.findByRole('button', { name: 'Putri Wulandari, profile menu' });
    expect(within(button).getByText('Putri Wulandari')).toBeInTheDocument();
    // The avatar swaps its initials for the photo in an effect, after the paint.
    await waitFor(() =>
      expect(button.querySelector('img')).toHaveAttribute(
        'src',
        'https://api.talent.test/api/talent/v1/files/putri-thumb',
      ),
    );
  });

  it("shows the talent's initials when they have no photo", async () => {
    writeAuth(signedInTalent);
    writeTalentData({ id: signedInTalent.id, email: 'putri@example.com' });
    answerTalentLoad(talentFixture({ fullname: 'Putri Wulandari', image_url: null }));
    renderApp('/talent/settings');
    const button = await screen.findByRole('button', { name: /profile menu$/i });
    expect(await within(button).findByText('PW')).toBeInTheDocument();
    expect(within(button).getByText('Putri Wulandari')).toBeInTheDocument();
    expect(button.querySelector('img')).toBeNull();
  });

  it('opens the navigation in a drawer from the burger on small screens', async () => {
    signInAsTalent();
    const { user } = renderApp('/talent/interviews');
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    for (const name of [
      'DASHBOARD',
      'JOB LISTING',
      'MEDIA',
      'CONTESTS',
      'REFER A FRIEND',
      'SALARY CALCULATOR',
      'VIEW PROFILE',
      'SETTINGS',
      'SIGNOUT',
    ]) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }
    await user.click(within(drawer).getByRole('button', { name: 'SKILL QUIZZES' }));
    expect(await screen.findByRole('dialog', { name: 'Skill Assessment' })).toBeInTheDocument();
  });

  it('shows the variant without navigation to guests', async () => {
    renderApp('/salary-calculator');
    await screen.findByRole('heading', { name: 'Salary Calculator' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talent home' })).toHaveAttribute('href', '/');
  });

  it('is hidden on onboarding steps 1 and 2 with the footer, and on rating pages', async () => {
    signInAsTalent();
    signInWithProfile({
      ...signedInTalent,
      onboarded: { status: false, last_page: 1, password_created: true },
    });
    const onboarding = renderApp('/talent/onboarding/2');
    await screen.findByRole('heading', { name: 'What job are you looking for?' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    onboarding.unmount();

    // The footer shows on /talent/rating/2 only (shell-layout.test.ts; the rating journey sees it).
    signInAsTalent();
    renderApp('/talent/rating/1');
    await screen.findByRole('heading', { name: 'How was your experience?' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('lets keyboard users skip to the main content', async () => {
    // The header loads the talent; a page that loads nothing of its own, so no toast of a failed
    // call comes before the link.
    signInWithProfile();
    const { user } = renderApp('/talent/certificate-not-found');
    await screen.findByRole('heading', { name: 'Certificate Not Found' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});

const notifications = (count: number): NotificationPreview[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    message: `Notification number ${index + 1}`,
    read: index > 1,
    url: `/talent/job/${index + 1}`,
  }));

describe('the notification bell', () => {
  it('shows the unread count only when it is above 0', () => {
    const none = renderInRouter(<NotificationBell unreadCount={0} items={[]} />);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    none.unmount();

    renderInRouter(<NotificationBell unreadCount={3} items={notifications(3)} />);
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('shows a two-digit count whole on the bell, and 99+ beyond 99', () => {
    const ten = renderInRouter(<NotificationBell unreadCount={10} items={notifications(10)} />);
    expect(screen.getByRole('button', { name: 'Notifications, 10 unread' })).toHaveTextContent(/^10$/);
    ten.unmount();

    renderInRouter(<NotificationBell unreadCount={120} items={notifications(10)} />);
    expect(screen.getByRole('button', { name: 'Notifications, 120 unread' })).toHaveTextContent(/^99\+$/);
  });

  it('opens an overlay with at most 10 notifications, and View All opens the full list in the talent_notification global modal on wide screens', async () => {
    const { user, router } = renderInRouter(
      <>
        <NotificationBell unreadCount={2} items={notifications(12)} />
        <GlobalModals />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const overlay = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(overlay).getAllByText(/^Notification number/)).toHaveLength(10);
    expect(within(overlay).queryByText('Notification number 11')).not.toBeInTheDocument();

    await user.click(within(overlay).getByRole('link', { name: 'View All' }));
    const modal = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(modal).findByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
    expect(modalStore.getStack()).toEqual([{ name: 'talent_notification' }]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the place a notification leads to', async () => {
    const { user, router } = renderInRouter(<NotificationBell unreadCount={2} items={notifications(3)} />);
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: /Notification number 2/ }));
    expect(router.state.location.pathname).toBe('/talent/job/2');
  });

  it('says so when there are no notifications', async () => {
    const { user } = renderInRouter(<NotificationBell unreadCount={0} items={[]} />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You have no notifications yet.')).toBeInTheDocument();
  });

  it('leads to the notifications page on screens 992 px wide or narrower', async () => {
    setNarrowScreen(true);
    const { user, router } = renderInRouter(<NotificationBell unreadCount={5} items={notifications(5)} />);
    const bell = screen.getByRole('link', { name: 'Notifications, 5 unread' });
    expect(bell).toHaveAttribute('href', '/talent/notifications');
    await user.click(bell);
    expect(router.state.location.pathname).toBe('/talent/notifications');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
