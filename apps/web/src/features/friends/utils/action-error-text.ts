import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';

/**
 * A failed social action's toast. A 429 keeps the server's own words, which say which limit was
 * reached and when to try again; anything else reads as `apiErrorText` words it.
 */
export function actionErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 429 && error.message) return error.message;
  return apiErrorText(error, fallback);
}
