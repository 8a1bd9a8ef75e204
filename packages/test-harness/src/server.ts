import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitUntilOk } from './ports';
import { exitOf, stopProcess } from './processes';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverRoot = path.join(repoRoot, 'apps/server');

/**
 * `built`: `apps/server/dist/server.js`, as `npm start` runs it (build first). `source`:
 * `src/server.ts` with tsx as a loader inside the one process: tsx's CLI would relay SIGTERM
 * to a child and kill it outright (exit 143) when the child is slow to confirm on a busy machine.
 */
export type ServerEntry = 'built' | 'source';

export type StartServerOptions = {
  entry: ServerEntry;
  /**
   * Overrides on top of PATH, HOST=127.0.0.1, a free PORT and a fresh DATA_DIR; nothing else of
   * this process's environment reaches the server. A DATA_DIR given here is the caller's to keep.
   */
  env?: Record<string, string>;
  /** Flags for node itself, before the entry (e.g. `--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
  /**
   * `log`: the "Server listening at" line (LOG_LEVEL must let info lines through);
   * `readyz`: polls GET /readyz, for quiet servers.
   */
  ready?: 'log' | 'readyz';
  timeoutMs?: number;
  /** How long `stop()` waits after SIGTERM before SIGKILL. */
  graceMs?: number;
};

export type ServerProcess = {
  child: ChildProcessWithoutNullStreams;
  pid: number;
  /** `http://127.0.0.1:PORT` */
  baseUrl: string;
  /** `127.0.0.1:PORT`, for sockets. */
  host: string;
  dataDir: string;
  /** What the process wrote to stdout and stderr so far (the last megabyte). */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /**
   * Sends `signal` (SIGTERM unless told), SIGKILL after the grace period, resolves with the exit
   * code, and removes the data folder if the harness made it.
   */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

const OUTPUT_KEPT = 1024 * 1024;

/** Starts the server as a child process on a loopback port and resolves once it is ready. */
export async function startServer(options: StartServerOptions): Promise<ServerProcess> {
  const ownDataDir = options.env?.DATA_DIR
    ? undefined
    : await mkdtemp(path.join(os.tmpdir(), 'qa-server-'));
  const dataDir = options.env?.DATA_DIR ?? ownDataDir!;
  const port = options.env?.PORT ?? String(await freePort());
  const removeDataDir = async () => {
    // The server may still be closing files for a moment.
    if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true, maxRetries: 20 });
  };
  const [command, args, cwd] =
    options.entry === 'built'
      ? [process.execPath, [...(options.nodeArgs ?? []), 'apps/server/dist/server.js'], repoRoot]
      : [
          process.execPath,
          [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server.ts'],
          serverRoot,
        ];
  const child = spawn(command, args, {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      ...options.env,
      PORT: port,
      DATA_DIR: dataDir,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = exitOf(child);
  const timeoutMs = options.timeoutMs ?? 90_000;

  let baseUrl = `http://127.0.0.1:${port}`;
  // Whatever settles first, the other waits stop with it.
  const waiting = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  try {
    const ready =
      options.ready === 'readyz'
        ? waitUntilOk(`${baseUrl}/readyz`, timeoutMs, 20, waiting.signal)
        : new Promise<void>((resolve, reject) => {
            timer = setTimeout(
              () => reject(new Error(`no "Server listening" line within ${timeoutMs} ms`)),
              timeoutMs,
            );
            const onData = () => {
              // PORT=0 lets the server choose: the line says which port it took.
              const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
              if (!match) return;
              clearTimeout(timer);
              child.stdout.off('data', onData);
              child.stderr.off('data', onData);
              baseUrl = match[1]!;
              resolve();
            };
            child.stdout.on('data', onData);
            child.stderr.on('data', onData);
          });
    await Promise.race([
      ready,
      exited.then((code) => {
        throw new Error(`the server exited with ${code} before it was ready`);
      }),
    ]);
  } catch (error) {
    await stopProcess(child, { signal: 'SIGKILL' });
    await removeDataDir();
    throw new Error(`${(error as Error).message}:\n${output.slice(-4000)}`);
  } finally {
    clearTimeout(timer);
    waiting.abort();
  }
  return {
    child,
    pid: child.pid!,
    baseUrl,
    host: baseUrl.slice('http://'.length),
    dataDir,
    output: () => output,
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      const code = await stopProcess(child, {
        signal,
        ...(options.graceMs ? { graceMs: options.graceMs } : {}),
      });
      await removeDataDir();
      return code;
    },
  };
}
