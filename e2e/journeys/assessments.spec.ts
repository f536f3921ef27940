import type { Page } from '@playwright/test';
import { contestSeeds, quizSeeds } from '../../packages/db/src/seed/lists/quiz-bank.ts';
import { expect, expectNoSeriousAccessibilityViolations, test } from '../support/accessibility.ts';
import { signInThroughApi } from '../support/accounts.ts';

/**
 * Skill assessments, contests and certificates on the demo data: the demo talent is an engineer,
 * so four quizzes are recommended. The talent is well prepared: it knows the quiz bank's answers.
 */
const excel = quizSeeds.find((quiz) => quiz.name === 'Microsoft Excel');
if (!excel) throw new Error('The quiz bank has no Microsoft Excel quiz');
/** A text as a person reads it: code between backticks shows as code, without the backticks. */
const shown = (text: string) => text.replaceAll('`', '');
const rightAnswerOf = new Map(
  excel.questions.map((question) => [shown(question.text), shown(question.options[question.answer] ?? '')]),
);

/** Each browser project races its own twenty-second challenge: a challenge is taken once per talent. */
const lightningRounds = contestSeeds.flatMap((contest) =>
  contest.challenges
    .filter((challenge) => challenge.durationSeconds < 60)
    .map((challenge) => ({ contest: contest.name, challenge: challenge.name })),
);

