import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { serverRoot } from '../paths';

export type ServerProcess = {
  child: ChildProcessWithoutNullStreams;
  /** `http://127.0.0.1:PORT` */
  baseUrl: string;
  /** `127.0.0.1:PORT`, for sockets. */
  host: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has exited (at once if it already has). */
  exited: Promise<number | null>;
  /** Sends `signal` (SIGTERM unless told) and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/**
 * Starts `src/server.ts` as `npm start` would, on a free loopback port, with only PATH and `env`
 * in its environment. Resolves once it logs that it listens, so the log level must let info
 * lines through. tsx runs as a loader inside the one process: its CLI would relay SIGTERM to a
 * child and kill it outright (exit 143) when the child is slow to confirm on a busy machine.
 */
export function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
  });
  let output = '';
  let running = true;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running = false;
      resolve(code);
    }),
  );
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (running) child.kill(signal);
    return exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    let started = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (started) return;
      const match = /Server listening at (http:\/\/(127\.0\.0\.1:\d+))/.exec(output);
      if (!match) return;
      started = true;
      clearTimeout(timer);
      resolve({
        child,
        baseUrl: match[1]!,
        host: match[2]!,
        output: () => output,
        exited,
        stop,
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      if (started) return;
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening:\n${output}`));
    });
  });
}
