// Live multiplayer games over the realtime socket, played as the web client plays them: one game
// of 2,000 players, then 5,000 players in 1,250 games of 4 on one instance; beside a bare `ws`
// server broadcasting a question-sized frame to 2,000 sockets in the same run.
//
// A room holds 16 seats through the API, so the games are seeded with SQL as the rows the
// server keeps (a `games` row holding the engine's waiting state with its drawn questions, a
// `game_players` row a seat) with a lease that ran out: the server's ownership round adopts
// them by itself, 50 a second, and brings each waiting game to its stored seats. From there
// everything goes through the socket: a ticket, the inbox and the game's channel, `sync`, the
// host's `start`, an `answer` per question after a think time.
import {
  GAME_TIMING,
  ROOM_MODE_RULES,
  type DifficultyLevel,
  type RoomMode,
} from '@quizarena/contracts';
import { randomUUID } from 'node:crypto';
import { seedUsers, signInAll } from '../harness/accounts';
import { startApp, type RunningApp, type SqlRunner } from '../harness/app-server';
import { startGamePlayers, type PlaySummary, type PlayerSpec } from '../harness/game-load';
import { cpuSeconds, rssBytes } from '../harness/proc-stats';
import { describeLoops, metricsUrl, sampleLoops } from '../harness/server-metrics';
import type { BenchCase, BenchContext, Figure } from '../harness/types';
import { appEndpoint, latencyText, startBareWsServer } from '../harness/ws-load';

const FULL = {
  bigGame: 2_000,
  smallGames: 1_250,
  smallGameSize: 4,
  questions: 10,
  /** Each answer after a uniform random think time from its question's arrival, ms. */
  think: { minMs: 300, maxMs: 4_500 },
  /** The small games' hosts start at random moments within this, ms (not all in step). */
  startSpreadMs: 5_000,
  /** The bare baseline's question frames, this far apart. */
  bareIntervalMs: 1_000,
};
const SMOKE = {
  bigGame: 4,
  smallGames: 3,
  smallGameSize: 2,
  questions: 2,
  think: { minMs: 20, maxMs: 200 },
  startSpreadMs: 200,
  bareIntervalMs: 100,
};
type Config = typeof FULL;

const MODE: RoomMode = 'lightning';
const WORKERS = 2;
const CONNECT_CONCURRENCY = 32;
const ACK_P99_TARGET_MS = 50;
const SPREAD_TARGET_MS = 100;
const FRAMES_PER_ANSWER_TARGET = 2;
const RSS_SAMPLE_MS = 250;

type Question = {
  id: string;
  text: string;
  /** The bank's questions are choice questions (single or true/false), answered by an option. */
  type: string;
  options: { id: string; text: string }[];
  correctOptionId: string | null;
  answerKey: unknown;
  explanation: string | null;
  difficulty: string;
  points: number;
};

type Seeded = {
  questions: Question[];
  bigGameId: string;
  smallGameIds: string[];
};

/** A seat: the seeded account's number (from 1) in a game; the first seat of a game hosts. */
type Seat = { n: number; gameId: string; host: boolean };

const fmt = (value: number, digits = 1) => value.toFixed(digits);
const thousands = (value: number) => Math.round(value).toLocaleString('en');
const mb = (bytes: number) => bytes / 1e6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const subjectOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const median = (values: number[]) => percentile(values, 50);

/** The room's settings as the server stores them (`games.settings`, the rooms service's shape). */
function storedSettings(config: Config, maxPlayers: number) {
  return {
    mode: MODE,
    difficulty: 'beginner' satisfies DifficultyLevel,
    secondsPerQuestion: 15,
    questionCount: config.questions,
    maxPlayers,
    isPrivate: true,
    spectatorsAllowed: false,
    powerUpsEnabled: false,
    honourAccommodations: false,
    chatEnabled: false,
    locked: false,
  };
}

/**
 * The engine's state of a game waiting for its start, as the engine's `newGame` makes it (the
 * rooms service's settings for a room). Its players are left empty: adopting a waiting game
 * seats everyone in `game_players`, in their joining order.
 */
function waitingState(id: string, hostId: string, questions: Question[], maxPlayers: number) {
  return {
    id,
    hostId,
    settings: {
      mode: MODE,
      secondsPerQuestion: 15,
      maxPlayers,
      minPlayers: 2,
      powerUpsEnabled: false,
      honourAccommodations: false,
    },
    questions,
    phase: 'waiting',
    index: -1,
    servedAt: 0,
    phaseEndsAt: null,
    players: [],
    // "No count sent yet" (the engine's NEVER): the first answered count goes out at once.
    progressSentAt: Number.MIN_SAFE_INTEGER,
    progressPending: false,
  };
}

