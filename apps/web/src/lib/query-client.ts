import { QueryClient } from '@tanstack/react-query';

const MINUTE = 60_000;

/** Spec rule: retry server errors (500+) up to 3 times and status-less errors up to 3 tries; never 4xx. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status;
  if (typeof status === 'number') return status >= 500 && failureCount < 3;
  return failureCount < 3;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
