import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { AuthService, Authenticated } from '../modules/auth';

/** Who may call a route. Routes without an `auth` setting require a signed-in user. */
export type RouteAccess = 'public' | 'user' | 'moderator' | 'admin';

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
 * unless it says `config: { auth: 'public' }`; `admin` routes need the admin role too, and
 * `moderator` routes (the moderation queue) the moderator or admin role.
 */
export function registerAuthGuard(api: FastifyInstance, auth: AuthService): void {
  api.decorateRequest('auth', null);
  api.addHook('onRoute', (route) => {
    const access = route.config?.auth ?? 'user';
    const guard = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      request.auth = token ? await auth.authenticate(token) : null;
      if (access === 'public') return;
      if (!request.auth) throw AppError.unauthorized('Authentication required');
      if (access === 'admin' && request.auth.user.role !== 'admin')
        throw AppError.forbidden('Administrators only');
      if (access === 'moderator' && !['moderator', 'admin'].includes(request.auth.user.role))
        throw AppError.forbidden('Moderators only');
    };
    // onRequest, before body validation: a caller without a session learns nothing of the schema.
    const existing = route.onRequest;
    route.onRequest = existing
      ? [guard, ...(Array.isArray(existing) ? existing : [existing])]
      : [guard];
  });
}