const usersNeeded = (config: Config) =>
  Math.max(config.bigGame, config.smallGames * config.smallGameSize);

/** The seats of both phases: the big game's accounts 1..bigGame, the small games' 1..N. */
function seatsOf(config: Config, seeded: Seeded): { big: Seat[]; small: Seat[] } {
  const big = Array.from({ length: config.bigGame }, (_, i) => ({
    n: i + 1,
    gameId: seeded.bigGameId,
    host: i === 0,
  }));
  const small = Array.from({ length: config.smallGames * config.smallGameSize }, (_, i) => ({
    n: i + 1,
    gameId: seeded.smallGameIds[Math.floor(i / config.smallGameSize)]!,
    host: i % config.smallGameSize === 0,
  }));
  return { big, small };
}

/**
 * Accounts, the drawn questions (real rows of the question bank) and every game of both phases,
 * waiting, with a lease that ran out (the big game's longest ago, so it is adopted first).
 */
async function seedGames(sql: SqlRunner, config: Config): Promise<Seeded> {
  await seedUsers(sql, usersNeeded(config));
  const users = await sql(
    `select id, substring(email_normalized from 'bench([0-9]+)@')::int as n
     from users where email_normalized like 'bench%@example.com'`,
  );
  const idOf = new Map(users.map((row) => [Number(row.n), String(row.id)]));
  const rows = await sql(
    `select q.id, q.question_text, q.type, q.options, q.correct_option_id, q.answer_key,
            q.explanation, q.difficulty,
            q.points, t.id as topic_id, t.category_id
     from questions q join topics t on t.id = q.topic_id
     where q.is_active order by random() limit $1`,
    [config.questions],
  );
  if (rows.length < config.questions) {
    throw new Error(`the question bank has ${rows.length} questions, ${config.questions} needed`);
  }
  const questions: Question[] = rows.map((row) => ({
    id: String(row.id),
    text: String(row.question_text),
    options: (typeof row.options === 'string' ? JSON.parse(row.options) : row.options) as {
      id: string;
      text: string;
    }[],
    type: String(row.type),
    correctOptionId: row.correct_option_id === null ? null : String(row.correct_option_id),
    answerKey: row.answer_key ?? null,
    explanation: row.explanation === null ? null : String(row.explanation),
    difficulty: String(row.difficulty),
    points: Number(row.points),
  }));
  const seeded: Seeded = {
    questions,
    bigGameId: randomUUID(),
    smallGameIds: Array.from({ length: config.smallGames }, () => randomUUID()),
  };
  const { big, small } = seatsOf(config, seeded);
  const games = [
    { id: seeded.bigGameId, size: config.bigGame, seats: big, ageSeconds: 120 },
    ...seeded.smallGameIds.map((id, g) => ({
      id,
      size: config.smallGameSize,
      seats: small.slice(g * config.smallGameSize, (g + 1) * config.smallGameSize),
      ageSeconds: 60,
    })),
  ];
  const gameRows = games.map((game) => {
    const hostId = idOf.get(game.seats[0]!.n)!;
    return {
      id: game.id,
      host_id: hostId,
      name: `Bench game of ${game.size}`,
      settings: storedSettings(config, game.size),
      state: waitingState(game.id, hostId, questions, game.size),
      age_seconds: game.ageSeconds,
    };
  });
  const { topic_id: topicId, category_id: categoryId } = rows[0]!;
  // In slices: one statement's JSON stays a few MB.
  for (let from = 0; from < gameRows.length; from += 250) {
    await sql(
      `insert into games (id, kind, host_id, name, topic_id, category_id, status, settings,
                          entry_fee, state, state_version, owner, lease_until, created_at)
       select g.id, 'room', g.host_id, g.name, $2, $3, 'waiting', g.settings, 0, g.state, 1,
              null, now() - g.age_seconds * interval '1 second', now()
       from jsonb_to_recordset($1::jsonb)
         as g(id uuid, host_id uuid, name text, settings jsonb, state jsonb, age_seconds int)`,
      [JSON.stringify(gameRows.slice(from, from + 250)), topicId, categoryId],
    );
  }
  const seatRows = games.flatMap((game) =>
    game.seats.map((seat, place) => ({
      game_id: game.id,
      user_id: idOf.get(seat.n)!,
      place,
    })),
  );
  for (let from = 0; from < seatRows.length; from += 5_000) {
    // Joining order is seat order: the host first.
    await sql(
      `insert into game_players (game_id, user_id, joined_at)
       select s.game_id, s.user_id, now() - interval '1 hour' + s.place * interval '1 millisecond'
       from jsonb_to_recordset($1::jsonb) as s(game_id uuid, user_id uuid, place int)`,
      [JSON.stringify(seatRows.slice(from, from + 5_000))],
    );
  }
  return seeded;
}

