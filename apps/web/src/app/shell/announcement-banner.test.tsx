import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readAnnouncementOpen } from '@/lib/auth-storage';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { renderApp, signInAsTalent } from '@/test/render-app';

const message = 'Our offices are closed on 17 August.';

describe('the announcement banner', () => {
  it('is open by default, stays closed once closed, and opens again after logout', async () => {
    setRuntimeConfig({ announcement: message });
    signInAsTalent();
    const first = renderApp('/talent/interviews');
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(banner).toHaveTextContent(message);

    await first.user.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    expect(readAnnouncementOpen()).toBe(false);
    first.unmount();

    const again = renderApp('/talent/refer');
    await screen.findByRole('heading', { name: 'Refer a Friend' });
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    await again.router.navigate('/logout');
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/login'));
    expect(readAnnouncementOpen()).toBe(true);
  });

  it('is not shown when there is nothing to announce', async () => {
    signInAsTalent();
    renderApp('/talent/interviews');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });
});
