import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OAuth2Server } from 'oauth2-mock-server';
import { E2E_GOOGLE_IDENTITY } from './oauth-identity';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built app (`npm run build` ran first) the way `npm start` runs it, on a free
 * loopback port with a fresh data folder, plus a local OAuth provider standing in for Google.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) =>
    Object.assign(token.payload, E2E_GOOGLE_IDENTITY),
  );
  const issuer = provider.issuer.url!;

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      GOOGLE_CLIENT_ID: 'quizarena-e2e',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_ISSUER: issuer,
      GOOGLE_JWKS_URL: `${issuer}/jwks`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the app did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the app exited with ${code}:\n${output}`)));
  });
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    await new Promise<void>((resolve) => {
      child.removeAllListeners('exit');
      child.on('exit', () => resolve());
      child.kill('SIGTERM');
    });
    await provider.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
