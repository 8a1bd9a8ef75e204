import { i18n } from '../i18n/instance';
import { ApiError } from './api-client';

/**
 * What a failed request reads as, in the language shown: the catalogue's text for its code (the
 * server's codes and the client's own, such as NETWORK_ERROR or INVALID_RESPONSE), else the
 * message (the server's words, written in the reader's language), else `fallback`. Anything
 * that is not an ApiError is a bug's message, never shown.
 */
export function apiErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const { code, status } = error;
  if (code && i18n.exists(`errors:codes.${code}`)) {
    return i18n.t(`errors:codes.${code}` as 'errors:codes.HTTP_ERROR', { status });
  }
  return error.message || fallback;
}

/** Refusals whose server words say why (a block, a limit and when it lifts, a conflict). */
const REASONED_REFUSALS = new Set([403, 409, 429]);

/**
 * What a refused action reads as when the reason matters to the player: for a 403, 409 or 429
 * the server's own words (written in the reader's language), which say why and, for a limit,
 * when to try again, where the code's general text ('You are not allowed to do this.') would
 * not; anything else as `apiErrorText` words it.
 */
export function apiRefusalText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && REASONED_REFUSALS.has(error.status ?? 0) && error.message)
    return error.message;
  return apiErrorText(error, fallback);
}
