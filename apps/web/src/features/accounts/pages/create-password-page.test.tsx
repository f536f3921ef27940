import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInTalent, signInAsTalent } from '@/test/render-app';

const withoutPassword = {
  ...signedInTalent,
  onboarded: { status: false, last_page: 0, password_created: false },
};

// Mantine forms render slowly in jsdom on a busy machine; the budget is generous, nothing is timed.
describe('creating a password', { timeout: 30_000 }, () => {
  it('is forced on a talent whose password is not created yet, wherever they go', async () => {
    signInAsTalent(withoutPassword);
    const { router } = renderApp('/talent/job-opportunities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/talent/create-password');
  });

  it('asks for a long enough password, typed twice the same', async () => {
    signInAsTalent(withoutPassword);
    const { user } = renderApp('/talent/create-password');
    await user.click(await screen.findByRole('button', { name: 'Create Password' }));
    expect(await screen.findByText('* Field cannot be empty')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Password/));
    await user.paste('Secret!2026');
    await user.click(screen.getByLabelText(/^Confirm Password/));
    await user.paste('Secret!2025');
    await user.click(screen.getByRole('button', { name: 'Create Password' }));
    expect(await screen.findByText("* Password confirmation doesn't match Password")).toBeInTheDocument();
  });

  it('sends an unonboarded talent with a password to the next onboarding step', async () => {
    signInAsTalent({ ...signedInTalent, onboarded: { status: false, last_page: 2, password_created: true } });
    const { router } = renderApp('/talent/interviews');
    await waitFor(() => expect(router.state.location.pathname).toBe('/talent/onboarding/3'));
  });
});
