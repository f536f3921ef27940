import {
  countNotifications,
  getNotificationOverlay,
  indonesianMessages,
  notificationTexts,
} from '@talent/contract';
import { act, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { network, onEndpoint } from '@/test/network';
import { renderWithProviders, signInAsTalent } from '@/test/render-app';
import { useBellNotifications } from './use-bell-notifications';

function Bell() {
  const { items } = useBellNotifications();
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>{item.message}</li>
      ))}
    </ul>
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the bell’s notifications', () => {
  it('are read again in the new language when the reader switches (issue #35)', async () => {
    signInAsTalent();
    // The server answers a notification's text in the request's language, as it does.
    network.use(
      onEndpoint(countNotifications, () =>
        HttpResponse.json({ data: { unread_count: 1 }, meta: { message: 'Success' } }),
      ),
      onEndpoint(getNotificationOverlay, ({ request }) => {
        const indonesian = request.headers.get('accept-language') === 'id';
        const text = indonesian
          ? indonesianMessages.notificationTexts.offerReceived
          : notificationTexts.offerReceived;
        return HttpResponse.json({
          data: [
            {
              id: 1,
              user_id: 7,
              type: 'hiring',
              text,
              url_action: null,
              is_read: false,
              created_at: '2026-11-27T08:00:00.000Z',
            },
          ],
          meta: { message: 'Success' },
        });
      }),
    );
    renderWithProviders(<Bell />, { i18n });
    expect(await screen.findByText(notificationTexts.offerReceived)).toBeInTheDocument();

    await act(() => i18n.changeLanguage('id'));
    expect(await screen.findByText(indonesianMessages.notificationTexts.offerReceived)).toBeInTheDocument();
    expect(screen.queryByText(notificationTexts.offerReceived)).not.toBeInTheDocument();
  });
});
