import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'qa_refresh';
const COOKIE_PATH = '/api/auth';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Secure everywhere but plain-http loopback, where browsers would drop a Secure cookie. */
function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https' || !LOOPBACK.has(request.hostname.replace(/:\d+$/, ''));
}

/**
 * The refresh token rides in an HttpOnly, SameSite=Strict cookie scoped to /api/auth. Remember
 * me makes it outlive the browser; otherwise it is a session cookie.
 */
export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  persistent: boolean,
  expiresAt: Date,
): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    secure: isSecure(request),
    sameSite: 'strict',
    path: COOKIE_PATH,
    ...(persistent ? { expires: expiresAt } : {}),
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    secure: isSecure(request),
    sameSite: 'strict',
    path: COOKIE_PATH,
  });
}