/** The question frame the engine sends, for the bare baseline to broadcast at the same size. */
function questionFrame(question: Question, index: number, total: number) {
  return {
    event: 'question',
    data: {
      index,
      total,
      question: {
        id: question.id,
        question_text: question.text,
        options: question.options.map((option) => ({ id: option.id, option_text: option.text })),
        difficulty: question.difficulty,
        points: question.points,
      },
      served_at: Date.now(),
      time_limit_ms: 5_000,
    },
  };
}

/** Splits `items` over the workers in turn, so each game's sockets are in both processes. */
const spread = <T>(items: T[]): T[][] =>
  Array.from({ length: WORKERS }, (_, w) => items.filter((_, i) => i % WORKERS === w));

type BareResult = { sockets: number; spreads: number[]; frameBytes: number; connectMs: number };

/** The yardstick: 2,000 sockets on one channel of the bare ws server, 10 broadcast frames. */
async function measureBare(config: Config, seeded: Seeded): Promise<BareResult> {
  const bare = await startBareWsServer(undefined);
  const players = await startGamePlayers(WORKERS);
  try {
    const channel = 'bench:live-game';
    const specs: PlayerSpec[] = Array.from({ length: config.bigGame }, () => ({
      url: bare.url,
      origin: bare.origin,
      gameId: 'bare',
      channel,
      host: false,
    }));
    const connect = await players.connect(spread(specs), {
      concurrency: CONNECT_CONCURRENCY,
      think: false,
    });
    const frames = seeded.questions.map((question, index) =>
      questionFrame(question, index, seeded.questions.length),
    );
    // Arrivals are recorded as they come; collecting after the broadcasts (a worker answers one
    // command at a time) waits for the last frame's.
    await players.broadcast(0, frames, config.bareIntervalMs);
    const got = await players.collect(60_000, frames.length);
    return {
      sockets: connect.opened,
      spreads: got.arrivals.map((arrival) => arrival.last - arrival.first),
      frameBytes: got.largestQuestionBytes,
      connectMs: connect.elapsedMs,
    };
  } finally {
    await players.close();
    await bare.stop();
  }
}

type PhaseResult = {
  seats: number;
  games: number;
  opened: number;
  connectErrors: string;
  connectMs: number;
  synced: number;
  syncMs: number;
  syncRefused: string;
  largestStateBytes: number;
  play: PlaySummary;
  rssBefore: number;
  rssDuring: number;
  rssPeak: number;
  playMs: number;
  /** The server's cores over the play, and its event-loop delay and GCs in it. */
  serverCores: number | undefined;
  serverLoop: string;
};

