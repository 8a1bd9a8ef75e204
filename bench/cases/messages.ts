// Direct messages end to end: 1,000 open conversations, senders POSTing /api/social/messages at
// a fixed offered rate, every participant's socket on its own inbox channel, and the time from
// a message's send to its arrival on those sockets; beside a bare `ws` server relaying the same
// frames at the same rate (the realtime case's yardstick).
//
// Why 2,000 accounts and both sides sending: the server refuses a sender's 61st message in a
// minute (MESSAGES_PER_MINUTE, a fixed window from their first message; there is no setting to
// raise it, and the bench adds none). 2,000 senders × 60 a minute is 2,000 messages/s held for
// a whole minute; the steps here last 11 s each (1 s warm-up, 10 s measured), and all of them
// together (50 + 100 + 250 + 500 + 1,000 + 2,000 msgs/s × 11 s), with the one message each
// account sends first, ask each account for ~22 messages, a third of its minute, even if every
// step fell into one window. So the 1,000 conversations are 1,000 pairs of friends, each side
// sending in turn, every account sending once per 2,000 messages; the case checks that budget
// and says in a note if a longer BENCH_DURATION would exceed it.
//
// The steps start at 50 msgs/s, below the issue's 250: on the shared 2-core machine the server
// took ~60 msgs/s at most (PostgreSQL + Redis and PGlite alike), and a run whose every step
// is beyond the server measures only the queue in front of it.
import { MESSAGES_PER_MINUTE } from '@quizarena/contracts';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { seedUsers, signInAll } from '../harness/accounts';
import { startApp, type SqlRunner } from '../harness/app-server';
import type { Latency } from '../harness/latency-histogram';
import { startSender, type Sender } from '../harness/send-load';
import type { PacedRun } from '../harness/pace';
import { metricsUrl } from '../harness/server-metrics';
import type { BenchCase, BenchContext, Figure } from '../harness/types';
import {
  appEndpoint,
  connectFailuresText,
  faultsText,
  FOLLOWS,
  GIVE_UP_P99_MS,
  latencyText,
  mostFollowed,
  mostKeptUp,
  runLoadStep,
  startBareWsServer,
  startPublisher,
  startSocketWorkers,
  stepEndText,
  stepUp,
  type ConnectSummary,
  type Endpoint,
  type FrameBuilder,
  type LoadStep,
  type P99Bar,
  type Publisher,
  type PublishChannel,
  type SocketSpec,
  type SocketWorkers,
} from '../harness/ws-load';

const FULL = {
  conversations: 1_000,
  rates: [50, 100, 250, 500, 1_000, 2_000],
  warmUpSeconds: 1,
};
const SMOKE = { conversations: 10, rates: [20], warmUpSeconds: 0.3 };
/** The issue's bar: send-to-delivery p99 under 50 ms at 2,000 messages/s, PostgreSQL + Redis. */
const TARGET_RATE = 2_000;
const P99_TARGET_MS = 50;
const P99_BAR: P99Bar = { ms: P99_TARGET_MS, inclusive: false };
const SOCKET_WORKERS = 2;
const CONNECT_CONCURRENCY = 32;
/** The sender's keep-alive connections; sends beyond them wait for one, and that counts. */
const SENDER_CONNECTIONS = 128;
/** A send unanswered this long after it was sent counts as failed. */
const SEND_TIMEOUT_MS = 10_000;
/** What each socket reads the send time after: the message's client_id, stamped by the sender. */
const STAMP = '"client_id":"';
const PLACEHOLDER = '__SENT_MS__';
const CONTENT = 'Good game! Rematch after lunch?';
/** Every message reaches both participants' inboxes: the other's, and the sender's other tabs. */
const COPIES = 2;

type Config = typeof FULL;

/** One pair of friends and the direct conversation the first opened with the second. */
type Pair = { conversationId: string; a: Person; b: Person };
type Person = { id: string; token: string };

