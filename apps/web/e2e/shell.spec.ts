import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';

test('the landing page renders with its calls to action and credits', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Learn by playing. Level up every day.',
  );
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(page.getByRole('contentinfo')).toContainText('Open Trivia Database');
});

test('the theme choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  // The prerendered page paints before the app takes over; `dir` is set as its catalogue arrives.
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('radio', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('radio', { name: 'Dark theme' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(await page.evaluate(() => localStorage.getItem('quiz-theme'))).toBe('dark');
});

test('an unknown route lands on /', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a protected route sends a signed-out visitor to /login, naming the page', async ({
  page,
}) => {
  await page.goto('/leaderboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fleaderboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('unknown API paths answer a JSON 404 and the categories are seeded', async ({ request }) => {
  const missing = await request.get('/api/nothing-here');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  const categories = await request.get('/api/categories');
  const body = await categories.json();
  expect(body.data.categories.map((c: { name: string }) => c.name)).toContain('Programming');
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no serious violation on the landing page (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('quiz-theme', value), theme);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    });
  }
});
