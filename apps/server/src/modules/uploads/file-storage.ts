import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/** A stored file, ready to stream. */
export type StoredFile = { body: Readable; size: number; contentType: string };

/**
 * Where uploads live. Keys are server-made (`avatars/<32 hex>.webp`), never a client's name,
 * so an object store (S3 and the like) can stand in for the local disk without changes here.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** The extensions stored files may have, and what each is served as by default. */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  // Data exports (modules/privacy): never in a public folder, served only to their owner.
  zip: 'application/zip',
};
const KEY = new RegExp(`^[a-z]+/[a-f0-9]{32}\\.(${Object.keys(CONTENT_TYPES).join('|')})$`);

/** Refuses any key the uploads service would not make: a second guard against traversal. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Files under `root` (DATA_DIR/uploads in production), one folder per key prefix. */
export function createLocalFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    const file = path.join(base, ...key.split('/'));
    // The key pattern already rules this out; checked again because it is a filesystem path.
    if (!file.startsWith(base + path.sep)) throw new Error('storage key escapes the root');
    return file;
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, data, { flag: 'wx', mode: 0o644 });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        // Open first, then stat the handle: a delete in between cannot split the two.
        const handle = await open(file, 'r');
        try {
          const { size } = await handle.stat();
          return { body: handle.createReadStream(), size, contentType: contentTypeOf(key) };
        } catch (error) {
          await handle.close();
          throw error;
        }
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** In memory, for tests; `files` shows what is stored. */
export function createMemoryFileStorage(): FileStorage & {
  files: Map<string, { data: Buffer; contentType: string }>;
} {
  const files = new Map<string, { data: Buffer; contentType: string }>();
  return {
    files,
    async put(key, data, contentType) {
      assertStorageKey(key);
      files.set(key, { data: Buffer.from(data), contentType });
    },
    async get(key) {
      assertStorageKey(key);
      const file = files.get(key);
      return file
        ? {
            body: Readable.from([file.data]),
            size: file.data.length,
            contentType: file.contentType,
          }
        : null;
    },
    async delete(key) {
      assertStorageKey(key);
      files.delete(key);
    },
  };
}
