import type { UploadResult } from '@quizarena/contracts';
import { uploadFile } from '../../../lib/upload-file';

/** Uploads to `avatars`: the server re-encodes the picture and makes it the caller's avatar. */
export function uploadAvatar(file: File): Promise<UploadResult['data']> {
  return uploadFile('avatars', file);
}
