import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { authErrorMessage } from './auth-errors';

const t = () =>
  i18n.getFixedT<['auth', 'errors', 'validation']>(null, ['auth', 'errors', 'validation']);

const EMAIL_EXISTS =
  'An account with this email already exists. Try logging in or use the "Forgot Password" option.';
const INVALID_CREDENTIALS = 'Invalid email or password. Please check your details and try again.';

describe('auth error messages', () => {
  it.each([
    [new ApiError('whatever', 409, 'EMAIL_EXISTS'), EMAIL_EXISTS],
    [new Error('User already registered'), EMAIL_EXISTS],
    [new ApiError('Authentication failed', 401, 'INVALID_CREDENTIALS'), INVALID_CREDENTIALS],
    [new Error('Authentication failed'), INVALID_CREDENTIALS],
    [
      // By code, whatever the text: this is no failed sign-in.
      new ApiError('Authentication failed', 400, 'INVALID_CURRENT_PASSWORD'),
      'Current password is incorrect',
    ],
    [new Error('Invalid email'), 'Please enter a valid email address.'],
    [
      new ApiError('This password is too common.', 400, 'WEAK_PASSWORD'),
      'This password is too common.',
    ],
    [
      new Error('User not found'),
      'No account found with this email. Please check the address or create an account.',
    ],
    [
      new ApiError('x', undefined, 'NETWORK_ERROR'),
      'Connection issue detected. Please check your internet connection and try again.',
    ],
    [new Error('Request timeout'), 'Request timed out. Please try again.'],
    [
      new ApiError('boom', 500),
      'Our servers are experiencing issues. Please try again in a moment.',
    ],
    [
      new ApiError('down', 503),
      'The service is temporarily unavailable. Please try again shortly.',
    ],
    [new Error('Something specific'), 'Something specific'],
  ])('maps %o', (error, expected) => {
    expect(authErrorMessage(error, t())).toBe(expected);
  });

  it('has a message for a thrown non-error', () => {
    expect(authErrorMessage('oops', t())).toBe('An unexpected error occurred. Please try again.');
  });

  describe('in Spanish', () => {
    afterEach(() => changeLocale('en'));

    it('words the known failures in the reader’s language and keeps the server’s own text', async () => {
      await changeLocale('es');
      expect(authErrorMessage(new ApiError('x', 401, 'INVALID_CREDENTIALS'), t())).toBe(
        'Correo o contraseña incorrectos. Revisa tus datos e inténtalo de nuevo.',
      );
      expect(authErrorMessage(new ApiError('x', 400, 'INVALID_CURRENT_PASSWORD'), t())).toBe(
        'La contraseña actual es incorrecta',
      );
      expect(authErrorMessage(new ApiError('x', undefined, 'NETWORK_ERROR'), t())).toBe(
        'Hay un problema de conexión. Revisa tu conexión a internet e inténtalo de nuevo.',
      );
      expect(authErrorMessage(new ApiError('Demasiado común.', 400, 'WEAK_PASSWORD'), t())).toBe(
        'Demasiado común.',
      );
    });
  });
});
