import { randomBytes } from 'node:crypto';
import { UPLOAD_FOLDERS, type UploadFolder } from '@quizarena/contracts';
import { AppError } from '../../lib/app-error';
import { toAvatarImage, uploadRefused } from './avatar-image';
import type { FileStorage, StoredFile } from './file-storage';

/** Uploaded files are served from here, outside /api: `/uploads/avatars/<name>.webp`. */
export const UPLOADS_URL_PREFIX = '/uploads/';

const STORED_NAME = /^[a-f0-9]{32}\.webp$/;
/** What may follow `avatars/` in `path`; it is only checked, never used (we name the file). */
const CLIENT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export type UploadsServiceDeps = {
  storage: FileStorage;
  /** Sets the user's avatar URL and answers the one it replaced (the auth module's). */
  setAvatarUrl: (userId: string, url: string | null) => Promise<{ previousUrl: string | null }>;
  /** Told when a file that is no longer referenced could not be deleted. */
  onOrphan?: (key: string, error: unknown) => void;
};

export type UploadInput = { path: string | undefined; file: Buffer | undefined };

/**
 * The folder `path` names: `avatars`, or `avatars/<name>` as the spec's client sends it.
 * Anything else (other folders, `..`, absolute paths, backslashes) is a 400 naming `path`.
 */
export function uploadFolderOf(path: string | undefined): UploadFolder {
  const refuse = (message: string) =>
    new AppError(400, 'VALIDATION_FAILED', `body.path: ${message}`, {
      details: [{ field: 'body.path', message }],
    });
  if (path === undefined) throw refuse('is required');
  const [folder, name, ...rest] = path.split('/');
  const known = UPLOAD_FOLDERS.find((candidate) => candidate === folder);
  const nameAllowed = name === undefined || name === '' || CLIENT_NAME.test(name);
  if (!known || !nameAllowed || rest.length > 0 || name?.includes('..')) {
    throw refuse(`must be "${UPLOAD_FOLDERS.join('" or "')}"`);
  }
  return known;
}

/** The storage key behind one of our URLs, or null for anything else (an OAuth picture, say). */
export function storageKeyOfUrl(url: string | null): string | null {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return null;
  const [folder, name, ...rest] = url.slice(UPLOADS_URL_PREFIX.length).split('/');
  const known = UPLOAD_FOLDERS.some((candidate) => candidate === folder);
  return known && name && STORED_NAME.test(name) && rest.length === 0 ? `${folder}/${name}` : null;
}

/** Avatar uploads: checked, re-encoded, stored under a random name, and set on the user. */
export function createUploadsService(deps: UploadsServiceDeps) {
  const { storage } = deps;

  async function removeQuietly(key: string): Promise<void> {
    try {
      await storage.delete(key);
    } catch (error) {
      deps.onOrphan?.(key, error);
    }
  }

  return {
    /**
     * Stores the caller's new avatar and makes it theirs in the same request; the file it
     * replaces is deleted. Nothing is stored when anything is refused.
     */
    async uploadAvatar(userId: string, input: UploadInput): Promise<{ url: string; path: string }> {
      const folder = uploadFolderOf(input.path);
      if (!input.file || input.file.length === 0) {
        throw uploadRefused(400, 'VALIDATION_FAILED', 'is required');
      }
      const image = await toAvatarImage(input.file);
      const key = `${folder}/${randomBytes(16).toString('hex')}.webp`;
      const url = `${UPLOADS_URL_PREFIX}${key}`;
      await storage.put(key, image, 'image/webp');
      let previousUrl: string | null;
      try {
        ({ previousUrl } = await deps.setAvatarUrl(userId, url));
      } catch (error) {
        await removeQuietly(key);
        throw error;
      }
      const previousKey = storageKeyOfUrl(previousUrl);
      if (previousKey && previousKey !== key) await removeQuietly(previousKey);
      return { url, path: key };
    },

    /** A stored upload by folder and name as they appear in its URL; null for anything else. */
    async open(folder: string, name: string): Promise<StoredFile | null> {
      const key = storageKeyOfUrl(`${UPLOADS_URL_PREFIX}${folder}/${name}`);
      return key ? storage.get(key) : null;
    },

    /** Deletes the file behind one of our URLs (account erasure will call this). */
    async deleteByUrl(url: string | null): Promise<void> {
      const key = storageKeyOfUrl(url);
      if (key) await storage.delete(key);
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
