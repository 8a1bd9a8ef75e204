import { ApiError } from './api-client';

/** What the page says when an answer is not the shape we expect and carries no text of its own. */
export const INVALID_RESPONSE_MESSAGE = 'Invalid response format';

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
 * Parses an answer with its contract. Spec 02 section 8: invalid data shows the server's error
 * text when there is one; otherwise 'Invalid response format' rather than a page of zod issues.
 */
export function parseAnswer<T>(contract: Contract<T>, body: unknown): T {
  const result = contract.safeParse(body);
  if (!result.success) {
    throw new ApiError(serverText(body) ?? INVALID_RESPONSE_MESSAGE, undefined, 'INVALID_RESPONSE');
  }
  return result.data;
}
