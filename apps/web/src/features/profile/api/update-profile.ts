import { userResultSchema, type ProfileUpdateBody } from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/auth/profile: the caller's own editable fields. */
export async function updateProfile(body: ProfileUpdateBody) {
  return userResultSchema.parse(await apiFetch('/api/auth/profile', { method: 'PUT', body })).user;
}

/**
 * PUT /api/auth/profile `{birth_year}`: the year of birth, accepted only while the account has
 * none (docs/DECISIONS.md #11: only the year is kept).
 */
export async function saveBirthYear(birthYear: number) {
  const body = { birth_year: birthYear };
  return userResultSchema.parse(await apiFetch('/api/auth/profile', { method: 'PUT', body })).user;
}
