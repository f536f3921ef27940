import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signInAsTalent } from '@/test/render-app';

// Mantine forms render slowly in jsdom on a busy machine; the budget is generous, nothing is timed.
describe('the settings page', { timeout: 30_000 }, () => {
  it('checks a password change at its fields before sending it', async () => {
    signInAsTalent();
    const { user } = renderApp('/talent/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^New Password/));
    await user.paste('new');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('* Field cannot be empty')).toBeInTheDocument();
    expect(
      screen.getByText('* Password is too short (should be more than 6 characters)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current Password/)).toHaveFocus();
  });

  it('asks for a confirmation before deactivating, and Cancel keeps the account', async () => {
    signInAsTalent();
    const { user } = renderApp('/talent/settings');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate your account?' });
    expect(within(dialog).getByRole('button', { name: 'Yes, deactivate' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('saves the language on the account, then reads in it; English comes back exactly', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      const data = init?.body === undefined ? null : JSON.parse(String(init.body));
      return new Response(JSON.stringify({ data, meta: { message: 'ok' } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    signInAsTalent();
    const { user } = renderApp('/talent/settings');
    const languages = await screen.findByRole('radiogroup', { name: 'Language' });
    await user.click(within(languages).getByRole('radio', { name: 'Bahasa Indonesia' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pengaturan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nonaktifkan Akun' })).toBeInTheDocument();
    const saves = fetch.mock.calls.filter(([url]) => url === '/api/auth/account/language');
    expect(saves.map(([, init]) => [init?.method, JSON.parse(String(init?.body))])).toEqual([
      ['PUT', { language: 'id' }],
    ]);
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate Account' })).toBeInTheDocument();
  });
});