async function answerCurrent(quiz: ReturnType<Page['getByRole']>) {
  const text = (await quiz.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await quiz.getByRole('radio', { name: rightAnswerOf.get(text) ?? '', exact: true }).click();
  await quiz.getByRole('button', { name: 'Next' }).click();
}

function secondsLeft(label: string | null): number {
  const [minutes, seconds] = (label ?? '').replace('Time left ', '').split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

test('a talent pages through the quizzes, takes one across a reload, and earns a certificate a guest can check', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInThroughApi(page, '/talent/contest');
  await page.getByRole('button', { name: 'Skill Assessment' }).click();
  const modal = page.getByRole('dialog', { name: 'Skill Assessment' });
  await expect(modal.getByRole('tab', { name: 'Recommended (4)' })).toHaveAttribute('aria-selected', 'true');
  await expect(modal.getByRole('link', { name: 'Take Quiz' })).toHaveCount(4);
  await modal.getByRole('tab', { name: `All (${quizSeeds.length})` }).click();
  await expect(modal.getByRole('article', { name: 'Accounting Principles' })).toBeVisible();
  await modal.getByRole('button', { name: '2', exact: true }).click();
  const card = modal.getByRole('article', { name: 'Microsoft Excel' });
  await expect(card).toContainText('Data, Finance and Accounting, Operations & Administration');
  await expect(card).toContainText(`${excel.questions.length} questions · 12 minutes`);
  await expectNoSeriousAccessibilityViolations(page);
  await card.getByRole('link', { name: 'Take Quiz' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Microsoft Excel' })).toBeVisible();
  await page.getByRole('button', { name: /^(Start|Continue) Quiz$/ }).click();
  const quiz = page.getByRole('region', { name: 'Microsoft Excel' });
  await expect(quiz.getByText(`Question 1 of ${excel.questions.length}`)).toBeVisible();
  await answerCurrent(quiz);
  await expect(quiz.getByText(`Question 2 of ${excel.questions.length}`)).toBeVisible();
  await quiz.getByRole('button', { name: 'Skip' }).click();
  await expect(quiz.getByText(`Question 3 of ${excel.questions.length}`)).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);

  // A reload resumes at the same question, with the server's time left rather than a fresh clock.
  // At least two seconds pass on the server first, so a fresh clock would still show the whole duration:
  // the page counts down the server's time, so its clock says when they have (the scan above took them).
  const timer = quiz.getByRole('timer');
  await expect
    .poll(async () => secondsLeft(await timer.getAttribute('aria-label')))
    .toBeLessThanOrEqual(excel.durationSeconds - 2);
  await page.reload();
  await expect(quiz.getByText(`Question 3 of ${excel.questions.length}`)).toBeVisible();
  expect(secondsLeft(await timer.getAttribute('aria-label'))).toBeLessThan(excel.durationSeconds);
  expect(secondsLeft(await timer.getAttribute('aria-label'))).toBeGreaterThan(excel.durationSeconds - 120);

  for (let question = 3; question <= excel.questions.length; question += 1) {
    await expect(quiz.getByText(`Question ${question} of ${excel.questions.length}`)).toBeVisible();
    await answerCurrent(quiz);
  }
  await expect(page.getByRole('heading', { name: 'Finished!' })).toBeVisible();
  await page.getByRole('link', { name: 'See result' }).click();
  const score = Math.round(((excel.questions.length - 1) * 100) / excel.questions.length);
  await expect(page.getByRole('heading', { level: 2, name: `${score}%` })).toBeVisible();
  await expect(page.getByText('Passed', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: shown(excel.questions[1]?.text ?? '') }),
  ).toContainText('Skipped');
  await page.getByRole('link', { name: 'Take again' }).click();
  // One attempt a week: the description page says when the next may start, and Start waits for it.
  await expect(page.getByText(/^You can take this quiz again on \d{2} \w{3} \d{4}\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Quiz' })).toBeDisabled();
  await page.goBack();
  await page.getByRole('link', { name: 'View certificate' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Certificate of Achievement' })).toBeVisible();
  await expect(page.getByText('passed the skill assessment Microsoft Excel')).toBeVisible();
  const uid = page.url().split('/').at(-1) ?? '';
  await expectNoSeriousAccessibilityViolations(page);

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  try {
    await guest.goto(`/talent/certificate/${uid}`);
    await expect(guest.getByRole('heading', { level: 1, name: 'Certificate of Achievement' })).toBeVisible();
    await expect(guest.getByText(`Certificate ID ${uid}`)).toBeVisible();
    const [download] = await Promise.all([
      guest.waitForEvent('download'),
      guest.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`talent-certificate-${uid}.pdf`);

    // A shared certificate's first HTML is the certificate itself, before any script runs.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const bare = await noScript.newPage();
    await bare.goto(`/talent/certificate/${uid}`);
    await expect(bare.getByText('passed the skill assessment Microsoft Excel')).toBeVisible();
    await expect(bare.getByText(`Certificate ID ${uid}`)).toBeVisible();
    await noScript.close();

    await guest.goto('/talent/certificate/NOSUCHCERTIFICATE');
    await expect(guest).toHaveURL(/\/talent\/certificate-not-found$/);
    await expect(guest.getByRole('heading', { level: 1, name: 'Certificate Not Found' })).toBeVisible();
    await guest.getByLabel('Certificate ID').fill(uid);
    await guest.getByRole('button', { name: 'Look up' }).click();
    await expect(guest.getByText('passed the skill assessment Microsoft Excel')).toBeVisible();
  } finally {
    await guestContext.close();
  }
});

test("the talent's profile lists the certificates they have earned, each linked to its public page", async ({
  page,
}) => {
  await signInThroughApi(page, '/talent/profile');
  const earned = page.getByRole('region', { name: 'Skill Certificates' });
  // The demo talent passed SQL Basics and Python Basics; a run of the quiz journey may add more.
  const sql = earned.getByRole('link', { name: 'SQL Basics', exact: true });
  await expect(sql).toHaveAttribute('href', /^\/talent\/certificate\/[0-9A-F]{16}$/);
  await expect(
    earned.getByRole('link', { name: 'Download the certificate SQL Basics as PDF' }),
  ).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  await sql.click();
  await expect(page.getByText('passed the skill assessment SQL Basics')).toBeVisible();
});

test('a contest challenge that runs out of time ends in timesup', async ({ page }, testInfo) => {
  const round = lightningRounds[testInfo.project.name === 'phone' ? 1 : 0];
  if (!round) throw new Error('The quiz bank needs a short challenge per browser project');
  await signInThroughApi(page, '/talent/contest');
  await page
    .getByRole('article', { name: round.contest })
    .getByRole('link', { name: 'View contest' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: round.contest })).toBeVisible();
  await page
    .getByRole('article', { name: round.challenge })
    .getByRole('link', { name: 'Take Challenge' })
    .click();
  await page.getByRole('link', { name: 'Start Challenge' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByRole('heading', { name: "Time's up!" })).toBeVisible({ timeout: 40_000 });
  await page.reload();
  await expect(page.getByRole('heading', { name: "Time's up!" })).toBeVisible();
});

test('a certificate id nobody has leads to the certificate-not-found page, not the 404 page', async ({
  page,
}) => {
  await signInThroughApi(page, '/talent/certificate/ABCDEF0123456789');
  await expect(page).toHaveURL(/\/talent\/certificate-not-found$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate Not Found' })).toBeVisible();
});
