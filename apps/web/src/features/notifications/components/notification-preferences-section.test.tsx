import { notificationMessages } from '@talent/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInTalent, signInAsTalent } from '@/test/render-app';

const stored = { hiring: true, certificate: true, job_alert: true, referral: false, system: true };

/** The preferences as the server keeps them, and every body posted to it. */
function answerPreferences() {
  const posted: unknown[] = [];
  let current = { ...stored };
  const previous = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.endsWith(`/talent/${signedInTalent.id}/notification/preferences`)) return previous(input, init);
    if (init?.method === 'POST') {
      current = JSON.parse(String(init.body));
      posted.push(current);
    }
    return new Response(
      JSON.stringify({ data: current, meta: { message: notificationMessages.preferencesSaved } }),
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
      },
    );
  });
  return posted;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('email notification choices in settings', { timeout: 30_000 }, () => {
  it('shows what the talent chose, and saves a change once it is made', async () => {
    signInAsTalent();
    const posted = answerPreferences();
    const { user } = renderApp('/talent/settings');

    const jobAlerts = await screen.findByRole('switch', { name: /Job alerts/ });
    expect(jobAlerts).toBeChecked();
    expect(screen.getByRole('switch', { name: /Referrals/ })).not.toBeChecked();
    const save = screen.getByRole('button', { name: 'Save Preferences' });
    expect(save).toBeDisabled();

    await user.click(jobAlerts);
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText('Your email notification choices have been saved')).toBeInTheDocument();
    expect(posted).toEqual([{ ...stored, job_alert: false }]);
    expect(screen.getByRole('switch', { name: /Job alerts/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeDisabled();
  });
});
