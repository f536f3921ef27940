import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAsTalent } from '@/test/render-app';
import { serveNotificationPreferences } from '../test/notifications-network';

const stored = { hiring: true, certificate: true, job_alert: true, referral: false, system: true };

describe('email notification choices in settings', { timeout: 30_000 }, () => {
  it('shows what the talent chose, and saves a change once it is made', async () => {
    signInAsTalent();
    const posted = serveNotificationPreferences(stored);
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
