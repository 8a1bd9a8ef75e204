import { spawn } from 'node:child_process';
import path from 'node:path';
import type { LoadReport, LoadSpec } from './load-worker';
import { benchRoot, repoRoot } from './paths';
import { stopProcess } from '@quizarena/test-harness';
import { startProcess } from './processes';

export type HttpLoadResult = LoadReport;
export type HttpLoadOptions = LoadSpec;

/** Arguments that make `node` run a TypeScript file of the bench (tsx as its loader). */
export function nodeTypeScript(file: string): string[] {
  return ['--import', 'tsx', path.join(benchRoot, file)];
}

/**
 * Runs autocannon in its own process (`load-worker.ts`) for `durationSeconds` with
 * `connections` keep-alive connections, and answers req/s, latency percentiles (microsecond
 * HDR histogram over every answer), errors and answers per status. Bounded: the process is
 * killed if it outlives its duration by a minute.
 */
export function runHttpLoad(options: HttpLoadOptions): Promise<HttpLoadResult> {
  const url = new URL(options.url);
  if (url.hostname !== '127.0.0.1') throw new Error(`load only goes to 127.0.0.1, not ${url.host}`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...nodeTypeScript('harness/load-worker.ts'), JSON.stringify(options)],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '' } },
    );
    const limit = setTimeout(() => child.kill('SIGKILL'), (options.durationSeconds + 60) * 1000);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(limit);
      if (code !== 0) {
        return reject(new Error(`the load generator exited with ${code ?? signal}: ${stderr}`));
      }
      try {
        resolve(JSON.parse(stdout) as HttpLoadResult);
      } catch {
        reject(new Error(`the load generator answered something other than JSON: ${stdout}`));
      }
    });
  });
}

/** The bare-Fastify yardstick (`baseline/hello-server.ts`), started as its own process. */
export async function startHelloServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const { child, match } = await startProcess(
    process.execPath,
    nodeTypeScript('baseline/hello-server.ts'),
    {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '' },
      ready: /listening (\d+)/,
      timeoutMs: 30_000,
    },
  );
  return {
    url: `http://127.0.0.1:${match[1]}/`,
    stop: async () => {
      await stopProcess(child);
    },
  };
}

/**
 * Loads the bare-Fastify baseline exactly as `options` loads our server (same connections,
 * duration, generator, and the same warm-up first), with the server started for this
 * measurement and stopped after it.
 */
export async function measureBaseline(
  options: Omit<HttpLoadOptions, 'url' | 'method' | 'body' | 'headers'>,
  warmUpSeconds = 0,
): Promise<HttpLoadResult> {
  const hello = await startHelloServer();
  try {
    if (warmUpSeconds > 0) {
      await runHttpLoad({ ...options, url: hello.url, durationSeconds: warmUpSeconds });
    }
    return await runHttpLoad({ ...options, url: hello.url });
  } finally {
    await hello.stop();
  }
}
