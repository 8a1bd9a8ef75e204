import type { Page } from '@playwright/test';
import { newSignedInUser, PASSWORD } from './accounts';
import { apiPlayer } from './api-player';
import { expect, test } from './fixtures';

const FIRST_STEPS = '🏆 Achievement unlocked: First Steps!';

/** The sidebar's connection status (other live regions share the role). */
const connection = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Live|Connecting…|Reconnecting.*|Offline)$/ });

test('an achievement toast reaches the player who earned it, over the socket, and nobody else', async ({
  page,
  browser,
  baseURL,
}) => {
  const earnerEmail = await newSignedInUser(page, 'Ada Lovelace');
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await newSignedInUser(other, 'Grace Hopper');
  for (const each of [page, other]) await expect(connection(each)).toHaveText('Live');

  // The quiz is played from another device (the API): only the socket can tell this browser.
  const device = await apiPlayer(baseURL!, earnerEmail);
  const completed = await device.playPracticeQuiz();
  expect(completed.achievements_earned.map((a) => a.title)).toContain('First Steps');

  await expect(page.getByText(FIRST_STEPS)).toBeVisible();
  // The other player's socket is as live, subscribed to their own achievements only.
  await page.waitForTimeout(1_000);
  await expect(other.getByText(/Achievement unlocked/)).toHaveCount(0);
  await device.dispose();
  await otherContext.close();
});

test('after a password change the connection comes back on the new session and still delivers', async ({
  page,
  baseURL,
}) => {
  const email = await newSignedInUser(page);
  await page.goto('/profile');
  const status = connection(page);
  await expect(status).toHaveText('Live');

  const newPassword = `${PASSWORD} changed`;
  // The profile asks for the current password in more than one place (deleting the account too).
  const form = page.getByRole('region', { name: 'Password', exact: true });
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByLabel('New password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed.', { exact: false })).toBeVisible();
  // The old session's socket is closed within seconds; the client reconnects (2 s backoff)
  // with a ticket from the new session and subscribes again.
  await expect(status).toHaveText(/Reconnecting/, { timeout: 8_000 });
  await expect(status).toHaveText('Live', { timeout: 10_000 });

  const device = await apiPlayer(baseURL!, email, newPassword);
  await device.playPracticeQuiz();
  await expect(page.getByText(FIRST_STEPS)).toBeVisible();
  await device.dispose();
});
