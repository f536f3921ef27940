import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/accessibility.ts';
import {
  completeOnboardingStepThroughApi,
  dashboard,
  demoPassword,
  newEmail,
  signedInTalent,
  signIn,
  signInAsFreshTalent,
  signInThroughApi,
  verifiedTalentThroughApi,
} from '../support/accounts.ts';
import { linkFromMailbox } from '../support/mailbox.ts';
import { expectToFitThePhone } from '../support/phone-fit.ts';
import { profilePages } from '../support/profile-pages.ts';
import { signInAsStaff } from '../support/staff.ts';

/**
 * Every page at 360 px, as the phone project runs it (decision 0082): loaded with the demo data,
 * it never scrolls sideways and axe finds nothing serious. The journeys themselves run on desktop;
 * only those whose behaviour changes with the width run here as well.
 */

const guestPages = [
  '/login',
  '/login/register',
  '/salary-calculator',
  '/media',
  '/about',
  '/career',
  '/event',
  '/contact-us',
  '/faq',
  // A mail's unsubscribe link that the server does not know: the page's dead-link state.
  '/unsubscribe?token=not-a-real-link',
];

const talentPages = [
  '/talent/interviews',
  ...profilePages,
  '/talent/job-opportunities',
  '/talent/notifications',
  '/talent/settings',
  '/talent/refer',
  '/talent/chat',
  '/talent/contest',
];

/**
 * Every talent page, then the listing's first job, fit the phone. `jobShows`: what the job page must
 * show before it is measured, where its heading is not enough.
 */
async function expectTalentPagesToFitThePhone(page: Page, jobShows?: Locator) {
  for (const path of talentPages) await expectToFitThePhone(page, path);
  await page.goto('/talent/job-opportunities');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/talent\/job/);
  await expectToFitThePhone(page, new URL(page.url()).pathname, jobShows);
}

test('a guest’s pages fit a 360 px phone', async ({ page }) => {
  for (const path of guestPages) await expectToFitThePhone(page, path);
  await page.goto('/media');
  await page.getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/media\/[a-z0-9-]+$/);
  await expectToFitThePhone(page, new URL(page.url()).pathname);
});

test('the demo talent’s pages fit a 360 px phone', async ({ page }) => {
  test.setTimeout(180_000);
  await signInThroughApi(page, dashboard);
  await expectTalentPagesToFitThePhone(page);
});

/** A page's Indonesian address (decision 0161), whatever else its address asks. */
const inIndonesian = (path: string) => `${path}${path.includes('?') ? '&' : '?'}lang=id`;

test('a guest’s pages fit a 360 px phone in Indonesian, whose words run longer', async ({ page }) => {
  for (const path of guestPages) await expectToFitThePhone(page, inIndonesian(path));
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
});

test('a talent’s main pages fit a 360 px phone in Indonesian', async ({ page }, info) => {
  test.setTimeout(180_000);
  // A talent of their own: the account language is theirs to change, and the demo talent stays English.
  await signInAsFreshTalent(page, info.project.name, '/talent/settings');
  await page.getByRole('radio', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByText('Talent kini memakai Bahasa Indonesia.')).toBeVisible();
  await expectTalentPagesToFitThePhone(page, page.getByRole('button', { name: 'Lamar' }).first());
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
});

test('a new talent’s onboarding steps fit a 360 px phone', async ({ page }, info) => {
  const talent = await verifiedTalentThroughApi(page, info.project.name);
  const step = (title: string) => page.getByRole('heading', { level: 1, name: title });
  /** Signs in again, and sign-in resumes onboarding at the step after the last one saved. */
  const resumeAt = async (number: number) => {
    await page.goto('/logout');
    await signIn(page, talent.email, demoPassword);
    await expect(page).toHaveURL(new RegExp(`/talent/onboarding/${number}$`), { timeout: 30_000 });
  };
  await page.goto('/login');
  await signIn(page, talent.email, demoPassword);
  await expect(page).toHaveURL(/\/talent\/onboarding\/1$/, { timeout: 30_000 });
  await expectToFitThePhone(page, '/talent/onboarding/1', step('Tell us about yourself'));
  // Each step is saved through the API, as its page sends it: only the step pages are measured here.
  await completeOnboardingStepThroughApi(page, talent, 1);
  await resumeAt(2);
  await expectToFitThePhone(page, '/talent/onboarding/2', step('What job are you looking for?'));
  await completeOnboardingStepThroughApi(page, talent, 2);
  await resumeAt(3);
  await expectToFitThePhone(page, '/talent/onboarding/3', step('Upload your CV'));
});

