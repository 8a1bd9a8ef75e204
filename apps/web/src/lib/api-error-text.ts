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
