import { ApiError } from '../../../lib/api-client';

/**
 * The server's own words for a refusal (a 4xx: they say what to fix, such as a statement left
 * unanswered, in the reader's language), else this screen's `fallback`.
 */
export function refusalOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status && error.status >= 400 && error.status < 500)
    return error.message || fallback;
  return fallback;
}
