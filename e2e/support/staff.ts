import { expect, type Page } from '@playwright/test';
import { demoPassword } from './accounts.ts';

/** The demo staff member's id and token, signed in over the API as the staff tool does. */
export async function signInAsStaff(
  page: Page,
): Promise<{ id: number; token: string; authorization: string }> {
  const session = await page.request.post('/api/auth/auth-core/signin', {
    headers: { source: 'marketplace' },
    data: { email: 'staff@example.com', password: demoPassword },
  });
  expect(session.status()).toBe(200);
  const { id, token } = (await session.json()).data as { id: number; token: string };
  return { id, token, authorization: `Bearer ${token}` };
}

/** Makes the demo staff member the talent's advocate, through the staff API. */
export async function assignAdvocate(page: Page, talentId: number): Promise<void> {
  const staff = await signInAsStaff(page);
  const answer = await page.request.put(`/api/staff/talents/${talentId}/advocate`, {
    headers: { authorization: staff.authorization },
    data: { staff_id: staff.id },
  });
  expect(answer.status()).toBe(200);
}
