import os from 'node:os';
import { seedUsers, signInAll } from '../harness/accounts';
import { startApp } from '../harness/app-server';
import {
  QUIZ_CALL_NAMES,
  pickQuizTopic,
  runQuizLoad,
  type QuizLoadReport,
} from '../harness/quiz-load';
import type { BenchCase, BenchContext, CaseOutcome, Figure } from '../harness/types';

/** One account per crowd player, so no account plays two quizzes at once. */
const ACCOUNTS = 200;
const PLAYERS = 20;
const CROWD_PLAYERS = 200;
/** A crowd player's mean pause before each call: a person reading, not a script. */
const CROWD_THINK_MS = 1000;
/** The crowd's first quizzes are spread over its warm-up, so starts and completions do not bunch. */
const CROWD_WARM_UP_SECONDS = 5;
/** Answers/s of the closed loop, by database: the embedded one serves one query at a time. */
export const ANSWERS_PER_SECOND_TARGET = { pglite: 500, postgres: 1000 } as const;
/** The crowd's answer p99, in ms. */
export const CROWD_ANSWER_P99_MS = 50;
/** Practice has no countdown: a slow answer under load is still an answer, never a timeout. */
const GAME_MODE = 'practice';

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

/** Server CPU per answer in the measured window (ms): every thread, and the main thread alone. */
function cpuPerAnswer(report: QuizLoadReport): Figure[] {
  const seconds = report.elapsedSeconds;
  const perAnswer = (cores: number | undefined) =>
    cores === undefined || report.answers === 0
      ? undefined
      : (cores * seconds * 1000) / report.answers;
  const all = perAnswer(report.cpu.server);
  const main = perAnswer(report.cpu.serverMainThread);
  return [
    ...(all === undefined ? [] : [{ name: 'server CPU per answer', value: all, unit: 'ms' }]),
    ...(main === undefined
      ? []
      : [{ name: 'server main thread CPU per answer', value: main, unit: 'ms' }]),
  ];
}

const statuses = (report: QuizLoadReport) =>
  QUIZ_CALL_NAMES.map((call) => `${call} ${JSON.stringify(report.calls[call].statusCodes)}`).join(
    ', ',
  );

/**
 * The quiz-answer measurement on the database `context` names (PGlite without databaseUrl):
 * a closed loop of 20 players, a crowd of 200 at a person's pace, one player alone. The
 * `quiz-answer` case reports it as it is; `engines` runs it on each database.
 */
