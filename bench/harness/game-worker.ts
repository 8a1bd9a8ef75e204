// The live-game players, run as their own process by startGamePlayers() (game-load.ts), so the
// players never share an event loop with the harness or the server. Each socket is one seated
// player: it opens with a ticket, follows its own inbox and its game's channel, and plays as
// the web client does, by broadcasting commands on the game's channel (`sync`, the host's
// `start`, `answer`). On each `question` frame it waits a random think time, answers a random
// option and times the answer until its `answer_ack` comes back in the inbox.
//
// Frames are read with byte searches where they can be large (a question's close carries the
// whole scoreboard: hundreds of kB in a game of 2,000); only the small ones (question, ack,
// refusal, state's first bytes) are parsed. Every time is `performance.timeOrigin +
// performance.now()`, the same clock in every process of the machine, so the first and last
// arrival of a frame can be compared across workers.
//
// Commands come from the parent over IPC (GameWorkerCommand), one at a time, each answered once.
import WebSocket from 'ws';
import { encodeLatencyHistogram, newLatencyHistogram } from './latency-histogram';
import { answerParent } from './processes';

export type PlayerSpec = {
  /** The socket URL; with `ticketUrl`, `?ticket=<ticket>` is appended. */
  url: string;
  /** POSTed first, with `token` as the bearer, for a single-use ticket (our server). */
  ticketUrl?: string;
  token?: string;
  origin: string;
  gameId: string;
  /** The game's channel (`game_session:{id}:game_update`, or the baseline's). */
  channel: string;
  /** The player's own inbox (`user:{id}:inbox`); the baseline has none. */
  inbox?: string;
  /** Sends `start` when told to (one a game). */
  host: boolean;
};

export type GameWorkerCommand =
  | {
      type: 'connect';
      players: PlayerSpec[];
      concurrency: number;
      timeoutMs: number;
      /** Answer each question after a uniform random wait in [min, max] ms (false: never). */
      think: { minMs: number; maxMs: number } | false;
    }
  /** Every player broadcasts `sync` until it gets its `state` (retrying a refusal). */
  | { type: 'sync'; timeoutMs: number }
  /** Each host broadcasts `start` at a uniform random moment within `spreadMs`. */
  | { type: 'start'; spreadMs: number }
  /** The first socket broadcasts `frames` (as-is) on its channel, `intervalMs` apart. */
  | { type: 'broadcast'; frames: unknown[]; intervalMs: number }
  /** Answers once every player saw its game end (or `expect` question frames), or after `timeoutMs`. */
  | { type: 'collect'; timeoutMs: number; expectQuestions?: number }
  | { type: 'close' };

export type GameConnectReport = {
  type: 'connected';
  opened: number;
  failed: number;
  errors: Record<string, number>;
  elapsedMs: number;
};

export type SyncReport = {
  type: 'synced';
  synced: number;
  /** Syncs refused, by reason (retried until a state came or time ran out). */
  refused: Record<string, number>;
  elapsedMs: number;
  /** The largest `state` frame, bytes. */
  largestStateBytes: number;
};

/** When one game's question frame reached its first and its last socket (this worker's). */
export type Arrival = { game: string; index: number; first: number; last: number; count: number };

export type GameReport = {
  type: 'collected';
  /** Answer sent until its `answer_ack` came, µs, compressed HDR histogram. */
  ackHistogram: string;
  answers: number;
  acks: number;
  /** Answers refused, by reason. */
  refused: Record<string, number>;
  /**
   * Frames every socket received from its first question on, by event, other than `question`,
   * `question_closed` and `game_end` (those are counted apart).
   */
  framesDuringPlay: Record<string, number>;
  questionFrames: number;
  closedFrames: number;
  gameEnds: number;
  /** The largest question_closed (or game_end) frame, bytes. */
  largestCloseBytes: number;
  /** The largest question frame, bytes. */
  largestQuestionBytes: number;
  arrivals: Arrival[];
  /** Socket-level errors the server sent (`{"event":"error"}`), first few texts and the count. */
  errorFrames: number;
  errorSamples: string[];
  closedByServer: Record<string, number>;
  /** Players whose game did not end before the timeout. */
  unfinished: number;
};

