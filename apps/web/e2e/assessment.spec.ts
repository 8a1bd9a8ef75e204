import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signIn } from './accounts';
import { newApiPlayer } from './api-player';
import { expect, test } from './fixtures';
import { mailedLink } from './outbox';
import { answersFor } from './quiz-bank';

const RESPONSES = [
  'Very Inaccurate',
  'Moderately Inaccurate',
  'Neither Accurate Nor Inaccurate',
  'Moderately Accurate',
  'Very Accurate',
];

/** Answers the statement on screen and moves on (Submit Assessment on the last). */
async function answer(page: Page, index: number, total: number) {
  await expect(
    page.getByRole('heading', { name: `Question ${index + 1} of ${total}` }),
  ).toBeVisible();
  // Varied answers, so the protocol is not straight-lined.
  await page.getByRole('radio', { name: RESPONSES[(index * 3) % 5], exact: true }).check();
  await page
    .getByRole('button', { name: index + 1 === total ? 'Submit Assessment' : 'Next' })
    .click();
}

test('a pupil under 16 gets a parent’s consent by the mailed link, takes the 50-statement form (resuming after a reload), reads the results, and finds content on all five tabs of the career page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = randomUUID().slice(0, 6);
  const parentEmail = `parent-${tag}@example.com`;
  const kim = await newApiPlayer(baseURL!, `Kim Lee${tag}`, undefined, {
    user_type: 'student',
    birth_year: new Date().getUTCFullYear() - 14,
  });
  // Quiz evidence for the Skills tab: a Statistics quiz answered right (Mathematics).
  await kim.playPracticeQuiz({ name: 'Statistics', answers: answersFor('Statistics') });
  await signIn(page, kim.email);

  // Not eligible yet: the button leads to the consent tab, where the pupil names a parent.
  await page.goto('/psychometric/assessment');
  await expect(page.getByRole('heading', { name: 'Assessment Not Available' })).toBeVisible();
  await page.getByRole('link', { name: 'Get Parental Consent' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=consent$/);
  await page.getByLabel('Your parent’s email address').fill(parentEmail);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('We emailed your parent a link.')).toBeVisible();

  // The parent opens the mailed link in their own browser, signed out, and consents.
  const parentContext = await browser.newContext({ baseURL });
  const parent = await parentContext.newPage();
  await parent.goto(await mailedLink(parentEmail, 'parental-consent'));
  await expect(parent.getByRole('heading', { name: 'Parental Consent' })).toBeVisible();
  await expect(parent.getByText(/^Kim L\./).first()).toBeVisible();
  await expect(parent.getByRole('heading', { name: 'What is collected' })).toBeVisible();
  await parent.getByRole('button', { name: 'I consent' }).click();
  await expect(parent.getByText(/You gave consent on/)).toBeVisible();
  await parentContext.close();

  // The short form, begun once; a reload half-way resumes at the first unanswered statement.
  await page.goto('/psychometric/assessment');
  await expect(
    page.getByRole('heading', { name: 'Big Five Personality Assessment' }),
  ).toBeVisible();
  await expect(page.getByText('You can change your answers until you submit.')).toBeVisible();
  await page.getByRole('radio', { name: 'Big Five Short Form' }).check();
  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  for (let index = 0; index < 25; index += 1) await answer(page, index, 50);
  // Each answer is saved as it is given: let the 25th's save finish before reloading.
  await expect(page.getByRole('heading', { name: 'Question 26 of 50' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question 26 of 50' })).toBeVisible();
  // Previous goes back to a saved answer, still chosen.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(
    page.getByRole('radio', { name: RESPONSES[(24 * 3) % 5], exact: true }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  for (let index = 25; index < 50; index += 1) await answer(page, index, 50);

  await expect(page.getByRole('heading', { name: 'Assessment Complete!' })).toBeVisible();
  await expect(page).toHaveURL(/\/psychometric\/results\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Assessment Results' })).toBeVisible();
  // Fifty statements in well under fifty seconds: faster than a person reads, and said so.
  await expect(page.getByText('Results Need Review')).toBeVisible();
  await expect(page.getByText(/faster than most people can read/i)).toBeVisible();
  await expect(page.getByText(/people under 21/)).toBeVisible();

  await page.getByRole('tab', { name: 'Personality Traits' }).click();
  await expect(page.getByRole('tabpanel').getByText('Areas for growth').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Career Matches' }).click();
  const careers = page.getByRole('tabpanel');
  await expect(careers.getByText(/\d+% match/).first()).toBeVisible();
  await expect(careers.getByRole('link', { name: /Explore Jobs/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.onetonline\.org\/link\/summary\//,
  );
  await page.getByRole('tab', { name: 'Learning Style' }).click();
  await expect(page.getByRole('tabpanel').getByText(/About the evidence/)).toBeVisible();

  // The career page: five tabs, each with content from the results and the quiz played.
  await page.getByRole('link', { name: 'Explore Careers' }).click();
  await expect(page).toHaveURL(/\/career\?tab=careers$/);
  await expect(page.getByRole('heading', { name: 'Career paths' })).toBeVisible();
  const tabs: [string, string][] = [
    ['Overview', 'Your profile'],
    ['Personality', 'Your personality traits'],
    ['Career Paths', 'Career paths'],
    ['Skills', 'What your quizzes show'],
    ['Learning', 'Topics to practise'],
  ];
  for (const [tab, heading] of tabs) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Skills' }).click();
  await expect(page.getByRole('tabpanel').getByText('Mathematics').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Learning' }).click();
  await expect(page.getByRole('heading', { name: 'Your weekly rhythm' })).toBeVisible();
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
});
