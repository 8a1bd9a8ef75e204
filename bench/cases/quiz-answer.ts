import os from 'node:os';
import { seedUsers, signInAll } from '../harness/accounts';
import { startApp } from '../harness/app-server';
import { QUIZ_CALL_NAMES, runQuizLoad, type QuizLoadReport } from '../harness/quiz-load';
import type { BenchCase, Figure } from '../harness/types';

const ACCOUNTS = 50;
const PLAYERS = 20;
/** Practice has no countdown: a slow answer under load is still an answer, never a timeout. */
const GAME_MODE = 'practice';
const MIN_QUESTIONS = 10;

type Topic = { id: string; name: string; category: string; questions: number };

/** The first active seeded topic (catalogue order) with enough questions for a whole quiz. */
async function pickTopic(baseUrl: string): Promise<Topic> {
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

const failures = (report: QuizLoadReport) => report.errors.total;
const perSecond = (count: number, report: QuizLoadReport) =>
  report.elapsedSeconds > 0 ? count / report.elapsedSeconds : 0;

function latencyFigures(report: QuizLoadReport): Figure[] {
  return QUIZ_CALL_NAMES.flatMap((call) =>
    (['p50', 'p90', 'p99'] as const).map((percentile) => ({
      name: `${call} ${percentile}`,
      value: report.calls[call].latencyMs[percentile],
      unit: 'ms',
    })),
  );
}

/**
 * Whole quizzes played by concurrent signed-in players, as the web client plays them: start a
 * session, 10 × (next question, answer it), complete (paid through the ledger).
 */
const quizAnswer: BenchCase = {
  name: 'quiz-answer',
  description:
    'whole quizzes by 20 concurrent signed-in players (start, 10 × next + answer, complete): answers/s, quizzes/s, latency per call',
  keyFigures: ['answers/s', 'quizzes/s', 'start p50', 'next p50', 'answer p50', 'complete p50'],
  async run(context) {
    const accounts = context.smoke ? 4 : ACCOUNTS;
    const players = context.smoke ? 2 : PLAYERS;
    const warmUpSeconds = context.smoke ? 0 : 2;
    const app = await startApp(context, { seed: (sql) => seedUsers(sql, accounts) });
    try {
      const topic = await pickTopic(app.baseUrl);
      const tokens = await signInAll(app.baseUrl, accounts);
      const load = {
        baseUrl: app.baseUrl,
        tokens,
        topicId: topic.id,
        gameMode: GAME_MODE,
      };
      // Warm-up first (JIT, caches, players out of lockstep), then the measured window.
      const full = await runQuizLoad({
        ...load,
        players,
        warmUpSeconds,
        durationSeconds: context.durationSeconds,
        // A smoke run's second may be shorter than one quiz on a busy machine.
        minQuizzesPerPlayer: context.smoke ? 1 : 0,
      });
      // One player, one call at a time: the latency of each call free of queueing.
      const single = await runQuizLoad({
        ...load,
        players: 1,
        warmUpSeconds: context.smoke ? 0 : 1,
        durationSeconds: Math.min(5, context.durationSeconds),
        minQuizzesPerPlayer: context.smoke ? 1 : 0,
      });
      const errors = failures(full) + failures(single);
      const callsPerQuiz = 2 + 2 * full.questionsPerQuiz.max;
      const allCalls = QUIZ_CALL_NAMES.reduce((sum, call) => sum + full.calls[call].count, 0);
      const statuses = (report: QuizLoadReport) =>
        QUIZ_CALL_NAMES.map(
          (call) => `${call} ${JSON.stringify(report.calls[call].statusCodes)}`,
        ).join(', ');
      const p50s = (report: QuizLoadReport) =>
        QUIZ_CALL_NAMES.map(
          (call) => `${call} ${report.calls[call].latencyMs.p50.toFixed(2)} ms`,
        ).join(', ');
      return {
        figures: [
          { name: 'answers/s', value: perSecond(full.answers, full), unit: 'answers/s' },
          { name: 'quizzes/s', value: perSecond(full.quizzesCompleted, full), unit: 'quizzes/s' },
          { name: 'quiz API calls/s', value: perSecond(allCalls, full), unit: 'req/s' },
          ...latencyFigures(full),
          {
            name: 'answers/s, 1 player',
            value: perSecond(single.answers, single),
            unit: 'answers/s',
          },
          { name: 'answer p50, 1 player', value: single.calls.answer.latencyMs.p50, unit: 'ms' },
          {
            name: 'complete p50, 1 player',
            value: single.calls.complete.latencyMs.p50,
            unit: 'ms',
          },
          ...(full.cpu.server === undefined
            ? []
            : [{ name: 'server CPU', value: full.cpu.server, unit: 'cores' }]),
          { name: 'machine CPU busy', value: full.cpu.machineShare * 100, unit: '%' },
          {
            name: 'errors + timeouts + non-2xx',
            value: errors,
            unit: 'count',
            target: '0',
            meets: errors === 0,
          },
        ],
        notes: [
          `${players} players on ${accounts} seeded, signed-in accounts (player i plays accounts i, i + ${players}, … in turn, so no account plays two quizzes at once), ${context.durationSeconds} s${warmUpSeconds > 0 ? ` after a ${warmUpSeconds} s warm-up` : ''}; load from a separate process, one call at a time per player on a keep-alive connection; latency from a microsecond HDR histogram per call. A call counts when it starts in the measured window${warmUpSeconds > 0 ? ' (players keep playing from the warm-up into it, their first quizzes staggered so they do not move in lockstep)' : ''}; none starts after it, and a quiz still running then is left unfinished. Failures count over the whole run, warm-up included.${full.elapsedSeconds > context.durationSeconds ? ` The window ran ${full.elapsedSeconds.toFixed(1)} s: in a smoke run every player completes one quiz, however long that takes.` : ''}`,
          `Topic "${topic.name}" (${topic.category}, ${topic.questions} questions), mode ${GAME_MODE} (no countdown, so no answer times out under load). Each quiz is ${callsPerQuiz} calls: start (picks ${full.questionsPerQuiz.max} questions, those the player has not seen first, shuffles their options, one transaction), ${full.questionsPerQuiz.max} × next (marks the question served: one statement, the play held in memory) and answer (a random option, decided by the server's clock: one insert), complete (scores, pays through the ledger, updates stats and streaks in one transaction, then reads the player's stats).`,
          `In the window: ${full.quizzesStarted} quizzes started, ${full.quizzesCompleted} completed (each call counts by when it started, so a quiz begun in the warm-up can complete in the window), ${full.answers} answers (${full.correctAnswers} correct), ${full.pointsPaid} points paid; answers by status: ${statuses(full)}.`,
          `One player alone: ${perSecond(single.answers, single).toFixed(1)} answers/s, ${perSecond(single.quizzesCompleted, single).toFixed(2)} quizzes/s; p50 ${p50s(single)}.`,
          `CPU during the measured ${players}-player load: server ${full.cpu.server === undefined ? 'unknown (no /metrics)' : `${full.cpu.server.toFixed(2)} cores`}${context.databaseUrl ? '' : ' (PGlite runs inside it: one connection, queries queued one at a time)'}, load generator ${full.cpu.generator.toFixed(2)} cores, whole machine ${(full.cpu.machineShare * 100).toFixed(0)}% of ${os.cpus().length} cores (anything else running included).`,
          ...(errors > 0
            ? [
                `Failures: ${JSON.stringify(full.errors)}${single.errors.total > 0 ? `, 1 player ${JSON.stringify(single.errors)}` : ''}; first: ${[...full.errorSamples, ...single.errorSamples].slice(0, 3).join(' | ')}`,
              ]
            : []),
        ],
      };
    } finally {
      await app.stop();
    }
  },
};

export default quizAnswer;
