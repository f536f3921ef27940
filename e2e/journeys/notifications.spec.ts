import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAccessibilityViolations, test } from '../support/accessibility.ts';
import { dashboard, signedInTalent, signInThroughApi } from '../support/accounts.ts';
import { signInAsStaff } from '../support/staff.ts';

/** Staff tell the demo talent something through the staff API, as the staff tool does. */
async function staffSends(page: Page, talentId: number, text: string): Promise<void> {
  const staff = await signInAsStaff(page);
  const sent = await page.request.post(`/api/staff/talents/${talentId}/notifications`, {
    headers: { authorization: staff.authorization },
    data: { type: 'hiring', text, url_action: '/talent/jobs' },
  });
  expect(sent.status()).toBe(200);
}

/** The unread count as the server has it, so the journey does not depend on earlier runs. */
async function unreadCount(page: Page, talent: { id: number; token: string }): Promise<number> {
  const answer = await page.request.get(`/api/talent/v2/${talent.id}/count`, {
    headers: { authorization: `Bearer ${talent.token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()).data as { unread_count: number }).unread_count;
}

const bellLabel = (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`);

test('a notification staff send appears on the open page without a reload and raises the bell count', async ({
  page,
}, testInfo) => {
  await signInThroughApi(page, dashboard);
  const bell = page.getByRole('banner').getByLabel(/^Notifications/);
  const talent = await signedInTalent(page);
  const before = await unreadCount(page, talent);
  await expect(bell).toHaveAttribute('aria-label', bellLabel(before));
  const text = `Live from staff ${testInfo.project.name} ${Date.now()}`;

  await staffSends(page, talent.id, text);
  await expect(bell).toHaveAttribute('aria-label', bellLabel(before + 1));
  await staffSends(page, talent.id, `${text}, again`);
  await expect(bell).toHaveAttribute('aria-label', bellLabel(before + 2));

  // Wider than 992 px View All opens the full list in a modal; on a phone the bell leads to the page.
  let list = page.getByRole('main');
  if (testInfo.project.name === 'desktop') {
    await bell.click();
    const overlay = page.getByRole('dialog', { name: 'Notifications' });
    await expect(overlay.getByText(text, { exact: true })).toBeVisible();
    await overlay.getByRole('link', { name: 'View All' }).click();
    list = page.getByRole('dialog', { name: 'Notifications' });
    await expect(list.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
    await expect(page).not.toHaveURL(/\/talent\/notifications$/);
  } else {
    await bell.click();
    await expect(page).toHaveURL(/\/talent\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  }

  const sent = list.getByRole('listitem').filter({ has: page.getByText(text, { exact: true }) });
  await sent.getByRole('button', { name: 'Mark as read' }).click();
  await expect(sent.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(bell).toHaveAttribute('aria-label', bellLabel(before + 1));

  await list.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAttribute('aria-label', 'Notifications');
  await expect(list.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
});

test('the talent chooses in settings which notifications also come by email, and the choice is kept', async ({
  page,
}) => {
  await signInThroughApi(page, '/talent/settings');
  const news = page.getByRole('switch', { name: /News from Talent/ });
  const save = page.getByRole('button', { name: 'Save Preferences' });
  await expect(news).toBeVisible();
  const wasOn = await news.isChecked();
  await expect(save).toBeDisabled();
  await expectNoSeriousAccessibilityViolations(page);

  await news.click();
  await save.click();
  await expect(page.getByText('Your email notification choices have been saved')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: /News from Talent/ })).toBeChecked({ checked: !wasOn });

  await page.getByRole('switch', { name: /News from Talent/ }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByRole('button', { name: 'Save Preferences' })).toBeDisabled();
});

test('the dashboard shows the newest notifications and the profile, and a notification opens where it leads', async ({
  page,
}, testInfo) => {
  await signInThroughApi(page, dashboard);
  const talent = await signedInTalent(page);
  const text = `For the dashboard ${testInfo.project.name} ${Date.now()}`;
  await staffSends(page, talent.id, text);
  await page.goto('/talent/interviews');

  const profile = page.getByRole('region', { name: 'Your Profile' });
  await expect(profile.getByText(/^Profile \d+% complete$/)).toBeVisible();
  await expect(profile.getByRole('link', { name: 'VIEW PROFILE' })).toHaveAttribute(
    'href',
    '/talent/profile',
  );

  const piece = page.getByRole('region', { name: 'Notifications' });
  const sent = piece.getByRole('listitem').filter({ has: page.getByText(text, { exact: true }) });
  await expect(sent).toBeVisible();
  await expect(piece.getByRole('listitem')).toHaveCount(5);

  if (testInfo.project.name === 'desktop') {
    await piece.getByRole('link', { name: 'View All' }).click();
    const modal = page.getByRole('dialog', { name: 'Notifications' });
    await expect(modal.getByText(text, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  // The row's own button, named by the notification; its Mark as read button names it too.
  await sent.getByRole('button', { name: new RegExp(`^${text}`) }).click();
  await expect(page).toHaveURL(/\/talent\/jobs$/);
});

test('a notification about an activity names one the dashboard has and opens it', async ({
  page,
}, testInfo) => {
  await signInThroughApi(page, '/talent/job-opportunities');
  const bell = page.getByRole('banner').getByLabel(/^Notifications/);
  await bell.click();
  const desktop = testInfo.project.name === 'desktop';
  // Earlier journeys' notifications may have pushed it out of the bell's newest ten, so the whole
  // list is read: the talent_notification modal on a desktop, the notifications page on a phone.
  if (desktop) await page.getByRole('link', { name: 'View All' }).click();
  const list = desktop ? page.getByRole('dialog', { name: 'Notifications' }).last() : page.getByRole('main');
  const invitation = list.getByText(/ invited you to an interview for /).first();
  await expect(list.getByText(/\d{2} \w{3} \d{4}/).first()).toBeVisible();
  const shownPage = list.getByRole('list', { name: 'Notifications' });
  while (!(await invitation.isVisible())) {
    const shown = (await shownPage.textContent()) ?? '';
    await list.getByRole('button', { name: 'Next page' }).click();
    // A page stays on screen until the next one has come: look there before paging on, not past it.
    await expect(shownPage).not.toHaveText(shown);
  }
  const text = (await invitation.textContent()) ?? '';
  const [, company, position] = /^(.+) invited you to an interview for (.+)\. Choose/.exec(text) ?? [];
  expect(company, text).toBeTruthy();
  await invitation.click();
  await expect(page).toHaveURL(/\/talent\/interviews\?activity=\d+&modal=1$/);
  const modal = page.getByRole('dialog', { name: 'Interview Invitation' });
  // It opens once the dashboard's activities, the modal's code and the activity have come.
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await expect(modal).toContainText(position ?? '');
  await expect(modal).toContainText(company ?? '');
});
