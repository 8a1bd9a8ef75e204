import { uploadResultSchema, type UploadFolder, type UploadResult } from '@quizarena/contracts';
import { apiFetch } from './api-client';
import { parseAnswer } from './parse-answer';

/**
 * POST /api/uploads (multipart: path, then file): the one upload call. The server stores the
 * file under `folder` (re-encoding pictures) and answers where it lives; what the file then
 * becomes (an avatar, a group picture, an attachment) is the caller's next call.
 */
export async function uploadFile(folder: UploadFolder, file: File): Promise<UploadResult['data']> {
  const form = new FormData();
  // The path first: the server reads it before it takes the file.
  form.append('path', folder);
  form.append('file', file);
  return parseAnswer(
    uploadResultSchema,
    await apiFetch('/api/uploads', { method: 'POST', body: form }),
  ).data;
}
