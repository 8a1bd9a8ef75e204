import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { PASSWORD, newEmail } from './accounts';
import { catalogue, englishOnly, text } from './catalogue';
import { collectContent } from './content';
import { expect, test } from './fixtures';
import { mailedLink } from './outbox';
import { answerByKey, answersFor } from './quiz-bank';

const es = catalogue('es');
const t = (key: string, values?: Record<string, unknown>) => text(es, key, values);
type Content = ReturnType<typeof collectContent>;
const english = englishOnly(es);
const sqlAnswers = answersFor('SQL');

/**
 * Fails if any interface text shows in English: each text node and each name a screen reader or
 * a tooltip gives (aria-label, title, alt, placeholder, aria-valuetext) is searched for every
 * English phrase that Spanish words differently, and compared whole with every English text,
 * a lone word too. Content (questions keep their own language, names are as stored) is no
 * finding.
 */
async function expectNoEnglish(page: Page, where: string, content: Content) {
  const shown = await page.evaluate(() => {
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest('script, style') && parent.checkVisibility())
        texts.push(node.nodeValue ?? '');
    }
    for (const element of document.querySelectorAll(
      '[aria-label],[title],[alt],[placeholder],[aria-valuetext]',
    )) {
      for (const name of ['aria-label', 'title', 'alt', 'placeholder', 'aria-valuetext']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
  await content.settled();
  const found = shown.flatMap((text) => [
    ...english.phrases.filter((phrase) => text.includes(phrase) && !content.includes(text)),
    ...english.whole.filter((pattern) => pattern.test(text) && !content.is(text)).map(String),
  ]);
  expect(found, `English on ${where}`).toEqual([]);
}

test.use({ locale: 'es-ES' });

test('a Spanish speaker registers, plays by keyboard, reads the results and changes settings, all in Spanish', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const h1 = page.getByRole('heading', { level: 1 });
  const content = collectContent(page);

  // The browser asks for Spanish, so the first page is Spanish.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoEnglish(page, 'landing', content);

  const email = newEmail();
  await page.goto('/register');
  await expect(page).toHaveTitle(`${t('common:titles.createAccount')} · QuizArena`);
  await expectNoEnglish(page, 'register', content);
  await page.getByLabel(t('auth:fields.fullName')).fill('Rosalía Castro');
  await page.getByLabel(t('auth:fields.email')).fill(email);
  await page.getByLabel(t('auth:fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t('auth:fields.confirmPassword')).fill(PASSWORD);
  await page.getByRole('button', { name: t('auth:register.continue'), exact: true }).click();
  await page.getByLabel(t('auth:fields.userType')).selectOption('professional');
  await page.getByLabel(t('auth:fields.birthYear')).fill('1990');
  await expectNoEnglish(page, 'register, second step', content);
  await page.getByRole('button', { name: t('auth:register.submit') }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(await mailedLink(email, 'verify-email'));
  await expect(page.getByText(t('auth:verify.verified'))).toBeVisible();
  await expectNoEnglish(page, 'verify email', content);

  await page.goto('/login');
  await page.getByLabel(t('auth:fields.email')).fill(email);
  await page.getByLabel(t('auth:fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('auth:signIn.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(h1).toBeVisible();
  await expectNoEnglish(page, 'dashboard', content);

  // To a practice quiz on SQL (category and topic names are content, in the bank's language).
  await page.getByRole('link', { name: t('common:nav.quiz'), exact: true }).click();
  await expect(h1).toHaveText(t('content:categories.heading'));
  await expectNoEnglish(page, 'categories', content);
  await page.getByRole('link', { name: 'Programming' }).click();
  await page.getByRole('button', { name: 'SQL' }).click();
  await expectNoEnglish(page, 'mode dialog', content);
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
      await expectNoEnglish(page, 'quiz play', content);
      await expectAccessible(page, 'quiz play in Spanish');
    }
    await answerByKey(page, sqlAnswers);
    await expect(page.getByText(t('quiz:reveal.correct'), { exact: true }).first()).toBeVisible();
  }
  await expect(page).toHaveURL(/\/quiz\/results\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByText(t('quiz:results.timePerQuestion'))).toBeVisible();
  await expectNoEnglish(page, 'results', content);
  await expectAccessible(page, 'results in Spanish');

  // Settings: extended time, saved in Spanish.
  await page.getByRole('button', { name: t('common:topBar.settings') }).click();
  await page.getByRole('menuitem', { name: t('common:topBar.preferences') }).click();
  await expect(h1).toHaveText(t('preferences:title'));
  await expectNoEnglish(page, 'preferences', content);
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

test('the English check knows lone words and short texts whole, and phrases between placeholders', () => {
  const matches = (text: string) => english.whole.some((pattern) => pattern.test(text));
  for (const shown of ['Progress', 'Unlocked!', 'Correct!', '3 of 10', 'Question 2 of 10'])
    expect(matches(shown), shown).toBe(true);
  for (const shown of ['Progreso', '¡Correcto!', '3 de 10', 'Pregunta 2 de 10', 'QuizArena'])
    expect(matches(shown), shown).toBe(false);
  expect(english.phrases).toContain('Welcome back,');
  expect(english.phrases).not.toContain('Open Trivia Database');
});
