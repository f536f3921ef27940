import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAccessibilityViolations, test } from '../support/accessibility.ts';
import { dashboard, signInThroughApi } from '../support/accounts.ts';

/**
 * The public salary calculator as a guest, on the demo data `npm start` seeds (100,000 generated
 * salaries, the same on every run): the seed gives no one a management title in their first year,
 * and few salaries for small categories such as Education and Training.
 */

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a guest calculates a salary, meets the low-data and no-data answers, and sees the take-home pay', async ({
  page,
}) => {
  await page.goto('/salary-calculator');
  const calculate = page.getByRole('button', { name: 'Calculate' });
  await expect(calculate).toBeDisabled();

  // Every select is required, with the spec's message.
  await page.getByRole('combobox', { name: 'Job Category' }).focus();
  await page.getByRole('combobox', { name: 'Job Category' }).blur();
  await expect(page.getByText('* Required Field!')).toBeVisible();

  await choose(page, 'Job Category', 'Engineering');
  await choose(page, 'Job Position', 'Backend Engineer');
  await choose(page, 'Years of Experience', '3-5 years');
  await expect(calculate).toBeEnabled();
  await calculate.click();

  await expect(
    page.getByText('The average salary for a Backend Engineer with 3-5 years experience is'),
  ).toBeVisible();
  await expect(page.getByTestId('salary-mean')).toHaveText(/^IDR \d{1,3}\.\d{2} Million$/);
  const chart = page.getByRole('figure', { name: /Salary range for Backend Engineer/ });
  for (const point of ['Bottom 10%', 'Average Salary', 'Top 10%']) {
    await expect(chart.getByText(point, { exact: true }).first()).toBeVisible();
  }
  // Axis labels in full rupiah with thousands separators.
  await expect(
    chart
      .locator('.recharts-cartesian-axis-tick-value')
      .filter({ hasText: /^\d{1,3}(\.\d{3}){2,}$/ })
      .first(),
  ).toBeVisible();
  const skills = page.getByRole('region', { name: 'Top 10 skills for this position' }).getByRole('listitem');
  await expect(skills).toHaveCount(10);
  await expect(skills.first()).toHaveText('Node.js');
  const top3 = page.getByTestId('top-3').getByRole('listitem');
  await expect(top3).toHaveCount(3);
  await expect(top3.first()).toContainText(/Engineering Manager\s*IDR \d+\.\d{2} Million/);
  await expect(
    page.getByText('Low data availability - this result is based on limited data calculation'),
  ).toHaveCount(0);
  // Nothing changed since the calculation: Calculate waits for a change.
  await expect(calculate).toBeDisabled();

  // Take-home pay starts from the average and turns any gross into nett (a worked example of the rules).
  const takeHome = page.getByRole('region', { name: 'Take-home pay' });
  const amount = takeHome.getByRole('textbox', { name: 'Monthly gross salary' });
  await expect(amount).not.toHaveValue('');
  await amount.fill('10000000');
  await expect(amount).toHaveValue('IDR 10.000.000');
  const breakdown = takeHome.getByTestId('take-home-pay');
  await expect(breakdown.getByRole('row', { name: /Take-home pay/ })).toContainText('IDR 9.326.900');
  await expect(breakdown.getByRole('row', { name: /PPh 21/ })).toContainText('- IDR 273.100');
  await takeHome.getByText('Nett to gross').click();
  await takeHome.getByRole('textbox', { name: 'Monthly take-home pay' }).fill('9326900');
  await expect(breakdown.getByRole('row', { name: /Gross salary/ })).toContainText(
    /IDR 9\.999\.9\d\d|IDR 10\.000\.000/,
  );

  // Changing the category clears the position, and only that category's positions are offered.
  await choose(page, 'Job Category', 'Education and Training');
  await expect(page.getByRole('combobox', { name: 'Job Position' })).toHaveValue('');
  await expect(calculate).toBeDisabled();
  await page.getByRole('combobox', { name: 'Job Position' }).click();
  await expect(page.getByRole('option', { name: 'Backend Engineer', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Curriculum Developer', exact: true }).click();
  await choose(page, 'Years of Experience', '0-1 years');
  await calculate.click();
  await expect(
    page.getByText('Low data availability - this result is based on limited data calculation'),
  ).toBeVisible();
  await expect(
    page.getByText('The average salary for a Curriculum Developer with 0-1 years experience is'),
  ).toBeVisible();

  // Nobody is an Engineering Manager in their first year: not enough data.
  await choose(page, 'Job Category', 'Engineering');
  await choose(page, 'Job Position', 'Engineering Manager');
  await calculate.click();
  await expect(
    page.getByText("Sorry, we don't have enough data to calculate salary for this job experience"),
  ).toBeVisible();
  await expect(page.getByText(/The average salary for a/)).toHaveCount(0);

  await expectNoSeriousAccessibilityViolations(page);
});

test('a talent sees recommended jobs for their own job category only', async ({ page }) => {
  await signInThroughApi(page, '/salary-calculator');

  // The demo talent is a Backend Engineer, in Engineering.
  await choose(page, 'Job Category', 'Data');
  await choose(page, 'Job Position', 'Data Engineer');
  await choose(page, 'Years of Experience', '3-5 years');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(
    page.getByText('The average salary for a Data Engineer with 3-5 years experience is'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recommended Jobs' })).toHaveCount(0);

  await choose(page, 'Job Category', 'Engineering');
  await choose(page, 'Job Position', 'Frontend Engineer');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const jobs = page.getByRole('region', { name: 'Recommended Jobs' });
  await expect(jobs).toBeVisible();
  const cards = jobs.getByTestId('recommended-job');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('Engineering');
  await expect(cards.first()).toContainText(/Product #\d+/);
  const companyId = (await cards.first().getByRole('link').getAttribute('href'))?.split('/').pop();
  await expect(cards.first()).toContainText(`Company #${companyId}`);
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /\/talent\/company\/\d+$/);
  // Three cards side by side from 464 px, one below.
  const wide = (page.viewportSize()?.width ?? 0) >= 464;
  const inView = await cards.evaluateAll(
    (elements) =>
      elements.filter((element) => {
        const box = element.getBoundingClientRect();
        const frame = element.closest('section')?.getBoundingClientRect();
        return frame !== undefined && box.left >= frame.left - 1 && box.right <= frame.right + 1;
      }).length,
  );
  expect(inView).toBe(wide ? 3 : 1);
});

test('a talent sees their predicted market salary on the dashboard, beside their profile and under their preferences', async ({
  page,
}) => {
  await signInThroughApi(page, dashboard);
  const onDashboard = page
    .getByRole('region', { name: 'Your market salary' })
    .getByText(/^Most people like you earn between IDR [\d.]+ and IDR [\d.]+\.$/);
  await expect(onDashboard).toBeVisible();
  const dashboardRange = await onDashboard.textContent();

  await page.goto('/talent/profile');
  const card = page.getByRole('region', { name: 'Your market salary' });
  await expect(card).toBeVisible();
  // The demo talent states a current salary, so the card says where it falls in the range.
  await expect(card.getByText(/^IDR \d{1,3}(\.\d{3})+$/).first()).toBeVisible();
  // The dashboard asks from its own profile call, the profile page from the whole profile: one answer.
  await expect(card.getByText(/^Most people like you earn between/)).toHaveText(dashboardRange ?? '');
  await expect(card.getByText(/^Your current salary is (below|within|above) this range\.$/)).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);

  // And below the preferences it is made from, where the talent edits them.
  await page.goto('/talent/profile/preferences');
  await expect(
    page.getByRole('region', { name: 'Your market salary' }).getByText(/^Most people like you earn between/),
  ).toBeVisible();
});

test('at 390 px nothing of the result is wider than its card, and the chart’s point names do not overlap', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, '/salary-calculator');
  // The demo talent's own category, so the recommended jobs carousel shows too.
  await choose(page, 'Job Category', 'Engineering');
  await choose(page, 'Job Position', 'Frontend Engineer');
  await choose(page, 'Years of Experience', '3-5 years');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const chart = page.getByRole('figure', { name: /Salary range for Frontend Engineer/ });
  await expect(chart.getByText('Average Salary', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Recommended Jobs' }).getByTestId('recommended-job').first(),
  ).toBeVisible();

  // Every element inside a card of the result ends inside that card; of the carousel, the slide shown
  // (its viewport clips the others by design), and nothing scrolls sideways. Visually hidden texts,
  // one pixel wide, are for screen readers.
  const spills = await page.locator('main section.mantine-Card-root').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const frame = card.getBoundingClientRect();
      const shown = (element: Element) => {
        const slide = element.closest('.mantine-Carousel-slide')?.getBoundingClientRect();
        const viewport = element.closest('.mantine-Carousel-viewport')?.getBoundingClientRect();
        return !slide || !viewport || (slide.left >= viewport.left - 1 && slide.right <= viewport.right + 1);
      };
      return [...card.querySelectorAll('*')]
        .filter((element) => !element.matches('.mantine-Carousel-viewport, .mantine-Carousel-container'))
        .filter((element) => !element.closest('.mantine-VisuallyHidden-root') && shown(element))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return false;
          return (
            box.left < frame.left - 1 ||
            box.right > frame.right + 1 ||
            element.scrollWidth > element.clientWidth + 1
          );
        })
        .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`);
    }),
  );
  expect(spills).toEqual([]);

  // The three point names side by side, none running into the next.
  const names = [];
  for (const name of ['Bottom 10%', 'Average Salary', 'Top 10%']) {
    const box = await chart.locator('text').filter({ hasText: name }).first().boundingBox();
    if (box) names.push({ left: box.x, right: box.x + box.width });
  }
  expect(names).toHaveLength(3);
  for (let index = 1; index < names.length; index += 1) {
    expect(names[index]?.left ?? 0).toBeGreaterThanOrEqual(names[index - 1]?.right ?? 0);
  }
});