/** What a driver offered in one step (our server through the API, or the baseline's Redis). */
type Offered = {
  /** Messages sent in the window, and those taken (answered 2xx; the baseline: published). */
  messages: number;
  accepted: number;
  /** Deliveries the accepted messages owe (a copy per participant's socket). */
  expected: number;
  failures: number;
  answerMs?: Latency;
  statusCodes?: Record<string, number>;
  samples?: string[];
  /** Sends still unanswered when the sender stopped waiting (a timeout should answer them). */
  unanswered?: number;
  maxLagMs: number;
};

type Driver = {
  /** The generator's process, for its CPU. */
  pid: number;
  /** `acceptedDuringWindow`: answers received during the window, for the sends/s taken. */
  offer(step: PacedRun): Promise<Offered & { acceptedDuringWindow: number }>;
};

/** `offered` is the step's rate, `taken` the messages answered 2xx a second during the window. */
type Step = LoadStep &
  Offered & {
    /** Deliveries beyond those owed: sends the sender gave up on that the server took after all. */
    extra: number;
    deliveriesPerSecond: number;
  };

type ModeResult = { label: string; connect: ConnectSummary; steps: Step[] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (value: number, digits = 1) => value.toFixed(digits);
const thousands = (value: number) => Math.round(value).toLocaleString('en');
const inbox = (userId: string) => `user:${userId}:inbox`;
/** The account id an access token was issued to (its `sub`): no request needed to learn it. */
const subjectOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

/**
 * Pairs of friends among the seeded accounts: 2k − 1 and 2k for k = 1..pairs, a `friendships`
 * row each way (what accepting a friend request writes), so either may message the other.
 */
async function seedFriendships(sql: SqlRunner, pairs: number): Promise<void> {
  await sql(
    `insert into friendships (user_id, friend_id)
     select pair.user_id, pair.friend_id
     from generate_series(1, ${Math.trunc(pairs)}) as k
     join users a on a.email_normalized = 'bench' || (2 * k - 1) || '@example.com'
     join users b on b.email_normalized = 'bench' || (2 * k) || '@example.com'
     cross join lateral (values (a.id, b.id), (b.id, a.id)) as pair(user_id, friend_id)`,
  );
}

/** Runs `work(0..count − 1)`, `lanes` at a time. */
async function inLanes(count: number, lanes: number, work: (index: number) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < count; index = next++) await work(index);
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

/** POSTs `body` as `token`'s holder; answers the parsed answer, or throws unless `status`. */
async function post<T>(url: string, token: string, body: unknown, status: number): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== status) {
    throw new Error(`POST ${new URL(url).pathname} answered ${response.status}: ${text}`);
  }
  return (JSON.parse(text) as { data: T }).data;
}

/**
 * Opens each pair's direct conversation through the API (`POST /api/social/conversations`, by
 * its first account), a few at a time: exactly what a player opening a chat writes.
 */
async function openConversations(baseUrl: string, people: Person[]): Promise<Pair[]> {
  const pairs: Pair[] = new Array<Pair>(people.length / 2);
  await inLanes(pairs.length, 8, async (k) => {
    const a = people[2 * k]!;
    const b = people[2 * k + 1]!;
    const { conversation } = await post<{ conversation: { id: string } }>(
      `${baseUrl}/api/social/conversations`,
      a.token,
      { participant_ids: [b.id] },
      201,
    );
    pairs[k] = { conversationId: conversation.id, a, b };
  });
  return pairs;
}

/**
 * One message from every account, unmeasured, a few at a time. A conversation's first message
 * to a reader creates their notification for it (a row, an outbox job, a push); later ones,
 * while it is unread, fold into it. The steps measure conversations under way, the folding
 * kind, and a server whose code paths have run.
 */
async function primeConversations(baseUrl: string, pairs: Pair[]): Promise<void> {
  const plan = messagePlan(pairs);
  await inLanes(plan.length, 8, async (j) => {
    const message = plan[j]!;
    await post(
      `${baseUrl}/api/social/messages`,
      message.from.token,
      { conversation_id: message.conversationId, content: 'Hi!' },
      201,
    );
  });
}

/**
 * Message j of a round (2 × conversations of them): conversation j mod C, sent by its first
 * account in the round's first half and by its second in the other. Consecutive messages go to
 * different conversations, and every account sends once a round.
 */
