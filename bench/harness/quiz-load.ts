import { spawn } from 'node:child_process';
import { nodeTypeScript } from './http-load';
import { repoRoot } from './paths';
import type { QuizCall, QuizLoadReport, QuizLoadSpec } from './quiz-worker';

export type { QuizCall, QuizLoadReport, QuizLoadSpec };

/** The calls of one quiz, in play order. */
export const QUIZ_CALL_NAMES: readonly QuizCall[] = ['start', 'next', 'answer', 'complete'];

/**
 * Plays whole quizzes from its own process (`quiz-worker.ts`): `players` players, each one
 * call at a time on a keep-alive connection, `warmUpSeconds` unmeasured then `durationSeconds`
 * measured. Answers counts, latency percentiles per call (microsecond HDR histograms over every
 * answer) and the CPU the generator, the server and the machine used. Bounded: the process is
 * killed if it outlives its warm-up and duration by a minute.
 */
export function runQuizLoad(spec: QuizLoadSpec): Promise<QuizLoadReport> {
  const url = new URL(spec.baseUrl);
  if (url.hostname !== '127.0.0.1') throw new Error(`load only goes to 127.0.0.1, not ${url.host}`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...nodeTypeScript('harness/quiz-worker.ts'), JSON.stringify(spec)],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '' } },
    );
    const limit = setTimeout(
      () => child.kill('SIGKILL'),
      (spec.durationSeconds + (spec.warmUpSeconds ?? 0) + 60) * 1000,
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(limit);
      if (code !== 0) {
        return reject(
          new Error(`the quiz load generator exited with ${code ?? signal}: ${stderr}`),
        );
      }
      try {
        resolve(JSON.parse(stdout) as QuizLoadReport);
      } catch {
        reject(new Error(`the quiz load generator answered something other than JSON: ${stdout}`));
      }
    });
  });
}
