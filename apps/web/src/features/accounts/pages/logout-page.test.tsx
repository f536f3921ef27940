import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readAnnouncementOpen, readAuth, readTalentData, writeAnnouncementOpen } from '@/lib/auth-storage';
import { renderApp, signedInTalent, signInAsTalent } from '@/test/render-app';

describe('logging out', { timeout: 30_000 }, () => {
  it('tells that the session expired, forgets it, and goes to /login', async () => {
    signInAsTalent();
    writeAnnouncementOpen(false);
    const { router } = renderApp('/logout?type=SESSION_EXPIRED');
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readAuth()).toBeNull();
    expect(readTalentData()).toBeNull();
    expect(readAnnouncementOpen()).toBe(true);
  });

  it('ends the session on the server with the token it forgets', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    signInAsTalent();
    const { router } = renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readAuth()).toBeNull();
    const signout = fetch.mock.calls
      .map((call) => call as unknown as [string, RequestInit])
      .find(([url]) => url === '/api/auth/auth-core/signout');
    expect(new Headers(signout?.[1].headers).get('Authorization')).toBe(`Bearer ${signedInTalent.token}`);
  });
});
