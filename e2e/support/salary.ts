import type { Page } from '@playwright/test';

/** Chooses a backend engineer with 3-5 years in the salary calculator's three selects, as a pointer does. */
export async function chooseBackendEngineer(page: Page): Promise<void> {
  for (const [label, option] of [
    ['Job Category', 'Engineering'],
    ['Job Position', 'Backend Engineer'],
    ['Years of Experience', '3-5 years'],
  ] as const) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
}
