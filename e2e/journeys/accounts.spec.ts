import { expect, expectNoSeriousAccessibilityViolations, test } from '../support/accessibility.ts';
import {
  demoPassword,
  newEmail,
  onboardedTalentThroughApi,
  signIn,
  signUpThroughApi,
} from '../support/accounts.ts';
import { linkFromMailbox } from '../support/mailbox.ts';

test.describe('accounts', () => {
  test('register, verify through the mailbox, sign in, and land on onboarding step 1', async ({
    page,
  }, info) => {
    const email = newEmail(info.project.name);
    const password = 'Rahasia!2026';

    await page.goto('/login');
    await expectNoSeriousAccessibilityViolations(page);
    await page.getByRole('link', { name: 'Register as a talent' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Register as a talent' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Siti Rahayu');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('+62 812 3456 7890');
    await page.getByLabel('Password', { exact: false }).first().fill(password);
    await page.getByLabel('Confirm Password', { exact: false }).fill(password);
    await page
      .getByRole('checkbox', { name: /^I agree to the Terms of Service and the Privacy Policy/ })
      .check();
    await expectNoSeriousAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(
      page.getByText('Sign up success, Please check your email to verify your account.'),
    ).toBeVisible();

    // Signing in before verifying opens the verify-account prompt (HTTP 401), which can resend the mail.
    await page.goto('/login');
    await signIn(page, email, password);
    const prompt = page.getByRole('dialog', { name: 'Verify your account' });
    await expect(prompt).toContainText(email);
    await prompt.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.getByText('Resend verification success, Please check your email.')).toBeVisible();
    await expect(prompt).toBeHidden();

    await page.goto(await linkFromMailbox(page, email, 'verify_token'));
    await expect(page.getByText('Your email has been verified. Please sign in.')).toBeVisible();
    await expect(page).not.toHaveURL(/verify_token/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await page.getByLabel('Password', { exact: false }).first().fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/talent\/onboarding\/1$/);
  });

  test('the onboarded demo talent lands on /talent/interviews, and /login sends them back there', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, 'talent@example.com', demoPassword);
    await expect(page).toHaveURL(/\/talent\/interviews$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/talent\/interviews$/);
  });

  test("the employer account sees 'Employer not in this repo' and is logged out", async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'employer@example.com', demoPassword);
    await expect(page.getByRole('alert').filter({ hasText: 'Employer not in this repo' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('auth'))).toBeNull();
    await page.goto('/talent/interviews');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password gets the quiet answer, with a way to reset it', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'talent@example.com', 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'email or password is invalid' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  });

  test('a revoked token sends the browser to /logout?type=SESSION_EXPIRED', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'talent@example.com', demoPassword);
    await expect(page).toHaveURL(/\/talent\/interviews$/);
    const token = await page.evaluate(
      () => JSON.parse(window.localStorage.getItem('auth') ?? '{}').token as string,
    );
    const signout = await page.request.post('/api/auth/auth-core/signout', {
      headers: { Authorization: `Bearer ${token}` },
      data: { everywhere: false },
    });
    expect(signout.ok()).toBe(true);

    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto('/talent/settings');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Session Expired')).toBeVisible();
    expect(visited.some((url) => url.endsWith('/logout?type=SESSION_EXPIRED'))).toBe(true);
    expect(await page.evaluate(() => window.localStorage.getItem('auth'))).toBeNull();
  });

  test('forgot password end to end: the mail, a new password, and a sign-in with it', async ({
    page,
  }, info) => {
    const email = newEmail(info.project.name);
    await signUpThroughApi(page, email, 'Lama!2026');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account exists for this email')).toBeVisible();

    const resetLink = await linkFromMailbox(page, email, 'reset_token');
    await page.goto(resetLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: false }).fill('Baru!2026');
    await page.getByLabel('Confirm Password', { exact: false }).fill('Baru!2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been successfully updated')).toBeVisible();
    await expect(page).not.toHaveURL(/reset_token/);

    // The link works once.
    await page.goto(resetLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: false }).fill('Again!2026');
    await page.getByLabel('Confirm Password', { exact: false }).fill('Again!2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      page.getByText('This link is invalid, expired or already used. Please request a new one.'),
    ).toBeVisible();

    await page.goto('/login');
    await signIn(page, email, 'Baru!2026');
    await expect(page).toHaveURL(/\/talent\/onboarding\/1$/);
  });

  // A talent of its own: the demo talent's password must hold for the journeys running beside this one.
  test('a talent changes the password in settings and stays signed in', async ({ page }, testInfo) => {
    const changePassword = async (current: string, next: string) => {
      await page.getByLabel('Current Password', { exact: false }).fill(current);
      await page.getByLabel('New Password', { exact: false }).fill(next);
      await page.getByLabel('Confirm Password', { exact: false }).fill(next);
      await page.getByRole('button', { name: 'Update Password' }).click();
    };
    const talent = await onboardedTalentThroughApi(page, testInfo.project.name);
    await page.goto('/login');
    await signIn(page, talent.email, demoPassword);
    await expect(page).toHaveURL(/\/talent\/interviews$/);
    await page.goto('/talent/settings');
    await expectNoSeriousAccessibilityViolations(page);

    await changePassword('not-my-password', 'Sementara!2026');
    await expect(page.getByText("Sorry, that password isn't right.")).toBeVisible();

    await changePassword(demoPassword, 'Sementara!2026');
    await expect(page.getByText('Your password has been successfully updated')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/talent\/settings$/);
    await changePassword('Sementara!2026', demoPassword);
    await expect(page.getByText('Your password has been successfully updated').first()).toBeVisible();
    await expect(page).toHaveURL(/\/talent\/settings$/);
  });

  test('the professional-network callback page keeps the token it is handed', async ({ page }) => {
    const answer = await page.request.post('/api/auth/auth-core/signin', {
      headers: { source: 'marketplace' },
      data: { email: 'talent@example.com', password: demoPassword },
    });
    const { token } = (await answer.json()).data as { token: string };
    await page.goto(`/login/callback#token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/talent\/interviews$/);
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('auth') ?? '{}').token)).toBe(
      token,
    );
  });

  test('the professional-network button explains when the network cannot be used', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with a professional network' }).click();
    await expect(page).toHaveURL(/\/login\/callback\?error=/);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();
  });
});
