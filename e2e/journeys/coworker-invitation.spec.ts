import { expect, expectNoSeriousAccessibilityViolations, test } from '../support/accessibility.ts';

/** The demo employer's invitation (apps/server/src/modules/coworker-invitations/demo). */
const demoInvitationLink = '/talent/invitation/new?token=demo-coworker-invitation';

test.describe('a coworker invitation', () => {
  test('a guest opens the link and sees the company, who invited them and where to continue', async ({
    page,
  }) => {
    const answer = await page.request.get('/api/employer/invitations/demo-coworker-invitation');
    const { company } = (await answer.json()).data as { company: { name: string } };

    await page.goto(demoInvitationLink);
    await expect(page).toHaveURL(/\/employer\/invitation\?token=demo-coworker-invitation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Invitation' })).toBeVisible();
    await expect(
      page.getByText(`Hendra Wijaya invited you to join ${company.name} on Talent as a recruiter.`),
    ).toBeVisible();
    await expect(page.getByText(/^The invitation is open until /)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue to the employer site' })).toHaveAttribute(
      'href',
      /token=demo-coworker-invitation/,
    );
    await expectNoSeriousAccessibilityViolations(page);
  });

  test('an unknown token says the link is not valid, and what to do', async ({ page }) => {
    await page.goto('/employer/invitation?token=no-such-invitation');
    await expect(page.getByRole('heading', { level: 1, name: 'Invitation' })).toBeVisible();
    await expect(
      page.getByText('This invitation link is not valid. Ask the person who invited you to send a new one.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/employer\/invitation\?token=no-such-invitation$/);
  });
});
