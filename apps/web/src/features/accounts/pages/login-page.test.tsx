import { accountMessages } from '@talent/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readAuth } from '@/lib/auth-storage';
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
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
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
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/auth-core/signin');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'siti@example.com', password: 'Demo!2026' });
    expect(new Headers(init.headers).get('source')).toBe('marketplace');
  });

  it('follows the new address’s link of an email change once, and offers sign-in with the new email', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { email: 'siti.new@example.com' }, meta: { message: 'ok' } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { router } = renderApp('/login?email_change_token=abc');
    expect(await screen.findByText(accountMessages.emailChanged('siti.new@example.com'))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('siti.new@example.com');
    expect(router.state.location.search).toBe('');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/auth-core/email-change/confirm');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'abc' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tells when the old address’s undo link no longer works', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: accountMessages.linkInvalid,
              meta: { message: accountMessages.linkInvalid },
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
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
