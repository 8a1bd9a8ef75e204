import { expectAccessible } from './a11y';
import { PASSWORD, newEmail, register } from './accounts';
import { expect, test } from './fixtures';
import { mailedLink } from './outbox';
import { answerAllRight, answersFor } from './quiz-bank';
import { PLACEHOLDERS, SIGNED_OUT_PAGES } from './screens';

const sqlAnswers = answersFor('SQL');

test('every screen passes axe; the landing page fits a phone; sign-in returns to the page asked for', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const h1 = page.getByRole('heading', { level: 1 });

  // A 390 px phone: the landing page must not scroll sideways. The skip link comes first.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(h1).toHaveText('Learn by playing. Level up every day.');
  const width = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(width.scrollWidth, JSON.stringify(width)).toBeLessThanOrEqual(width.clientWidth);
  await expect(page).toHaveTitle('QuizArena');
  // The prerendered page paints before the app takes over (`dir` is set as the catalogue
  // arrives); focus given before then would go with the replaced markup.
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expectAccessible(page, 'landing (390 px)');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  for (const [path, title] of SIGNED_OUT_PAGES) {
    await page.goto(path);
    await expect(h1).toBeVisible();
    await expect(page).toHaveTitle(`${title} · QuizArena`);
    await expectAccessible(page, path);
  }

  // Another player, whose public profile is visited below.
  const otherEmail = newEmail();
  await register(page, otherEmail, 'Alan Turing');
  await page.goto(await mailedLink(otherEmail, 'verify-email'));
  await expect(page.getByText('Your email is verified.')).toBeVisible();

  // A protected page sends the visitor to sign in, and signing in brings them back to it.
  const email = newEmail();
  await register(page, email, 'Grace Hopper');
  await page.goto(await mailedLink(email, 'verify-email'));
  await expect(page.getByText('Your email is verified.')).toBeVisible();
  await page.goto('/profile?tab=statistics');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile%3Ftab%3Dstatistics$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=statistics$/);
  await expect(page.getByRole('tab', { name: 'Statistics' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveTitle('Profile · QuizArena');
  await expectAccessible(page, 'profile statistics');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(h1).toHaveText('Welcome back, Grace!');
  await expect(page.getByTestId('stat-Total Points')).toContainText('0');
  await expect(page).toHaveTitle('Dashboard · QuizArena');
  await expectAccessible(page, 'dashboard');
  await page.getByRole('button', { name: 'Recent achievements' }).click();
  await expect(page.getByText('No recent achievements')).toBeVisible();
  await expectAccessible(page, 'recent achievements menu');
  await page.keyboard.press('Escape');

  // The quiz: categories, topics, the mode dialog, play, results.
  await nav.getByRole('link', { name: 'Quiz', exact: true }).click();
  await expect(h1).toHaveText('Quiz Categories');
  await expect(page.getByRole('link', { name: 'Programming' })).toBeVisible();
  await expectAccessible(page, 'categories');
  await page.getByRole('link', { name: 'Programming' }).click();
  await expect(page.getByRole('button', { name: 'SQL' })).toBeVisible();
  await expectAccessible(page, 'topics');
  await page.getByRole('button', { name: 'SQL' }).click();
  await expect(page.getByRole('radio', { name: /Practice/ })).toBeChecked();
  await expectAccessible(page, 'game mode dialog');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
  await expectAccessible(page, 'quiz play');
  await answerAllRight(page, sqlAnswers);
  await expect(page).toHaveTitle('Quiz Results · QuizArena');
  await expectAccessible(page, 'quiz results');

  await nav.getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('region', { name: 'Your rank' })).toContainText(/#\d+/);
  await expectAccessible(page, 'leaderboard');
  await nav.getByRole('link', { name: 'Achievements' }).click();
  await expect(page.getByRole('article', { name: 'First Steps' })).toHaveAttribute(
    'data-unlocked',
    'true',
  );
  await expectAccessible(page, 'achievements');
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(h1).toHaveText('Grace Hopper');
  await expectAccessible(page, 'profile');

  // Another player's public profile.
  const other = await request.post('/api/auth/login', {
    data: { email: otherEmail, password: PASSWORD },
  });
  const { user } = (await other.json()) as { user: { id: string } };
  await page.goto(`/profile/${user.id}`);
  await expect(h1).toHaveText('Alan Turing');
  await expect(page).toHaveTitle('Player Profile · QuizArena');
  await expectAccessible(page, 'public profile');

  for (const [path, heading] of PLACEHOLDERS) {
    await page.goto(path);
    await expect(h1).toHaveText(heading);
    await expect(page.getByText('This page is not available yet.')).toBeVisible();
    await expect(page).toHaveTitle(`${heading} · QuizArena`);
    await expectAccessible(page, path);
  }
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The old settings address, and administration for someone who is not an administrator.
  await page.goto('/preferences');
  await expect(page).toHaveURL(/\/settings\/preferences$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Administration')).toHaveCount(0);

  // The dark theme too, on the busiest screen.
  await expect(h1).toHaveText('Welcome back, Grace!');
  await page.getByRole('radio', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page, 'dashboard (dark)');
});
