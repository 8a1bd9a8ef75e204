import { createHash } from 'node:crypto';
import os from 'node:os';
import { seedUsers, signInAll } from '../harness/accounts';
import { startApp, type RunningApp, type SqlRunner } from '../harness/app-server';
import { rssBytes } from '../harness/proc-stats';
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
  type LoadStep,
  type P99Bar,
  type Publisher,
  type SocketSpec,
  type SocketWorkers,
} from '../harness/ws-load';

/** The issue's targets: one 2-core instance holds 5,000 sockets; 200 events/s × 100 subscribers. */
const FULL = {
  sockets: 5_000,
  channels: 50,
  rate: 200,
  /** Under the server's 10 sockets per user and instance, with room to spare. */
  socketsPerUser: 8,
  /** Publish rates (events/s) stepped through after the 200 ev/s measurement, until saturated. */
  steps: [300, 400, 500, 600, 800, 1_000, 1_200, 1_600, 2_000],
};
const SMOKE = { sockets: 20, channels: 2, rate: 20, socketsPerUser: 5, steps: [40] };
const WORKERS = 2;
/** Sockets each worker opens at once. */
const CONNECT_CONCURRENCY = 32;
const P99_TARGET_MS = 50;
const P99_BAR: P99Bar = { ms: P99_TARGET_MS, inclusive: true };
const RATIO_TARGET = 0.7;

type Channel = { name: string; scope: string };
/**
 * `offered` is the deliveries/s the publishes asked for (events sent in the window × their
 * channel's sockets, a second); `taken` those received during the window a second. A step
 * follows the publish rate when it takes FOLLOWS of them and loses at most 1% (received
 * whenever).
 */
type Step = LoadStep & {
  duplicates: number;
  unheard: number;
  publisherLagMs: number;
};

