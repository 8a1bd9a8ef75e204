import { i18n } from '../i18n/instance';
import { ApiError } from './api-client';

type Contract<T> = {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false };
};

/** The server's own words in a malformed answer, if it sent any (`error`, then `message`). */
function serverText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error.trim()) return error;
  if (typeof error === 'object' && error !== null) {
    const nested = (error as { message?: unknown }).message;
    if (typeof nested === 'string' && nested.trim()) return nested;
  }
  if (typeof message === 'string' && message.trim()) return message;
  return undefined;
}

/**
 * Parses an answer with its contract. Invalid data shows the server's error text when there is
 * one (no code, so screens show that text); otherwise the catalogue's 'Invalid response format'
 * (code INVALID_RESPONSE) rather than a page of zod issues.
 */
export function parseAnswer<T>(contract: Contract<T>, body: unknown): T {
  const result = contract.safeParse(body);
  if (!result.success) {
    const text = serverText(body);
    if (text) throw new ApiError(text);
    throw new ApiError(i18n.t('errors:codes.INVALID_RESPONSE'), undefined, 'INVALID_RESPONSE');
  }
  return result.data;
}
