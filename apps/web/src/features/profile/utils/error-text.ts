import type { CustomTypeOptions, TFunction } from 'i18next';
import { i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';

type ErrorCode = keyof CustomTypeOptions['resources']['errors']['codes'];

const catalogued = (code: string | undefined): code is ErrorCode =>
  code !== undefined && i18n.exists(`errors:codes.${code}`);

/**
 * What a failed read says: the catalogue's text for the server's code when it has one, so it
 * reads in the language shown; else the server's own message; else `fallback`.
 */
export function errorText(
  error: Error | null | undefined,
  fallback: string,
  t: TFunction<'errors'>,
): string {
  const code = error instanceof ApiError ? error.code : undefined;
  if (catalogued(code)) return t(`codes.${code}`);
  return error?.message || fallback;
}
