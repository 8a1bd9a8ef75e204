import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerI18n } from '../lib/i18n';
import type { Authenticated } from '../modules/auth';
import { registerAuthGuard, type RouteAccess } from './auth-guard';
import { registerErrorHandling } from './errors';

/** A caller of `role`, whose session did or did not show the second factor. */
function caller(role: string, secondFactor: boolean): Authenticated {
  return {
    user: { id: `${role}-id`, role } as Authenticated['user'],
    sessionId: `${role}-session`,
    accessToken: `${role}-${secondFactor}`,
    expiresAt: Date.now() + 60_000,
    secondFactor,
  };
}

describe('the auth guard', () => {
  let app: FastifyInstance;
  const callers = new Map(
    ['user', 'moderator', 'admin'].flatMap((role) =>
      [true, false].map((second) => {
        const one = caller(role, second);
        return [one.accessToken, one] as const;
      }),
    ),
  );

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app, createServerI18n());
    await app.register(async (scope) => {
      registerAuthGuard(scope, { authenticate: async (token) => callers.get(token) ?? null });
      for (const access of ['public', 'user', 'moderator', 'admin'] as RouteAccess[])
        scope.get(`/${access}`, { config: { auth: access } }, async () => ({ ok: true }));
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const as = async (access: RouteAccess, token?: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/${access}`,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
    return response.statusCode === 200 ? 200 : `${response.statusCode} ${response.json().code}`;
  };

  it('lets moderators and admins with the second factor in on moderator routes, admins only on admin routes', async () => {
    expect(await as('moderator', 'moderator-true')).toBe(200);
    expect(await as('moderator', 'admin-true')).toBe(200);
    expect(await as('admin', 'admin-true')).toBe(200);
    expect(await as('admin', 'moderator-true')).toBe('403 FORBIDDEN');
    expect(await as('moderator', 'user-true')).toBe('403 FORBIDDEN');
    expect(await as('admin', 'user-false')).toBe('403 FORBIDDEN');
  });

  it('refuses staff whose session lacks the second factor with SECOND_FACTOR_REQUIRED', async () => {
    expect(await as('moderator', 'moderator-false')).toBe('403 SECOND_FACTOR_REQUIRED');
    expect(await as('admin', 'admin-false')).toBe('403 SECOND_FACTOR_REQUIRED');
    expect(await as('moderator', 'admin-false')).toBe('403 SECOND_FACTOR_REQUIRED');
  });

  it('asks players for nothing more than a session, and nobody for one on public routes', async () => {
    expect(await as('user', 'user-false')).toBe(200);
    expect(await as('user')).toBe('401 UNAUTHORIZED');
    expect(await as('moderator')).toBe('401 UNAUTHORIZED');
    expect(await as('public')).toBe(200);
  });
});
