import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { apiErrorText, apiRefusalText } from './api-error-text';

describe('apiErrorText', () => {
  it('shows a known code from the catalogue, else the server’s message, else the fallback', () => {
    expect(apiErrorText(new ApiError('Boom', 500, 'INTERNAL_ERROR'), 'Fallback')).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(apiErrorText(new ApiError('Server says no', 418, 'TEAPOT'), 'Fallback')).toBe(
      'Server says no',
    );
    expect(apiErrorText(new ApiError('', 500), 'Fallback')).toBe('Fallback');
    expect(apiErrorText(new Error('internal detail'), 'Fallback')).toBe('Fallback');
  });

  it('words the client’s own failures from the catalogue, with the status where it has one', () => {
    expect(apiErrorText(new ApiError('x', undefined, 'NETWORK_ERROR'), 'Fallback')).toBe(
      'Connection issue detected. Please check your internet connection and try again.',
    );
    expect(apiErrorText(new ApiError('x', undefined, 'INVALID_RESPONSE'), 'Fallback')).toBe(
      'Invalid response format',
    );
    expect(apiErrorText(new ApiError('<html>', 418, 'HTTP_ERROR'), 'Fallback')).toBe(
      'The request failed (HTTP 418). Please try again.',
    );
  });
});

describe('apiRefusalText', () => {
  it('keeps the server’s reason for a refusal, a conflict or a limit', () => {
    for (const [status, code] of [
      [403, 'FORBIDDEN'],
      [409, 'CONFLICT'],
      [429, 'RATE_LIMITED'],
    ] as const) {
      expect(
        apiRefusalText(new ApiError('You cannot send messages to this player', status, code), 'F'),
      ).toBe('You cannot send messages to this player');
    }
  });

  it('reads anything else as apiErrorText does', () => {
    expect(apiRefusalText(new ApiError('Boom', 500, 'INTERNAL_ERROR'), 'F')).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(apiRefusalText(new ApiError('', 403, 'FORBIDDEN'), 'F')).toBe(
      'You are not allowed to do this.',
    );
    expect(apiRefusalText(new Error('internal detail'), 'F')).toBe('F');
  });
});
