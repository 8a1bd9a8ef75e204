import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { AUTH_ERROR_MESSAGES, authErrorMessage } from './auth-errors';

describe('auth error messages', () => {
  it.each([
    [new ApiError('whatever', 409, 'EMAIL_EXISTS'), AUTH_ERROR_MESSAGES.EMAIL_EXISTS],
    [new Error('User already registered'), AUTH_ERROR_MESSAGES.EMAIL_EXISTS],
    [
      new ApiError('Authentication failed', 401, 'INVALID_CREDENTIALS'),
      AUTH_ERROR_MESSAGES.INVALID_CREDENTIALS,
    ],
    [new Error('Authentication failed'), AUTH_ERROR_MESSAGES.INVALID_CREDENTIALS],
    [
      // By code, whatever the text: this is no failed sign-in.
      new ApiError('Authentication failed', 400, 'INVALID_CURRENT_PASSWORD'),
      'Current password is incorrect',
    ],
    [new Error('Invalid email'), AUTH_ERROR_MESSAGES.INVALID_EMAIL],
    [
      new ApiError('This password is too common.', 400, 'WEAK_PASSWORD'),
      'This password is too common.',
    ],
    [new Error('User not found'), AUTH_ERROR_MESSAGES.USER_NOT_FOUND],
    [new ApiError('x', undefined, 'NETWORK_ERROR'), AUTH_ERROR_MESSAGES.NETWORK_ERROR],
    [new Error('Request timeout'), AUTH_ERROR_MESSAGES.TIMEOUT],
    [new ApiError('boom', 500), AUTH_ERROR_MESSAGES.SERVER_ERROR],
    [new ApiError('down', 503), AUTH_ERROR_MESSAGES.SERVICE_UNAVAILABLE],
    [new Error('Something specific'), 'Something specific'],
  ])('maps %o', (error, expected) => {
    expect(authErrorMessage(error)).toBe(expected);
  });

  it('has a message for a thrown non-error', () => {
    expect(authErrorMessage('oops')).toBe(AUTH_ERROR_MESSAGES.UNEXPECTED);
  });
});
