import { fork, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { benchRoot, repoRoot } from './paths';

/** Starts a process and resolves with the first stdout/stderr match of `ready`, or rejects. */
export function startProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; ready: RegExp; timeoutMs?: number },
): Promise<{ child: ChildProcess; match: RegExpExecArray; output: () => string }> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} did not become ready:\n${output.slice(-2000)}`));
    }, options.timeoutMs ?? 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = options.ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code}:\n${output.slice(-2000)}`));
    });
  });
}

/**
 * Forks `count` load generators (`file`, a TypeScript file under bench/, run with tsx) with an
 * IPC channel each, and waits for every one's `ready`: a generator in its own process never
 * shares an event loop with the harness or the server.
 */
export async function forkWorkers(file: string, count: number): Promise<ChildProcess[]> {
  const workers: ChildProcess[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      workers.push(
        fork(path.join(benchRoot, file), [], {
          cwd: repoRoot,
          execArgv: ['--import', 'tsx'],
          env: { PATH: process.env.PATH ?? '' },
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        }),
      );
    }
    await Promise.all(workers.map((worker) => askWorker(worker, null, 30_000)));
  } catch (error) {
    for (const worker of workers) worker.kill('SIGKILL');
    throw error;
  }
  return workers;
}

/**
 * Sends a forked worker one command (none: waits for its `ready`) and resolves with its one
 * answer; a `{ type: 'failed', message }` answer, its exit or `timeoutMs` without an answer
 * rejects.
 */
export function askWorker<T>(
  worker: ChildProcess,
  command: { type: string } | null,
  timeoutMs: number,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`a worker did not answer ${command?.type ?? 'ready'} in time`));
    }, timeoutMs);
    const onMessage = (message: { type: string; message?: string }) => {
      cleanup();
      if (message.type === 'failed') reject(new Error(`worker: ${message.message}`));
      else resolve(message as T);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`a worker exited with ${code}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
    };
    worker.once('message', onMessage);
    worker.once('exit', onExit);
    if (command) worker.send(command);
  });
}

/**
 * In a worker forkWorkers() started: answers the parent's commands with `handle`, in order (a
 * command waits for the one before), a throw as `{ type: 'failed', message }`; after `close`
 * it lets go of the parent, and it exits once the parent is gone (finished, or failed). Says
 * `ready` first.
 */
export function answerParent<C extends { type: string }>(
  handle: (command: C) => Promise<unknown>,
): void {
  let queue: Promise<void> = Promise.resolve();
  process.on('message', (command: C) => {
    queue = queue.then(async () => {
      try {
        process.send!(await handle(command));
      } catch (error) {
        process.send!({
          type: 'failed',
          message: error instanceof Error ? error.message : `${error}`,
        });
      }
      if (command.type === 'close') process.disconnect();
    });
  });
  process.on('disconnect', () => process.exit(0));
  process.send!({ type: 'ready' });
}
