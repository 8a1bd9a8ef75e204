import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../config';
import { serverRoot } from '../paths';

/** The fewest bytes a signing secret may have in production (HS256 wants at least its hash size). */
export const MIN_SECRET_BYTES = 32;

/**
 * SHA-256 fingerprints of signing secrets known to have been published in a repository: a
 * secret anyone can read signs anyone's tokens. The first is the DATA_DIR secret that was once
 * committed as apps/server/data/secrets/jwt-secret.
 */
const KNOWN_LEAKED_SECRETS = new Set([
  'ad86c4f1b7ddf45f8eaffcbee2aefc5a82317bf3cbd419243585d6547b5d2ceb',
]);

type GitVerdict = 'found' | 'absent' | 'unavailable' | 'timed-out';

const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex');

/** Whether this secret's fingerprint is on the list of secrets known to have been committed. */
export function isKnownLeakedSecret(text: string): boolean {
  return KNOWN_LEAKED_SECRETS.has(fingerprint(text));
}

/**
 * Whether `text` occurs anywhere in the object database of the git checkout at `checkoutDir`
 * (every commit, tree and file version of every branch, reachable or not). Streams the objects
 * through `git cat-file` and gives up after `timeoutMs` ('timed-out'); 'unavailable' when there
 * is no git or no checkout, so a server outside a checkout starts as before. The secret goes to
 * no command line, where other users could read it.
 */
export function secretInGitHistory(
  text: string,
  checkoutDir: string,
  timeoutMs: number,
): Promise<GitVerdict> {
  const needle = Buffer.from(text);
  return new Promise((resolve) => {
    let settled = false;
    const child = spawn(
      'git',
      ['-C', checkoutDir, 'cat-file', '--batch-all-objects', '--batch', '--unordered'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const finish = (answer: GitVerdict) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      resolve(answer);
    };
    const timer = setTimeout(() => finish('timed-out'), timeoutMs);
    // The needle may straddle two chunks: keep the end of the previous one.
    let carry: Buffer = Buffer.alloc(0);
    child.stdout.on('data', (chunk: Buffer) => {
      const window = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      if (window.includes(needle)) return finish('found');
      carry = window.subarray(Math.max(0, window.length - needle.length + 1));
    });
    child.on('error', () => finish('unavailable'));
    child.on('close', (code) => finish(code === 0 ? 'absent' : 'unavailable'));
  });
}

export type SecretPolicy = {
  /** Production refuses a short secret or one known to be public. */
  production: boolean;
  /** The git checkout to search (the one this server runs from unless told). */
  checkoutDir?: string;
  gitTimeoutMs?: number;
  /** Told when the history could not be searched in time. */
  warn?: (message: string) => void;
};

async function refuseIfPublic(
  text: string,
  variable: string,
  advice: string,
  policy: SecretPolicy,
): Promise<void> {
  const timeoutMs = policy.gitTimeoutMs ?? 3_000;
  const verdict = isKnownLeakedSecret(text)
    ? 'found'
    : await secretInGitHistory(text, policy.checkoutDir ?? serverRoot, timeoutMs);
  if (verdict === 'found') {
    throw new ConfigError([
      { variable, message: `holds a signing secret that is in git history: ${advice}` },
    ]);
  }
  // No git, or no checkout, is the normal case in production and says nothing.
  if (verdict === 'timed-out') {
    policy.warn?.(
      `${variable}: git history could not be searched for the signing secret within ${timeoutMs} ms`,
    );
  }
}

/** A secret the server keeps: its variable, its file under DATA_DIR/secrets, what losing it costs. */
type SecretSpec = { variable: string; file: string; consequence: string };

const SIGNING_SECRET: SecretSpec = {
  variable: 'JWT_SECRET',
  file: 'jwt-secret',
  consequence: 'every session ends',
};

const TOTP_KEY: SecretSpec = {
  variable: 'TOTP_ENCRYPTION_KEY',
  file: 'totp-key',
  consequence: 'every enrolled second factor must be set up again',
};

/**
 * The token signing secret: JWT_SECRET when given; for the embedded default, one generated
 * on first start and kept (readable by the owner only) in DATA_DIR/secrets. In production a
 * secret under 32 bytes, or one found in git history, stops the start with a ConfigError.
 */
export function loadSigningSecret(
  configured: string | undefined,
  dataDir: string,
  policy: SecretPolicy = { production: false },
): Promise<Uint8Array> {
  return loadSecret(SIGNING_SECRET, configured, dataDir, policy);
}

/**
 * The key that second-factor secrets are encrypted under (lib/secret-box.ts), kept apart from
 * the signing secret so that rotating one (to end every session) leaves the other be:
 * TOTP_ENCRYPTION_KEY when given, else generated and kept in DATA_DIR like the signing secret,
 * with the same production checks.
 */
export function loadTotpEncryptionKey(
  configured: string | undefined,
  dataDir: string,
  policy: SecretPolicy = { production: false },
): Promise<Uint8Array> {
  return loadSecret(TOTP_KEY, configured, dataDir, policy);
}

async function loadSecret(
  spec: SecretSpec,
  configured: string | undefined,
  dataDir: string,
  policy: SecretPolicy,
): Promise<Uint8Array> {
  if (configured) {
    const secret = new TextEncoder().encode(configured);
    if (policy.production) {
      if (secret.length < MIN_SECRET_BYTES) {
        throw new ConfigError([
          { variable: spec.variable, message: `must be at least ${MIN_SECRET_BYTES} bytes` },
        ]);
      }
      await refuseIfPublic(
        configured,
        spec.variable,
        `generate a new one (openssl rand -hex 32); ${spec.consequence}`,
        policy,
      );
    }
    return secret;
  }
  const file = path.join(dataDir, 'secrets', spec.file);
  let stored: string | undefined;
  try {
    stored = (await readFile(file, 'utf8')).trim();
  } catch {
    // Not there yet: made below.
  }
  if (stored !== undefined) {
    const usable = /^(?:[0-9a-f]{2})+$/i.test(stored) && stored.length >= MIN_SECRET_BYTES * 2;
    if (usable) {
      if (policy.production) {
        await refuseIfPublic(
          stored,
          'DATA_DIR',
          `delete ${file} and start again to generate a new one; ${spec.consequence}`,
          policy,
        );
      }
      return Buffer.from(stored, 'hex');
    }
    if (policy.production) {
      // Replacing it silently would cost what `consequence` says without anyone knowing why.
      throw new ConfigError([
        {
          variable: 'DATA_DIR',
          message: `${file} must hold at least ${MIN_SECRET_BYTES} bytes as hex; delete it to generate a new one`,
        },
      ]);
    }
  }
  const secret = randomBytes(64);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, secret.toString('hex'), { mode: 0o600, flag: 'w' });
  return secret;
}