type Player = {
  spec: PlayerSpec;
  socket: WebSocket;
  playing: boolean;
  ended: boolean;
  /** The question being answered: its id, and when the answer went out (0: not yet). */
  questionId: string;
  sentAt: number;
  synced: boolean;
  onState?: () => void;
  onRefused?: (reason: string) => void;
};

const now = () => performance.timeOrigin + performance.now();
const EVENT = Buffer.from('"event":"');
const QUOTE = 34;
/** The game frame's event is named within the first bytes: after the wrapper's and ids. */
const HEAD_BYTES = 400;

let think: { minMs: number; maxMs: number } | false = false;
let histogram = newLatencyHistogram();
const players: Player[] = [];
let closing = false;
let report = freshReport();

function freshReport(): Omit<GameReport, 'type' | 'ackHistogram' | 'arrivals' | 'unfinished'> {
  return {
    answers: 0,
    acks: 0,
    refused: {},
    framesDuringPlay: {},
    questionFrames: 0,
    closedFrames: 0,
    gameEnds: 0,
    largestCloseBytes: 0,
    largestQuestionBytes: 0,
    errorFrames: 0,
    errorSamples: [],
    closedByServer: {},
  };
}
let arrivals = new Map<string, Arrival>();

/** The game frame's event: the second `"event":"…"` of a message (the first is `message`). */
function eventOf(data: Buffer): string | undefined {
  const first = data.indexOf(EVENT);
  if (first < 0) return undefined;
  const firstEnd = data.indexOf(QUOTE, first + EVENT.length);
  const outer = data.toString('latin1', first + EVENT.length, firstEnd);
  if (outer !== 'message') return outer;
  const second = data.indexOf(EVENT, firstEnd);
  if (second < 0 || second > HEAD_BYTES) return undefined;
  const end = data.indexOf(QUOTE, second + EVENT.length);
  return data.toString('latin1', second + EVENT.length, end);
}

const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

function send(player: Player, data: unknown): void {
  if (player.socket.readyState !== WebSocket.OPEN) return;
  player.socket.send(
    JSON.stringify({ event: 'broadcast', payload: { channel: player.spec.channel, data } }),
  );
}

type QuestionData = {
  index: number;
  question: { id: string; options: { id: string }[] };
};

function onQuestion(player: Player, data: Buffer, at: number): void {
  report.questionFrames += 1;
  report.largestQuestionBytes = Math.max(report.largestQuestionBytes, data.length);
  const parsed = JSON.parse(data.toString()) as { payload: { data: { data: QuestionData } } };
  const question = parsed.payload.data.data;
  const key = `${player.spec.gameId}:${question.index}`;
  const arrival = arrivals.get(key);
  if (!arrival) {
    arrivals.set(key, {
      game: player.spec.gameId,
      index: question.index,
      first: at,
      last: at,
      count: 1,
    });
  } else {
    arrival.first = Math.min(arrival.first, at);
    arrival.last = Math.max(arrival.last, at);
    arrival.count += 1;
  }
  player.playing = true;
  if (!think) return;
  const questionId = question.question.id;
  player.questionId = questionId;
  player.sentAt = 0;
  const options = question.question.options;
  const wait = think.minMs + Math.random() * (think.maxMs - think.minMs);
  setTimeout(() => {
    if (player.questionId !== questionId || player.ended) return;
    const option = options[Math.floor(Math.random() * options.length)]!;
    player.sentAt = now();
    report.answers += 1;
    send(player, {
      type: 'answer',
      questionId,
      answer: option.id,
      timeTaken: Math.round(wait) / 1000,
    });
  }, wait);
}

