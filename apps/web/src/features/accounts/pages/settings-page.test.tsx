import { saveAccountLanguage } from '@talent/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { network, onEndpoint, writeLog } from '@/test/network';
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
    const saves = writeLog();
    network.use(
      onEndpoint(saveAccountLanguage, async ({ request }) =>
        HttpResponse.json({ data: await saves.keep(request), meta: { message: 'ok' } }),
      ),
    );
    signInAsTalent();
    const { user } = renderApp('/talent/settings');
    const languages = await screen.findByRole('radiogroup', { name: 'Language' });
    await user.click(within(languages).getByRole('radio', { name: 'Bahasa Indonesia' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pengaturan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nonaktifkan Akun' })).toBeInTheDocument();
    expect(saves.writes).toEqual([
      { method: 'PUT', path: '/api/auth/account/language', body: { language: 'id' } },
    ]);
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate Account' })).toBeInTheDocument();
  });
});
