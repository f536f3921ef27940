import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousAccessibilityViolations, test } from '../support/accessibility.ts';
import { dashboard, signedInTalent, signInThroughApi } from '../support/accounts.ts';
import { applyToJobs, call, invite, jakarta, offer, openActivity, slots } from '../support/hiring.ts';
import { signInAsStaff } from '../support/staff.ts';

/**
 * The hiring journey: the demo talent answers interviews and offers in the activity modals while
 * staff drive the company's side through the staff API (as `npm run staff` does). Each run makes
 * its own applications, so the desktop and phone runs do not meet each other's.
 */

test('the talent confirms a slot, suggests a time, rejects, accepts an offer and negotiates one', async ({
  page,
}, testInfo) => {
  // Five hiring stages, each a modal and a staff answer: over three minutes with another journey beside it.
  test.setTimeout(300_000);
  await signInThroughApi(page, dashboard);
  const talent = await signedInTalent(page);
  const staff = (await signInAsStaff(page)).token;
  const [confirming, suggesting, rejecting, accepting, negotiating] = await applyToJobs(
    page,
    talent,
    staff,
    5,
  );
  for (const id of [confirming, suggesting, rejecting, accepting, negotiating])
    await invite(page, staff, id ?? 0);

  // 1. Confirm a preset slot, then take the interview into a calendar.
  let dialog = await openActivity(page, confirming ?? 0, 1, 'Interview Invitation');
  await expect(dialog.getByText('You can not undo when the request is sent.')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('* Please choose your interview schedule')).toBeVisible();
  await dialog.getByRole('radio', { name: /02:00 PM – 03:00 PM WIB/ }).check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  dialog = page.getByRole('dialog', { name: 'Interview Schedule' });
  await expect(dialog.getByText(/02:00 PM – 03:00 PM WIB/)).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Add to calendar' }).click();
  const calendar = (await readFile((await (await download).path()) ?? '', 'utf8')).replace(/\r\n /g, '');
  const startLocal = `${slots[1]?.slice(0, 10).replaceAll('-', '')}T140000`;
  expect(calendar).toContain(`DTSTART;TZID=Asia/Jakarta:${startLocal}`);
  expect(calendar).toContain('URL:https://meet.example.com/hiring-journey');

  // 2. Ask for another time: the end follows the start, and the badge says the company must answer.
  dialog = await openActivity(page, suggesting ?? 0, 1, 'Interview Invitation');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('* Please choose your interview schedule')).toBeVisible();
  await dialog.getByRole('switch', { name: 'I prefer to request new schedule to the company' }).check();
  // The preset slot's message no longer applies once the talent asks for another time.
  await expect(dialog.getByText('* Please choose your interview schedule')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('* Please choose your interview date')).toBeVisible();
  await expect(dialog.getByText('* Please choose your interview time')).toBeVisible();
  const wanted = jakarta(6, 10).slice(0, 10);
  // Typed as the ISO day, shown as the spec's scheduled day ('dddd, DD MMMM YYYY').
  await dialog.getByLabel('Date').fill(wanted);
  await dialog.getByLabel('Start time').focus();
  await expect(dialog.getByLabel('Date')).toHaveValue(/^[A-Z][a-z]+day, \d{2} [A-Z][a-z]+ \d{4}$/);
  await dialog.getByLabel('Start time').fill('10:00');
  await expect(dialog.getByLabel('End time')).toHaveValue('11:00 AM');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  dialog = page.getByRole('dialog', { name: 'Interview Schedule' });
  await expect(dialog.getByText('Waiting Company Response')).toBeVisible();
  await page.keyboard.press('Escape');
  const waiting = page.getByRole('listitem').filter({ has: page.getByText('Waiting Company Response') });
  await expect(waiting.first()).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);

  // 3. Reject with Other, which needs a description.
  dialog = await openActivity(page, rejecting ?? 0, 1, 'Interview Invitation');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  dialog = page.getByRole('dialog', { name: 'Reject Interview' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('* Please choose your rejection reason')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Other', exact: true }).check();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('* Please input your rejection reason')).toBeVisible();
  await dialog.getByLabel('Tell us more').fill(`Relocating abroad (${testInfo.project.name})`);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  dialog = page.getByRole('dialog', { name: 'Not Continued' });
  await expect(dialog.getByText('Other', { exact: true })).toBeVisible();
  await expect(dialog.getByText(`Relocating abroad (${testInfo.project.name})`)).toBeVisible();

  // 4. Accept an offer: afterwards it is read-only.
  for (const id of [accepting, negotiating]) await offer(page, staff, talent, id ?? 0);
  dialog = await openActivity(page, accepting ?? 0, 2, 'Job Offer');
  await expect(dialog.getByText('IDR 20.000.000 Gross').first()).toBeVisible();
  // What the offered gross leaves after BPJS and PPh 21, before the talent answers.
  const takeHome = dialog.getByRole('region', { name: 'Take-home pay' });
  await expect(takeHome.getByRole('textbox', { name: 'Monthly gross salary' })).toHaveValue('IDR 20.000.000');
  await expect(
    takeHome.getByTestId('take-home-pay').getByRole('row', { name: /Take-home pay/ }),
  ).toContainText(/IDR \d{2}\.\d{3}\.\d{3}/);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('You already accept job offer below')).toBeVisible();
  await expect(dialog.getByText('You already accept job offer below')).toHaveCSS('text-transform', 'none');
  await expect(dialog.getByRole('button', { name: 'Send' })).toHaveCount(0);

  // 5. Negotiate with a pay slip; staff answer; the talent accepts the answer.
  dialog = await openActivity(page, negotiating ?? 0, 2, 'Job Offer');
  await dialog.getByRole('radio', { name: 'Negotiate the salary' }).check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('* Please input your salary amount')).toBeVisible();
  await expect(dialog.getByText('* Please choose your salary type')).toBeVisible();
  await dialog.getByLabel('Expected salary').fill('25000000');
  await expect(dialog.getByLabel('Expected salary')).toHaveValue('25.000.000,00');
  await dialog.getByRole('radiogroup', { name: 'Salary type' }).getByRole('radio', { name: 'Gross' }).check();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByLabel('Pay slip (optional)').click();
  await (await chooser).setFiles({
    name: 'payslip-october.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Waiting Company Response')).toBeVisible();
  await expect(dialog.getByText('Pay slip attached: payslip-october.pdf')).toBeVisible();

  await call(page, staff, 'POST', `/api/staff/applications/${negotiating}/negotiation`, {
    salary: 23_500_000,
    nett_gross: 'gross',
  });
  dialog = await openActivity(page, negotiating ?? 0, 2, 'Job Offer');
  await expect(dialog.getByText('The company answered your negotiation.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('You already accept job offer below')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  const rows = dialog.getByRole('list', { name: 'Offers and counter-offers' }).getByRole('listitem');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(2)).toContainText('IDR 23.500.000');
});

