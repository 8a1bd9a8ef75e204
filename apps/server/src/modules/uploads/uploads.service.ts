import { randomBytes } from 'node:crypto';
import {
  MAX_ATTACHMENT_BYTES,
  MAX_UPLOAD_BYTES,
  UPLOAD_FOLDERS,
  type UploadFolder,
  type UploadResult,
} from '@quizarena/contracts';
import { AppError } from '../../lib/app-error';
import { toAvatarImage, toQuestionImage, uploadRefused } from './avatar-image';
import { assertStorageKey, type FileStorage, type StoredFile } from './file-storage';

/** Uploaded files are served from here, outside /api: `/uploads/avatars/<name>.webp`. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * The folders served to anyone from `/uploads` (avatars, group pictures and question pictures
 * show to other players). Message attachments are not: only their signed addresses reach them.
 */
const PUBLIC_FOLDERS: readonly UploadFolder[] = ['avatars', 'conversations', 'questions'];

/** The largest file each folder takes, in bytes (larger answers 413). */
export function maxUploadBytes(folder: UploadFolder): number {
  return folder === 'messages' ? MAX_ATTACHMENT_BYTES : MAX_UPLOAD_BYTES;
}

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

export type UploadInput = {
  path: string | undefined;
  file: Buffer | undefined;
  /** The name the file was sent under (only attachments keep it, for their downloads). */
  filename?: string | undefined;
};

/** What an upload answers (`data` of `POST /api/uploads`). */
export type UploadAnswer = UploadResult['data'];

/** What the module that owns a folder does with a file sent there (messages: attachments). */
export type FolderHandler = (
  userId: string,
  file: { data: Buffer; filename: string | undefined },
) => Promise<UploadAnswer>;

const refusePath = (message: string) =>
  new AppError(400, 'VALIDATION_FAILED', `body.path: ${message}`, {
    details: [{ field: 'body.path', message }],
  });
const UNKNOWN_FOLDER = `must be "${UPLOAD_FOLDERS.join('" or "')}"`;

/**
 * The folder `path` names: `avatars`, or `avatars/<name>` as the spec's client sends it (the
 * same for `messages` and `conversations`). Anything else (other folders, `..`, absolute paths,
 * backslashes) is a 400 naming `path`.
 */
export function uploadFolderOf(path: string | undefined): UploadFolder {
  if (path === undefined) throw refusePath('is required');
  const [folder, name, ...rest] = path.split('/');
  const known = UPLOAD_FOLDERS.find((candidate) => candidate === folder);
  const nameAllowed = name === undefined || name === '' || CLIENT_NAME.test(name);
  if (!known || !nameAllowed || rest.length > 0 || name?.includes('..')) {
    throw refusePath(UNKNOWN_FOLDER);
  }
  return known;
}

/** The storage key behind one of our URLs, or null for anything else (an OAuth picture, say). */
export function storageKeyOfUrl(url: string | null): string | null {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return null;
  const [folder, name, ...rest] = url.slice(UPLOADS_URL_PREFIX.length).split('/');
  const known = PUBLIC_FOLDERS.some((candidate) => candidate === folder);
  return known && name && STORED_NAME.test(name) && rest.length === 0 ? `${folder}/${name}` : null;
}

/**
 * Uploads: avatars (checked, re-encoded, stored under a random name, and set on the user),
 * group pictures (the same image, set by the conversation's own call), and files for folders
 * another module handles (message attachments).
 */
export function createUploadsService(deps: UploadsServiceDeps) {
  const { storage } = deps;
  const handlers = new Map<UploadFolder, FolderHandler>();

  /**
   * Stores a picture re-encoded (like an avatar unless `encode` says otherwise) under a random
   * name; answers its key and URL.
   */
  async function storePicture(folder: UploadFolder, file: Buffer, encode = toAvatarImage) {
    const image = await encode(file);
    const key = `${folder}/${randomBytes(16).toString('hex')}.webp`;
    await storage.put(key, image, 'image/webp');
    return { key, url: `${UPLOADS_URL_PREFIX}${key}` };
  }

  async function removeQuietly(key: string): Promise<void> {
    try {
      await storage.delete(key);
    } catch (error) {
      deps.onOrphan?.(key, error);
    }
  }

  /**
   * Stores the caller's new avatar and makes it theirs in the same request; the file it
   * replaces is deleted. Nothing is stored when anything is refused.
   */
  async function uploadAvatar(userId: string, file: Buffer): Promise<UploadAnswer> {
    const { key, url } = await storePicture('avatars', file);
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
  }

  return {
    /**
     * Takes an upload to the folder `path` names: an avatar, a group picture (stored, its URL
     * answered; the conversation's own call sets it), or a file for the folder's handler.
     */
    async upload(userId: string, input: UploadInput): Promise<UploadAnswer> {
      const folder = uploadFolderOf(input.path);
      if (!input.file || input.file.length === 0) {
        throw uploadRefused(400, 'VALIDATION_FAILED', 'is required');
      }
      if (input.file.length > maxUploadBytes(folder)) {
        throw uploadRefused(
          413,
          'PAYLOAD_TOO_LARGE',
          `must be at most ${maxUploadBytes(folder) / (1024 * 1024)} MB`,
        );
      }
      if (folder === 'avatars') return uploadAvatar(userId, input.file);
      if (folder === 'conversations') {
        const { key, url } = await storePicture(folder, input.file);
        return { url, path: key };
      }
      const handler = handlers.get(folder);
      // Only when the module owning the folder is not part of this app.
      if (!handler) throw refusePath(UNKNOWN_FOLDER);
      return handler(userId, { data: input.file, filename: input.filename });
    },

    /** Lets the module that owns `folder` take the files sent there. */
    handleFolder(
      folder: Exclude<UploadFolder, 'avatars' | 'conversations'>,
      handler: FolderHandler,
    ) {
      handlers.set(folder, handler);
    },

    /**
     * Stores a question's picture (the question-sets module decides who may send one):
     * re-encoded, under a random name in the public `questions` folder.
     */
    async storeQuestionImage(data: Buffer): Promise<UploadAnswer> {
      const { key, url } = await storePicture('questions', data, toQuestionImage);
      return { url, path: key };
    },

    /** Stores a file another module checked, under a random name in `folder`; answers its key. */
    async storeFile(
      folder: UploadFolder,
      data: Buffer,
      extension: string,
      contentType: string,
    ): Promise<string> {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
      await storage.put(key, data, contentType);
      return key;
    },

    /** A stored file by its key; null when there is none or the key is not one we make. */
    async openKey(key: string): Promise<StoredFile | null> {
      try {
        assertStorageKey(key);
      } catch {
        return null;
      }
      return storage.get(key);
    },

    /** Deletes stored files, telling `onOrphan` of any that could not be. */
    async deleteKeys(keys: string[]): Promise<void> {
      await Promise.all(keys.map(removeQuietly));
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
