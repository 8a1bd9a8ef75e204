import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/instance';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from './api-error-text';

const t = i18n.getFixedT('en', 'errors');

describe('apiErrorText', () => {
  it('shows a known code from the catalogue, else the server’s message, else the fallback', () => {
    expect(apiErrorText(new ApiError('Boom', 500, 'INTERNAL_ERROR'), t, 'Fallback')).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(apiErrorText(new ApiError('Server says no', 418, 'TEAPOT'), t, 'Fallback')).toBe(
      'Server says no',
    );
    expect(apiErrorText(new ApiError('', 500), t, 'Fallback')).toBe('Fallback');
    expect(apiErrorText(new Error('internal detail'), t, 'Fallback')).toBe('Fallback');
  });
});
