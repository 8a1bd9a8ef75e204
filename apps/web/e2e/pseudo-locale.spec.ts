import { PASSWORD, newEmail } from './accounts';
import { expect, test } from './fixtures';
import { mailedLink } from './outbox';
import { pseudoAudit, pt } from './pseudo-audit';
import { answerByKey, answersFor } from './quiz-bank';
import { FRIENDS_TABS, PLACEHOLDERS, SIGNED_OUT_PAGES } from './screens';

const sqlAnswers = answersFor('SQL');

/**
 * The pseudo-locale run (docs/ARCHITECTURE.md, Languages): with every catalogue text shown as
 * `⟦Ŝîĝñ Îñ⟧`, the screens of screens.spec.ts, signed out and signed in, a quiz played to its
 * results included, must show no text outside the markers but content.
 */
test('every screen shows only catalogue texts and content in the pseudo-locale', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const audit = await pseudoAudit(page);
  const h1 = page.getByRole('heading', { level: 1 });

  await page.goto('/');
  await expect(h1).toHaveText(pt('landing:hero.title'));
  await audit.check('landing');
  for (const [path] of SIGNED_OUT_PAGES) {
    await page.goto(path);
    await expect(h1).toHaveText(/^⟦.*⟧$/);
    await audit.check(path);
  }

  // Registering, both steps, with a mistake on each so the checks speak.
  const email = newEmail();
  await page.goto('/register');
  await page.getByLabel(pt('auth:fields.fullName')).fill('Grace Hopper');
  await page.getByLabel(pt('auth:fields.email')).fill(email);
  await page.getByLabel(pt('auth:fields.password'), { exact: true }).fill('short');
  await page.getByLabel(pt('auth:fields.confirmPassword')).fill('short');
  await page.getByRole('button', { name: pt('auth:register.continue'), exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await audit.check('register, a short password');
  await page.getByLabel(pt('auth:fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(pt('auth:fields.confirmPassword')).fill(PASSWORD);
  await page.getByRole('button', { name: pt('auth:register.continue'), exact: true }).click();
  await page.getByLabel(pt('auth:fields.userType')).selectOption('student');
  await page.getByLabel(pt('auth:fields.birthYear')).fill('1980');
  await page.getByRole('button', { name: pt('auth:register.submit') }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await audit.check('register, second step, a student too old');
  await page.getByLabel(pt('auth:fields.userType')).selectOption('professional');
  await page.getByRole('button', { name: pt('auth:register.submit') }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Signing in unverified is refused; then the mailed link verifies.
  await page.getByLabel(pt('auth:fields.email')).fill(email);
  await page.getByLabel(pt('auth:fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: pt('auth:signIn.submit') }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await audit.check('sign-in before verifying');
  await page.goto(await mailedLink(email, 'verify-email'));
  await expect(page.getByText(pt('auth:verify.verified'))).toBeVisible();
  await audit.check('verify email');
  await page.goto('/verify-email');
  await expect(h1).toBeVisible();
  await audit.check('verify email without a link');
  await page.goto('/forgot-password');
  await page.getByLabel(pt('auth:fields.email')).fill(email);
  await page.getByRole('button', { name: pt('auth:forgot.submit') }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
  await audit.check('forgot password, sent');

  // Another player, whose public profile is visited below.
  const other = newEmail();
  const registered = await request.post('/api/auth/register', {
    data: {
      name: 'Alan Turing',
      email: other,
      password: PASSWORD,
      user_type: 'professional',
      birth_year: 1990,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await page.goto(await mailedLink(other, 'verify-email'));
  await expect(page.getByText(pt('auth:verify.verified'))).toBeVisible();

  await page.goto('/login');
  await page.getByLabel(pt('auth:fields.email')).fill(email);
  await page.getByLabel(pt('auth:fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: pt('auth:signIn.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(h1).toHaveText(/^⟦.*Grace.*⟧$/);
  await audit.check('dashboard');
  await page.getByRole('button', { name: pt('notifications:bell.label') }).click();
  await expect(page.getByText(pt('notifications:bell.empty'))).toBeVisible();
  await audit.check('notification centre');
  await page.getByRole('tab', { name: pt('common:topBar.recentAchievementsTitle') }).click();
  await expect(page.getByText(pt('common:topBar.noRecentAchievements'))).toBeVisible();
  await audit.check('notification centre, recent achievements');
  await page.keyboard.press('Escape');

  // A quiz: categories, topics, the mode dialog, play by number keys, results.
  const nav = page.getByRole('navigation', { name: pt('common:nav.main') });
  await nav.getByRole('link', { name: pt('common:nav.quiz'), exact: true }).click();
  await expect(page.getByRole('link', { name: 'Programming' })).toBeVisible();
  await audit.check('categories');
  await page.getByRole('link', { name: 'Programming' }).click();
  await page.getByRole('button', { name: 'SQL' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit.check('game mode dialog');
  await page.getByRole('button', { name: pt('content:modeDialog.start') }).click();
  for (let index = 0; index < 10; index++) {
    await expect(
      page.getByText(pt('quiz:question.position', { position: index + 1, total: 10 }), {
        exact: true,
      }),
    ).toBeVisible();
    if (index === 0) await audit.check('quiz play');
    // The first answer wrong, so both verdicts show; the rest right.
    await answerByKey(page, sqlAnswers, index === 0 ? 'wrong' : 'right');
    await expect(
      page
        .getByText(pt(index === 0 ? 'quiz:reveal.incorrect' : 'quiz:reveal.correct'), {
          exact: true,
        })
        .first(),
    ).toBeVisible();
    if (index < 2) await audit.check(`quiz play, verdict ${index + 1}`);
  }
  await expect(page).toHaveURL(/\/quiz\/results\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByText(pt('quiz:results.timePerQuestion'))).toBeVisible();
  await audit.check('quiz results');

  await nav.getByRole('link', { name: pt('common:nav.leaderboard') }).click();
  await expect(h1).toHaveText(pt('leaderboard:heading'));
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Grace Hopper' }).first(),
  ).toBeVisible();
  await audit.check('leaderboard');
  await nav.getByRole('link', { name: pt('common:nav.achievements') }).click();
  await expect(page.getByRole('article', { name: 'First Steps' })).toBeVisible();
  await audit.check('achievements');
  await nav.getByRole('link', { name: pt('common:nav.profile') }).click();
  await expect(h1).toHaveText('Grace Hopper');
  for (const tab of ['overview', 'statistics', 'achievements', 'social', 'activity']) {
    await page.getByRole('tab', { name: pt(`profile:tabs.${tab}`) }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await audit.check(`profile, ${tab}`);
  }

  const { user } = (await (
    await request.post('/api/auth/login', { data: { email: other, password: PASSWORD } })
  ).json()) as { user: { id: string } };
  await page.goto(`/profile/${user.id}`);
  await expect(h1).toHaveText('Alan Turing');
  await audit.check('public profile');

  for (const [path] of PLACEHOLDERS) {
    await page.goto(path);
    await expect(page.getByText(pt('pages:notYet'))).toBeVisible();
    await audit.check(path);
  }
  for (const [path] of FRIENDS_TABS) {
    await page.goto(path);
    await expect(h1).toHaveText(pt('friends:heading'));
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await audit.check(path);
  }

  await page.getByRole('button', { name: pt('common:topBar.settings') }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await audit.check('settings menu');
  await page.getByRole('menuitem', { name: pt('common:topBar.preferences') }).click();
  await expect(h1).toHaveText(pt('preferences:title'));
  await page.getByRole('button', { name: pt('preferences:save') }).click();
  await expect(page.getByText(pt('preferences:saved'))).toBeVisible();
  await audit.check('preferences, saved');

  expect(audit.findings(), 'texts that came from no catalogue').toEqual([]);
});

test('the pseudo-locale run notices text that no catalogue gave, and passes content', async ({
  page,
}) => {
  const audit = await pseudoAudit(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt('landing:hero.title'));
  await page.evaluate(() => {
    const note = document.createElement('p');
    note.textContent = 'Loading your results…';
    const button = document.createElement('button');
    button.setAttribute('aria-label', 'Close dialog');
    const mixed = document.createElement('p');
    mixed.textContent = '⟦Ŵéļçöṁé⟧ back, QuizArena';
    const fine = document.createElement('p');
    fine.textContent = '⟦Ŵéļçöṁé ƀáçķ⟧, QuizArena · https://opentdb.com · 12:30';
    document.body.append(note, button, mixed, fine);
  });
  await audit.check('landing, with text added by hand');
  expect(audit.findings().map((finding) => finding.untranslated)).toEqual([
    'Loading your results',
    'Close dialog',
    'back, QuizArena',
  ]);
});
