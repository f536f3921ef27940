import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

// Mantine forms render slowly in jsdom on a busy machine; the budget is generous, nothing is timed.
describe('a forgotten password', { timeout: 30_000 }, () => {
  it('asks for the email of the account', async () => {
    const { user } = renderApp('/login/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('* Please fill your Email')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Email/));
    await user.paste('siti');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('* Invalid email address. Insert @ to your email')).toBeInTheDocument();
  });

  it('asks for the new password twice on the link from the mail', async () => {
    const { user } = renderApp('/login?reset_token=one-time-token');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^New Password/));
    await user.paste('short');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('* Password is too short (should be more than 6 characters)'),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^New Password/));
    await user.paste('-but-long-now');
    await user.click(screen.getByLabelText(/^Confirm Password/));
    await user.paste('something else');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText("* Password confirmation doesn't match Password")).toBeInTheDocument();
  });
});