function messagePlan(pairs: Pair[]): { conversationId: string; from: Person; to: Person }[] {
  return [
    ...pairs.map((pair) => ({ conversationId: pair.conversationId, from: pair.a, to: pair.b })),
    ...pairs.map((pair) => ({ conversationId: pair.conversationId, from: pair.b, to: pair.a })),
  ];
}

/**
 * The frame our server writes to an inbox for a new message (`{type:'message', message}` on
 * `user:{id}:inbox`), field for field, the send time in `client_id` as the bench's sender puts
 * it: what the bare baseline relays, so both carry the same bytes.
 */
const messageFrame: FrameBuilder = (channel: PublishChannel, sentAt: number) => {
  const userId = channel.name.slice('user:'.length, -':inbox'.length);
  const message = {
    id: randomUUID(),
    conversation_id: channel.scope,
    sender_id: userId,
    sender: { user_id: userId, name: 'Bench 1', avatar_url: null },
    content: CONTENT,
    message_type: 'text',
    created_at: new Date(sentAt).toISOString(),
    is_read: false,
    status: 'sent',
    reply_to: null,
    metadata: null,
    attachment: null,
    client_id: sentAt.toFixed(3),
  };
  return JSON.stringify({
    event: 'message',
    payload: { channel: channel.name, data: { type: 'message', message } },
  });
};

/** Our server: the sender POSTs each message; the server delivers a copy to each participant. */
function apiDriver(sender: Sender): Driver {
  return {
    pid: sender.pid,
    async offer(step) {
      const sent = await sender.run(step);
      return {
        messages: sent.inWindow,
        accepted: sent.okInWindow,
        acceptedDuringWindow: sent.okDuringWindow,
        expected: sent.okInWindow * COPIES,
        failures: sent.inWindow - sent.okInWindow,
        answerMs: sent.answerMs,
        statusCodes: sent.statusCodes,
        samples: sent.samples,
        unanswered: sent.unanswered,
        maxLagMs: sent.maxLagMs,
      };
    },
  };
}

/**
 * The baseline: the publisher writes each message's copies (the recipient's, then the
 * sender's) to their inbox channels in Redis, at the same messages/s.
 */
function publishDriver(publisher: Publisher, pairs: Pair[]): Driver {
  const channels: PublishChannel[] = messagePlan(pairs).flatMap((message) => [
    { name: inbox(message.to.id), scope: message.conversationId },
    { name: inbox(message.from.id), scope: message.conversationId },
  ]);
  return {
    pid: process.pid,
    async offer(step) {
      const published = await publisher.run({ ...step, rate: step.rate * COPIES, channels });
      const frames = [...published.inWindow.values()].reduce((sum, n) => sum + n, 0);
      const messages = frames / COPIES;
      return {
        messages,
        accepted: messages,
        acceptedDuringWindow: messages,
        expected: frames,
        failures: published.failed,
        maxLagMs: published.maxLagMs,
      };
    },
  };
}

/** Offers `rate` messages/s for a warm-up then `seconds`, and reads what the sockets got. */
async function runStep(options: {
  rate: number;
  seconds: number;
  warmUpSeconds: number;
  driver: Driver;
  workers: SocketWorkers;
  serverPid: number;
  metricsUrls: string[];
  redis: number | undefined;
}): Promise<Step> {
  const { rate, seconds, driver } = options;
  const { driven, got, step } = await runLoadStep({
    rate,
    seconds,
    warmUpSeconds: options.warmUpSeconds,
    workers: options.workers,
    serverPids: [options.serverPid],
    driverPid: driver.pid,
    redis: options.redis,
    metricsUrls: options.metricsUrls,
    bar: P99_BAR,
    drive: ({ start, from, to }) => driver.offer({ rate, start, end: to, from, to }),
    load: (offered) => ({
      expected: offered.expected,
      offered: rate,
      taken: offered.acceptedDuringWindow / seconds,
      failed: offered.failures,
      sent: offered.messages,
    }),
  });
  const { acceptedDuringWindow: _during, ...offered } = driven;
  return {
    ...offered,
    ...step,
    extra: Math.max(0, got.delivered - offered.expected),
    deliveriesPerSecond: got.receivedInWindow / seconds,
  };
}

