import { notificationMessages } from '@talent/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { serveMailSubscription } from '../test/notifications-network';

describe('the unsubscribe page', () => {
  it('asks before it stops a kind of mail, and changes nothing by being opened', async () => {
    const calls = serveMailSubscription('good', true);
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
    serveMailSubscription('good', false);
    renderApp('/unsubscribe?token=good');
    expect(await screen.findByText('You no longer get emails about “Job alerts”.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('tells a forged or cut-off link on the page', async () => {
    serveMailSubscription('good', true);
    renderApp('/unsubscribe?token=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent(notificationMessages.unsubscribeLinkInvalid);
  });
});