/** One phase on our server: connect, sync, start, play to the end, with the server's RSS. */
async function playPhase(
  app: RunningApp,
  config: Config,
  seats: Seat[],
  tokens: string[],
  options: { startSpreadMs: number },
): Promise<PhaseResult> {
  const endpoint = appEndpoint(app.baseUrl, app.pid());
  const rssBefore = rssBytes(app.pid()) ?? 0;
  const players = await startGamePlayers(WORKERS);
  try {
    const specs: PlayerSpec[] = seats.map((seat) => {
      const token = tokens[seat.n - 1]!;
      return {
        url: endpoint.url,
        ticketUrl: endpoint.ticketUrl,
        token,
        origin: endpoint.origin,
        gameId: seat.gameId,
        channel: `game_session:${seat.gameId}:game_update`,
        inbox: `user:${subjectOf(token)}:inbox`,
        host: seat.host,
      };
    });
    const connect = await players.connect(spread(specs), {
      concurrency: CONNECT_CONCURRENCY,
      think: config.think,
    });
    const sync = await players.sync(180_000);
    const samples: number[] = [];
    const sampler = setInterval(() => {
      const rss = rssBytes(app.pid());
      if (rss !== undefined) samples.push(rss);
    }, RSS_SAMPLE_MS);
    const loopBefore = await sampleLoops([metricsUrl(app.baseUrl)]);
    const cpuBefore = cpuSeconds(app.pid());
    const started = performance.now();
    const lastQuestionMs = (ROOM_MODE_RULES[MODE].secondsPerQuestion ?? 15) * 1000 + 1_000;
    const timeoutMs =
      options.startSpreadMs +
      GAME_TIMING.countdownSeconds * 1000 +
      config.questions * lastQuestionMs +
      60_000;
    await players.start(options.startSpreadMs);
    const play = await players.collect(timeoutMs);
    clearInterval(sampler);
    const playMs = performance.now() - started;
    const cpuAfter = cpuSeconds(app.pid());
    const loopAfter = await sampleLoops([metricsUrl(app.baseUrl)]);
    const games = new Set(seats.map((seat) => seat.gameId)).size;
    return {
      seats: seats.length,
      games,
      opened: connect.opened,
      connectErrors: Object.entries(connect.errors)
        .map(([reason, n]) => `${n} × ${reason}`)
        .join('; '),
      connectMs: connect.elapsedMs,
      synced: sync.synced,
      syncMs: sync.elapsedMs,
      syncRefused: Object.entries(sync.refused)
        .map(([reason, n]) => `${n} × ${reason}`)
        .join(', '),
      largestStateBytes: sync.largestStateBytes,
      play,
      rssBefore,
      rssDuring: median(samples),
      rssPeak: Math.max(0, ...samples),
      playMs,
      serverCores:
        cpuBefore === undefined || cpuAfter === undefined
          ? undefined
          : (cpuAfter - cpuBefore) / (playMs / 1000),
      serverLoop: describeLoops(loopBefore, loopAfter),
    };
  } finally {
    await players.close();
  }
}

const countsText = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([key, n]) => `${key} ${thousands(n)}`)
    .join(', ') || 'none';

/** What went wrong in a phase, in words (empty when nothing did). */
function faultsOf(phase: PhaseResult): string {
  const faults = [
    phase.opened < phase.seats
      ? `${phase.seats - phase.opened} sockets failed (${phase.connectErrors})`
      : '',
    phase.synced < phase.opened ? `${phase.opened - phase.synced} never synced` : '',
    phase.play.unfinished > 0 ? `${phase.play.unfinished} players saw no game_end` : '',
    Object.keys(phase.play.refused).length > 0 ? `refused: ${countsText(phase.play.refused)}` : '',
    phase.play.acks < phase.play.answers
      ? `${phase.play.answers - phase.play.acks} answers without an ack`
      : '',
    phase.play.errorFrames > 0
      ? `${phase.play.errorFrames} error frames (${phase.play.errorSamples.join(' | ')})`
      : '',
    Object.keys(phase.play.closedByServer).length > 0
      ? `closed by the server: ${countsText(phase.play.closedByServer)}`
      : '',
  ].filter(Boolean);
  return faults.length > 0 ? ` Faults: ${faults.join('; ')}.` : '';
}

/** Frames received during the questions (not the questions and their closes) per answer given. */
const framesPerAnswer = (play: PlaySummary) =>
  play.answers === 0
    ? 0
    : Object.values(play.framesDuringPlay).reduce((sum, n) => sum + n, 0) / play.answers;

/**
 * Frames the server made per answer, each counted once however many sockets it reached: the
 * acks (one per answer) and the distinct `answered` counts (each reached the game's every socket).
 */
const framesMadePerAnswer = (play: PlaySummary, gameSize: number) =>
  play.answers === 0
    ? 0
    : ((play.framesDuringPlay.answer_ack ?? 0) +
        (play.framesDuringPlay.answered ?? 0) / gameSize +
        Object.entries(play.framesDuringPlay)
          .filter(([event]) => event !== 'answer_ack' && event !== 'answered')
          .reduce((sum, [, n]) => sum + n, 0)) /
      play.answers;

const bigSpreads = (phase: PhaseResult, gameId: string) =>
  phase.play.arrivals
    .filter((arrival) => arrival.game === gameId)
    .sort((a, b) => a.index - b.index)
    .map((arrival) => arrival.last - arrival.first);

