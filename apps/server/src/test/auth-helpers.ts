import { randomUUID } from 'node:crypto';
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
  const body = response.json() as {
    accessToken: string;
    refreshToken: string;
    user: { id: string };
  };
  const cookie = response.cookies.find((c) => c.name === 'qa_refresh');
  return { ...body, cookie, headers: { authorization: `Bearer ${body.accessToken}` } };
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
