import { mkdtemp, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSigningSecret } from './secrets';

describe('the signing secret', () => {
  it('uses JWT_SECRET when configured', async () => {
    const secret = await loadSigningSecret('s'.repeat(40), '/nonexistent');
    expect(new TextDecoder().decode(secret)).toBe('s'.repeat(40));
  });

  it('is generated once into the data folder, private, and reused on the next start', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-secret-'));
    const first = await loadSigningSecret(undefined, dataDir);
    const second = await loadSigningSecret(undefined, dataDir);
    expect(first.length).toBe(64);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const file = await stat(path.join(dataDir, 'secrets', 'jwt-secret'));
    expect(file.mode & 0o077).toBe(0);
  });
});
