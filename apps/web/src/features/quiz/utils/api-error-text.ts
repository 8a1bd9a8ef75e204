import { errorCodeSchema } from '@quizarena/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/**
 * What a failed request reads as: the catalogue's text for a known error code, else the
 * server's own message (already in the reader's language), else `fallback`.
 */
export function apiErrorText(error: unknown, t: TFunction<'errors'>, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const code = errorCodeSchema.safeParse(error.code);
  if (code.success) return t(`codes.${code.data}`);
  return error.message || fallback;
}
