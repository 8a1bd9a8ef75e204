import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { PASSWORD, newEmail } from './accounts';
import { catalogue, englishOnly, text } from './catalogue';
import { expect, test } from './fixtures';
import { mailedLink } from './outbox';
import { answerOnScreen, answersFor, squash } from './quiz-bank';

const es = catalogue('es');
const t = (key: string, values?: Record<string, unknown>) => text(es, key, values);
const english = englishOnly(es);
const sqlAnswers = answersFor('SQL');

/**
 * Fails if any interface sentence shows in English: the page's text and the names a screen
 * reader or a tooltip gives (aria-label, title, alt, placeholder) are searched for every
 * English catalogue text that Spanish words differently. Questions keep their own language.
 */
async function expectNoEnglish(page: Page, where: string) {
  const shown = await page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll('[aria-label],[title],[alt],[placeholder]')) {
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts.join('\n');
  });
  const found = english.filter((sentence) => shown.includes(sentence));
  expect(found, `English on ${where}`).toEqual([]);
}

test.use({ locale: 'es-ES' });

test('a Spanish speaker registers, plays by keyboard, reads the results and changes settings, all in Spanish', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const h1 = page.getByRole('heading', { level: 1 });

  // The browser asks for Spanish, so the first page is Spanish.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoEnglish(page, 'landing');

  const email = newEmail();
  await page.goto('/register');
  await expect(page).toHaveTitle(`${t('common:titles.createAccount')} · QuizArena`);
  await expectNoEnglish(page, 'register');
  await page.getByLabel(t('auth:fields.fullName')).fill('Rosalía Castro');
  await page.getByLabel(t('auth:fields.email')).fill(email);
  await page.getByLabel(t('auth:fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t('auth:fields.confirmPassword')).fill(PASSWORD);
  await page.getByRole('button', { name: t('auth:register.continue'), exact: true }).click();
  await page.getByLabel(t('auth:fields.userType')).selectOption('professional');
  await page.getByLabel(t('auth:fields.birthYear')).fill('1990');
  await expectNoEnglish(page, 'register, second step');
  await page.getByRole('button', { name: t('auth:register.submit') }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(await mailedLink(email, 'verify-email'));
  await expect(page.getByText(t('auth:verify.verified'))).toBeVisible();
  await expectNoEnglish(page, 'verify email');

  await page.goto('/login');
  await page.getByLabel(t('auth:fields.email')).fill(email);
  await page.getByLabel(t('auth:fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('auth:signIn.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(h1).toBeVisible();
  await expectNoEnglish(page, 'dashboard');

  // To a practice quiz on SQL (category and topic names are content, in the bank's language).
  await page.getByRole('link', { name: t('common:nav.quiz'), exact: true }).click();
  await expect(h1).toHaveText(t('content:categories.heading'));
  await expectNoEnglish(page, 'categories');
  await page.getByRole('link', { name: 'Programming' }).click();
  await page.getByRole('button', { name: 'SQL' }).click();
  await expectNoEnglish(page, 'mode dialog');
  await page.getByRole('radio', { name: new RegExp(t('common:modes.practice.label')) }).check();
  await page.getByRole('button', { name: t('content:modeDialog.start') }).click();

  // Every answer by its number key, as a keyboard-only player would.
  for (let index = 0; index < 10; index++) {
    await expect(
      page.getByText(t('quiz:question.position', { position: index + 1, total: 10 }), {
        exact: true,
      }),
    ).toBeVisible();
    if (index === 0) {
      // The bank's English question is marked as English inside the Spanish interface.
      await expect(page.locator('#quiz-question-text')).toHaveAttribute('lang', 'en');
      await expectNoEnglish(page, 'quiz play');
      await expectAccessible(page, 'quiz play in Spanish');
    }
    const answer = await answerOnScreen(page, sqlAnswers);
    const options = (await page.locator('[aria-keyshortcuts]').allInnerTexts()).map(squash);
    const position = options.findIndex((option) => option.endsWith(answer.right));
    expect(position, `the right answer among ${options.join(' | ')}`).toBeGreaterThanOrEqual(0);
    await page.keyboard.press(String(position + 1));
    await expect(page.getByText(t('quiz:reveal.correct'), { exact: true }).first()).toBeVisible();
  }
  await expect(page).toHaveURL(/\/quiz\/results\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByText(t('quiz:results.timePerQuestion'))).toBeVisible();
  await expectNoEnglish(page, 'results');
  await expectAccessible(page, 'results in Spanish');

  // Settings: extended time, saved in Spanish.
  await page.getByRole('button', { name: t('common:topBar.settings') }).click();
  await page.getByRole('menuitem', { name: t('common:topBar.preferences') }).click();
  await expect(h1).toHaveText(t('preferences:title'));
  await expectNoEnglish(page, 'preferences');
  await expectAccessible(page, 'preferences');
  await page.getByRole('radio', { name: t('preferences:time.extended', { factor: '2' }) }).check();
  await page.getByRole('button', { name: t('preferences:save') }).click();
  await expect(page.getByText(t('preferences:saved'))).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('radio', { name: t('preferences:time.extended', { factor: '2' }) }),
  ).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