/**
 * One server (ours, or the bare baseline): every participant's socket on its inbox, then the
 * steps from the slowest rate up until one no longer follows.
 */
async function measureMode(options: {
  label: string;
  endpoint: Endpoint;
  pairs: Pair[];
  driver: Driver;
  config: Config;
  context: BenchContext;
  redis: number | undefined;
  log: (text: string) => void;
}): Promise<ModeResult> {
  const { label, endpoint, pairs, config, context } = options;
  const people = pairs.flatMap((pair) => [pair.a, pair.b]);
  const plan: SocketSpec[][] = Array.from({ length: SOCKET_WORKERS }, () => []);
  people.forEach((person, index) => {
    plan[index % SOCKET_WORKERS]!.push({
      url: endpoint.url,
      origin: endpoint.origin,
      channel: inbox(person.id),
      stamp: STAMP,
      ...(endpoint.ticketUrl ? { ticketUrl: endpoint.ticketUrl, token: person.token } : {}),
    });
  });
  const workers = await startSocketWorkers(SOCKET_WORKERS);
  try {
    const connect = await workers.connect(plan, CONNECT_CONCURRENCY);
    options.log(
      `messages ${label}: ${connect.opened}/${connect.requested} sockets in ${fmt(connect.elapsedMs / 1000)} s`,
    );
    if (connect.opened === 0) return { label, connect, steps: [] };
    // The handshakes' after-work (presence) settles before the first step.
    await sleep(context.smoke ? 200 : 2_000);
    const steps = await stepUp(
      config.rates,
      (rate) =>
        runStep({
          rate,
          seconds: context.durationSeconds,
          warmUpSeconds: config.warmUpSeconds,
          driver: options.driver,
          workers,
          serverPid: endpoint.pid,
          metricsUrls: endpoint.ticketUrl ? [metricsUrl(endpoint.ticketUrl)] : [],
          redis: options.redis,
        }),
      (step) => options.log(`messages ${label}: ${describeStep(step)}`),
    );
    return { label, connect, steps };
  } finally {
    await workers.close();
  }
}

function describeStep(step: Step): string {
  const statuses = step.statusCodes ? ` (answers ${JSON.stringify(step.statusCodes)})` : '';
  return (
    `${thousands(step.rate)} msgs/s offered → ${thousands(step.taken)}/s taken${statuses}` +
    `${step.answerMs ? `, send answer ${latencyText(step.answerMs)}` : ''}` +
    `; ${thousands(step.delivered)} of ${thousands(step.expected)} deliveries (${thousands(step.deliveriesPerSecond)}/s), ` +
    `delivery ${latencyText(step.latency)}${faultsText({ ...step, duplicates: 0 })}` +
    `${step.extra > 0 ? `, ${thousands(step.extra)} beyond those owed (sends given up at ${SEND_TIMEOUT_MS / 1000} s that the server took after all)` : ''}` +
    `${step.unanswered ? `, ${step.unanswered} sends unanswered when the sender stopped waiting` : ''}` +
    `${step.samples?.length ? `; refusals: ${step.samples.join(' | ')}` : ''}` +
    stepEndText(step, {
      frames: 'deliveries',
      driver: 'sender',
      rate: 'offered rate',
      bar: P99_BAR,
      beforeVerdict:
        step.maxLagMs > 50
          ? `; the generator fell ${fmt(step.maxLagMs)} ms behind its schedule`
          : '',
    })
  );
}

