import { accountErasureResponseSchema, type AccountErasureRequest } from '@quizarena/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const ACCOUNT_ERASURE_KEY = ['privacy', 'erasure'] as const;

export const accountErasureApi = {
  /** GET /api/privacy/erasure: the caller's pending deletion, or null. */
  status: async () =>
    accountErasureResponseSchema.parse(await apiFetch('/api/privacy/erasure')).data.erasure,
  /** POST /api/privacy/erasure: with the password (and the code when the second factor is on). */
  request: async (body: AccountErasureRequest) =>
    accountErasureResponseSchema.parse(
      await apiFetch('/api/privacy/erasure', { method: 'POST', body }),
    ).data.erasure,
  /** DELETE /api/privacy/erasure: keeps the account. */
  cancel: async () => {
    await apiFetch('/api/privacy/erasure', { method: 'DELETE' });
  },
};

export function useAccountErasure() {
  return useQuery({ queryKey: ACCOUNT_ERASURE_KEY, queryFn: accountErasureApi.status });
}
