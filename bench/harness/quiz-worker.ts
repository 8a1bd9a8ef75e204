// The quiz load generator, run as its own process by runQuizLoad() (quiz-load.ts) so the load
// never shares an event loop with the harness or the server. `players` simulated players each
// loop over whole quizzes as the web client plays them, one call at a time on a keep-alive
// connection: start a session, then for each of its questions `next` and `answer` (a random
// option), then `complete`. With no `thinkTimeMs` there is no pause between calls (a closed
// loop: the server's pace sets the players'); with it, each player pauses a random 0.5 to 1.5 ×
// thinkTimeMs before every call but its first, as a person reads a question, looks at the
// verdict or the result before going on. Every answer's latency,
// whatever its status, goes in microseconds into an HDR histogram per call
// (latency-histogram.ts).
//
// The players first play `warmUpSeconds` unmeasured, their first quizzes staggered (over
// `staggerSeconds`) so they do not march in lockstep (every player starting, then every player
// completing, at once), then
// `durationSeconds` measured without stopping in between. A call counts in the measurement
// when it starts inside that window, so the rates are counts over the window's length; no call
// starts after it, and a quiz still running then is left unfinished (an active session, which
// costs the server nothing), unless its player still owes `minQuizzesPerPlayer` (smoke runs).
// A failed call (non-2xx, network error, timeout, an answer of an unexpected shape), warm-up
// included, is counted, a sample kept, and its quiz abandoned; the player starts a new one
// after a short pause.
//
// Every quiz left in play, by a failure or by the window's end, is abandoned through the API
// (`POST /api/games/session/:id/abandon`, unmeasured): the server keeps one quiz in play per
// player and `start` on the same topic and mode resumes it, so a quiz left half-played would
// otherwise be resumed by the next quiz on that account (in this run or the next phase's) with
// questions already answered. Those after a failure are abandoned at once, those the window cut
// short after every player has stopped, so the clean-up adds nothing to the measured window.
// Should a `start` still resume a quiz (answered_count above 0), the player plays on from
// there and the report counts it.
//
// Input: one JSON argument (QuizLoadSpec). Output: one JSON line (QuizLoadReport) on stdout.
import http from 'node:http';
import type * as hdr from 'hdr-histogram-js';
import { latencyOf, newLatencyHistogram } from './latency-histogram';
import { cpuSeconds, machineCpu } from './proc-stats';

export type QuizLoadSpec = {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** Access tokens of signed-in accounts; player i plays accounts i, i + players, ... in turn. */
  tokens: string[];
  players: number;
  /** Seconds measured. */
  durationSeconds: number;
  /** Seconds played first, unmeasured (0: none, and no stagger). */
  warmUpSeconds?: number;
  /** Over how long the players' first quizzes are spread; min(1, warmUpSeconds / 2) by default. */
  staggerSeconds?: number;
  /** A player's mean pause before each call but its first (uniform, 0.5 to 1.5 × this); none by default. */
  thinkTimeMs?: number;
  /**
   * Whole quizzes each player completes in the window even if that takes it past the deadline
   * (the window then ends when the last of them finishes, at most 30 s late): smoke runs use 1
   * so that a second on a slow machine still completes a quiz. 0 by default.
   */
  minQuizzesPerPlayer?: number;
  topicId: string;
  gameMode: string;
  timeoutSeconds?: number;
  /**
   * The server's process id: its CPU is then read from /proc, which answers at once however
   * busy the server is (its /metrics queues behind the load, and two late answers can read the
   * same counter).
   */
  serverPid?: number;
};

// Not exported: a value import of this file would run the generator in the importer.
const QUIZ_CALLS = ['start', 'next', 'answer', 'complete'] as const;
export type QuizCall = (typeof QUIZ_CALLS)[number];

export type CallReport = {
  /** Calls answered (any status) or failed, in the window. */
  count: number;
  /** 2xx answers of the expected shape. */
  ok: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  statusCodes: Record<string, number>;
};

