import type { ChildProcess } from 'node:child_process';

/** Resolves with the exit code once `child` has exited (at once if it already has). */
export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Sends `signal` (SIGTERM), then SIGKILL if it has not gone within `graceMs`; answers the code. */
export async function stopProcess(
  child: ChildProcess,
  options: { signal?: NodeJS.Signals; graceMs?: number } = {},
): Promise<number | null> {
  const exited = exitOf(child);
  if (child.exitCode !== null || child.signalCode !== null) return exited;
  child.kill(options.signal ?? 'SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), options.graceMs ?? 10_000);
  try {
    return await exited;
  } finally {
    clearTimeout(timer);
  }
}
