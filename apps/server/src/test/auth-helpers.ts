import { randomUUID } from 'node:crypto';
import type { Role } from '@quizarena/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { createAuthAnnouncer, setUserRole } from '../modules/auth';
import type { TestApp } from './build-test-app';

export const GOOD_PASSWORD = 'correct horse battery staple 42';

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    email: `player-${randomUUID().slice(0, 8)}@example.com`,
    password: GOOD_PASSWORD,
    name: 'Ada Lovelace',
    user_type: 'professional',
    birth_year: 1990,
    organization: 'Analytical Engines',
    ...overrides,
  };
}

/** The token in the newest mailed link to `email`. */
export function lastMailedToken(app: TestApp, email: string): string {
  const mail = [...app.mail]
    .reverse()
    .find((message) => message.to.toLowerCase() === email.toLowerCase());
  const link = mail?.link;
  if (!link) throw new Error(`no mail with a link to ${email}`);
  return new URL(link).searchParams.get('token')!;
}

/** Registers, verifies and signs in a user; answers the sign-in body and the refresh cookie. */
export async function signUp(app: TestApp, overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token: lastMailedToken(app, body.email) },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return {
    ...(await signIn(app, body.email, body.password)),
    email: body.email,
    password: body.password,
  };
}

export async function signIn(
  app: TestApp,
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, ...extra },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  if (response.json().second_factor_required)
    throw new Error(`${email} has two-factor authentication on: use signInWithCode`);
  return signedInFrom(response);
}

/** A sign-in answer as the tests use it: the body, the refresh cookie and bearer headers. */
function signedInFrom(response: LightMyRequestResponse) {
  const body = response.json() as {
    accessToken: string;
    refreshToken: string;
    user: { id: string };
  };
  const cookie = response.cookies.find((c) => c.name === 'qa_refresh');
  return { ...body, cookie, headers: { authorization: `Bearer ${body.accessToken}` } };
}

const STEP_MS = 30_000;

/**
 * Plays an authenticator app for `secret` on the app's clock. `code()` gives a code the server
 * takes once: the earliest step of the ±1 window not handed out yet (three per window; a test
 * that needs more advances its clock by 30 s).
 */
export function authenticatorFor(app: TestApp, secret: string) {
  let lastStep = -Infinity;
  const stepNow = () => Math.floor(app.clock.now().getTime() / STEP_MS);
  const codeOf = (step: number) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * STEP_MS });
  return {
    secret,
    code(): string {
      const step = Math.max(lastStep + 1, stepNow() - 1);
      if (step > stepNow() + 1) throw new Error('no unused code left in the window: advance 30 s');
      lastStep = step;
      return codeOf(step);
    },
    /** The code of the step `offset` steps from now, whether or not it was handed out. */
    codeAt: (offset = 0) => codeOf(stepNow() + offset),
  };
}
export type TestAuthenticator = ReturnType<typeof authenticatorFor>;

/** Turns the second factor on for a signed-in player: their authenticator and recovery codes. */
export async function enableSecondFactor(
  app: TestApp,
  player: { headers: Record<string, string>; password?: string },
) {
  const setup = await app.inject({
    method: 'POST',
    url: '/api/auth/second-factor/setup',
    headers: player.headers,
  });
  if (setup.statusCode !== 200) throw new Error(`second-factor setup failed: ${setup.body}`);
  const otp = authenticatorFor(app, setup.json().data.secret);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/auth/second-factor/confirm',
    headers: player.headers,
    payload: { code: otp.code(), ...(player.password ? { password: player.password } : {}) },
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`second-factor confirm failed: ${confirmed.body}`);
  return { otp, recoveryCodes: confirmed.json().data.recovery_codes as string[] };
}

/** The password step (answering a ticket), then `code`: signed in with the second factor. */
export async function signInWithCode(
  app: TestApp,
  email: string,
  password: string,
  code: string,
  extra: Record<string, unknown> = {},
) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, ...extra },
  });
  const ticket = login.json().ticket as string | undefined;
  if (login.statusCode !== 200 || !ticket) throw new Error(`no second step: ${login.body}`);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/second-factor',
    payload: { ticket, code },
  });
  if (response.statusCode !== 200) throw new Error(`second step failed: ${response.body}`);
  return signedInFrom(response);
}

/**
 * A staff member as staff routes want them: signed up (an ADMIN_EMAILS address is an admin;
 * `role` sets one), the second factor on, and signed in with password and code. `otp` plays
 * their app for step-up codes.
 */
export async function signUpStaff(
  app: TestApp,
  overrides: Record<string, unknown> = {},
  options: { role?: Role } = {},
) {
  const player = await signUp(app, overrides);
  if (options.role) {
    await setUserRole(app.database.db, player.email, options.role, {
      source: 'test',
      announce: createAuthAnnouncer(app.invalidation),
    });
  }
  const { otp, recoveryCodes } = await enableSecondFactor(app, player);
  return {
    ...(await signInWithCode(app, player.email, player.password, otp.code())),
    email: player.email,
    password: player.password,
    otp,
    recoveryCodes,
  };
}

/** Hides the signed-in player's profile from other players, as the privacy setting does. */
export async function hideProfile(app: TestApp, headers: Record<string, string>): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers,
    payload: { profile_hidden: true },
  });
  if (response.statusCode !== 200) throw new Error(`hiding the profile failed: ${response.body}`);
}
