import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { E2E_GOOGLE_IDENTITY } from './oauth-identity';
import { mailedLink } from './outbox';
import { PASSWORD, register, signIn } from './accounts';

test('register in two steps, verify from the mailed link, sign in, stay signed in across a reload, sign out', async ({
  page,
}) => {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters long');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('I am a').selectOption('student');
  await page.getByLabel('Year of birth').fill('1980');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Students should be between 13-30 years old');
  await page.getByLabel('I am a').selectOption('professional');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Thanks! Please check your email')).toBeVisible();

  // Signing in before verifying is refused, with a way to get a new link.
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('verify your email');
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();

  await page.goto(await mailedLink(email, 'verify-email'));
  await expect(page.getByText('Your email is verified.')).toBeVisible();

  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password and reset it from the mailed link', async ({ page }) => {
  const email = `reset-${randomUUID().slice(0, 8)}@example.com`;
  await register(page, email);
  await page.goto(await mailedLink(email, 'verify-email'));
  await expect(page.getByText('Your email is verified.')).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for this email')).toBeVisible();

  await page.goto(await mailedLink(email, 'reset-password'));
  const fresh = 'a completely new passphrase 9';
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('Confirm new password').fill(fresh);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await signIn(page, email, fresh);
});

test('sign in with the external provider (a local OAuth server standing in for Google), back to the page asked for', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const firstName = E2E_GOOGLE_IDENTITY.name.split(' ')[0];
  await expect(page.getByRole('heading', { name: `Welcome back, ${firstName}!` })).toBeVisible();

  // Sent to sign in from a protected page, the round trip through the provider returns there.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/achievements');
  await expect(page).toHaveURL(/\/login\?next=%2Fachievements$/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/achievements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
});

test('an unconfigured provider says so instead of redirecting', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await expect(
    page.getByText('GitHub Sign-In failed: Sign-in with GitHub is not set up on this server.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the profile saves its fields and lists the sessions', async ({ page }) => {
  const email = `profile-${randomUUID().slice(0, 8)}@example.com`;
  await register(page, email);
  await page.goto(await mailedLink(email, 'verify-email'));
  await expect(page.getByText('Your email is verified.')).toBeVisible();
  await signIn(page, email);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Location').fill('London');
  await page.getByLabel('Website').fill('https://ada.example.org');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByText('https://ada.example.org')).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
});