function phaseNote(label: string, phase: PhaseResult, gameSize: number): string {
  const { play } = phase;
  return (
    `${label}: ${thousands(phase.opened)} of ${thousands(phase.seats)} sockets in ` +
    `${thousands(phase.games)} game(s) connected in ${fmt(phase.connectMs / 1000)} s (ticket, ` +
    `inbox and game channel each), synced in ${fmt(phase.syncMs / 1000)} s` +
    `${phase.syncRefused ? ` (sync refused before the game was adopted: ${phase.syncRefused})` : ''}, ` +
    `largest state frame ${fmt(phase.largestStateBytes / 1000)} kB; played in ` +
    `${fmt(phase.playMs / 1000)} s: ${thousands(play.answers)} answers, ${thousands(play.acks)} acks, ` +
    `answer to ack ${latencyText(play.ack)}; frames during the questions: ` +
    `${countsText(play.framesDuringPlay)} (${fmt(framesPerAnswer(play), 2)} per answer received, ` +
    `${fmt(framesMadePerAnswer(play, gameSize), 2)} made); question frames ` +
    `${thousands(play.questionFrames)} (largest ${fmt(play.largestQuestionBytes / 1000, 2)} kB), ` +
    `question_closed ${thousands(play.closedFrames)} and game_end ${thousands(play.gameEnds)} ` +
    `(largest ${fmt(play.largestCloseBytes / 1000)} kB); server RSS ${fmt(mb(phase.rssBefore))} MB ` +
    `before the sockets, ${fmt(mb(phase.rssDuring))} MB during play (median of samples every ` +
    `${RSS_SAMPLE_MS} ms)${phase.rssDuring < phase.rssBefore ? ' (lower: a collection freed more than the players took; memory per player reported as 0)' : ''}, peak ${fmt(mb(phase.rssPeak))} MB; server CPU over the play ` +
    `${phase.serverCores === undefined ? 'unknown' : `${fmt(phase.serverCores, 2)} cores`}, ` +
    `${phase.serverLoop}.${faultsOf(phase)}`
  );
}

