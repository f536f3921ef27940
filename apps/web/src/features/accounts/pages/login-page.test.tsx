import { accountMessages, confirmEmailChange, signin, undoEmailChange } from '@talent/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readAuth } from '@/lib/auth-storage';
import { network, onEndpoint } from '@/test/network';
import { renderApp, signedInTalent, signInAsTalent } from '@/test/render-app';

// Mantine forms render slowly in jsdom on a busy machine; the budget is generous, nothing is timed.
describe('the login page', { timeout: 30_000 }, () => {
  it('shows what to fix at each field when signing in without email and password', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('* Please fill your Email')).toBeInTheDocument();
    expect(screen.getByText('* Field cannot be empty')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    // The password field says so too, as Mantine's password input does not by itself.
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('* Field cannot be empty');
  });

  it('says nothing against a field a person only tabs past (WCAG 3.3.1)', async () => {
    const { user } = renderApp('/login');
    const email = await screen.findByRole('textbox', { name: /Email/ });
    await user.click(email);
    await user.tab();
    await user.tab();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('textbox', { name: /Email/, description: /.+/ })).toBeNull();
  });

  it('tells how to write an email address', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('textbox', { name: /Email/ }));
    await user.paste('siti.example.com');
    await user.tab();
    expect(await screen.findByText('* Invalid email address. Insert @ to your email')).toBeInTheDocument();
  });

  it('sends a sign-in once, however often it is submitted, and shows it is busy', async () => {
    const signins: Request[] = [];
    network.use(
      onEndpoint(signin, ({ request }) => {
        signins.push(request);
        // No answer comes: the form stays busy.
        return new Promise<never>(() => {});
      }),
    );
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('textbox', { name: /Email/ }));
    await user.paste('siti@example.com');
    await user.click(screen.getByLabelText(/^Password/));
    await user.paste('Demo!2026');
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    const button = screen.getByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    await user.click(button);
    expect(signins).toHaveLength(1);
    expect(await signins[0]?.json()).toEqual({ email: 'siti@example.com', password: 'Demo!2026' });
    expect(signins[0]?.headers.get('source')).toBe('marketplace');
  });

  it('follows the new address’s link of an email change once, and offers sign-in with the new email', async () => {
    const confirmations: unknown[] = [];
    network.use(
      onEndpoint(confirmEmailChange, async ({ request }) => {
        confirmations.push(await request.json());
        return HttpResponse.json({ data: { email: 'siti.new@example.com' }, meta: { message: 'ok' } });
      }),
    );
    const { router } = renderApp('/login?email_change_token=abc');
    expect(await screen.findByText(accountMessages.emailChanged('siti.new@example.com'))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('siti.new@example.com');
    expect(router.state.location.search).toBe('');
    expect(confirmations).toEqual([{ token: 'abc' }]);
  });

  it('tells when the old address’s undo link no longer works', async () => {
    network.use(
      onEndpoint(undoEmailChange, () =>
        HttpResponse.json(
          { error: accountMessages.linkInvalid, meta: { message: accountMessages.linkInvalid } },
          { status: 400 },
        ),
      ),
    );
    renderApp('/login?email_undo_token=used');
    expect(await screen.findByText(accountMessages.linkInvalid)).toBeInTheDocument();
  });

  it('offers registration, a forgotten password and the professional network', async () => {
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Register as a talent' })).toHaveAttribute(
      'href',
      '/login/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/login/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign in with a professional network' })).toHaveAttribute(
      'href',
      '/api/auth/auth-core/oidc/authorize',
    );
  });

  it('sends a signed-in onboarded talent on to /talent/interviews', async () => {
    signInAsTalent();
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/talent/interviews'));
  });

  it('sends a signed-in talent who is not onboarded to the next onboarding step', async () => {
    signInAsTalent({ ...signedInTalent, onboarded: { status: false, last_page: 1, password_created: true } });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/talent/onboarding/2'));
  });

  it('logs out a stored account that is not a talent', async () => {
    signInAsTalent({ ...signedInTalent, type: 'employer' });
    const { router } = renderApp('/login');
    await waitFor(() => expect(readAuth()).toBeNull());
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
