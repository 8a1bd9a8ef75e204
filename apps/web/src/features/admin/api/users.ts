import {
  ADMIN_USERS_PAGE,
  adminSessionsEndedResponseSchema,
  adminUserDeletedResponseSchema,
  adminUserDetailResponseSchema,
  adminUserListResponseSchema,
  adminUserUpdateResponseSchema,
  type AccountStatus,
  type AdminAgeBand,
  type AdminUserUpdateBody,
  type Role,
} from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

/**
 * The account search as the users page keeps it in its address: an empty filter is left out;
 * `sort` and `order` always have a value (the server's defaults when the address has none).
 */
export type UserFilters = {
  q: string;
  role: Role | '';
  status: AccountStatus | '';
  ageBand: AdminAgeBand | '';
  sort: 'created_at' | 'name' | 'email';
  order: 'asc' | 'desc';
};

/** GET /api/admin/users: page `page` (from 1) of the accounts these filters find. */
export async function getUsers(filters: UserFilters, page: number, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.role) params.set('role', filters.role);
  if (filters.status) params.set('status', filters.status);
  if (filters.ageBand) params.set('age_band', filters.ageBand);
  params.set('sort', filters.sort);
  params.set('order', filters.order);
  params.set('page', String(page));
  params.set('limit', String(ADMIN_USERS_PAGE.defaultLimit));
  const body = await apiFetch(`/api/admin/users?${params}`, { signal });
  return parseAnswer(adminUserListResponseSchema, body).data;
}

/** GET /api/admin/users/{id}: the account with its sessions, games, reports and ledger. */
export async function getUser(id: string, signal?: AbortSignal) {
  const body = await apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, { signal });
  return parseAnswer(adminUserDetailResponseSchema, body).data;
}

/** PUT /api/admin/users/{id}: a new role (with the admin's code) and/or a new standing. */
export async function updateUser(id: string, body: AdminUserUpdateBody) {
  const answer = await apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
  return parseAnswer(adminUserUpdateResponseSchema, answer).data.user;
}

/** DELETE /api/admin/users/{id}/sessions: how many live sessions were ended. */
export async function endUserSessions(id: string) {
  const answer = await apiFetch(`/api/admin/users/${encodeURIComponent(id)}/sessions`, {
    method: 'DELETE',
  });
  return parseAnswer(adminSessionsEndedResponseSchema, answer).data.ended;
}

/** DELETE /api/admin/users/{id}, with the admin's code: erased at once. */
export async function deleteUser(id: string, otpCode: string | undefined) {
  const answer = await apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    body: otpCode ? { otp_code: otpCode } : {},
  });
  return parseAnswer(adminUserDeletedResponseSchema, answer).data;
}