const liveGame: BenchCase = {
  name: 'live-game',
  description:
    'live multiplayer games over the socket: one game of 2,000 players and 1,250 games of 4, answer-to-ack latency, question spread, frames per answer, memory per player',
  keyFigures: ['answers (one game)', 'answers (many games)'],
  async run(context: BenchContext) {
    const config: Config = context.smoke ? SMOKE : FULL;
    let seeded: Seeded | undefined;
    const app = await startApp(context, {
      seed: async (sql) => {
        seeded = await seedGames(sql, config);
      },
    });
    try {
      const bare = await measureBare(config, seeded!);
      const signInStarted = performance.now();
      const tokens = await signInAll(app.baseUrl, usersNeeded(config));
      const signInMs = performance.now() - signInStarted;
      const { big, small } = seatsOf(config, seeded!);
      // The server settles after the sign-ins before its RSS is read.
      await sleep(2_000);
      const one = await playPhase(app, config, big, tokens, { startSpreadMs: 0 });
      await sleep(2_000);
      const many = await playPhase(app, config, small, tokens, {
        startSpreadMs: config.startSpreadMs,
      });

      const spreads = bigSpreads(one, seeded!.bigGameId);
      const spreadP50 = median(spreads);
      const spreadMax = Math.max(0, ...spreads);
      const bareP50 = median(bare.spreads);
      const bareMax = Math.max(0, ...bare.spreads);
      const smallSpreads = many.play.arrivals.map((arrival) => arrival.last - arrival.first);
      // A handful of players (smoke) weighs less than what a collection frees meanwhile: a
      // negative difference is noise, reported as 0 and said in the phase's note.
      const perPlayer = (phase: PhaseResult) =>
        Math.max(0, (phase.rssDuring - phase.rssBefore) / 1000 / Math.max(1, phase.opened));
      const framesOne = framesPerAnswer(one.play);
      const framesMany = framesPerAnswer(many.play);
      const figures: Figure[] = [
        { name: 'answers (one game)', value: one.play.answers, unit: 'answers' },
        {
          name: 'answer to ack p50 (one game)',
          value: one.play.ack.p50,
          unit: 'ms',
        },
        {
          name: 'answer to ack p99 (one game)',
          value: one.play.ack.p99,
          unit: 'ms',
          target: `< ${ACK_P99_TARGET_MS} ms`,
          meets: one.play.ack.p99 < ACK_P99_TARGET_MS,
        },
        {
          name: 'question spread p50 (one game)',
          value: spreadP50,
          unit: 'ms',
          ratio: bareP50 > 0 ? spreadP50 / bareP50 : undefined,
          target: `< ${SPREAD_TARGET_MS} ms`,
          meets: spreadP50 < SPREAD_TARGET_MS,
        },
        {
          name: 'question spread max (one game)',
          value: spreadMax,
          unit: 'ms',
          ratio: bareMax > 0 ? spreadMax / bareMax : undefined,
          target: `< ${SPREAD_TARGET_MS} ms`,
          meets: spreadMax < SPREAD_TARGET_MS,
        },
        { name: 'question spread p50, bare ws', value: bareP50, unit: 'ms' },
        { name: 'question spread max, bare ws', value: bareMax, unit: 'ms' },
        {
          name: 'frames per answer (one game)',
          value: framesOne,
          unit: 'frames',
          target: `<= ${FRAMES_PER_ANSWER_TARGET}`,
          meets: framesOne <= FRAMES_PER_ANSWER_TARGET,
        },
        {
          name: 'frames made per answer (one game)',
          value: framesMadePerAnswer(one.play, config.bigGame),
          unit: 'frames',
        },
        { name: 'memory per player (one game)', value: perPlayer(one), unit: 'kB' },
        { name: 'answers (many games)', value: many.play.answers, unit: 'answers' },
        { name: 'answer to ack p50 (many games)', value: many.play.ack.p50, unit: 'ms' },
        {
          name: 'answer to ack p99 (many games)',
          value: many.play.ack.p99,
          unit: 'ms',
          target: `< ${ACK_P99_TARGET_MS} ms`,
          meets: many.play.ack.p99 < ACK_P99_TARGET_MS,
        },
        {
          name: 'question spread p99 (many games)',
          value: percentile(smallSpreads, 99),
          unit: 'ms',
        },
        {
          name: 'frames per answer (many games)',
          value: framesMany,
          unit: 'frames',
          target: `<= ${FRAMES_PER_ANSWER_TARGET}`,
          meets: framesMany <= FRAMES_PER_ANSWER_TARGET,
        },
        { name: 'memory per player (many games)', value: perPlayer(many), unit: 'kB' },
        {
          name: 'games finished (many games)',
          value: many.play.gameEnds / config.smallGameSize,
          unit: 'games',
          target: `${config.smallGames}`,
          meets: many.play.gameEnds === config.smallGames * config.smallGameSize,
        },
      ];
      const notes = [
        `Games seeded with SQL (${MODE}: ${ROOM_MODE_RULES[MODE].secondsPerQuestion} s a question, no pause between questions; ${config.questions} questions drawn from the question bank; power-ups off; no entry fee), adopted by the server's ownership round; every player a seeded account of its own, signed in through the API (${thousands(usersNeeded(config))} sign-ins, 4 at a time, ${fmt(signInMs / 1000)} s), one socket each, in ${WORKERS} client processes.`,
        `Each player answers a random option after a think time drawn uniformly in ${config.think.minMs}–${config.think.maxMs} ms from its question's arrival, so answers are spread over the question, not one burst; a question closes once every player answered (or at its deadline) and the next is served at once. Answer to ack: from the answer's send to its answer_ack in the player's inbox. Question spread: from the first to the last of the game's sockets receiving the question frame (clock shared by the processes). Frames per answer: every frame the sockets received from their first question on, other than question, question_closed and game_end, divided by the answers sent; "made" counts each frame once (the answered counts once, not once per socket).`,
        `Many games: the ${thousands(config.smallGames)} hosts send start at random moments within ${fmt(config.startSpreadMs / 1000)} s; every game plays its ${config.questions} questions. Memory per player: the server's RSS during play (median of its samples) minus its RSS before the phase's sockets, over the phase's sockets; the games themselves were already held (adopted while waiting) before either phase.`,
        `Bare ws: ${thousands(bare.sockets)} sockets on one channel of baseline/ws-server.ts (connected in ${fmt(bare.connectMs / 1000)} s); one of them broadcasts ${bare.spreads.length} question frames (${fmt(bare.frameBytes / 1000, 2)} kB, the engine's shape with the same questions) ${config.bareIntervalMs} ms apart, each written once and sent to every socket; spreads ${bare.spreads.map((value) => fmt(value)).join(', ')} ms.`,
        phaseNote('One game', one, config.bigGame) +
          ` Spread by question: ${spreads.map((value) => fmt(value)).join(', ')} ms.`,
        phaseNote('Many games', many, config.smallGameSize),
      ];
      return { figures, notes };
    } finally {
      await app.stop();
    }
  },
};

export default liveGame;