function onFrame(player: Player, data: Buffer): void {
  const at = now();
  const event = eventOf(data);
  switch (event) {
    case 'question':
      onQuestion(player, data, at);
      return;
    case 'question_closed':
    case 'game_end':
      report.largestCloseBytes = Math.max(report.largestCloseBytes, data.length);
      if (event === 'game_end') {
        report.gameEnds += 1;
        player.ended = true;
      } else report.closedFrames += 1;
      player.questionId = '';
      return;
    case 'error':
      report.errorFrames += 1;
      if (report.errorSamples.length < 5) report.errorSamples.push(data.toString().slice(0, 200));
      return;
    case 'state':
      if (!player.synced) {
        player.synced = true;
        player.onState?.();
      }
      stateBytes = Math.max(stateBytes, data.length);
      return;
    case 'answer_ack': {
      if (player.playing) bump(report.framesDuringPlay, event);
      const parsed = JSON.parse(data.toString()) as {
        payload: { data: { frame: { data: { question_id: string } } } };
      };
      if (player.sentAt > 0 && parsed.payload.data.frame.data.question_id === player.questionId) {
        report.acks += 1;
        histogram.recordValue(Math.max(1, Math.round((at - player.sentAt) * 1000)));
        player.sentAt = 0;
      }
      return;
    }
    case 'refused': {
      if (player.playing) bump(report.framesDuringPlay, event);
      const parsed = JSON.parse(data.toString()) as {
        payload: { data: { frame: { data: { command: string; reason: string } } } };
      };
      const { command, reason } = parsed.payload.data.frame.data;
      if (command === 'sync') player.onRefused?.(reason);
      else bump(report.refused, `${command}: ${reason}`);
      return;
    }
    default:
      if (player.playing) bump(report.framesDuringPlay, event ?? 'unknown');
  }
}
let stateBytes = 0;

async function ticketFor(spec: PlayerSpec): Promise<string> {
  const response = await fetch(spec.ticketUrl!, {
    method: 'POST',
    headers: { authorization: `Bearer ${spec.token}` },
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`ticket ${response.status}: ${body.slice(0, 200)}`);
  return (JSON.parse(body) as { data: { ticket: string } }).data.ticket;
}

/** Opens one player's socket and follows its channels (inbox first, as the web client does). */
async function open(spec: PlayerSpec, timeoutMs: number): Promise<void> {
  let url = spec.url;
  if (spec.ticketUrl) {
    url += `${url.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(await ticketFor(spec))}`;
  }
  const socket = new WebSocket(url, {
    headers: { origin: spec.origin },
    perMessageDeflate: false,
    skipUTF8Validation: true,
  });
  const channels = [...(spec.inbox ? [spec.inbox] : []), spec.channel];
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(error);
      };
      socket.once('error', fail);
      socket.once('close', (code) => fail(new Error(`closed ${code}`)));
      let pending = channels.length;
      let greeted = false;
      const handshake = (data: Buffer) => {
        const text = data.toString();
        if (!greeted) {
          if (!text.includes('"connected"')) return fail(new Error(`first frame ${text}`));
          greeted = true;
          for (const channel of channels)
            socket.send(JSON.stringify({ event: 'subscribe', payload: { channel } }));
          return;
        }
        if (text.includes('"event":"subscribed"')) {
          pending -= 1;
          if (pending > 0) return;
          clearTimeout(timer);
          socket.off('message', handshake);
          socket.removeAllListeners('error');
          socket.removeAllListeners('close');
          resolve();
        } else if (text.includes('"event":"error"')) {
          fail(new Error(`subscribe refused ${text.slice(0, 200)}`));
        }
      };
      socket.on('message', handshake);
    });
  } catch (error) {
    socket.terminate();
    throw error;
  }
  const player: Player = {
    spec,
    socket,
    playing: false,
    ended: false,
    questionId: '',
    sentAt: 0,
    synced: false,
  };
  socket.on('message', (data: Buffer) => onFrame(player, data));
  socket.on('error', () => {});
  socket.on('close', (code) => {
    if (!closing) bump(report.closedByServer, String(code));
  });
  players.push(player);
}