export async function measureQuizAnswer(context: BenchContext): Promise<CaseOutcome> {
  const engine = context.databaseUrl ? 'postgres' : 'pglite';
  const accounts = context.smoke ? 4 : ACCOUNTS;
  const players = context.smoke ? 2 : PLAYERS;
  const crowdPlayers = context.smoke ? 4 : CROWD_PLAYERS;
  // A smoke run's second holds a quiz only with short pauses.
  const thinkMs = context.smoke ? 50 : CROWD_THINK_MS;
  const warmUpSeconds = context.smoke ? 0 : 2;
  const crowdWarmUpSeconds = context.smoke ? 0 : CROWD_WARM_UP_SECONDS;
  const app = await startApp(context, { seed: (sql) => seedUsers(sql, accounts) });
  try {
    const topic = await pickQuizTopic(app.baseUrl);
    const signInStarted = performance.now();
    const tokens = await signInAll(app.baseUrl, accounts);
    const signInSeconds = (performance.now() - signInStarted) / 1000;
    const load = {
      baseUrl: app.baseUrl,
      tokens,
      topicId: topic.id,
      gameMode: GAME_MODE,
      serverPid: app.pid(),
      // A smoke run's second may be shorter than one quiz on a busy machine.
      minQuizzesPerPlayer: context.smoke ? 1 : 0,
    };
    // Warm-up first (JIT, caches, players out of lockstep), then the measured window.
    const full = await runQuizLoad({
      ...load,
      players,
      warmUpSeconds,
      durationSeconds: context.durationSeconds,
    });
    // A crowd at a person's pace: the latency each of many players sees, not the most the server
    // can do (the closed loop above measures that).
    const crowd = await runQuizLoad({
      ...load,
      players: crowdPlayers,
      warmUpSeconds: crowdWarmUpSeconds,
      staggerSeconds: crowdWarmUpSeconds,
      thinkTimeMs: thinkMs,
      durationSeconds: context.durationSeconds,
    });
    // One player, one call at a time: the latency of each call free of queueing.
    const single = await runQuizLoad({
      ...load,
      players: 1,
      warmUpSeconds: context.smoke ? 0 : 1,
      durationSeconds: Math.min(5, context.durationSeconds),
    });
    const phases = [full, crowd, single];
    const errors = phases.reduce((sum, report) => sum + failures(report), 0);
    const resumed = phases.reduce((sum, report) => sum + report.quizzesResumed, 0);
    const abandoned = phases.map((report) => report.quizzesAbandoned);
    const abandonFailures = phases.reduce((sum, report) => sum + report.abandonFailures, 0);
    const callsPerQuiz = 2 + 2 * full.questionsPerQuiz.max;
    const allCalls = QUIZ_CALL_NAMES.reduce((sum, call) => sum + full.calls[call].count, 0);
    const p50s = (report: QuizLoadReport) =>
      QUIZ_CALL_NAMES.map(
        (call) => `${call} ${report.calls[call].latencyMs.p50.toFixed(2)} ms`,
      ).join(', ');
    const answersPerSecond = perSecond(full.answers, full);
    const answersTarget = ANSWERS_PER_SECOND_TARGET[engine];
    const crowdAnswer = crowd.calls.answer.latencyMs;
    // Two pauses per question and one before completing.
    const quizSeconds = (crowd.questionsPerQuiz.max * 2 + 1) * (thinkMs / 1000);
    const windowNote = (report: QuizLoadReport, seconds: number) =>
      report.elapsedSeconds > seconds
        ? ` The window ran ${report.elapsedSeconds.toFixed(1)} s: in a smoke run every player completes one quiz, however long that takes.`
        : '';
    const cpuNote = (report: QuizLoadReport, label: string) =>
      `CPU during the measured ${label}: server ${report.cpu.server === undefined ? 'unknown' : `${report.cpu.server.toFixed(2)} cores`}${report.cpu.serverMainThread === undefined ? '' : ` (its main thread ${report.cpu.serverMainThread.toFixed(2)})`}${context.databaseUrl ? '' : ' (PGlite runs on a thread of the server: one connection, queries queued one at a time)'}, load generator ${report.cpu.generator.toFixed(2)} cores, whole machine ${(report.cpu.machineShare * 100).toFixed(0)}% of ${os.cpus().length} cores (anything else running included).`;
    return {
      figures: [
        {
          name: 'answers/s',
          value: answersPerSecond,
          unit: 'answers/s',
          target: `>= ${answersTarget} (${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'})`,
          meets: answersPerSecond >= answersTarget,
        },
        { name: 'quizzes/s', value: perSecond(full.quizzesCompleted, full), unit: 'quizzes/s' },
        { name: 'quiz API calls/s', value: perSecond(allCalls, full), unit: 'req/s' },
        ...latencyFigures(full),
        { name: 'crowd players', value: crowdPlayers, unit: 'count' },
        { name: 'crowd answers/s', value: perSecond(crowd.answers, crowd), unit: 'answers/s' },
        { name: 'crowd answer p50', value: crowdAnswer.p50, unit: 'ms' },
        { name: 'crowd answer p90', value: crowdAnswer.p90, unit: 'ms' },
        {
          name: 'crowd answer p99',
          value: crowdAnswer.p99,
          unit: 'ms',
          target: `< ${CROWD_ANSWER_P99_MS} ms`,
          meets: crowdAnswer.p99 < CROWD_ANSWER_P99_MS,
        },
        { name: 'crowd next p99', value: crowd.calls.next.latencyMs.p99, unit: 'ms' },
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
        // CPU per answer holds up on a busy machine, where answers/s does not.
        ...cpuPerAnswer(full),
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
        `${players} players on ${accounts} seeded, signed-in accounts (player i plays accounts i, i + ${players}, … in turn, so no account plays two quizzes at once), back to back (closed loop: each call as soon as the last answered), ${context.durationSeconds} s${warmUpSeconds > 0 ? ` after a ${warmUpSeconds} s warm-up` : ''}; load from a separate process, one call at a time per player on a keep-alive connection; latency from a microsecond HDR histogram per call. A call counts when it starts in the measured window${warmUpSeconds > 0 ? ' (players keep playing from the warm-up into it, their first quizzes staggered so they do not move in lockstep)' : ''}; none starts after it. Failures count over the whole run, warm-up included.${windowNote(full, context.durationSeconds)} The answers/s target (>= ${ANSWERS_PER_SECOND_TARGET.pglite} on PGlite, >= ${ANSWERS_PER_SECOND_TARGET.postgres} on PostgreSQL) is this closed loop's.`,
        `Crowd: ${crowdPlayers} players, one account each, at a person's pace: each pauses ${thinkMs * 0.5}–${thinkMs * 1.5} ms (uniform) before every call but its first (reading the question, the verdict, the result), so the crowd offers at most ~${Math.round(crowdPlayers / (2 * (thinkMs / 1000)))} answers/s (two pauses per question) whatever the server does; its first quizzes are spread over ${crowdWarmUpSeconds > 0 ? `a ${crowdWarmUpSeconds} s warm-up` : 'no warm-up (smoke)'}, then ${context.durationSeconds} s measured. ${quizSeconds > context.durationSeconds ? `A quiz then lasts ~${Math.round(quizSeconds)} s, longer than the window, so the window holds mostly next and answer calls, few starts and completions (the closed loop measures those). ` : ''}This phase judges latency under a realistic crowd (answer p99 < ${CROWD_ANSWER_P99_MS} ms), not throughput: a closed loop of ${crowdPlayers} would only queue at the server and measure the queue. ${crowd.quizzesStarted} quizzes started and ${crowd.quizzesCompleted} completed in the window, ${crowd.answers} answers; answers by status: ${statuses(crowd)}.${windowNote(crowd, context.durationSeconds)}`,
        `Sessions: ${accounts} accounts signed in through the API before the load, 4 at a time (each an argon2id verification), in ${signInSeconds.toFixed(1)} s: the sign-in throttle counts each attempt on the account and the address until it succeeds and then gives it back, so 4 in flight stay under its 5 free attempts and hundreds in turn are never refused.`,
        `Topic "${topic.name}" (${topic.category}, ${topic.questions} questions), mode ${GAME_MODE} (no countdown, so no answer times out under load). Each quiz is ${callsPerQuiz} calls: start (picks ${full.questionsPerQuiz.max} questions, those the player has not seen first, shuffles their options, one transaction), ${full.questionsPerQuiz.max} × next (marks the question served: one statement, the play held in memory) and answer (a random option, decided by the server's clock: one insert), complete (scores, pays through the ledger, updates stats and streaks in one transaction, and reads the player's stats in it).`,
        `In the closed loop's window: ${full.quizzesStarted} quizzes started, ${full.quizzesCompleted} completed (each call counts by when it started, so a quiz begun in the warm-up can complete in the window), ${full.answers} answers (${full.correctAnswers} correct), ${full.pointsPaid} points paid; answers by status: ${statuses(full)}.`,
        `Quizzes left in play when a window closed (or after a failure) are abandoned through the API once the phase's players stop, so the next phase's start on the same account begins a new quiz rather than resuming a half-answered one: ${abandoned.join(' / ')} abandoned after the closed loop / crowd / single player${abandonFailures > 0 ? `, ${abandonFailures} abandon calls failed` : ''}; starts that resumed a quiz: ${resumed}.`,
        `One player alone: ${perSecond(single.answers, single).toFixed(1)} answers/s, ${perSecond(single.quizzesCompleted, single).toFixed(2)} quizzes/s; p50 ${p50s(single)}.`,
        cpuNote(full, `${players}-player closed loop`),
        cpuNote(crowd, `${crowdPlayers}-player crowd`),
        ...(errors > 0
          ? [
              `Failures: closed loop ${JSON.stringify(full.errors)}, crowd ${JSON.stringify(crowd.errors)}, 1 player ${JSON.stringify(single.errors)}; first: ${phases
                .flatMap((report) => report.errorSamples)
                .slice(0, 3)
                .join(' | ')}`,
            ]
          : []),
      ],
    };
  } finally {
    await app.stop();
  }
}

/**
 * Whole quizzes played by concurrent signed-in players, as the web client plays them: start a
 * session, 10 × (next question, answer it), complete (paid through the ledger).
 */
const quizAnswer: BenchCase = {
  name: 'quiz-answer',
  description:
    'whole quizzes (start, 10 × next + answer, complete) by 20 signed-in players back to back, then a crowd of 200 at a person’s pace: answers/s, quizzes/s, latency per call',
  keyFigures: [
    'answers/s',
    'quizzes/s',
    'start p50',
    'next p50',
    'answer p50',
    'complete p50',
    'crowd answers/s',
    'crowd answer p99',
  ],
  run: measureQuizAnswer,
};

export default quizAnswer;
