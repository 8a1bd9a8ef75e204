import { spawn, type ChildProcess } from 'node:child_process';

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
