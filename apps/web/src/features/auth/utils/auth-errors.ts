import { AUTH_MESSAGES } from '@quizarena/contracts';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';

export const AUTH_ERROR_MESSAGES = {
  EMAIL_EXISTS:
    'An account with this email already exists. Try logging in or use the "Forgot Password" option.',
  INVALID_CREDENTIALS: 'Invalid email or password. Please check your details and try again.',
  INVALID_CURRENT_PASSWORD: AUTH_MESSAGES.currentPasswordIncorrect,
  INVALID_EMAIL: 'Please enter a valid email address.',
  USER_NOT_FOUND:
    'No account found with this email. Please check the address or create an account.',
  NETWORK_ERROR: NETWORK_ERROR_MESSAGE,
  TIMEOUT: 'Request timed out. Please try again.',
  SERVER_ERROR: 'Our servers are experiencing issues. Please try again in a moment.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
  UNEXPECTED: 'An unexpected error occurred. Please try again.',
} as const;

type Failure = { message?: string; code?: string; status?: number };

/** Spec section 8: map an auth failure to its user message, by code first, then by message content. */
export function authErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return AUTH_ERROR_MESSAGES.UNEXPECTED;
  const { code, status } = error as Failure;
  const text = error.message.toLowerCase();
  if (
    code === 'EMAIL_EXISTS' ||
    text.includes('already registered') ||
    text.includes('already exists')
  ) {
    return AUTH_ERROR_MESSAGES.EMAIL_EXISTS;
  }
  // Checked before INVALID_CREDENTIALS: the password change must not read as a failed sign-in.
  if (code === 'INVALID_CURRENT_PASSWORD') return AUTH_MESSAGES.currentPasswordIncorrect;
  if (
    code === 'INVALID_CREDENTIALS' ||
    text.includes('invalid credentials') ||
    text.includes('authentication failed')
  ) {
    return AUTH_ERROR_MESSAGES.INVALID_CREDENTIALS;
  }
  if (code === 'INVALID_EMAIL' || text.includes('invalid email'))
    return AUTH_ERROR_MESSAGES.INVALID_EMAIL;
  if (code === 'WEAK_PASSWORD' || (text.includes('password') && text.includes('least')))
    return error.message;
  if (code === 'USER_NOT_FOUND' || text.includes('not found'))
    return AUTH_ERROR_MESSAGES.USER_NOT_FOUND;
  if (code === 'NETWORK_ERROR' || text.includes('network') || text.includes('fetch'))
    return AUTH_ERROR_MESSAGES.NETWORK_ERROR;
  if (code === 'TIMEOUT' || text.includes('timeout') || text.includes('timed out'))
    return AUTH_ERROR_MESSAGES.TIMEOUT;
  if (status === 503) return AUTH_ERROR_MESSAGES.SERVICE_UNAVAILABLE;
  if (status !== undefined && status >= 500) return AUTH_ERROR_MESSAGES.SERVER_ERROR;
  return error.message;
}
