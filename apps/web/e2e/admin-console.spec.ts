import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { expectAccessible } from './a11y';
import { E2E_CONSOLE_ADMIN_EMAIL, PASSWORD, register, signIn } from './accounts';
import { newApiPlayer } from './api-player';
import { expect, test } from './fixtures';
import { mailedLink } from './outbox';

const STEP_MS = 30_000;
const codeAt = (key: string, step: number) =>
  TOTP.generate({ secret: Secret.fromBase32(key), timestamp: step * STEP_MS });

/** `YYYY-MM-DDTHH:mm` in the browser's own zone, as a datetime-local field takes it. */
function localDateTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

test('an admin turns on the second factor, finds and suspends a player, works a reported message, and reads the numbers', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = randomUUID().slice(0, 6);
  const [mallory, rita, trent] = await Promise.all([
    newApiPlayer(baseURL!, `Mallory Spam${tag}`),
    newApiPlayer(baseURL!, `Rita Reporter${tag}`),
    newApiPlayer(baseURL!, `Trent Rude${tag}`),
  ]);
  // A rude message between friends, reported by the one who received it.
  await trent.sendFriendRequest(rita.id);
  await rita.answerFriendRequest(trent.id);
  const conversation = await trent.openConversation([rita.id]);
  const rude = await trent.sendMessage(conversation, `You are useless ${tag}`);
  await rita.report('message', rude, 'harassment');

  // The admin's account (ADMIN_EMAILS): the console asks for the second factor first.
  await register(page, E2E_CONSOLE_ADMIN_EMAIL, 'Ines Admin');
  await page.goto(await mailedLink(E2E_CONSOLE_ADMIN_EMAIL, 'verify-email'));
  await expect(page.getByText('Your email is verified.')).toBeVisible();
  await signIn(page, E2E_CONSOLE_ADMIN_EMAIL);
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { name: 'Two-factor authentication needed' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Set up two-factor authentication' }).click();
  const security = page.getByRole('region', { name: 'Two-factor authentication' });
  await security.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const key = (await security.getByLabel('Key for your authenticator app').innerText()).replace(
    /\s/g,
    '',
  );
  await security
    .getByLabel('Authentication code')
    .fill(codeAt(key, Math.floor(Date.now() / STEP_MS)));
  await security.getByLabel('Current password').fill(PASSWORD);
  await security.getByRole('button', { name: 'Turn on' }).click();
  await security.getByRole('button', { name: 'I have saved them' }).click();

  // Find the player by part of their name and suspend them until tomorrow.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByLabel('Name or email').fill(`spam${tag}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const found = page.getByRole('table', { name: 'Accounts found' });
  await expect(found.getByRole('row')).toHaveCount(2);
  await found.getByRole('link', { name: `Mallory Spam${tag}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Mallory Spam${tag}` })).toBeVisible();
  await expectAccessible(page, 'an account in the console');
  const suspend = page.getByRole('region', { name: 'Suspend' });
  await suspend
    .getByLabel('Suspended until')
    .fill(localDateTime(new Date(Date.now() + 24 * 3600_000)));
  await suspend.getByLabel('Reason').fill('Spamming the chat');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('The account is suspended')).toBeVisible();
  // Their session ended with it, and signing in says why.
  const refused = await page.request.post('/api/auth/login', {
    data: { email: mallory.email, password: PASSWORD },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    code: 'ACCOUNT_SUSPENDED',
    message: expect.stringContaining('Spamming the chat'),
  });

  // The reported message: open it from the queue, uphold it and remove the message.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Moderation' })
    .click();
  await page.getByRole('link', { name: `Review Reported message about Trent Rude${tag}` }).click();
  await expect(page.getByRole('heading', { name: 'The message as reported' })).toBeVisible();
  await expect(page.getByText(`You are useless ${tag}`).first()).toBeVisible();
  const uphold = page.getByRole('region', { name: 'Uphold' });
  await uphold.getByLabel('Reason').fill('Insulting another player');
  await uphold.getByLabel('Remove the message').check();
  await uphold.getByRole('button', { name: 'Uphold' }).click();
  await page
    .getByRole('dialog', { name: 'Uphold this report?' })
    .getByRole('button', { name: 'Uphold' })
    .click();
  await expect(page.getByText('Report upheld')).toBeVisible();
  await expect.poll(() => rita.notificationKinds()).toContain('report_resolved');
  await expect.poll(() => trent.notificationKinds()).toContain('moderation_notice');

  // The numbers.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible();
  const figure = (label: string) =>
    page.locator('dt', { hasText: label }).locator('xpath=..').locator('dd');
  // The roll-up has run (seconds after the server started) and counted the accounts then.
  await expect(page.getByText(/^Figures as of /)).toBeVisible();
  await expect(figure('Total users')).toHaveText(/^\d[\d,]*$/);
  await expectAccessible(page, 'the analytics overview');
  await page.getByRole('link', { name: 'Users', exact: true }).last().click();
  await expect(page.getByRole('table', { name: 'Retention by sign-up week' })).toBeVisible();

  await Promise.all([mallory.dispose(), rita.dispose(), trent.dispose()]);
});