function figuresOf(ours: ModeResult, bare: ModeResult | undefined, judged: boolean): Figure[] {
  const people = ours.connect.requested;
  const sum = (pick: (step: Step) => number) =>
    ours.steps.reduce((total, step) => total + pick(step), 0);
  const failures = sum((step) => step.failures);
  const figures: Figure[] = [
    {
      name: 'sockets held',
      value: ours.connect.opened,
      unit: 'sockets',
      target: `>= ${thousands(people)}`,
      meets: ours.connect.opened >= people,
    },
    { name: 'connect time', value: ours.connect.elapsedMs / 1000, unit: 's' },
  ];
  for (const step of ours.steps) {
    const at = `at ${thousands(step.rate)} msgs/s`;
    const base = bare?.steps.find((candidate) => candidate.rate === step.rate);
    const judgedHere = judged && step.rate === TARGET_RATE;
    figures.push(
      { name: `sends/s ${at}`, value: step.taken, unit: 'msgs/s' },
      { name: `send answer p50 ${at}`, value: step.answerMs?.p50 ?? 0, unit: 'ms' },
      { name: `send answer p99 ${at}`, value: step.answerMs?.p99 ?? 0, unit: 'ms' },
      { name: `delivery p50 ${at}`, value: step.latency.p50, unit: 'ms' },
      {
        name: `delivery p99 ${at}`,
        value: step.latency.p99,
        unit: 'ms',
        ...(judgedHere ? { target: `< ${P99_TARGET_MS} ms`, meets: step.keptUp } : {}),
      },
      ...(base
        ? [{ name: `bare ws delivery p99 ${at}`, value: base.latency.p99, unit: 'ms' }]
        : []),
      { name: `lost deliveries ${at}`, value: step.lost, unit: 'count' },
      ...(step.cpu.server === undefined
        ? []
        : [{ name: `server CPU ${at}`, value: step.cpu.server, unit: 'cores' }]),
      // It holds up on a busy machine, where sends/s does not; counted per message delivered
      // in the window, which includes those the server took after their sender gave up.
      ...(step.cpu.server === undefined || step.deliveriesPerSecond === 0
        ? []
        : [
            {
              name: `server CPU per message ${at}`,
              value: (step.cpu.server * 1000 * COPIES) / step.deliveriesPerSecond,
              unit: 'ms',
            },
          ]),
    );
  }
  const within = mostKeptUp(ours.steps);
  figures.push(
    {
      name: 'most sends/s following the offered rate',
      value: mostFollowed(ours.steps),
      unit: 'msgs/s',
      ...(bare && mostFollowed(bare.steps) > 0 && mostFollowed(ours.steps) > 0
        ? { ratio: mostFollowed(ours.steps) / mostFollowed(bare.steps) }
        : {}),
    },
    {
      name: `most sends/s with delivery p99 < ${P99_TARGET_MS} ms`,
      value: within,
      unit: 'msgs/s',
      ...(judged
        ? { target: `>= ${thousands(TARGET_RATE)} msgs/s`, meets: within >= FOLLOWS * TARGET_RATE }
        : {}),
    },
    { name: 'messages sent', value: sum((step) => step.messages), unit: 'count' },
    { name: 'deliveries received', value: sum((step) => step.delivered), unit: 'count' },
    { name: 'lost deliveries', value: sum((step) => step.lost), unit: 'count' },
    { name: 'send failures', value: failures, unit: 'count', target: '0', meets: failures === 0 },
  );
  if (bare) {
    figures.push(
      { name: 'sockets held, bare ws', value: bare.connect.opened, unit: 'sockets' },
      {
        name: 'most msgs/s following the offered rate, bare ws',
        value: mostFollowed(bare.steps),
        unit: 'msgs/s',
      },
    );
  }
  return figures;
}

/**
 * Messages: 1,000 direct conversations between friends, sends at fixed rates through the API,
 * send-to-delivery latency on each participant's inbox socket, against a bare `ws` server.
 */
