import type { Locator, Page } from '@playwright/test';
import { levelForPoints } from '@quizarena/contracts';
import { newSignedInUser } from './accounts';
import { expect, test } from './fixtures';
import { answerOnScreen, answersFor } from './quiz-bank';

const sqlAnswers = answersFor('SQL');

const statValue = (page: Page, label: string): Locator =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('play a timed SQL quiz end to end: right, wrong and timed-out answers, stored results, first achievement, updated dashboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newSignedInUser(page, 'Grace Hopper');
  await expect(statValue(page, 'Games Played')).toHaveText('0');

  await page.getByRole('link', { name: 'Quiz', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Quiz Categories' })).toBeVisible();
  await page.getByRole('link', { name: 'Programming' }).click();
  await expect(page).toHaveURL(/\/quiz\/topics\//);
  await page.getByRole('button', { name: 'SQL' }).click();
  await page.getByRole('radio', { name: /Timed/ }).check();
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page).toHaveURL(/\/quiz\/[^/]+\/[^/]+\/timed$/);

  // Questions 1-6 right, 7-8 wrong, 9 left to time out, 10 right.
  const plan = [
    'right',
    'right',
    'right',
    'right',
    'right',
    'right',
    'wrong',
    'wrong',
    'wait',
    'right',
  ];
  for (const [index, move] of plan.entries()) {
    await expect(page.getByText(`Question ${index + 1} of 10`, { exact: true })).toBeVisible();
    const answer = await answerOnScreen(page, sqlAnswers);
    if (move === 'wait') {
      await expect(page.getByText("Time's up!").first()).toBeVisible({ timeout: 15_000 });
    } else {
      const option = page.getByRole('button', {
        name: move === 'right' ? answer.right : answer.wrong,
        exact: true,
      });
      await option.first().click();
      await expect(page.getByText(/Answered in/)).toBeVisible();
      await expect(page.getByText(/^\+\d+ points$/).first()).toBeVisible();
    }
    // The pause counts 2, 1 a second apart (the screen's unit tests check each step on a fake
    // clock); on a busy machine the first second can pass before this look, so either counts.
    if (index < plan.length - 1)
      await expect(page.getByText(/^Next question in [12] seconds?\.\.\.$/)).toBeVisible();
    // Next skips the pause on odd questions; the others wait it out.
    if (index % 2 === 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }

  await expect(page).toHaveURL(/\/quiz\/results\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByText('🏆 Achievement unlocked: First Steps!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'WELL DONE' })).toBeVisible();
  await expect(statValue(page, 'Correct answers')).toHaveText('7 of 10');
  await expect(page.locator('main p', { hasText: 'Result level:' })).toContainText('Good');
  const points = Number(await statValue(page, 'Points earned').innerText());
  expect(points).toBeGreaterThan(0);
  // First Steps (+10) always, Century (+10) once the quiz alone reached 100 points.
  const balance = points + 10 + (points >= 100 ? 10 : 0);

  // Stored on the server: the same results after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'WELL DONE' })).toBeVisible();
  await page.getByRole('button', { name: 'Show detailed analysis' }).click();
  await expect(page.getByText('...and 7 more questions')).toBeVisible();
  await page.getByRole('button', { name: 'Show all questions' }).click();
  await expect(page.getByText('No answer (time ran out)')).toBeVisible();

  await page.getByRole('link', { name: 'Continue Playing' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(statValue(page, 'Games Played')).toHaveText('1');
  await expect(statValue(page, 'Total Points')).toHaveText(String(balance));
  await expect(statValue(page, 'Average Score')).toHaveText('70%');
  await expect(page.getByRole('link', { name: /Completed SQL/ })).toBeVisible();
  await expect(page.getByText(`Level ${levelForPoints(balance)} · ${balance} pts`)).toBeVisible();
});

test('quick fire: a 5-second countdown and the next question straight after each answer', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await newSignedInUser(page, 'Katherine Johnson');
  await page.getByRole('link', { name: 'Quiz', exact: true }).click();
  await page.getByRole('link', { name: 'Programming' }).click();
  await page.getByRole('button', { name: 'SQL' }).click();
  const quickFire = page.getByRole('radio', { name: /Quick Fire/ });
  await expect(quickFire).toHaveAccessibleDescription(/Up to 50 s · Solo · 5 s per question/);
  await quickFire.check();
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page).toHaveURL(/\/quiz\/[^/]+\/[^/]+\/quick_fire$/);

  for (let index = 0; index < 3; index += 1) {
    await expect(page.getByText(`Question ${index + 1} of 10`, { exact: true })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveAccessibleName(/^[1-5] seconds? left$/);
    const answer = await answerOnScreen(page, sqlAnswers);
    await page.getByRole('button', { name: answer.right, exact: true }).first().click();
    // No pause, no Next: the next question follows at once.
    await expect(page.getByText(`Question ${index + 2} of 10`, { exact: true })).toBeVisible({
      timeout: 3_000,
    });
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
  }
});
