import Fastify, { type FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, oauthIdentities, oauthStates, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { enableSecondFactor, registrationBody, signUp } from '../../test/auth-helpers';

type Claims = { sub: string; email: string; email_verified: boolean; name?: string };

/** A local OIDC provider (Google's role) and a stub of GitHub's REST API, both on loopback. */
describe('external sign-in (battery: oauth)', () => {
  const provider = new OAuth2Server();
  let githubApi: FastifyInstance;
  let githubUser = {
    id: 9001,
    name: 'Octo Cat',
    emails: [{ email: 'octo@example.com', primary: true, verified: true }],
  };
  let app: TestApp;
  let nextClaims: Claims;

  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, nextClaims);
    });
    githubApi = Fastify();
    githubApi.get('/user', async () => ({
      id: githubUser.id,
      name: githubUser.name,
      login: 'octo',
    }));
    githubApi.get('/user/emails', async () => githubUser.emails);
    await githubApi.listen({ port: 0, host: '127.0.0.1' });
    const issuer = provider.issuer.url!;
    const base = {
      clientId: 'quizarena-test',
      clientSecret: 'test-secret',
      authorizationUrl: `${issuer}/authorize`,
      tokenUrl: `${issuer}/token`,
    };
    app = await buildTestApp({
      config: {
        oauth: {
          google: { ...base, issuer, jwksUrl: `${issuer}/jwks` },
          github: {
            ...base,
            apiUrl: `http://127.0.0.1:${(githubApi.server.address() as { port: number }).port}`,
          },
        },
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await githubApi.close();
    await provider.stop();
  });

  /** Plays the browser: start, follow the provider's redirect, and read code and state. */
  async function authorize(name: 'google' | 'github') {
    const start = await app.inject({ method: 'GET', url: `/api/auth/oauth/${name}` });
    expect(start.statusCode).toBe(200);
    const redirectUrl = new URL(start.json().redirectUrl);
    expect(redirectUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(redirectUrl.searchParams.get('redirect_uri')).toBe(
      `http://localhost:3000/auth/callback/${name}`,
    );
    const answer = await fetch(redirectUrl, { redirect: 'manual' });
    const back = new URL(answer.headers.get('location')!);
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }

  const callback = (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/auth/oauth/callback', payload: body });

  it('signs a new user in with a verified Google identity, and the same identity again later', async () => {
    nextClaims = {
      sub: 'google-1',
      email: 'new.person@example.com',
      email_verified: true,
      name: 'New Person',
    };
    const first = await callback({ provider: 'google', ...(await authorize('google')) });
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({
      email: 'new.person@example.com',
      full_name: 'New Person',
      email_verified: true,
    });
    expect(first.cookies.find((c) => c.name === 'qa_refresh')).toBeDefined();

    const again = await callback({ provider: 'google', ...(await authorize('google')) });
    expect(again.json().user.id).toBe(first.json().user.id);
  });

  it('refuses a replayed code and state, and a made-up state', async () => {
    nextClaims = { sub: 'google-2', email: 'replay@example.com', email_verified: true };
    const grant = await authorize('google');
    expect((await callback({ provider: 'google', ...grant })).statusCode).toBe(200);
    const replay = await callback({ provider: 'google', ...grant });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('OAUTH_FAILED');
    const made = await callback({ provider: 'google', code: grant.code, state: 'x'.repeat(43) });
    expect(made.statusCode).toBe(400);
  });

  it('refuses a state issued for another provider', async () => {
    nextClaims = { sub: 'google-3', email: 'cross@example.com', email_verified: true };
    const grant = await authorize('google');
    const crossed = await callback({ provider: 'github', ...grant });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().code).toBe('OAUTH_FAILED');
  });

  it('fails when the PKCE verifier does not match what was sent to the provider', async () => {
    nextClaims = { sub: 'google-4', email: 'pkce@example.com', email_verified: true };
    const grant = await authorize('google');
    await app.database.db.update(oauthStates).set({ codeVerifier: 'a'.repeat(43) });
    const response = await callback({ provider: 'google', ...grant });
    expect(response.statusCode).toBe(400);
    const [made] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.emailNormalized, 'pkce@example.com'));
    expect(made).toBeUndefined();
  });

  it('never links an existing account through an unverified provider email', async () => {
    const local = await signUp(app);
    nextClaims = { sub: 'google-5', email: local.email, email_verified: false };
    const response = await callback({ provider: 'google', ...(await authorize('google')) });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('OAUTH_EMAIL_UNVERIFIED');
    expect(response.cookies.find((c) => c.name === 'qa_refresh')).toBeUndefined();
    const links = await app.database.db
      .select()
      .from(oauthIdentities)
      .where(eq(oauthIdentities.subject, 'google-5'));
    expect(links).toHaveLength(0);
  });

  it('never links to a local account whose own email is unverified', async () => {
    const body = registrationBody();
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    nextClaims = { sub: 'google-6', email: body.email, email_verified: true };
    const response = await callback({ provider: 'google', ...(await authorize('google')) });
    expect(response.statusCode).toBe(409);
  });

  it('links when both sides have verified the email', async () => {
    const local = await signUp(app);
    nextClaims = { sub: 'google-7', email: local.email.toUpperCase(), email_verified: true };
    const response = await callback({ provider: 'google', ...(await authorize('google')) });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(local.user.id);
  });

  it('signs in through GitHub with its primary verified email', async () => {
    githubUser = {
      id: 4242,
      name: 'Octo Cat',
      emails: [{ email: 'octo@example.com', primary: true, verified: true }],
    };
    const response = await callback({ provider: 'github', ...(await authorize('github')) });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email: 'octo@example.com',
      full_name: 'Octo Cat',
    });
    const [identity] = await app.database.db
      .select()
      .from(oauthIdentities)
      .where(sql`${oauthIdentities.provider} = 'github' and ${oauthIdentities.subject} = '4242'`);
    expect(identity?.userId).toBe(response.json().user.id);
  });

  it('asks an account with the second factor on for a code after the provider, as after a password', async () => {
    nextClaims = { sub: 'google-2fa', email: 'two.steps@example.com', email_verified: true };
    const first = await callback({ provider: 'google', ...(await authorize('google')) });
    const headers = { authorization: `Bearer ${first.json().accessToken}` };
    // A provider-only account has no password: its code alone turns the factor on.
    const { otp } = await enableSecondFactor(app, { headers });

    const again = await callback({
      provider: 'google',
      remember_me: true,
      ...(await authorize('google')),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      second_factor_required: true,
      ticket: expect.any(String),
      expires_in: 300,
    });
    expect(again.cookies.find((c) => c.name === 'qa_refresh')).toBeUndefined();
    const done = await app.inject({
      method: 'POST',
      url: '/api/auth/second-factor',
      payload: { ticket: again.json().ticket, code: otp.code() },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe('two.steps@example.com');
    expect(done.cookies.find((c) => c.name === 'qa_refresh')?.expires).toBeDefined();
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, done.json().user.id), eq(auditLog.event, 'oauth_sign_in')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.detail).toEqual({ provider: 'google', second_factor: 'totp' });
  });

  it('reports which providers are set up', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json().providers).toEqual([
      { id: 'google', name: 'Google', configured: true },
      { id: 'github', name: 'GitHub', configured: true },
    ]);
  });
});

describe('an unconfigured provider', () => {
  it('is reported as not set up instead of redirecting anywhere', async () => {
    const app = await buildTestApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/auth/oauth/google' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'PROVIDER_NOT_CONFIGURED',
        message: 'Sign-in with Google is not set up on this server.',
      });
      expect(
        (await app.inject({ method: 'GET', url: '/api/auth/oauth/facebook' })).statusCode,
      ).toBe(400);
      const providers = (await app.inject({ method: 'GET', url: '/api/auth/providers' })).json()
        .providers;
      expect(providers.every((p: { configured: boolean }) => !p.configured)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
