import { ApiError } from '../../../lib/api-client';

/** The spec's message for a catalogue answer that is not the shape we expect. */
export const INVALID_RESPONSE_MESSAGE = 'Invalid response format';

type Contract<T> = {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false };
};

/**
 * Parses an answer with its contract. A mismatch becomes the spec's 'Invalid response format'
 * rather than a page of zod issues in the 'Error: {message}' state.
 */
export function parseAnswer<T>(contract: Contract<T>, body: unknown): T {
  const result = contract.safeParse(body);
  if (!result.success) throw new ApiError(INVALID_RESPONSE_MESSAGE, undefined, 'INVALID_RESPONSE');
  return result.data;
}
