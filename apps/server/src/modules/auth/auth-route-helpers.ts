import { isSecondFactorChallenge, type SecondFactorChallenge } from '@quizarena/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Authenticated, RequestContext, SignIn } from './auth-shared';
import { setRefreshCookie } from './refresh-cookie';

export function contextOf(request: FastifyRequest): RequestContext {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    locale: request.server.i18n.negotiate(request.headers['accept-language']),
  };
}

/** The guard has run for every non-public route, so auth is there. */
export function caller(request: FastifyRequest): Authenticated {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}

export function signedIn(request: FastifyRequest, reply: FastifyReply, result: SignIn) {
  setRefreshCookie(request, reply, result.refreshToken, result.persistent, result.refreshExpiresAt);
  return {
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    user: result.user,
    session: result.session,
  };
}

/** A sign-in's answer: the session, or the second factor's ticket (no tokens, no cookie). */
export function signedInOrChallenged(
  request: FastifyRequest,
  reply: FastifyReply,
  result: SignIn | SecondFactorChallenge,
) {
  return isSecondFactorChallenge(result) ? result : signedIn(request, reply, result);
}
