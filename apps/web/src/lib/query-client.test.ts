import { describe, expect, it } from 'vitest';
import { createQueryClient, shouldRetry } from './query-client';

describe('the query cache rules', () => {
  it('retries server errors up to 3 times and never client errors', () => {
    expect(shouldRetry(0, { status: 500 })).toBe(true);
    expect(shouldRetry(2, { status: 503 })).toBe(true);
    expect(shouldRetry(3, { status: 500 })).toBe(false);
    expect(shouldRetry(0, { status: 404 })).toBe(false);
    expect(shouldRetry(0, { status: 401 })).toBe(false);
  });

  it('gives errors without a status up to 3 tries', () => {
    expect(shouldRetry(2, new Error('offline'))).toBe(true);
    expect(shouldRetry(3, new Error('offline'))).toBe(false);
  });

  it('keeps data fresh 5 minutes and cached 10', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(5 * 60_000);
    expect(defaults.gcTime).toBe(10 * 60_000);
  });
});
