import { SECOND_FACTOR_MESSAGES, type Role } from '@quizarena/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { AuthService, Authenticated } from '../modules/auth';

/**
 * Who may call a route. Routes without an `auth` setting require a signed-in user; `moderator`
 * admits moderators and admins, `admin` admins only.
 */
export type RouteAccess = 'public' | 'user' | 'moderator' | 'admin';

/** The staff levels: who holds each, and what anyone else is told. */
const STAFF: Record<'moderator' | 'admin', { roles: readonly Role[]; refusal: string }> = {
  moderator: { roles: ['moderator', 'admin'], refusal: 'Moderators and administrators only' },
  admin: { roles: ['admin'], refusal: 'Administrators only' },
};

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAccess;
  }
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Deny by default: every route registered inside the API scope needs a valid access token
 * unless it says `config: { auth: 'public' }`. Staff routes (`moderator`, `admin`) need the
 * role, and a session signed in with the second factor: without it they answer 403
 * `SECOND_FACTOR_REQUIRED`, which tells the client to set it up or sign in again with it.
 */
export function registerAuthGuard(
  api: FastifyInstance,
  auth: Pick<AuthService, 'authenticate'>,
): void {
  api.decorateRequest('auth', null);
  api.addHook('onRoute', (route) => {
    const access = route.config?.auth ?? 'user';
    const guard = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      request.auth = token ? await auth.authenticate(token) : null;
      if (access === 'public') return;
      if (!request.auth) throw AppError.unauthorized('Authentication required');
      if (access === 'user') return;
      const staff = STAFF[access];
      if (!staff.roles.includes(request.auth.user.role as Role))
        throw AppError.forbidden(staff.refusal);
      if (!request.auth.secondFactor)
        throw new AppError(403, 'SECOND_FACTOR_REQUIRED', SECOND_FACTOR_MESSAGES.required);
    };
    // onRequest, before body validation: a caller without a session learns nothing of the schema.
    const existing = route.onRequest;
    route.onRequest = existing
      ? [guard, ...(Array.isArray(existing) ? existing : [existing])]
      : [guard];
  });
}
