import { useQuery } from '@tanstack/react-query';
import { authApi } from './auth-api';

/** The caller's second factor and whether this session was signed in with it. */
export const SECOND_FACTOR_KEY = ['auth', 'second-factor'] as const;

export function useSecondFactorStatus(enabled = true) {
  return useQuery({
    queryKey: SECOND_FACTOR_KEY,
    queryFn: authApi.secondFactorStatus,
    enabled,
  });
}
