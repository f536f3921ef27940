import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

async function fill(user: ReturnType<typeof renderApp>['user'], label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

// Mantine forms render slowly in jsdom on a busy machine; the budget is generous, nothing is timed.
describe('registering as a talent', { timeout: 30_000 }, () => {
  it('says at each field what is missing', async () => {
    const { user } = renderApp('/login/register');
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('* Please fill your Full Name')).toBeInTheDocument();
    expect(screen.getByText('* Please fill your Email')).toBeInTheDocument();
    expect(screen.getByText('* Please fill your Phone Number')).toBeInTheDocument();
    expect(screen.getAllByText('* Field cannot be empty').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText(/^Full Name/)).toHaveFocus();
  });

  it("gives the spec's reasons for a wrong name, email, phone and password", async () => {
    const { user } = renderApp('/login/register');
    await screen.findByRole('button', { name: 'Register' });
    await fill(user, /^Full Name/, 'Siti 2');
    await fill(user, /^Email/, 'siti@');
    await fill(user, /^Phone Number/, '0812-abc');
    await fill(user, /^Password/, 'abc');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Letters only')).toBeInTheDocument();
    expect(screen.getByText('* Invalid email address. Insert @ to your email')).toBeInTheDocument();
    expect(screen.getByText('Numbers only')).toBeInTheDocument();
    expect(
      screen.getByText('* Password is too short (should be more than 6 characters)'),
    ).toBeInTheDocument();
  });

  it('asks for the same password twice', async () => {
    const { user } = renderApp('/login/register');
    await screen.findByRole('button', { name: 'Register' });
    await fill(user, /^Full Name/, "Siti Nur'aini");
    await fill(user, /^Email/, 'siti@example.com');
    await fill(user, /^Phone Number/, '+62 812-3456-7890');
    await fill(user, /^Password/, 'Secret!2026');
    await fill(user, /^Confirm Password/, 'Secret!2025');
    await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText("* Password confirmation doesn't match Password")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveFocus();
  });

  it('asks for consent to the Terms of Service and the Privacy Policy, each a page of its own', async () => {
    const { user } = renderApp('/login/register');
    await screen.findByRole('button', { name: 'Register' });
    await fill(user, /^Full Name/, "Siti Nur'aini");
    await fill(user, /^Email/, 'siti@example.com');
    await fill(user, /^Phone Number/, '+62 812-3456-7890');
    await fill(user, /^Password/, 'Secret!2026');
    await fill(user, /^Confirm Password/, 'Secret!2026');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText(
        '* Please agree to the Terms of Service and Privacy Policy to create an account',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^I agree to the Terms of Service/ })).toHaveFocus();
    // The footer links to both pages too; these are the consent's own.
    const form = within(screen.getByRole('main'));
    expect(form.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it("fills in the name and email from a friend's invitation link", async () => {
    renderApp('/login/register?fullname=Sari%20Wulandari&email=sari%40example.com');
    expect(await screen.findByLabelText(/^Full Name/)).toHaveValue('Sari Wulandari');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sari@example.com');
    expect(screen.getByLabelText(/^Phone Number/)).toHaveValue('');
  });

  it('leads back to sign in', async () => {
    renderApp('/login/register');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