async function connect(
  command: Extract<GameWorkerCommand, { type: 'connect' }>,
): Promise<GameConnectReport> {
  think = command.think;
  const result: GameConnectReport = {
    type: 'connected',
    opened: 0,
    failed: 0,
    errors: {},
    elapsedMs: 0,
  };
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < command.players.length; index = next++) {
      try {
        await open(command.players[index]!, command.timeoutMs);
        result.opened += 1;
      } catch (error) {
        result.failed += 1;
        bump(result.errors, (error instanceof Error ? error.message : String(error)).slice(0, 160));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, command.concurrency) }, lane));
  result.elapsedMs = performance.now() - started;
  return result;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every player syncs (its `state` frame is the game as it may see it), a few at a time: a
 * refusal means the game is not held yet (the ownership round adopts seeded games 50 a
 * second), so the player asks again a little later.
 */
async function syncAll(timeoutMs: number): Promise<SyncReport> {
  const started = performance.now();
  const refused: Record<string, number> = {};
  const deadline = started + timeoutMs;
  const syncOne = async (player: Player) => {
    while (!player.synced && performance.now() < deadline) {
      const answered = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 5_000);
        player.onState = () => {
          clearTimeout(timer);
          resolve(true);
        };
        player.onRefused = (reason) => {
          clearTimeout(timer);
          bump(refused, reason);
          resolve(false);
        };
      });
      send(player, { type: 'sync' });
      if (!(await answered)) await sleep(500);
    }
    player.onState = undefined;
    player.onRefused = undefined;
  };
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < players.length; index = next++) await syncOne(players[index]!);
  };
  await Promise.all(Array.from({ length: 64 }, lane));
  return {
    type: 'synced',
    synced: players.filter((player) => player.synced).length,
    refused,
    elapsedMs: performance.now() - started,
    largestStateBytes: stateBytes,
  };
}

async function startGames(spreadMs: number): Promise<{ type: 'started'; hosts: number }> {
  const hosts = players.filter((player) => player.spec.host);
  await Promise.all(
    hosts.map(async (host) => {
      await sleep(Math.random() * spreadMs);
      send(host, { type: 'start' });
    }),
  );
  return { type: 'started', hosts: hosts.length };
}

async function broadcast(
  command: Extract<GameWorkerCommand, { type: 'broadcast' }>,
): Promise<{ type: 'broadcast'; sent: number }> {
  const sender = players[0];
  if (!sender) return { type: 'broadcast', sent: 0 };
  for (const frame of command.frames) {
    send(sender, frame);
    await sleep(command.intervalMs);
  }
  return { type: 'broadcast', sent: command.frames.length };
}

async function collect(
  command: Extract<GameWorkerCommand, { type: 'collect' }>,
): Promise<GameReport> {
  const started = performance.now();
  const done = () =>
    command.expectQuestions === undefined
      ? players.every((player) => player.ended)
      : report.questionFrames >= command.expectQuestions * players.length;
  while (!done() && performance.now() - started < command.timeoutMs) await sleep(50);
  // Acks and counts still on their way for the last answers.
  await sleep(300);
  const result: GameReport = {
    type: 'collected',
    ...report,
    ackHistogram: encodeLatencyHistogram(histogram),
    arrivals: [...arrivals.values()],
    unfinished: players.filter((player) => !player.ended).length,
  };
  report = freshReport();
  arrivals = new Map();
  histogram = newLatencyHistogram();
  return result;
}

async function closeAll(): Promise<{ type: 'closed' }> {
  closing = true;
  await Promise.all(
    players.map(
      ({ socket }) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          const timer = setTimeout(() => {
            socket.terminate();
            resolve();
          }, 5_000);
          socket.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          socket.close(1000, 'bench done');
        }),
    ),
  );
  return { type: 'closed' };
}

async function handle(command: GameWorkerCommand): Promise<unknown> {
  switch (command.type) {
    case 'connect':
      return connect(command);
    case 'sync':
      return syncAll(command.timeoutMs);
    case 'start':
      return startGames(command.spreadMs);
    case 'broadcast':
      return broadcast(command);
    case 'collect':
      return collect(command);
    case 'close':
      return closeAll();
  }
}

answerParent(handle);
