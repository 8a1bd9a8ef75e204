import { expectAccessible } from './a11y';
import { newSignedInUser } from './accounts';
import { expect, test } from './fixtures';
import { answerAllRight, answersFor } from './quiz-bank';

const sqlAnswers = answersFor('SQL');

// A 1 x 1 PNG; the server turns it into a 256 x 256 WebP.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('a first practice quiz shows up on the leaderboard, achievements and profile; the profile saves and takes an avatar', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newSignedInUser(page, 'Katherine Johnson');
  const nav = page.getByRole('navigation', { name: 'Main' });

  // A quick practice quiz: every answer right, as fast as the page allows.
  await nav.getByRole('link', { name: 'Quiz', exact: true }).click();
  await page.getByRole('link', { name: 'Programming' }).click();
  await page.getByRole('button', { name: 'SQL' }).click();
  await expect(page.getByRole('radio', { name: /Practice/ })).toBeChecked();
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page).toHaveURL(/\/quiz\/[^/]+\/[^/]+\/practice$/);
  await answerAllRight(page, sqlAnswers);
  await expect(page.getByText('🏆 Achievement unlocked: First Steps!')).toBeVisible();

  // This week's board knows the player and their place.
  await nav.getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'This Week' })).toBeChecked();
  const banner = page.getByRole('region', { name: 'Your rank' });
  await expect(banner).toContainText(/#\d+/);
  await expect(banner).not.toContainText('Not ranked yet');
  // Other tests' players may outrank this one; when listed, the row is marked as theirs.
  const myRow = page.locator('li[aria-current="true"]');
  if ((await myRow.count()) > 0) await expect(myRow).toContainText('Katherine Johnson');
  await expectAccessible(page);

  // The first achievement, unlocked on the catalogue and on the profile.
  await nav.getByRole('link', { name: 'Achievements' }).click();
  const firstSteps = page.getByRole('article', { name: 'First Steps' });
  await expect(firstSteps).toHaveAttribute('data-unlocked', 'true');
  await expect(firstSteps).toContainText('Unlocked!');

  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Katherine Johnson' })).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent achievements' });
  await expect(recent.getByText('First Steps')).toBeVisible();
  await page.getByRole('tab', { name: 'Achievements' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=achievements$/);
  await expect(page.getByRole('tabpanel').getByText('First Steps')).toBeVisible();
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page.getByRole('table', { name: 'Accuracy per category' })).toContainText(
    'Programming',
  );
  await expectAccessible(page);

  // Edit the basics; they are saved on the server, not only on screen.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Bio').fill('Orbital mechanics by hand.');
  await page.getByLabel('Location').fill('Hampton, Virginia');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Orbital mechanics by hand.')).toBeVisible();
  await expect(page.getByText('Hampton, Virginia')).toBeVisible();

  // A new avatar shows in the sidebar at once.
  const sidebarAvatar = page.locator('aside img');
  await expect(sidebarAvatar).toHaveCount(0);
  await page
    .getByLabel('Upload a new avatar')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Avatar updated')).toBeVisible();
  await expect(sidebarAvatar).toHaveAttribute('src', /^\/uploads\/avatars\/[a-f0-9]{32}\.webp$/);
});
