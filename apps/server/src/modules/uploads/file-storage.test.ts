import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStorage, createMemoryFileStorage, type FileStorage } from './file-storage';

const KEY = 'avatars/0123456789abcdef0123456789abcdef.webp';

describe.each([
  ['local disk', 'local'],
  ['memory', 'memory'],
] as const)('FileStorage on %s', (_name, kind) => {
  let folder: string;
  let storage: FileStorage;

  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'quizarena-storage-'));
    storage = kind === 'local' ? createLocalFileStorage(folder) : createMemoryFileStorage();
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('puts, gets and deletes a file; a missing one is null and deleting it is no error', async () => {
    await storage.put(KEY, Buffer.from('image bytes'), 'image/webp');
    const stored = await storage.get(KEY);
    expect(stored).toMatchObject({ size: 11, contentType: 'image/webp' });
    expect(await text(stored!.body)).toBe('image bytes');
    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeNull();
    await expect(storage.delete(KEY)).resolves.toBeUndefined();
  });

  it('refuses any key it would not make itself', async () => {
    for (const key of [
      '../outside.webp',
      'avatars/../../etc/passwd',
      '/etc/passwd',
      'avatars/short.webp',
      'avatars/0123456789abcdef0123456789abcdef.html',
      'avatars\\0123456789abcdef0123456789abcdef.webp',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow();
      await expect(storage.get(key), key).rejects.toThrow();
      await expect(storage.delete(key), key).rejects.toThrow();
    }
    if (kind === 'local') expect(await readdir(folder)).toEqual([]);
  });
});