type ModeResult = {
  label: string;
  /** Whether each socket took a ticket first (our server). */
  ticketed: boolean;
  connect: ConnectSummary;
  /** Server memory before the sockets (left out when the process served an earlier mode). */
  rssIdle?: number;
  rssHeld?: number;
  followers?: number[];
  steps: Step[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MB = 1e6;
const fmt = (value: number, digits = 1) => value.toFixed(digits);
const thousands = (value: number) => Math.round(value).toLocaleString('en');

/** Bench topic n's id: md5 of `bench-topic<n>` shaped as a version-4 uuid, in SQL and here. */
function benchTopicId(n: number): string {
  const hex = createHash('md5').update(`bench-topic${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
const BENCH_TOPIC_ID_SQL = `(substr(md5('bench-topic' || n), 1, 8) || '-' || substr(md5('bench-topic' || n), 9, 4) || '-4' ||
  substr(md5('bench-topic' || n), 14, 3) || '-8' || substr(md5('bench-topic' || n), 18, 3) || '-' ||
  substr(md5('bench-topic' || n), 21, 12))::uuid`;

/**
 * `count` topics under the first category: scopes for channels beyond what the question bank
 * has (global + its categories + its topics are fewer than 50). Active: the server refuses a
 * board (and its channel) of a topic it does not show.
 */
async function seedBenchTopics(sql: SqlRunner, count: number): Promise<void> {
  await sql(
    `insert into topics (id, category_id, slug, name, icon, is_active)
     select ${BENCH_TOPIC_ID_SQL}, (select id from categories order by sort_order, slug limit 1),
            'bench-channel-' || n, 'Bench channel ' || n, 'circle', true
     from generate_series(1, ${Math.trunc(count)}) as n`,
  );
}

/**
 * `count` channels `leaderboard:{scope}:update` on seeded scopes: global, then category ids,
 * then `topic_<id>` of their topics, then of the bench's own topics (seedBenchTopics).
 */
async function pickChannels(baseUrl: string, count: number): Promise<Channel[]> {
  const benchTopics = new Set(Array.from({ length: count }, (_, n) => benchTopicId(n + 1)));
  const read = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`);
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };
  const scopes = ['global'];
  const { categories } = await read<{ categories: { id: string }[] }>('/api/categories');
  for (const category of categories) scopes.push(category.id);
  for (const category of categories) {
    if (scopes.length >= count) break;
    const { topics } = await read<{ topics: { id: string }[] }>(
      `/api/categories/${category.id}/topics`,
    );
    for (const topic of topics) {
      if (!benchTopics.has(topic.id)) scopes.push(`topic_${topic.id}`);
    }
  }
  for (let n = 1; scopes.length < count; n += 1) scopes.push(`topic_${benchTopicId(n)}`);
  return scopes.slice(0, count).map((scope) => ({ name: `leaderboard:${scope}:update`, scope }));
}

/**
 * Socket i: worker i mod W, endpoint ⌊i / W⌋ mod E, channel ⌊i / (W·E)⌋ mod C, user
 * ⌊i / socketsPerUser⌋. So every worker and every instance holds an even share of every
 * channel, and a user's sockets are spread over the instances.
 */
function socketPlan(options: {
  sockets: number;
  endpoints: Endpoint[];
  channels: Channel[];
  tokens?: string[];
  socketsPerUser: number;
}): SocketSpec[][] {
  const { endpoints, channels, tokens } = options;
  const plan: SocketSpec[][] = Array.from({ length: WORKERS }, () => []);
  for (let i = 0; i < options.sockets; i += 1) {
    const endpoint = endpoints[Math.floor(i / WORKERS) % endpoints.length]!;
    const channel = channels[Math.floor(i / (WORKERS * endpoints.length)) % channels.length]!;
    plan[i % WORKERS]!.push({
      url: endpoint.url,
      origin: endpoint.origin,
      channel: channel.name,
      ...(endpoint.ticketUrl
        ? {
            ticketUrl: endpoint.ticketUrl,
            token: tokens![Math.floor(i / options.socketsPerUser)]!,
          }
        : {}),
    });
  }
  return plan;
}

/**
 * Publishes `rate` events/s for a warm-up, then `seconds` measured, and reads what the clients
 * got: throughput over the window, latency of the events sent in it, what was lost.
 */
async function runStep(options: {
  rate: number;
  seconds: number;
  warmUpSeconds: number;
  publisher: Publisher;
  workers: SocketWorkers;
  channels: Channel[];
  perChannel: Record<string, number>;
  serverPids: number[];
  /** Our servers' /metrics (the bare baseline has none). */
  metricsUrls: string[];
  redis?: number | undefined;
}): Promise<Step> {
  const { rate, seconds, publisher } = options;
  const { driven: published, step } = await runLoadStep({
    rate,
    seconds,
    warmUpSeconds: options.warmUpSeconds,
    workers: options.workers,
    serverPids: options.serverPids,
    driverPid: process.pid,
    redis: options.redis,
    metricsUrls: options.metricsUrls,
    bar: P99_BAR,
    drive: ({ start, from, to }) =>
      publisher.run({ rate, start, end: to, from, to, channels: options.channels }),
    load: (published, got) => {
      let expected = 0;
      for (const [channel, events] of published.inWindow) {
        expected += events * (options.perChannel[channel] ?? 0);
      }
      return { expected, offered: expected / seconds, taken: got.receivedInWindow / seconds };
    },
  });
  return {
    ...step,
    duplicates: Math.max(0, step.delivered - step.expected),
    unheard: published.unheard,
    publisherLagMs: published.maxLagMs,
  };
}

/**
 * One server set-up (the bare baseline, one instance, two instances): open every socket,
 * note the memory, then (with Redis) 200 ev/s measured, then faster until it cannot keep up.
 */
async function measureMode(options: {
  label: string;
  context: BenchContext;
  config: typeof FULL;
  endpoints: Endpoint[];
  channels: Channel[];
  tokens?: string[];
  publisher: Publisher | undefined;
  redis?: number | undefined;
  /** A server here already held an earlier mode's sockets: its heap does not shrink back. */
  reusesServer?: boolean;
  log: (text: string) => void;
}): Promise<ModeResult> {
  const { label, context, config, endpoints, channels, publisher } = options;
  const serverPids = endpoints.map((endpoint) => endpoint.pid);
  const rss = () => {
    const values = serverPids.map(rssBytes);
    return values.every((value) => value !== undefined)
      ? values.reduce((sum, value) => sum + value!, 0)
      : undefined;
  };
  const workers = await startSocketWorkers(WORKERS);
  try {
    const rssIdle = rss();
    const connect = await workers.connect(
      socketPlan({
        sockets: config.sockets,
        endpoints,
        channels,
        ...(options.tokens ? { tokens: options.tokens } : {}),
        socketsPerUser: config.socketsPerUser,
      }),
      CONNECT_CONCURRENCY,
    );
    options.log(
      `realtime ${label}: ${connect.opened}/${connect.requested} sockets in ${fmt(connect.elapsedMs / 1000)} s`,
    );
    // Subscriptions settle (and garbage from the handshakes is collected) before memory is read.
    // The server's after-connect work (presence) is done by then too.
    await sleep(context.smoke ? 200 : 5_000);
    const result: ModeResult = {
      label,
      ticketed: endpoints.some((endpoint) => endpoint.ticketUrl),
      connect,
      steps: [],
    };
    const held = rss();
    if (rssIdle !== undefined && !options.reusesServer) result.rssIdle = rssIdle;
    if (held !== undefined) result.rssHeld = held;
    if (!publisher || connect.opened === 0) return result;
    result.followers = await publisher.followers(channels.map((channel) => channel.name));
    const step = (rate: number, seconds: number, warmUpSeconds: number) =>
      runStep({
        rate,
        seconds,
        warmUpSeconds,
        publisher,
        workers,
        channels,
        perChannel: connect.perChannel,
        serverPids,
        metricsUrls: endpoints.flatMap((endpoint) =>
          endpoint.ticketUrl
            ? [endpoint.ticketUrl.replace('/api/realtime/ticket', '/metrics')]
            : [],
        ),
        redis: options.redis,
      });
    // The issue's rate, then faster and faster until deliveries no longer follow the publishes
    // (or wait for seconds): where it saturates.
    result.steps = await stepUp(
      [config.rate, ...config.steps],
      (rate, index) =>
        index === 0
          ? step(rate, context.durationSeconds, context.smoke ? 0.3 : 2)
          : step(rate, context.smoke ? 1 : Math.min(5, context.durationSeconds), 1),
      (done) => options.log(`realtime ${label}: ${describeStep(done)}`),
    );
    return result;
  } finally {
    await workers.close();
  }
}

function describeStep(step: Step): string {
  return (
    `${step.rate} ev/s → ${thousands(step.taken)} deliveries/s of ${thousands(step.offered)} offered, ` +
    `${latencyText(step.latency)}${faultsText(step)}` +
    stepEndText(step, {
      frames: 'events',
      driver: 'publisher',
      rate: 'publish rate',
      bar: P99_BAR,
    })
  );
}

const peak = (mode: ModeResult) => Math.max(0, ...mode.steps.map((step) => step.taken));
/** The first step over the p99 bar or not following; the first not following. */
const saturation = (mode: ModeResult) => mode.steps.find((step) => !step.keptUp);
const ceiling = (mode: ModeResult) => mode.steps.find((step) => !step.follows);

function modeFigures(
  mode: ModeResult,
  config: typeof FULL,
  baseline: ModeResult | undefined,
): Figure[] {
  const { label, connect } = mode;
  const isServer = baseline !== undefined;
  const figures: Figure[] = [
    {
      name: `sockets held, ${label}`,
      value: connect.opened,
      unit: 'sockets',
      ...(label === '1 instance'
        ? {
            target: `>= ${thousands(config.sockets)}`,
            meets: connect.opened >= config.sockets,
          }
        : {}),
    },
    { name: `connect time, ${label}`, value: connect.elapsedMs / 1000, unit: 's' },
  ];
  if (mode.rssHeld !== undefined) {
    figures.push({ name: `RSS with sockets, ${label}`, value: mode.rssHeld / MB, unit: 'MB' });
    if (mode.rssIdle !== undefined && mode.rssHeld > mode.rssIdle && connect.opened > 0) {
      figures.push({
        name: `RSS per socket, ${label}`,
        value: Math.max(0, mode.rssHeld - mode.rssIdle) / connect.opened / 1000,
        unit: 'kB',
      });
    }
  }
  const main = mode.steps[0];
  if (!main) return figures;
  const baseMain = baseline?.steps[0];
  figures.push(
    {
      name: `deliveries/s at ${config.rate} ev/s, ${label}`,
      value: main.taken,
      unit: 'deliveries/s',
      ...(baseMain && baseMain.taken > 0 && main.taken > 0
        ? { ratio: main.taken / baseMain.taken }
        : {}),
      target: `${thousands(main.offered)}/s, none lost`,
      meets: main.expected > 0 && main.lost === 0 && main.taken >= 0.98 * main.offered,
    },
    { name: `latency p50 at ${config.rate} ev/s, ${label}`, value: main.latency.p50, unit: 'ms' },
    {
      name: `latency p99 at ${config.rate} ev/s, ${label}`,
      value: main.latency.p99,
      unit: 'ms',
      target: `<= ${P99_TARGET_MS} ms`,
      meets: main.latency.p99 <= P99_TARGET_MS,
    },
    { name: `latency max at ${config.rate} ev/s, ${label}`, value: main.latency.max, unit: 'ms' },
  );
  if (main.cpu.server !== undefined) {
    figures.push({
      name: `server CPU at ${config.rate} ev/s, ${label}`,
      value: main.cpu.server,
      unit: 'cores',
    });
  }
  if (main.cpu.others !== undefined) {
    // Not ours: another job on the machine takes cores from the server and the clients alike.
    figures.push({
      name: `CPU of anything else at ${config.rate} ev/s, ${label}`,
      value: main.cpu.others,
      unit: 'cores',
    });
  }
  const ratioTo = (value: number, base: number) =>
    isServer && value > 0 && base > 0 ? { ratio: value / base } : {};
  const best = mostFollowed(mode.steps);
  const baseBest = baseline ? mostFollowed(baseline.steps) : 0;
  figures.push({
    name: `max deliveries/s following the publish rate, ${label}`,
    value: best,
    unit: 'deliveries/s',
    ...ratioTo(best, baseBest),
    ...(isServer
      ? {
          target: `>= ${RATIO_TARGET * 100}% of bare ws`,
          meets: baseBest > 0 && best / baseBest >= RATIO_TARGET,
        }
      : {}),
  });
  const bestWithin = mostKeptUp(mode.steps);
  figures.push({
    name: `max deliveries/s within p99 ${P99_TARGET_MS} ms, ${label}`,
    value: bestWithin,
    unit: 'deliveries/s',
    ...ratioTo(bestWithin, baseline ? mostKeptUp(baseline.steps) : 0),
  });
  figures.push({ name: `peak deliveries/s, ${label}`, value: peak(mode), unit: 'deliveries/s' });
  const saturated = saturation(mode);
  if (saturated) {
    figures.push({
      name: `p99 over ${P99_TARGET_MS} ms from, ${label}`,
      value: saturated.rate,
      unit: 'ev/s',
    });
  }
  const limit = ceiling(mode);
  if (limit) {
    figures.push({ name: `stops following at, ${label}`, value: limit.rate, unit: 'ev/s' });
  }
  const errors = mode.steps.reduce(
    (sum, step) =>
      sum +
      step.lost +
      step.duplicates +
      step.misrouted +
      Object.values(step.closedByServer).reduce((a, b) => a + b, 0),
    0,
  );
  figures.push({
    name: `lost + duplicate + misrouted + dropped, ${label}`,
    value: errors + connect.failed,
    unit: 'count',
  });
  return figures;
}

function modeNotes(mode: ModeResult, config: typeof FULL): string[] {
  const { label, connect } = mode;
  const notes: string[] = [];
  const failures = connectFailuresText(connect);
  notes.push(
    `${label}: ${connect.opened} of ${connect.requested} sockets subscribed in ${fmt(connect.elapsedMs / 1000)} s ` +
      `(${WORKERS} client processes, ${CONNECT_CONCURRENCY} at a time each; per socket p50/p99: ` +
      `${mode.ticketed ? `ticket ${fmt(connect.ticketMs.p50)}/${fmt(connect.ticketMs.p99)} ms, ` : ''}` +
      `upgrade until connected ${fmt(connect.openMs.p50)}/${fmt(connect.openMs.p99)} ms, ` +
      `subscribe ${fmt(connect.subscribeMs.p50)}/${fmt(connect.subscribeMs.p99)} ms)` +
      `${mode.rssHeld !== undefined ? `; RSS ${fmt(mode.rssHeld / MB)} MB with them${mode.rssIdle !== undefined ? `, ${fmt(mode.rssIdle / MB)} MB before` : ''}` : ''}` +
      `${failures ? `; failures: ${failures}` : ''}.`,
  );
  if (mode.followers && mode.followers.some((count) => count !== mode.followers![0])) {
    notes.push(
      `${label}: Redis subscribers per channel were uneven (${[...new Set(mode.followers)].join(', ')}).`,
    );
  }
  if (mode.steps.length > 0) {
    const saturated = saturation(mode);
    const limit = ceiling(mode);
    const last = mode.steps.at(-1)!;
    notes.push(
      `${label} steps: ${mode.steps.map((step) => describeStep(step)).join(' | ')}.`,
      `${label}: ` +
        (saturated
          ? `p99 over ${P99_TARGET_MS} ms from ${saturated.rate} ev/s (${thousands(saturated.offered)} deliveries/s offered, p99 ${fmt(saturated.latency.p99)} ms)` +
            `${mostKeptUp(mode.steps) > 0 ? `; within it up to ${thousands(mostKeptUp(mode.steps))} deliveries/s` : '; never within it'}. `
          : `p99 within ${P99_TARGET_MS} ms at every step. `) +
        (limit
          ? `Deliveries stop following the publish rate at ${limit.rate} ev/s: ${thousands(limit.taken)} of ${thousands(limit.offered)}/s offered${limit.lost > 0 ? `, ${thousands(limit.lost)} lost` : ''}` +
            `${mostFollowed(mode.steps) > 0 ? `; the most it followed was ${thousands(mostFollowed(mode.steps))} deliveries/s` : ''}.`
          : `Deliveries followed the publish rate at every step, up to ${last.rate} ev/s (${thousands(last.offered)} deliveries/s)` +
            `${last.latency.p99 > GIVE_UP_P99_MS ? `, stepping stopped there as p99 reached ${fmt(last.latency.p99 / 1000)} s` : config.steps.length > 0 && last.rate >= config.steps.at(-1)! ? ': the ceiling is beyond the steps tried' : ''}.`),
    );
    const unheard = mode.steps.reduce((sum, step) => sum + step.unheard, 0);
    if (unheard > 0) {
      notes.push(`${label}: ${unheard} publishes reached no subscriber in Redis.`);
    }
  }
  return notes;
}

/**
 * Realtime fan-out: thousands of sockets on shared channels, events published at a fixed rate,
 * delivery latency and deliveries/s, against a bare `ws` server measured the same way.
 */
const realtime: BenchCase = {
  name: 'realtime',
  description:
    '5,000 sockets on 50 leaderboard channels, events published through Redis at 200/s and faster: deliveries/s, latency, memory, saturation; one and two instances against a bare ws server',
  keyFigures: ['sockets held, bare ws', 'sockets held, 1 instance', 'connect time, 1 instance'],
  async run(context) {
    const config = context.smoke ? SMOKE : FULL;
    const users = Math.ceil(config.sockets / config.socketsPerUser);
    const log = (text: string) => (context.smoke ? undefined : console.log(`  ${text}`));
    const notes: string[] = [];
    const figures: Figure[] = [];
    const app: RunningApp = await startApp(context, {
      seed: async (sql) => {
        await seedUsers(sql, users);
        await seedBenchTopics(sql, config.channels);
      },
    });
    let publisher: Publisher | undefined;
    try {
      const channels = await pickChannels(app.baseUrl, config.channels);
      const benchIds = new Set(
        Array.from({ length: config.channels }, (_, n) => `topic_${benchTopicId(n + 1)}`),
      );
      const benchTopics = channels.filter((channel) => benchIds.has(channel.scope)).length;
      let signedInAt = performance.now();
      let tokens = await signInAll(app.baseUrl, users);
      publisher = context.redisUrl ? await startPublisher(context.redisUrl) : undefined;
      const redis = await publisher?.serverPid();
      const common = { context, config, channels, publisher, redis, log };

      // The yardstick first, while our server idles (it follows no channel in Redis yet).
      const bare = await startBareWsServer(context.redisUrl);
      let baseline: ModeResult;
      try {
        baseline = await measureMode({
          ...common,
          label: 'bare ws',
          endpoints: [{ url: bare.url, origin: bare.origin, pid: bare.pid }],
        });
      } finally {
        await bare.stop();
      }
      const modes: ModeResult[] = [baseline];

      const one = await measureMode({
        ...common,
        label: '1 instance',
        endpoints: [appEndpoint(app.baseUrl, app.pid())],
        tokens,
      });
      modes.push(one);

      if (context.databaseUrl && context.redisUrl) {
        const second = await app.addInstance();
        try {
          // Access tokens last 15 minutes; tickets need a live one.
          if (performance.now() - signedInAt > 10 * 60_000) {
            tokens = await signInAll(app.baseUrl, users);
            signedInAt = performance.now();
          }
          modes.push(
            await measureMode({
              ...common,
              label: '2 instances',
              reusesServer: true,
              endpoints: [
                appEndpoint(app.baseUrl, app.pid()),
                appEndpoint(second.baseUrl, second.pid),
              ],
              tokens,
            }),
          );
        } finally {
          await second.stop();
        }
      }

      for (const mode of modes) {
        figures.push(...modeFigures(mode, config, mode === baseline ? undefined : baseline));
      }
      const perChannel = Math.round(config.sockets / config.channels);
      notes.push(
        `${thousands(config.sockets)} sockets on ${config.channels} channels leaderboard:{scope}:update (global, the question bank's ${channels.filter((channel) => !channel.scope.startsWith('topic_')).length - 1} category ids and ${channels.filter((channel) => channel.scope.startsWith('topic_')).length - benchTopics} topic_<id>, then ${benchTopics} topics the case seeds), ${perChannel} sockets each, held by ${WORKERS} client processes (ws); ${users} seeded accounts signed in once, ${config.socketsPerUser} sockets each (the server allows 10 per user and instance), each socket with its own single-use ticket (POST /api/realtime/ticket), Origin http://localhost:PORT.`,
        context.redisUrl
          ? `Events: a Redis client in the harness process PUBLISHes the complete server frame to qa:rt:ch:<channel> at a fixed rate, round robin over the channels, with its send time (performance.timeOrigin + performance.now(), the same clock in every process) in the data; the server (or the baseline) follows the channels its sockets subscribed to and writes the frame as-is to them. Latency = receive time in the client process − send time, so it includes the publisher → Redis → server hop. ${config.rate} ev/s measured ${context.durationSeconds} s after a ${context.smoke ? 0.3 : 2} s warm-up, then steps of ${context.smoke ? 1 : Math.min(5, context.durationSeconds)} s (1 s warm-up each) at ${config.steps.join(', ')} ev/s until deliveries stop following the publish rate (under ${FOLLOWS * 100}% of the offered deliveries/s in the window, or over 1% lost) or p99 passes ${GIVE_UP_P99_MS / 1000} s. Saturation: the first step with p99 over ${P99_TARGET_MS} ms, and the first that does not follow. Deliveries/s count frames received during the window; latency and losses count events sent in it (received until the clients have gone 300 ms without a frame).`
          : 'Deliveries not measured: the server fans out across instances (and takes outside publishes) through Redis only. Set BENCH_REDIS_URL (e.g. redis://127.0.0.1:6379) to measure delivery latency and deliveries/s; this run held the sockets only.',
        `Bare ws (baseline/ws-server.ts): the same sockets, channels and Redis channels, the same client processes and publisher, and the server's ws settings (no compression), with none of the server's work: no ticket, origin check, authorization, presence, heartbeat, rate limit, slow-consumer guard or session check. It runs first, while our server idles. Ratios are to its figures.`,
        context.databaseUrl
          ? context.redisUrl
            ? '2 instances: a second server process on the same PostgreSQL database, Redis and signing secret; half the sockets on each (every channel on both), tickets from the instance the socket opens on.'
            : '2 instances not measured: needs BENCH_REDIS_URL.'
          : '2 instances not measured: PGlite is one process (set BENCH_DATABASE_URL and BENCH_REDIS_URL).',
        `Every process (server, ${WORKERS} client processes, publisher, Redis) shares the ${os.cpus().length} cores: CPU per process is in each step's note. RSS from /proc/<pid>/status${context.databaseUrl ? '' : ' (on PGlite the database runs inside the server process)'}.`,
      );
      for (const mode of modes) notes.push(...modeNotes(mode, config));
      return { figures, notes };
    } finally {
      await publisher?.stop();
      await app.stop();
    }
  },
};

export default realtime;
