import { Secret, TOTP } from 'otpauth';
import { expectAccessible, expectReflow } from './a11y';
import { newSignedInUser, PASSWORD } from './accounts';
import { expect, test } from './fixtures';

const STEP_MS = 30_000;

// Twice the pixel density, so reflow is also checked at 200% zoom (see screens.spec.ts).
test.use({ deviceScaleFactor: 2 });

/** The authenticator app: the code of `step` for the key the page showed. */
const codeAt = (key: string, step: number) =>
  TOTP.generate({ secret: Secret.fromBase32(key), timestamp: step * STEP_MS });

test('a player turns on two-factor authentication, saves the recovery codes, and signs in with a code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await newSignedInUser(page, 'Hedy Lamarr');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await section.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(
    section.getByRole('img', { name: 'QR code to add QuizArena to your authenticator app' }),
  ).toBeVisible();
  const key = (await section.getByLabel('Key for your authenticator app').innerText()).replace(
    /\s/g,
    '',
  );
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page, 'two-factor set-up');
  await expectReflow(page, 'two-factor set-up');

  const step = Math.floor(Date.now() / STEP_MS);
  await section.getByLabel('Authentication code').fill(codeAt(key, step));
  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Turn on' }).click();
  const codes = section.getByRole('list', { name: 'Your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expectAccessible(page, 'recovery codes');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download codes' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('quizarena-recovery-codes.txt');
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('10 recovery codes left.')).toBeVisible();

  // Signed out from the dashboard, so that sign-in comes back there.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expectAccessible(page, 'sign-in code step');
  // The code that turned it on does not sign in again.
  await code.fill(codeAt(key, step));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not valid. Check your authenticator app and try again.',
  );
  await code.fill(codeAt(key, step + 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
