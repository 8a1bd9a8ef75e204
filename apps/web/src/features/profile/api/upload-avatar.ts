import { uploadResultSchema, type UploadResult } from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/uploads (multipart: file, path): the server re-encodes it and makes it the avatar. */
export async function uploadAvatar(file: File): Promise<UploadResult['data']> {
  const form = new FormData();
  form.append('path', 'avatars');
  form.append('file', file);
  return uploadResultSchema.parse(await apiFetch('/api/uploads', { method: 'POST', body: form }))
    .data;
}
