import { expect, expectNoSeriousAccessibilityViolations, test } from '../support/accessibility.ts';
import { signInAsFreshTalent } from '../support/accounts.ts';
import { assignAdvocate, signInAsStaff } from '../support/staff.ts';

/**
 * The chat (issue 10): a talent writes to their advocate, and the advocate's answer, sent through
 * the staff API, appears on the open page without a reload. A talent of their own, so the thread
 * holds only this run's messages.
 */
test('a talent writes to their advocate, and the answer from staff appears live', async ({
  page,
}, testInfo) => {
  const talent = await signInAsFreshTalent(page, testInfo.project.name);
  await assignAdvocate(page, talent.id);

  // The dashboard's piece leads to the chat.
  await page.reload();
  const messages = page.getByRole('region', { name: 'Messages' });
  await expect(messages.getByText('Agus Pratama')).toBeVisible();
  await messages.getByRole('link', { name: 'Open chat' }).click();
  await expect(page).toHaveURL(/\/talent\/chat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();

  const thread = page.getByRole('log');
  await expect(thread.getByText('No messages yet. Say hello!')).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Write a message' });
  await box.press('Enter');
  await expect(page.getByText('Please write a message')).toBeVisible();
  await box.fill('Hello! Could you check my CV before Friday?');
  await box.press('Enter');
  await expect(thread.getByText('Hello! Could you check my CV before Friday?')).toBeVisible();
  await expect(thread.getByText(/^You · /)).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);

  // Staff answer from their side while the page stays open.
  const staff = await signInAsStaff(page);
  const conversations = await page.request.get(`/api/staff/chat/conversations?talent_id=${talent.id}`, {
    headers: { authorization: staff.authorization },
  });
  const advocate = ((await conversations.json()).data as { id: number; kind: string }[]).find(
    (conversation) => conversation.kind === 'advocate',
  );
  const reply = await page.request.post(`/api/staff/chat/conversations/${advocate?.id}/messages`, {
    headers: { authorization: staff.authorization },
    data: { body: 'Of course, send it over and I will read it today.' },
  });
  expect(reply.status()).toBe(200);
  await expect(thread.getByText('Of course, send it over and I will read it today.')).toBeVisible();
  await expect(thread.getByText(/^Agus Pratama · /)).toBeVisible();

  // Opened, so read: a reload shows no unread answer.
  await page.reload();
  await expect(thread.getByText('Of course, send it over and I will read it today.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Conversations' }).getByLabel(/unread/)).toHaveCount(0);
});