export type QuizLoadReport = {
  players: number;
  accounts: number;
  /** The measured window, in seconds: the divisor of every rate. */
  elapsedSeconds: number;
  quizzesStarted: number;
  quizzesCompleted: number;
  /**
   * Starts, over the whole run, that resumed a quiz already in play on the account (answered
   * questions and all) instead of starting one: 0 unless a clean-up failed.
   */
  quizzesResumed: number;
  /** Quizzes left in play (by a failure or the window's end) and abandoned through the API. */
  quizzesAbandoned: number;
  /** Abandon calls that failed (their quizzes stay in play on the server). */
  abandonFailures: number;
  answers: number;
  correctAnswers: number;
  /** Points the completed quizzes paid, as `complete` reported them. */
  pointsPaid: number;
  /** Questions per session, as the server set them (min and max over the run). */
  questionsPerQuiz: { min: number; max: number };
  calls: Record<QuizCall, CallReport>;
  /** Failed calls over the whole run, warm-up included. */
  errors: { total: number; non2xx: number; network: number; timeouts: number; shape: number };
  /** The first few failures, for the notes. */
  errorSamples: string[];
  /** CPU in the measured window, in cores busy on average (1 = one core all the time). */
  cpu: {
    generator: number;
    /**
     * The server process (/proc with `serverPid`, else `process_cpu_seconds_total` of its
     * /metrics); PGlite runs inside it.
     */
    server: number | undefined;
    /**
     * The server's main thread alone (its event loop: HTTP, JSON, Drizzle); the rest of
     * `server` is its other threads, the embedded database's among them. /proc only.
     */
    serverMainThread: number | undefined;
    /** Every process on the machine, ours or not, as a share of all its cores (0 to 1). */
    machineShare: number;
  };
};

const spec = JSON.parse(process.argv[2] ?? '{}') as QuizLoadSpec;
const base = new URL(spec.baseUrl);
const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(1, spec.players) });
const timeoutMs = (spec.timeoutSeconds ?? 10) * 1000;

const histograms = Object.fromEntries(
  QUIZ_CALLS.map((call) => [call, newLatencyHistogram()]),
) as Record<QuizCall, hdr.Histogram>;
const tallies = Object.fromEntries(
  QUIZ_CALLS.map((call) => [call, { count: 0, ok: 0, statusCodes: {} as Record<string, number> }]),
) as Record<QuizCall, { count: number; ok: number; statusCodes: Record<string, number> }>;
const totals = {
  quizzesStarted: 0,
  quizzesCompleted: 0,
  quizzesResumed: 0,
  quizzesAbandoned: 0,
  abandonFailures: 0,
  answers: 0,
  correctAnswers: 0,
  pointsPaid: 0,
  minQuestions: Number.POSITIVE_INFINITY,
  maxQuestions: 0,
};
const errors = { total: 0, non2xx: 0, network: 0, timeouts: 0, shape: 0 };
const errorSamples: string[] = [];

function fail(kind: 'non2xx' | 'network' | 'timeouts' | 'shape', call: QuizCall, detail: string) {
  errors.total += 1;
  errors[kind] += 1;
  if (errorSamples.length < 5) errorSamples.push(`${call}: ${detail}`.slice(0, 300));
}

type Answer = { status: number; body: string };

