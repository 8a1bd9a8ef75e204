import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { mailedLink } from './outbox';

export const PASSWORD = 'quiz arena passphrase 2026';

/**
 * An e2e admin (global-setup names it in ADMIN_EMAILS): whoever registers with it is an admin.
 * One spec registers it (the tournaments journey), once per run.
 */
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.com';

/** The admin of the console journey (admin-console.spec.ts), also named in ADMIN_EMAILS. */
export const E2E_CONSOLE_ADMIN_EMAIL = 'e2e-console-admin@example.com';

/** A fresh address per test, so tests never share an account. */
export const newEmail = () => `e2e-${randomUUID().slice(0, 8)}@example.com`;

/** Registers through the two-step form and lands on /login. */
export async function register(page: Page, email: string, name = 'Ada Lovelace') {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
  await page.getByLabel('I am a').selectOption('professional');
  await page.getByLabel('Year of birth').fill('1990');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Signs in through the form and lands on /dashboard. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A new verified account, signed in on /dashboard. */
export async function newSignedInUser(page: Page, name = 'Ada Lovelace') {
  const email = newEmail();
  await register(page, email, name);
  await page.goto(await mailedLink(email, 'verify-email'));
  // Wait for the page's verify call to finish: leaving at once can cancel it.
  await expect(page.getByText('Your email is verified.')).toBeVisible();
  await signIn(page, email);
  return email;
}
