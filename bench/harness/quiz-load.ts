import { spawn } from 'node:child_process';
import { nodeTypeScript } from './http-load';
import { repoRoot } from './paths';
import type { QuizCall, QuizLoadReport, QuizLoadSpec } from './quiz-worker';

export type { QuizCall, QuizLoadReport, QuizLoadSpec };

/** The calls of one quiz, in play order. */
export const QUIZ_CALL_NAMES: readonly QuizCall[] = ['start', 'next', 'answer', 'complete'];

const MIN_QUESTIONS = 10;

export type QuizTopic = { id: string; name: string; category: string; questions: number };

/** The first active seeded topic (catalogue order) with enough questions for a whole quiz. */
export async function pickQuizTopic(baseUrl: string): Promise<QuizTopic> {
  const read = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`);
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };
  const { categories } = await read<{ categories: { id: string; name: string }[] }>(
    '/api/categories',
  );
  for (const category of categories) {
    const { topics } = await read<{
      topics: { id: string; name: string; is_active: boolean; question_count: number }[];
    }>(`/api/categories/${category.id}/topics`);
    const topic = topics.find((t) => t.is_active && t.question_count >= MIN_QUESTIONS);
    if (topic) {
      return {
        id: topic.id,
        name: topic.name,
        category: category.name,
        questions: topic.question_count,
      };
    }
  }
  throw new Error(`no seeded topic has ${MIN_QUESTIONS} questions`);
}

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
