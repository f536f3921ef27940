import { notificationMessages } from '@talent/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The mail-subscription answers of one link, and the calls the page made. */
function answerSubscription(token: string, subscribed: boolean) {
  const calls: string[] = [];
  let on = subscribed;
  const previous = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname !== '/api/mailer/unsubscribe') return previous(input, init);
    const method = init?.method ?? 'GET';
    calls.push(method);
    if (url.searchParams.get('token') !== token) {
      return json({ meta: { type: 'NOT_FOUND', message: notificationMessages.unsubscribeLinkInvalid } }, 404);
    }
    if (method === 'POST') on = false;
    return json({ data: { type: 'job_alert', subscribed: on }, meta: { message: 'Success' } });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the unsubscribe page', () => {
  it('asks before it stops a kind of mail, and changes nothing by being opened', async () => {
    const calls = answerSubscription('good', true);
    const { user } = renderApp('/unsubscribe?token=good');
    expect(await screen.findByText('Stop emails about “Job alerts”?')).toBeInTheDocument();
    expect(calls).toEqual(['GET']);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    // Said politely where it appears: inside a status, beside the shell's route announcer.
    expect(
      (await screen.findByText(notificationMessages.unsubscribed)).closest('[role="status"]'),
    ).not.toBeNull();
    expect(calls).toEqual(['GET', 'POST']);
    expect(screen.getByRole('link', { name: 'Choose which emails you get in Settings' })).toHaveAttribute(
      'href',
      '/talent/settings',
    );
  });

  it('says so when that mail is already off', async () => {
    answerSubscription('good', false);
    renderApp('/unsubscribe?token=good');
    expect(await screen.findByText('You no longer get emails about “Job alerts”.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('tells a forged or cut-off link on the page', async () => {
    answerSubscription('good', true);
    renderApp('/unsubscribe?token=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent(notificationMessages.unsubscribeLinkInvalid);
  });
});
