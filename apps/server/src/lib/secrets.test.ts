import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { serverRoot } from '../paths';
import {
  isKnownLeakedSecret,
  loadSigningSecret,
  loadTotpEncryptionKey,
  secretInGitHistory,
} from './secrets';

const production = { production: true };

/** A throw-away git repository with one commit holding `content` in `file`. */
async function repoWith(file: string, content: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'qa-secret-repo-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args]);
  git('init', '-q');
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), content);
  git('add', '.');
  git('commit', '-q', '-m', 'leak');
  // Out of the tree again: still in history.
  git('rm', '-q', file);
  git('commit', '-q', '-m', 'remove');
  return dir;
}

async function dataDirWith(content: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-secret-'));
  await mkdir(path.join(dataDir, 'secrets'));
  await writeFile(path.join(dataDir, 'secrets', 'jwt-secret'), content);
  return dataDir;
}

async function refusal(promise: Promise<unknown>): Promise<ConfigError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return error as ConfigError;
}

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

describe('the second-factor encryption key', () => {
  it('is its own file beside the signing secret, generated once and private', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-secret-'));
    const signing = await loadSigningSecret(undefined, dataDir);
    const first = await loadTotpEncryptionKey(undefined, dataDir);
    const second = await loadTotpEncryptionKey(undefined, dataDir);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(first).equals(Buffer.from(signing))).toBe(false);
    const file = await stat(path.join(dataDir, 'secrets', 'totp-key'));
    expect(file.mode & 0o077).toBe(0);
  });

  it('refuses a short TOTP_ENCRYPTION_KEY in production, naming it', async () => {
    const error = await refusal(
      loadTotpEncryptionKey('short', '/nonexistent', { production: true }),
    );
    expect(error.issues).toEqual([
      { variable: 'TOTP_ENCRYPTION_KEY', message: 'must be at least 32 bytes' },
    ]);
  });
});

describe('a signing secret in production', () => {
  const committed = execFileSync('git', [
    '-C',
    serverRoot,
    'show',
    '809f6722cd0cc699a481a2ce18a44deb0ef4ac9c:apps/server/data/secrets/jwt-secret',
  ]).toString();

  it('knows the secret once committed to this repository by its fingerprint', () => {
    expect(isKnownLeakedSecret(committed.trim())).toBe(true);
    expect(isKnownLeakedSecret(randomBytes(32).toString('hex'))).toBe(false);
  });

  it('refuses the once-committed DATA_DIR secret, even outside any checkout', async () => {
    const dataDir = await dataDirWith(committed);
    const error = await refusal(
      loadSigningSecret(undefined, dataDir, { ...production, checkoutDir: os.tmpdir() }),
    );
    expect(error.issues[0]!.variable).toBe('DATA_DIR');
    expect(error.message).toMatch(/git history/);
    // Development keeps working with it (nobody's tokens are at stake there).
    expect((await loadSigningSecret(undefined, dataDir)).length).toBe(64);
  });

  it('refuses a JWT_SECRET or DATA_DIR secret found in the git history of the checkout', async () => {
    const secret = randomBytes(32).toString('hex');
    const repo = await repoWith('deploy/.env', `PORT=3000\nJWT_SECRET=${secret}\n`);
    const error = await refusal(
      loadSigningSecret(secret, '/nonexistent', { ...production, checkoutDir: repo }),
    );
    expect(error.issues).toEqual([
      { variable: 'JWT_SECRET', message: expect.stringMatching(/in git history/) },
    ]);

    const stored = randomBytes(64).toString('hex');
    const filed = await repoWith('apps/server/data/secrets/jwt-secret', stored);
    const dataDir = await dataDirWith(stored);
    expect(
      (await refusal(loadSigningSecret(undefined, dataDir, { ...production, checkoutDir: filed })))
        .issues[0]!.variable,
    ).toBe('DATA_DIR');
  });

  it('starts with a secret that is nowhere in history, in a checkout or outside one', async () => {
    const repo = await repoWith('README', 'nothing to see');
    const secret = randomBytes(32).toString('hex');
    const loaded = await loadSigningSecret(secret, '/nonexistent', {
      ...production,
      checkoutDir: repo,
    });
    expect(new TextDecoder().decode(loaded)).toBe(secret);
    const outside = await mkdtemp(path.join(os.tmpdir(), 'qa-no-git-'));
    expect(await secretInGitHistory(secret, outside, 5_000)).toBe('unavailable');
    expect(await secretInGitHistory(secret, repo, 5_000)).toBe('absent');
  });

  it('refuses a secret under 32 bytes, configured or stored', async () => {
    expect(
      (await refusal(loadSigningSecret('é'.repeat(15), '/nonexistent', production))).issues,
    ).toEqual([{ variable: 'JWT_SECRET', message: 'must be at least 32 bytes' }]);
    const dataDir = await dataDirWith(randomBytes(16).toString('hex'));
    expect((await refusal(loadSigningSecret(undefined, dataDir, production))).message).toMatch(
      /DATA_DIR .*at least 32 bytes/,
    );
  });

  it('gives up searching after the time allowed, with a warning, and starts', async () => {
    const warnings: string[] = [];
    const secret = randomBytes(32).toString('hex');
    await loadSigningSecret(secret, '/nonexistent', {
      ...production,
      gitTimeoutMs: 0,
      warn: (message) => warnings.push(message),
    });
    expect(warnings).toEqual([
      expect.stringMatching(/JWT_SECRET: git history could not be searched/),
    ]);
  });
});

describe('the repository', () => {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', serverRoot, ...args], { encoding: 'utf8' });

  it('tracks no data folder and ignores every one, at any depth', () => {
    const tracked = git('ls-files', '--full-name', ':/').split('\n');
    expect(tracked.filter((file) => /(^|\/)data\//.test(file))).toEqual([]);
    for (const file of ['data/x', 'apps/server/data/secrets/jwt-secret', 'bench/some/data/y']) {
      expect(git('check-ignore', '--no-index', ':/' + file).trim()).not.toBe('');
    }
  });
});