test('the referee’s answer page, opened from the reference mail, fits a 360 px phone', async ({
  page,
}, info) => {
  const talent = await verifiedTalentThroughApi(page, info.project.name);
  const relationships = await page.request.get('/api/master/data/reference-relationships?size=-1');
  const [relationship] = (await relationships.json()).data as { id: number }[];
  const referee = newEmail(`${info.project.name}-referee`);
  const asked = await page.request.post(`/api/talent/v1/talent/${talent.id}/ask-for-reference`, {
    headers: { authorization: talent.authorization },
    data: {
      name: 'Budi Santoso',
      email: referee,
      relationship_id: relationship?.id,
      company: 'Cahaya Retail',
    },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  await expectToFitThePhone(
    page,
    await linkFromMailbox(page, referee, 'token'),
    page.getByText(/asked you, Budi Santoso, for a reference/),
  );
});

/**
 * A count badge keeps its shape at 360 px: wide enough for its digits (never a sliver), its digits
 * not cut, inside the screen, drawn on top where it sits, and off what it counts for (issue 30: the
 * chat's "12" was squashed, the bell's "10" covered the bell).
 */
async function expectBadgeToKeepItsShape(badge: Locator, beside: Locator, allowedOverlap: number) {
  // What is drawn on top can only be asked of a point on the screen.
  await badge.scrollIntoViewIfNeeded();
  const shape = await badge.evaluate(
    (element, besideElement) => {
      const box = element.getBoundingClientRect();
      const other = (besideElement as Element).getBoundingClientRect();
      const label = element.querySelector('.mantine-Badge-label') ?? element;
      const overlap =
        Math.max(0, Math.min(box.right, other.right) - Math.max(box.left, other.left)) *
        Math.max(0, Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top));
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        width: box.width,
        height: box.height,
        cut: label.scrollWidth - label.clientWidth,
        inside: box.left >= 0 && box.right <= window.innerWidth,
        onTop: top !== null && element.contains(top),
        overlapShare: overlap / (other.width * other.height),
      };
    },
    await beside.elementHandle(),
  );
  expect(shape.width, 'as wide as it is tall').toBeGreaterThanOrEqual(shape.height);
  expect(shape.cut, 'digits not cut').toBeLessThanOrEqual(0);
  expect(shape.inside, 'inside the screen').toBe(true);
  expect(shape.onTop, 'drawn on top').toBe(true);
  expect(shape.overlapShare, 'off what it sits beside').toBeLessThanOrEqual(allowedOverlap);
}

test('two-digit unread counts on the bell and the chat keep their shape at 360 px', async ({ page }) => {
  await signInThroughApi(page, dashboard);
  const talent = await signedInTalent(page);
  const staff = await signInAsStaff(page);
  const asStaff = { headers: { authorization: staff.authorization } };
  for (let count = 0; count < 12; count += 1) {
    const sent = await page.request.post(`/api/staff/talents/${talent.id}/notifications`, {
      ...asStaff,
      data: { type: 'hiring', text: `Badge check ${count + 1}`, url_action: '/talent/jobs' },
    });
    expect(sent.status()).toBe(200);
  }
  const conversations = await page.request.get(
    `/api/staff/chat/conversations?talent_id=${talent.id}`,
    asStaff,
  );
  const advocate = ((await conversations.json()).data as { id: number; kind: string }[]).find(
    (conversation) => conversation.kind === 'advocate',
  );
  for (let count = 0; count < 12; count += 1) {
    const sent = await page.request.post(`/api/staff/chat/conversations/${advocate?.id}/messages`, {
      ...asStaff,
      data: { body: `A longer answer from your advocate, one of twelve (${count + 1}).` },
    });
    expect(sent.status()).toBe(200);
  }

  await page.goto('/talent/interviews');
  const bell = page.getByRole('banner').getByLabel(/^Notifications, \d{2} unread$/);
  await expect(bell).toBeVisible();
  // The count may sit over the bell's corner, never over most of the bell.
  await expectBadgeToKeepItsShape(bell.locator('.mantine-Indicator-indicator'), bell.locator('svg'), 0.25);
  const messages = page.getByRole('region', { name: 'Messages' });
  const row = messages.getByRole('listitem').filter({ has: page.getByLabel(/^\d{2} unread/) });
  await expect(row).toBeVisible();
  await expectBadgeToKeepItsShape(row.getByLabel(/^\d{2} unread/), row.getByRole('link'), 0);

  // The notifications go back to read, as the other journeys expect to find them.
  await bell.click();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('banner').getByLabel('Notifications', { exact: true })).toBeVisible();
});
