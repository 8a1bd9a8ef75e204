import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';

/** The translation function of the auth screens: their own texts, and shared errors and checks. */
export type AuthT = TFunction<['auth', 'errors', 'validation']>;

type Failure = { message?: string; code?: string; status?: number };

/** Refusals for the account's standing: suspended (until a date) or banned, with the reason. */
const STANDING_CODES = new Set(['ACCOUNT_SUSPENDED', 'ACCOUNT_BANNED']);

/**
 * A refused sign-in: a suspension or ban as the server words it (its end and reason); any other
 * 403 (an unverified email) by its code; anything else as `authErrorMessage` says it.
 */
export function signInErrorMessage(error: unknown, t: AuthT): string {
  const { code, status } = (error ?? {}) as Failure;
  if (error instanceof ApiError && status === 403 && !(code && STANDING_CODES.has(code)))
    return apiErrorText(error, authErrorMessage(error, t));
  return authErrorMessage(error, t);
}

/**
 * Spec section 8: map an auth failure to its user message, by code first, then by message
 * content. A failure none of these rules knows keeps the server's own message, which the server
 * words in the reader's language.
 */
export function authErrorMessage(error: unknown, t: AuthT): string {
  if (!(error instanceof Error)) return t('errors:codes.INTERNAL_ERROR');
  const { code, status } = error as Failure;
  // The server's words say until when and why, in staff's own words, which no rule below may read.
  if (code && STANDING_CODES.has(code) && error.message) return error.message;
  const text = error.message.toLowerCase();
  if (
    code === 'EMAIL_EXISTS' ||
    text.includes('already registered') ||
    text.includes('already exists')
  ) {
    return t('errors:codes.EMAIL_EXISTS');
  }
  // Checked before INVALID_CREDENTIALS: the password change must not read as a failed sign-in.
  if (code === 'INVALID_CURRENT_PASSWORD') return t('validation:currentPasswordIncorrect');
  if (
    code === 'INVALID_CREDENTIALS' ||
    text.includes('invalid credentials') ||
    text.includes('authentication failed')
  ) {
    return t('errors:codes.INVALID_CREDENTIALS');
  }
  if (code === 'INVALID_EMAIL' || text.includes('invalid email'))
    return t('errors:auth.invalidEmail');
  if (code === 'WEAK_PASSWORD' || (text.includes('password') && text.includes('least')))
    return error.message;
  if (code === 'USER_NOT_FOUND' || text.includes('not found')) return t('errors:auth.userNotFound');
  if (code === 'NETWORK_ERROR' || text.includes('network') || text.includes('fetch'))
    return t('errors:auth.network');
  if (code === 'TIMEOUT' || text.includes('timeout') || text.includes('timed out'))
    return t('errors:auth.timeout');
  if (status === 503) return t('errors:codes.SERVICE_UNAVAILABLE');
  if (status !== undefined && status >= 500) return t('errors:auth.serverError');
  return error.message;
}

const LINK_INVALID = {
  reset: 'errors:messages.resetLinkInvalid',
  verify: 'errors:messages.verifyLinkInvalid',
} as const;

/**
 * A mailed link's failure. A token too mangled to read (a mail program cut the link short)
 * fails the request's validation on `body.token`; to the reader that is the same refused link,
 * not a field's technical complaint.
 */
export function linkErrorMessage(error: unknown, t: AuthT, link: keyof typeof LINK_INVALID) {
  const unreadable =
    error instanceof ApiError &&
    error.code === 'VALIDATION_FAILED' &&
    error.details?.some((detail) => detail.field === 'body.token');
  return unreadable ? t(LINK_INVALID[link]) : authErrorMessage(error, t);
}
