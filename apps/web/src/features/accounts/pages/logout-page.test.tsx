import { signout } from '@talent/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readAnnouncementOpen, readAuth, readTalentData, writeAnnouncementOpen } from '@/lib/auth-storage';
import { network, onEndpoint } from '@/test/network';
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
    const signouts: Request[] = [];
    network.use(
      onEndpoint(signout, ({ request }) => {
        signouts.push(request);
        // The server never answers: the talent is logged out here without waiting for it.
        return new Promise<never>(() => {});
      }),
    );
    signInAsTalent();
    const { router } = renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readAuth()).toBeNull();
    await waitFor(() => expect(signouts).toHaveLength(1));
    expect(signouts[0]?.headers.get('Authorization')).toBe(`Bearer ${signedInTalent.token}`);
  });
});