test('a negotiation whose pay slip fails to upload is not sent, and a refused one opens the error modal', async ({
  page,
}) => {
  await signInThroughApi(page, dashboard);
  const talent = await signedInTalent(page);
  const staff = (await signInAsStaff(page)).token;
  const [offered = 0] = await applyToJobs(page, talent, staff, 1);
  await offer(page, staff, talent, offered);

  let dialog = await openActivity(page, offered, 2, 'Job Offer');
  await dialog.getByRole('radio', { name: 'Negotiate the salary' }).check();
  await dialog.getByLabel('Expected salary').fill('25000000');
  await dialog.getByRole('radiogroup', { name: 'Salary type' }).getByRole('radio', { name: 'Gross' }).check();
  // Named like a PDF, but its bytes are words: the server refuses the file, and with it the negotiation.
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByLabel('Pay slip (optional)').click();
  await (await chooser).setFiles({
    name: 'payslip.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('plain words, not a pay slip'),
  });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('* Your file must be .docx, .pdf, .jpeg, or .png')).toBeVisible();
  dialog = await openActivity(page, offered, 2, 'Job Offer');
  await expect(dialog.getByText('Waiting Company Response')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeVisible();

  // Meanwhile the offer is accepted elsewhere (another tab): negotiating it now is refused with
  // no field to show it at, so the global error modal shows the answer's error as JSON.
  const accepted = await page.request.post('/api/talent/v1/offer/nego', {
    headers: { authorization: `Bearer ${talent.token}` },
    multipart: { role_talent_id: String(offered), talent_id: String(talent.id), status: '12' },
  });
  expect(accepted.status()).toBe(200);
  await dialog.getByRole('radio', { name: 'Negotiate the salary' }).check();
  await dialog.getByLabel('Expected salary').fill('25000000');
  await dialog.getByRole('radiogroup', { name: 'Salary type' }).getByRole('radio', { name: 'Gross' }).check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  const errorModal = page.getByRole('dialog', { name: 'Error' });
  await expect(errorModal.getByText(/^".+"$/)).toBeVisible();
  await errorModal.getByRole('button', { name: 'Close' }).click();
  await expect(errorModal).toBeHidden();
});
