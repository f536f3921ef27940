import { type Certificate, certificateQueryKey } from '@talent/contract';
import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, type MockInstance, vi } from 'vitest';
import { renderPage, type SeededQuery } from '../entry-server';
import { writeAuth } from '../lib/auth-storage';
import { hydratePage } from './start-page';

/**
 * The browser's first render of a page the server rendered must be the server's, to the last id and
 * attribute (decision 0149). React's development build says so on the console when it is not: with
 * different text or elements it throws the server's HTML away; with different attributes (the ids
 * that tie a label to its field) it keeps the server's and warns.
 */
const mismatch = /hydrat|didn't match/i;

let root: HTMLElement;
let reactRoot: Root | undefined;
let hydrated: Mock<(router: DataRouter) => void>;
let consoleError: MockInstance<typeof console.error>;
/** What React reports as recoverable: a page whose hydration it threw away and drew again. */
let pageErrors: string[];
const keepPageError = (event: ErrorEvent) => pageErrors.push(String(event.error));

beforeEach(() => {
  root = document.body.appendChild(document.createElement('div'));
  hydrated = vi.fn();
  // Kept to be read, not printed: React also warns that two renderers share the app's contexts here.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  pageErrors = [];
  window.addEventListener('error', keepPageError);
});

afterEach(() => {
  // Unmounted before the next server render: both renderers share the app's contexts.
  act(() => reactRoot?.unmount());
  consoleError.mockRestore();
  window.removeEventListener('error', keepPageError);
  root.remove();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** Serves the server's render of `path` and hydrates it; the caller may have set a #hash or state. */
async function openServerRendered(path: string, seeded: readonly SeededQuery[] = []) {
  if (window.location.pathname !== path) window.history.replaceState(null, '', path);
  const page = await renderPage(new URL(path, window.location.origin), seeded);
  if (page.kind !== 'page') throw new Error(`${path} was not rendered`);
  root.innerHTML = page.body;
  reactRoot = await hydratePage(page.handOver, root, hydrated);
  await waitFor(() => expect(hydrated).toHaveBeenCalled());
  const reports = consoleError.mock.calls.map((call) => call.map(String).join(' '));
  return [...reports, ...pageErrors].filter((report) => mismatch.test(report));
}

describe('hydrating a page the server rendered', () => {
  it('keeps the server’s ids, so labels stay tied to their fields', async () => {
    expect(await openServerRendered('/login')).toEqual([]);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  });

  it('shows a notice carried in the history entry only once hydrated', async () => {
    window.history.replaceState(
      { usr: { notice: { kind: 'email-verified', email: 'sari@example.com' } }, key: 'x', idx: 0 },
      '',
      '/login',
    );
    expect(await openServerRendered('/login')).toEqual([]);
    expect(await screen.findByText(/verified/i)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('sari@example.com');
  });

  it('reads the sign-in token from the #hash only once hydrated', async () => {
    window.history.replaceState(null, '', '/login/callback#token=not-a-real-token');
    expect(await openServerRendered('/login/callback')).toEqual([]);
  });

  it('hydrates a guest’s page as a guest even when a session is stored', async () => {
    writeAuth({ id: 7, type: 'talent', token: 'stored', onboarded: { status: true, last_page: 3 } });
    expect(await openServerRendered('/salary-calculator')).toEqual([]);
  });

  it('hydrates a certificate drawn with its data, then draws its QR code for this address', async () => {
    const certificate: Certificate = {
      uid: 'AB12CD34',
      talent_id: 7,
      talent_name: 'Sari Dewi',
      kind: 'assessment',
      name: 'Microsoft Excel',
      contest_name: null,
      score: 90,
      issued_at: '2026-11-20T03:00:00.000Z',
    };
    const seeded = [{ key: certificateQueryKey(certificate.uid), data: [certificate] }];
    expect(await openServerRendered(`/talent/certificate/${certificate.uid}`, seeded)).toEqual([]);
    expect(screen.getByText('passed the skill assessment Microsoft Excel')).toBeVisible();
    expect(await screen.findByTestId('certificate-qr')).toHaveAccessibleName(
      new RegExp(`${window.location.origin}/talent/certificate/AB12CD34`),
    );
  });
});