const messagesCase: BenchCase = {
  name: 'messages',
  description:
    '1,000 open conversations, POST /api/social/messages at 50 to 2,000 msgs/s: sends/s, send answer and send-to-delivery latency on the inbox sockets, lost deliveries, server CPU; beside a bare ws server relaying the same frames',
  keyFigures: ['sockets held', 'messages sent', 'deliveries received'],
  async run(context) {
    const config = context.smoke ? SMOKE : FULL;
    const accounts = config.conversations * 2;
    const log = (text: string) => (context.smoke ? undefined : console.log(`  ${text}`));
    const judged = Boolean(context.databaseUrl && context.redisUrl);
    // Each account's share of every step and of the first round, as if all fell in one
    // rate-limit window.
    const perAccount =
      1 +
      config.rates.reduce(
        (sum, rate) => sum + rate * (context.durationSeconds + config.warmUpSeconds),
        0,
      ) /
        accounts;
    const app = await startApp(context, {
      seed: async (sql) => {
        await seedUsers(sql, accounts);
        await seedFriendships(sql, config.conversations);
      },
    });
    let publisher: Publisher | undefined;
    let sender: Sender | undefined;
    try {
      const signInStarted = performance.now();
      const tokens = await signInAll(app.baseUrl, accounts);
      const signInSeconds = (performance.now() - signInStarted) / 1000;
      const people = tokens.map((token) => ({ id: subjectOf(token), token }));
      const openStarted = performance.now();
      const pairs = await openConversations(app.baseUrl, people);
      const openSeconds = (performance.now() - openStarted) / 1000;
      const primeStarted = performance.now();
      await primeConversations(app.baseUrl, pairs);
      const primeSeconds = (performance.now() - primeStarted) / 1000;
      log(
        `messages: ${accounts} accounts signed in in ${fmt(signInSeconds)} s, ${pairs.length} conversations opened in ${fmt(openSeconds)} s, a message from each account in ${fmt(primeSeconds)} s`,
      );
      const common = { pairs, config, context, log };

      // The yardstick first, while our server idles; it needs Redis to be published to.
      let bare: ModeResult | undefined;
      let redis: number | undefined;
      if (context.redisUrl) {
        publisher = await startPublisher(context.redisUrl, messageFrame);
        redis = await publisher.serverPid();
        const server = await startBareWsServer(context.redisUrl);
        try {
          bare = await measureMode({
            ...common,
            label: 'bare ws',
            endpoint: { url: server.url, origin: server.origin, pid: server.pid },
            driver: publishDriver(publisher, pairs),
            redis,
          });
        } finally {
          await server.stop();
        }
      }

      sender = await startSender({
        url: `${app.baseUrl}/api/social/messages`,
        requests: messagePlan(pairs).map((message) => ({
          token: message.from.token,
          body: JSON.stringify({
            conversation_id: message.conversationId,
            content: CONTENT,
            client_id: PLACEHOLDER,
          }),
        })),
        placeholder: PLACEHOLDER,
        connections: SENDER_CONNECTIONS,
        timeoutMs: SEND_TIMEOUT_MS,
      });
      const ours = await measureMode({
        ...common,
        label: 'server',
        endpoint: appEndpoint(app.baseUrl, app.pid()),
        driver: apiDriver(sender),
        redis,
      });

      const stepSeconds = context.durationSeconds + config.warmUpSeconds;
      const notes = [
        `${thousands(config.conversations)} direct conversations between ${thousands(accounts)} seeded accounts in pairs of friends (friendships rows each way, bulk SQL), each opened through the API by the pair's first account (POST /api/social/conversations); the accounts signed in through the API 4 at a time (${fmt(signInSeconds)} s), the conversations opened 8 at a time (${fmt(openSeconds)} s). Then every account sent one message, 8 at a time, unmeasured (${fmt(primeSeconds)} s): a conversation's first message to a reader creates their notification for it (a row, an outbox job, a push to their inbox), and later ones fold into it while it is unread, so the steps measure conversations under way (nobody reads in this case: a reader who keeps up would get a new notification, and its push, per message read). Each account holds one socket (${SOCKET_WORKERS} client processes, ${CONNECT_CONCURRENCY} connecting at a time each, a ticket per socket) subscribed to its own ${inbox('{id}')} channel.`,
        `Sends: one process POSTs /api/social/messages at a fixed offered rate (open loop, up to ${SENDER_CONNECTIONS} keep-alive connections; a send that waits for one counts that wait), message j of each round of ${thousands(accounts)} to conversation j mod ${thousands(config.conversations)} from its first account, then from its second, so consecutive messages go to different conversations and every account sends once a round. Each body carries its send time (performance.timeOrigin + performance.now(), one clock for every process on the machine) as client_id, which every copy of the message carries; the client processes read it with a byte search and record receive − send. Each message reaches ${COPIES} inboxes (the other participant's, and the sender's own for their other tabs), so a step owes ${COPIES} deliveries per message answered 201. A send unanswered ${SEND_TIMEOUT_MS / 1000} s after it was sent (waiting for a connection included) is given up and counts as failed; one the server had already taken still delivers, beyond what is owed.`,
        `Steps: ${config.rates.map(thousands).join(', ')} msgs/s, each ${config.warmUpSeconds} s of warm-up then ${context.durationSeconds} s measured, until a step does not follow its rate (under ${FOLLOWS * 100}% of the offered msgs/s answered 201 during the window, over 1% of its sends refused or failed, or over 1% of its deliveries lost) or its delivery p99 passes ${GIVE_UP_P99_MS / 1000} s. Send answer and delivery latency count the sends made in the window (deliveries received until the sockets have gone 300 ms without a frame); sends/s counts the 201 answers received during it.`,
        `Rate limit: the server takes ${MESSAGES_PER_MINUTE} messages a minute per sender (a fixed window from their first; no setting raises it). Every step together asks each account for ${fmt(perAccount)} messages (${thousands(accounts)} senders), ${perAccount < MESSAGES_PER_MINUTE ? 'within that even if all fell into one window' : `OVER that: later steps will be refused (429) — shorten BENCH_DURATION (${stepSeconds} s a step now)`}.`,
        context.redisUrl
          ? `Bare ws (baseline/ws-server.ts, the realtime case's yardstick): the same sockets and channels, and a Redis client in the harness process PUBLISHing, at the same msgs/s, each message's ${COPIES} copies (the recipient's, then the sender's) to qa:rt:ch:${inbox('{id}')}, each a frame shaped as our server's for a new message with the send time in client_id; it writes them as-is. It runs first, while our server idles. Its latency is publisher → Redis → bare ws → client; ours is HTTP send → validation, throttle, policy and one transaction (the message, the conversation's last message, the other's unread count, their notification) → Redis → the server → client. Each step's delivery p99 is followed by the bare server's at the same rate; the ratio on the most sends/s following the offered rate is ours / bare ws.`
          : 'Bare ws baseline not measured: it is published to through Redis. Set BENCH_REDIS_URL (e.g. redis://127.0.0.1:6379); our server delivered through its in-process bus in this run.',
        judged
          ? `Target (the issue's): delivery p99 < ${P99_TARGET_MS} ms at ${thousands(TARGET_RATE)} msgs/s on PostgreSQL + Redis, judged on the ${thousands(TARGET_RATE)} msgs/s step and as the most sends/s that kept p99 under ${P99_TARGET_MS} ms.`
          : `No verdict: the target (delivery p99 < ${P99_TARGET_MS} ms at ${thousands(TARGET_RATE)} msgs/s) is set for PostgreSQL + Redis (BENCH_DATABASE_URL and BENCH_REDIS_URL); this run ${context.databaseUrl ? 'has no Redis' : `is on PGlite${context.redisUrl ? '' : ' without Redis'}`}.`,
        `Every process (server, ${SOCKET_WORKERS} client processes, the sender or publisher, Redis) shares the ${os.cpus().length} cores: each step's note gives their CPU and what else was busy ("anything else").`,
      ];
      for (const mode of bare ? [bare, ours] : [ours]) {
        const failures = connectFailuresText(mode.connect);
        notes.push(
          `${mode.label}: ${mode.connect.opened} of ${mode.connect.requested} sockets subscribed in ${fmt(mode.connect.elapsedMs / 1000)} s${failures ? ` (failures: ${failures})` : ''}; steps: ${mode.steps.map(describeStep).join(' | ') || 'none'}.`,
        );
      }
      return { figures: figuresOf(ours, bare, judged), notes };
    } finally {
      await sender?.close();
      await publisher?.stop();
      await app.stop();
    }
  },
};

export default messagesCase;
