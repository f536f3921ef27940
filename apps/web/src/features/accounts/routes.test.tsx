import { screen, waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readAuth, writeAuth } from '@/lib/auth-storage';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { renderApp, signedInTalent, signInAsTalent } from '@/test/render-app';
import { appVersionKey, runningAppVersion } from './session/app-version';
import { openInvitation } from './session/invitation';

const loaderArgs = (url: string) => ({ request: new Request(url) }) as LoaderFunctionArgs;

describe('the version guard', { timeout: 30_000 }, () => {
  it('clears what a signed-in browser stored under another app version and logs out', async () => {
    signInAsTalent();
    window.localStorage.setItem(appVersionKey, 'an-older-version');
    window.localStorage.setItem('somethingElse', 'kept by an older version');
    const { router } = renderApp('/talent/interviews');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readAuth()).toBeNull();
    expect(window.localStorage.getItem('somethingElse')).toBeNull();
  });

  it('lets a browser on the running version in', async () => {
    signInAsTalent();
    window.localStorage.setItem(appVersionKey, runningAppVersion);
    const { router } = renderApp('/talent/interviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/talent/interviews');
  });
});

describe('a coworker invitation link', { timeout: 30_000 }, () => {
  it('logs out a signed-in talent', async () => {
    signInAsTalent();
    const { router } = renderApp('/talent/invitation/new?token=invite-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readAuth()).toBeNull();
  });

  it('opens the separate invitation page for a visitor, from the runtime configuration', () => {
    const url = 'http://localhost:3000/talent/invitation/new?token=invite-1';
    const answer = openInvitation(loaderArgs(url));
    expect(answer.headers.get('Location')).toBe('http://localhost:3000/employer/invitation?token=invite-1');
    expect(answer.headers.get('X-Remix-Reload-Document')).toBe('true');

    setRuntimeConfig({ invitationPageUrl: 'https://hire.example.org/invitation' });
    expect(openInvitation(loaderArgs(url)).headers.get('Location')).toBe(
      'https://hire.example.org/invitation?token=invite-1',
    );
  });

  it('is ignored by a talent without a token', async () => {
    writeAuth(signedInTalent);
    expect(
      openInvitation(loaderArgs('http://localhost:3000/talent/invitation/new')).headers.get('Location'),
    ).toBe('/');
    expect(readAuth()).not.toBeNull();
  });
});