/** One request on the shared keep-alive agent; resolves with the status and the whole body. */
function request(method: string, path: string, token: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          // A POST without a body carries no content type: Fastify refuses an empty JSON body.
          ...(payload === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
              }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** When the measured window opens and closes (performance.now() milliseconds). */
let measureFrom = Number.POSITIVE_INFINITY;
let deadline = Number.POSITIVE_INFINITY;
const open = () => performance.now() < deadline;

type Outcome<T> = { data: T | undefined; counted: boolean };

/**
 * One timed call: it answers the parsed `data` of a 2xx answer that `check` accepts, or
 * undefined after counting the failure; `counted` says whether it started in the measured
 * window, where its latency and status were recorded.
 */
async function call<T>(
  name: QuizCall,
  path: string,
  token: string,
  body: unknown,
  check: (data: unknown) => data is T,
): Promise<Outcome<T>> {
  const started = performance.now();
  const counted = started >= measureFrom;
  const tally = counted
    ? tallies[name]
    : { count: 0, ok: 0, statusCodes: {} as Record<string, number> };
  tally.count += 1;
  let answer: Answer;
  try {
    answer = await request('POST', path, token, body);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    fail(message === 'timeout' ? 'timeouts' : 'network', name, message);
    return { data: undefined, counted };
  }
  if (counted) {
    histograms[name].recordValue(Math.max(1, Math.round((performance.now() - started) * 1000)));
  }
  tally.statusCodes[answer.status] = (tally.statusCodes[answer.status] ?? 0) + 1;
  if (answer.status < 200 || answer.status >= 300) {
    fail('non2xx', name, `${answer.status} ${answer.body}`);
    return { data: undefined, counted };
  }
  let data: unknown;
  try {
    data = (JSON.parse(answer.body) as { data?: unknown }).data;
  } catch {
    data = undefined;
  }
  if (!check(data)) {
    fail('shape', name, `unexpected answer ${answer.body}`);
    return { data: undefined, counted };
  }
  tally.ok += 1;
  return { data, counted };
}

type Started = { session: { id: string; total_questions: number; answered_count: number } };
type Served = { question: { id: string; options: { id: string }[] } | null };
type Decided = { is_correct: boolean; is_last: boolean };
type Completed = { quiz_results: { total_points: number } };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isStarted = (data: unknown): data is Started =>
  isObject(data) &&
  isObject(data.session) &&
  typeof data.session.id === 'string' &&
  typeof data.session.total_questions === 'number' &&
  typeof data.session.answered_count === 'number';
const isServed = (data: unknown): data is Served =>
  isObject(data) &&
  (data.question === null ||
    (isObject(data.question) &&
      typeof data.question.id === 'string' &&
      Array.isArray(data.question.options) &&
      data.question.options.length > 0));
const isDecided = (data: unknown): data is Decided =>
  isObject(data) && typeof data.is_correct === 'boolean' && typeof data.is_last === 'boolean';
const isCompleted = (data: unknown): data is Completed =>
  isObject(data) &&
  isObject(data.quiz_results) &&
  typeof data.quiz_results.total_points === 'number';

/** Quizzes the window cut short, abandoned once every player has stopped. */
const leftInPlay: { id: string; token: string }[] = [];

/** Ends a quiz left in play, unmeasured (not a call of the quiz, so in no histogram). */
async function abandonQuiz(id: string, token: string): Promise<void> {
  const answer = await request('POST', `/api/games/session/${id}/abandon`, token).catch(
    (error: unknown) => ({ status: 0, body: String(error) }),
  );
  // 409: it completed meanwhile (a `complete` that timed out on our side); nothing in play.
  if ((answer.status >= 200 && answer.status < 300) || answer.status === 409) {
    totals.quizzesAbandoned += 1;
  } else {
    totals.abandonFailures += 1;
    if (errorSamples.length < 5) {
      errorSamples.push(`abandon: ${answer.status} ${answer.body}`.slice(0, 300));
    }
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A person's pause before a call: 0.5 to 1.5 × thinkTimeMs, none without it. */
const think = () => {
  const mean = spec.thinkTimeMs ?? 0;
  return mean > 0 ? pause(mean * (0.5 + Math.random())) : Promise.resolve();
};

/**
 * One whole quiz: whether it completed with its `complete` counted in the window, completed
 * before it, or not (a call failed, or `goOn` said stop; the quiz is abandoned on the server).
 */
async function playQuiz(
  token: string,
  goOn: () => boolean,
): Promise<'counted' | 'uncounted' | 'abandoned'> {
  const start = await call(
    'start',
    '/api/games/session',
    token,
    { topic_id: spec.topicId, game_mode: spec.gameMode },
    isStarted,
  );
  if (!start.data) return 'abandoned';
  if (start.counted) totals.quizzesStarted += 1;
  const { id, total_questions: questions, answered_count: answered } = start.data.session;
  if (answered > 0) totals.quizzesResumed += 1;
  totals.minQuestions = Math.min(totals.minQuestions, questions);
  totals.maxQuestions = Math.max(totals.maxQuestions, questions);
  // Failed: abandoned now, so this account's next quiz starts afresh. Cut short by the window:
  // abandoned after the players stop.
  const failed = async () => {
    await abandonQuiz(id, token);
    return 'abandoned' as const;
  };
  const cutShort = () => {
    leftInPlay.push({ id, token });
    return 'abandoned' as const;
  };
  for (let position = answered + 1; position <= questions; position += 1) {
    await think();
    if (!goOn()) return cutShort();
    const next = await call('next', `/api/games/session/${id}/next`, token, undefined, isServed);
    if (!next.data) return failed();
    const question = next.data.question;
    if (!question) {
      fail('shape', 'next', `no question at position ${position} of ${questions}`);
      return failed();
    }
    await think();
    if (!goOn()) return cutShort();
    const answer = await call(
      'answer',
      `/api/games/session/${id}/answer`,
      token,
      {
        question_id: question.id,
        selected_option: question.options[Math.floor(Math.random() * question.options.length)]!.id,
      },
      isDecided,
    );
    if (!answer.data) return failed();
    if (answer.counted) {
      totals.answers += 1;
      if (answer.data.is_correct) totals.correctAnswers += 1;
    }
  }
  await think();
  if (!goOn()) return cutShort();
  const complete = await call(
    'complete',
    '/api/quiz/complete',
    token,
    { session_id: id },
    isCompleted,
  );
  if (!complete.data) return failed();
  if (complete.counted) {
    totals.quizzesCompleted += 1;
    totals.pointsPaid += complete.data.quiz_results.total_points;
  }
  return complete.counted ? 'counted' : 'uncounted';
}

/** CPU seconds (user + system) the server process has used: /proc, else its Prometheus metrics. */
async function serverCpuSeconds(): Promise<number | undefined> {
  if (spec.serverPid !== undefined) return cpuSeconds(spec.serverPid);
  const response = await fetch(new URL('/metrics', base)).catch(() => undefined);
  if (!response?.ok) return undefined;
  const match = /^process_cpu_seconds_total\s+(\S+)$/m.exec(await response.text());
  return match ? Number(match[1]) : undefined;
}

type CpuSnapshot = {
  at: number;
  generator: NodeJS.CpuUsage;
  server: number | undefined;
  serverMainThread: number | undefined;
  machine: { busy: number; total: number };
};

async function cpuSnapshot(): Promise<CpuSnapshot> {
  const machine = machineCpu();
  const generator = process.cpuUsage();
  const at = performance.now();
  const serverMainThread =
    spec.serverPid === undefined ? undefined : cpuSeconds(spec.serverPid, { mainThread: true });
  return { at, generator, server: await serverCpuSeconds(), serverMainThread, machine };
}

/** A snapshot taken when `at` (performance.now() ms) comes. */
const snapshotAt = (at: number) =>
  new Promise<CpuSnapshot>((resolve, reject) =>
    setTimeout(() => cpuSnapshot().then(resolve, reject), Math.max(0, at - performance.now())),
  );

const OVERTIME_LIMIT_MS = 30_000;

/** Set when a player played past the deadline to complete its minimum of quizzes. */
let overtimeUntil = 0;

async function player(index: number, staggerMs: number): Promise<void> {
  const mine = spec.tokens.filter((_, account) => account % spec.players === index);
  const minimum = spec.minQuizzesPerPlayer ?? 0;
  let completed = 0;
  let overtime = false;
  const goOn = () => {
    if (open()) return true;
    const more = completed < minimum && performance.now() < deadline + OVERTIME_LIMIT_MS;
    overtime ||= more;
    return more;
  };
  await pause(Math.random() * staggerMs);
  for (let turn = 0; goOn(); turn += 1) {
    // Between quizzes too: the result page is read before the next one starts.
    if (turn > 0) await think();
    if (!goOn()) break;
    const played = await playQuiz(mine[turn % mine.length]!, goOn);
    if (played === 'counted') completed += 1;
    // A failing server must not be hammered in a tight loop of instant errors.
    if (played === 'abandoned' && goOn()) await pause(50);
  }
  if (overtime) overtimeUntil = Math.max(overtimeUntil, performance.now());
}

async function main(): Promise<void> {
  if (spec.tokens.length < spec.players) {
    throw new Error(`${spec.players} players need as many accounts, not ${spec.tokens.length}`);
  }
  const warmUpMs = (spec.warmUpSeconds ?? 0) * 1000;
  measureFrom = performance.now() + warmUpMs;
  deadline = measureFrom + spec.durationSeconds * 1000;
  // CPU over the measured window only, the warm-up's left out.
  const cpuBefore = snapshotAt(measureFrom);
  const cpuAfter = snapshotAt(deadline);
  // By default over half the warm-up (at most a second): a closed-loop quiz's worth of calls.
  const staggerMs = (spec.staggerSeconds ?? Math.min(1, warmUpMs / 2000)) * 1000;
  await Promise.all(Array.from({ length: spec.players }, (_, index) => player(index, staggerMs)));
  // After the window and every player: a few at a time, as the players' connections allow.
  for (let from = 0; from < leftInPlay.length; from += 16) {
    await Promise.all(
      leftInPlay.slice(from, from + 16).map(({ id, token }) => abandonQuiz(id, token)),
    );
  }
  // The window's length; longer only when a player had to finish its minimum after it.
  const elapsedSeconds = Math.max(spec.durationSeconds, (overtimeUntil - measureFrom) / 1000);
  const [before, after] = await Promise.all([cpuBefore, cpuAfter]);
  const seconds = (after.at - before.at) / 1000;
  const cpu: QuizLoadReport['cpu'] = {
    generator:
      (after.generator.user -
        before.generator.user +
        after.generator.system -
        before.generator.system) /
      1e6 /
      seconds,
    server:
      before.server === undefined || after.server === undefined
        ? undefined
        : (after.server - before.server) / seconds,
    serverMainThread:
      before.serverMainThread === undefined || after.serverMainThread === undefined
        ? undefined
        : (after.serverMainThread - before.serverMainThread) / seconds,
    machineShare:
      (after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total),
  };
  agent.destroy();
  const calls = Object.fromEntries(
    QUIZ_CALLS.map((name) => {
      const report: CallReport = { ...tallies[name], latencyMs: latencyOf(histograms[name]) };
      return [name, report];
    }),
  ) as Record<QuizCall, CallReport>;
  const report: QuizLoadReport = {
    players: spec.players,
    accounts: spec.tokens.length,
    elapsedSeconds,
    quizzesStarted: totals.quizzesStarted,
    quizzesCompleted: totals.quizzesCompleted,
    quizzesResumed: totals.quizzesResumed,
    quizzesAbandoned: totals.quizzesAbandoned,
    abandonFailures: totals.abandonFailures,
    answers: totals.answers,
    correctAnswers: totals.correctAnswers,
    pointsPaid: totals.pointsPaid,
    questionsPerQuiz: {
      min: Number.isFinite(totals.minQuestions) ? totals.minQuestions : 0,
      max: totals.maxQuestions,
    },
    calls,
    errors,
    errorSamples,
    cpu,
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
