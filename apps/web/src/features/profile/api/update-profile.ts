import { userResultSchema, type ProfileUpdateBody } from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/auth/profile: the caller's own editable fields. */
export async function updateProfile(body: ProfileUpdateBody) {
  return userResultSchema.parse(await apiFetch('/api/auth/profile', { method: 'PUT', body })).user;
}
