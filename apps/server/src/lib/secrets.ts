import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The token signing secret: JWT_SECRET when given; for the embedded default, one generated
 * on first start and kept (readable by the owner only) in DATA_DIR/secrets.
 */
export async function loadSigningSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'secrets', 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 64) return Buffer.from(stored, 'hex');
  } catch {
    // Not there yet: made below.
  }
  const secret = randomBytes(64);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, secret.toString('hex'), { mode: 0o600, flag: 'w' });
  return secret;
}
