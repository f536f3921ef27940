import { expect, expectNoSeriousAccessibilityViolations, test } from '../support/accessibility.ts';
import { expectHydrated } from '../support/hydration-watch.ts';
import { signInAsStaff } from '../support/staff.ts';

test('a guest reads the FAQ from the footer and writes to Contact Us, which staff then read', async ({
  page,
}, testInfo) => {
  await page.goto('/salary-calculator');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  // The server's page opens answers once its script runs, which starts after the first paint.
  await expectHydrated(page.getByRole('button', { name: 'Can I negotiate a job offer?' }));
  await page.getByRole('button', { name: 'Can I negotiate a job offer?' }).click();
  await expect(page.getByText(/choose to negotiate, give the salary you expect/)).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);

  await footer.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const subject = `Closed job ${testInfo.project.name} ${Date.now()}`;
  await page.getByLabel(/^Full Name/).fill('Sari Wulandari');
  await page.getByLabel(/^Email/).fill('sari.contact@example.com');
  await page.getByLabel(/^Topic/).selectOption({ label: 'Jobs and applications' });
  await page.getByLabel(/^Subject/).fill(subject);
  await page.getByLabel(/^Message/).fill('Hi');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('* Your message should be 10 to 2000 characters')).toBeVisible();

  await page
    .getByLabel(/^Message/)
    .fill('The Backend Engineer job I applied to closed the next day. Is my application still read?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent.', { exact: false })).toBeVisible();
  await expect(page.getByLabel(/^Subject/)).toHaveValue('');
  await expectNoSeriousAccessibilityViolations(page);

  const staff = await signInAsStaff(page);
  const inbox = await page.request.get('/api/staff/contact-messages?page=1&size=5', {
    headers: { authorization: staff.authorization },
  });
  const messages = (await inbox.json()).data as Array<{ subject: string; topic: string }>;
  expect(messages.find((message) => message.subject === subject)?.topic).toBe('jobs');
});

test('About, Career and Event tell a visitor who Talent is, who it hires and where to meet it', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Talent' })).toBeVisible();
  await expect(page.getByText('companies hiring')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Career' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Careers at Talent' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply by email: Product Designer' })).toHaveAttribute(
    'href',
    /^mailto:careers@talent\.example\.com\?subject=Application/,
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'Event' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Upcoming events' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  await page.getByRole('link', { name: 'Register through Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
});

test('every footer leads to the accessibility statement: the standard, the testing, how to report', async ({
  page,
}) => {
  await page.goto('/salary-calculator');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeVisible();
  for (const section of ['The standard we meet', 'How we test', 'Report a barrier']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  await expectNoSeriousAccessibilityViolations(page);
});
