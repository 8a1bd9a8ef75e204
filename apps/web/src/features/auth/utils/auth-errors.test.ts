import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { authErrorMessage, linkErrorMessage } from './auth-errors';

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

  it('keeps a suspension’s or ban’s own words, whatever the reason staff wrote says', () => {
    const suspended = 'This account is suspended until 2026-03-10 12:00 UTC. Reason: network spam';
    expect(authErrorMessage(new ApiError(suspended, 403, 'ACCOUNT_SUSPENDED'), t())).toBe(
      suspended,
    );
    const banned = 'This account has been banned. Reason: user not found trustworthy';
    expect(authErrorMessage(new ApiError(banned, 403, 'ACCOUNT_BANNED'), t())).toBe(banned);
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

  describe('of a mailed link', () => {
    afterEach(() => changeLocale('en'));
    const unreadable = () =>
      new ApiError(
        'body.token: Too small: expected string to have >=16 characters',
        400,
        'VALIDATION_FAILED',
        [{ field: 'body.token', message: 'Too small: expected string to have >=16 characters' }],
      );

    it('calls a token too mangled to read a refused link, not a field’s complaint', async () => {
      expect(linkErrorMessage(unreadable(), t(), 'reset')).toBe(
        'This reset link is invalid, expired or already used.',
      );
      expect(linkErrorMessage(unreadable(), t(), 'verify')).toBe(
        'This verification link is invalid, expired or already used.',
      );
      await changeLocale('es');
      expect(linkErrorMessage(unreadable(), t(), 'reset')).toBe(
        'Este enlace para restablecer la contraseña no es válido, caducó o ya se usó.',
      );
    });

    it('keeps every other failure as the auth messages word it', () => {
      const refused = new ApiError('The server’s own words.', 400, 'INVALID_TOKEN');
      expect(linkErrorMessage(refused, t(), 'reset')).toBe('The server’s own words.');
      const password = new ApiError('body.password: Too short', 400, 'VALIDATION_FAILED', [
        { field: 'body.password', message: 'Too short' },
      ]);
      expect(linkErrorMessage(password, t(), 'reset')).toBe(authErrorMessage(password, t()));
      expect(linkErrorMessage(new ApiError('boom', 500), t(), 'verify')).toBe(
        'Our servers are experiencing issues. Please try again in a moment.',
      );
    });
  });
});
