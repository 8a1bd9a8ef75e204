import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { loadIoredis, REDIS_CHANNEL_PREFIX } from './ioredis';
import {
  decodeLatencyHistogram,
  latencyOf,
  newLatencyHistogram,
  type Latency,
} from './latency-histogram';
import { repoRoot } from './paths';
import { cpuBetween, sampleCpu, type CpuSample } from './proc-stats';
import { describeLoops, sampleLoops, type LoopSample } from './server-metrics';
import { stopProcess } from '@quizarena/test-harness';
import { atFixedRate, clock, type PacedRun } from './pace';
import { askWorker, forkWorkers, startProcess } from './processes';
import { nodeTypeScript } from './http-load';
import type { ConnectReport, SocketSpec, WindowReport, WorkerCommand } from './ws-worker';

export type { SocketSpec };

/** The resolution of a window's timeline of worst latencies. */
export const SLICE_MS = 100;

export { clock };

export type { Latency };

/** Every worker's ConnectReport merged: counts summed, times the slowest worker's. */
export type ConnectSummary = Omit<ConnectReport, 'type' | 'ticketMs' | 'openMs' | 'subscribeMs'> & {
  requested: number;
  /** Per-socket p50/p99 of each step, ms. */
  ticketMs: { p50: number; p99: number };
  openMs: { p50: number; p99: number };
  subscribeMs: { p50: number; p99: number };
};

/** Every worker's WindowReport merged: counts summed, times the slowest worker's. */
export type WindowSummary = Omit<WindowReport, 'type' | 'histogram' | 'worstBySlice'> & {
  latency: Latency;
  /** The worst latency (ms) of the frames sent in each SLICE_MS of the window, in order. */
  worstBySlice: number[];
};

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Socket clients in `count` processes of their own (ws-worker.ts). */
export type SocketWorkers = {
  pids: number[];
  /** `specs[w]` are worker w's sockets; answers once every socket is subscribed or failed. */
  connect(specs: SocketSpec[][], concurrency: number): Promise<ConnectSummary>;
  /** Sets the measured window on every worker (from and to on `clock()`). */
  window(from: number, to: number): Promise<void>;
  /** Waits for frames still on their way, merges every worker's counts and latencies, resets. */
  collect(quietMs?: number, maxWaitMs?: number): Promise<WindowSummary>;
  /** Closes every socket (1000) and ends the workers. */
  close(): Promise<void>;
};

export async function startSocketWorkers(count: number): Promise<SocketWorkers> {
  const workers: ChildProcess[] = await forkWorkers('harness/ws-worker.ts', count);
  const ask = <T>(worker: ChildProcess, command: WorkerCommand, timeoutMs: number) =>
    askWorker<T>(worker, command, timeoutMs);
  return {
    pids: workers.map((worker) => worker.pid!),
    async connect(specs, concurrency) {
      const timeoutMs = 30_000;
      const total = specs.reduce((sum, list) => sum + list.length, 0);
      const reports = await Promise.all(
        workers.map((worker, index) =>
          ask<ConnectReport>(
            worker,
            { type: 'connect', sockets: specs[index] ?? [], concurrency, timeoutMs },
            // Every socket may take its full timeout, a lane at a time.
            120_000 + ((specs[index]?.length ?? 0) / Math.max(1, concurrency)) * timeoutMs,
          ),
        ),
      );
      const all = (pick: (report: ConnectReport) => number[]) => reports.flatMap(pick);
      const summary = (values: number[]) => ({
        p50: percentile(values, 50),
        p99: percentile(values, 99),
      });
      const errors: Record<string, number> = {};
      const perChannel: Record<string, number> = {};
      for (const report of reports) {
        for (const [reason, n] of Object.entries(report.errors))
          errors[reason] = (errors[reason] ?? 0) + n;
        for (const [channel, n] of Object.entries(report.perChannel))
          perChannel[channel] = (perChannel[channel] ?? 0) + n;
      }
      return {
        requested: total,
        opened: reports.reduce((sum, report) => sum + report.opened, 0),
        failed: reports.reduce((sum, report) => sum + report.failed, 0),
        errors,
        elapsedMs: Math.max(...reports.map((report) => report.elapsedMs)),
        ticketMs: summary(all((report) => report.ticketMs)),
        openMs: summary(all((report) => report.openMs)),
        subscribeMs: summary(all((report) => report.subscribeMs)),
        perChannel,
      };
    },
    async window(from, to) {
      await Promise.all(
        workers.map((worker) =>
          ask(worker, { type: 'window', from, to, sliceMs: SLICE_MS }, 10_000),
        ),
      );
    },
    async collect(quietMs = 300, maxWaitMs = 10_000) {
      const reports = await Promise.all(
        workers.map((worker) =>
          ask<WindowReport>(worker, { type: 'collect', quietMs, maxWaitMs }, maxWaitMs + 30_000),
        ),
      );
      const merged = newLatencyHistogram();
      for (const report of reports) {
        merged.add(decodeLatencyHistogram(report.histogram));
      }
      const closedByServer: Record<string, number> = {};
      for (const report of reports)
        for (const [code, n] of Object.entries(report.closedByServer))
          closedByServer[code] = (closedByServer[code] ?? 0) + n;
      const sum = (pick: (report: WindowReport) => number) =>
        reports.reduce((total, report) => total + pick(report), 0);
      return {
        latency: latencyOf(merged),
        delivered: sum((report) => report.delivered),
        receivedInWindow: sum((report) => report.receivedInWindow),
        stray: sum((report) => report.stray),
        misrouted: sum((report) => report.misrouted),
        closedByServer,
        drainedMs: Math.max(...reports.map((report) => report.drainedMs)),
        worstBySlice: Array.from(
          { length: Math.max(...reports.map((report) => report.worstBySlice.length)) },
          (_, slice) =>
            Math.max(...reports.map((report) => report.worstBySlice[slice] ?? 0)) / 1000,
        ),
      };
    },
    async close() {
      await Promise.all(
        workers.map((worker) =>
          ask(worker, { type: 'close' }, 60_000).catch(() => worker.kill('SIGKILL')),
        ),
      );
      await Promise.all(workers.map((worker) => stopProcess(worker, { graceMs: 5_000 })));
    },
  };
}

/** What one publishing run sent. */
export type PublishReport = {
  /** Events sent in the measured window, by channel. */
  inWindow: Map<string, number>;
  sent: number;
  /** Publishes Redis delivered to no subscriber at all (nobody following the channel). */
  unheard: number;
  /** Receivers Redis counted, summed (one per following instance per publish). */
  receivers: number;
  failed: number;
  /** How far the publisher fell behind its schedule at worst, ms. */
  maxLagMs: number;
};

/** A channel to publish on, and what its events are about (a board's scope, a conversation). */
export type PublishChannel = { name: string; scope: string };

/** The complete server frame of an event on `channel`, carrying its send time for the clients. */
export type FrameBuilder = (channel: PublishChannel, sentAt: number) => string;

/** What the server's bus publishes for a `leaderboard:{scope}:update` event, with `bench_sent_ms`. */
export const leaderboardFrame: FrameBuilder = (channel, sentAt) =>
  `{"event":"message","payload":{"channel":"${channel.name}","data":{"scope":"${channel.scope}","updated_at":"${new Date(sentAt).toISOString()}","bench_sent_ms":${sentAt.toFixed(3)}}}}`;

/**
 * A Redis client publishing whole server frames at a fixed rate: what the server's bus would
 * publish for an event (`frameFor`; by default a leaderboard update), plus the send time the
 * clients read.
 */
export async function startPublisher(redisUrl: string, frameFor: FrameBuilder = leaderboardFrame) {
  const { Redis } = loadIoredis();
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  client.on('error', () => {});
  await client.connect();
  return {
    /** How many subscribers (instances, or the baseline) follow each channel in Redis now. */
    async followers(channels: string[]): Promise<number[]> {
      const reply = (await client.call(
        'PUBSUB',
        'NUMSUB',
        ...channels.map((channel) => REDIS_CHANNEL_PREFIX + channel),
      )) as (string | number)[];
      return channels.map((_, index) => Number(reply[index * 2 + 1]));
    },
    /**
     * Publishes `rate` events a second from `start` to `end` (clock()), round robin over the
     * channels, each stamped with its send time; counts those sent in [from, to).
     */
    async run(options: PacedRun & { channels: PublishChannel[] }): Promise<PublishReport> {
      const { from, to, channels } = options;
      const report: PublishReport = {
        inWindow: new Map(channels.map((channel) => [channel.name, 0])),
        sent: 0,
        unheard: 0,
        receivers: 0,
        failed: 0,
        maxLagMs: 0,
      };
      const pending: Promise<unknown>[] = [];
      let index = 0;
      const { maxLagMs } = await atFixedRate(options, (sentAt) => {
        const channel = channels[index++ % channels.length]!;
        if (sentAt >= from && sentAt < to) {
          report.inWindow.set(channel.name, report.inWindow.get(channel.name)! + 1);
        }
        report.sent += 1;
        pending.push(
          client.publish(REDIS_CHANNEL_PREFIX + channel.name, frameFor(channel, sentAt)).then(
            (receivers) => {
              report.receivers += receivers;
              if (receivers === 0) report.unheard += 1;
            },
            () => (report.failed += 1),
          ),
        );
      });
      report.maxLagMs = maxLagMs;
      await Promise.all(pending);
      return report;
    },
    /** The Redis server's process id when it runs on this machine (for its CPU). */
    async serverPid(): Promise<number | undefined> {
      const host = new URL(redisUrl).hostname;
      if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) return undefined;
      const info = await client.info('server').catch(() => '');
      const match = /^process_id:(\d+)/m.exec(info);
      return match ? Number(match[1]) : undefined;
    },
    async stop() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

export type Publisher = Awaited<ReturnType<typeof startPublisher>>;

/** The bare `ws` yardstick (`baseline/ws-server.ts`), started as its own process. */
export async function startBareWsServer(
  redisUrl: string | undefined,
): Promise<{ url: string; origin: string; pid: number; stop(): Promise<void> }> {
  const { child, match } = await startProcess(
    process.execPath,
    [...nodeTypeScript('baseline/ws-server.ts'), redisUrl ?? ''],
    {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '' },
      ready: /listening (\d+)/,
      timeoutMs: 30_000,
    },
  );
  return {
    url: `ws://127.0.0.1:${match[1]}/ws`,
    origin: `http://localhost:${match[1]}`,
    pid: child.pid!,
    stop: async () => {
      await stopProcess(child);
    },
  };
}

/** Where sockets open: our server (a ticket first) or the bare baseline. */
export type Endpoint = {
  /** The socket URL without a ticket. */
  url: string;
  origin: string;
  /** Our server: POST here for a ticket first. */
  ticketUrl?: string;
  pid: number;
};

/** The socket endpoint of an instance of our app. */
export function appEndpoint(baseUrl: string, pid: number): Endpoint {
  const port = new URL(baseUrl).port;
  return {
    url: `ws://127.0.0.1:${port}/ws`,
    // The socket's Origin allowlist defaults to PUBLIC_URL's, itself http://localhost:PORT.
    origin: `http://localhost:${port}`,
    ticketUrl: `${baseUrl}/api/realtime/ticket`,
    pid,
  };
}

/**
 * The stretches of the window (seconds from its start, by send time) whose frames took over
 * `thresholdMs` at worst, with that worst: a periodic stall shows as short stretches apart.
 */
export function slowStretches(worstBySlice: number[], thresholdMs: number): string {
  const stretches: string[] = [];
  for (let i = 0; i < worstBySlice.length; i += 1) {
    if (!(worstBySlice[i]! > thresholdMs)) continue;
    let end = i;
    let worst = 0;
    while (end < worstBySlice.length && worstBySlice[end]! > thresholdMs) {
      worst = Math.max(worst, worstBySlice[end]!);
      end += 1;
    }
    stretches.push(
      `${((i * SLICE_MS) / 1000).toFixed(1)}–${((end * SLICE_MS) / 1000).toFixed(1)} s (${Math.round(worst)} ms)`,
    );
    i = end;
  }
  if (stretches.length === 0) return '';
  return stretches.length > 6
    ? `${stretches.length} stretches, first ${stretches.slice(0, 6).join(', ')}`
    : stretches.join(', ');
}

/** A measured window on `clock()`: load from `start`, measured from `from` until `to`. */
export type WindowTimes = { start: number; from: number; to: number };

export type MeasuredWindow<T> = {
  /** What the load's driver answered. */
  driven: T;
  /** What the sockets got (collected once the driver was done). */
  got: WindowSummary;
  /** Cores these of the window's processes used together; undefined if any is unknown. */
  cpuOf(pids: number[]): number | undefined;
  /** The machine's busy share (0 to 1), and cores busy outside the window's processes. */
  machineShare: number;
  others?: number;
  /** Our servers' event-loop delay and GCs in the window (server-metrics.ts). */
  serverLoop?: string;
};

/**
 * Runs one measured window on the socket workers: sets it on them, starts `drive` (the load:
 * a warm-up, then `seconds` measured), samples the CPU of `pids` and the servers' /metrics at
 * the window's edges, then collects what the sockets got.
 */
export async function measureWindow<T>(
  options: {
    workers: SocketWorkers;
    warmUpSeconds: number;
    seconds: number;
    /** Every process whose CPU counts: servers, clients, the driver, Redis. */
    pids: number[];
    metricsUrls: string[];
  },
  drive: (times: WindowTimes) => Promise<T>,
): Promise<MeasuredWindow<T>> {
  const { workers, pids } = options;
  const start = clock() + 200;
  const from = start + options.warmUpSeconds * 1000;
  const to = from + options.seconds * 1000;
  await workers.window(from, to);
  let before: CpuSample | undefined;
  let after: CpuSample | undefined;
  let loopBefore: Promise<LoopSample[]> | undefined;
  let loopAfter: Promise<LoopSample[]> | undefined;
  const first = setTimeout(() => {
    before = sampleCpu(pids);
    loopBefore = sampleLoops(options.metricsUrls);
  }, from - clock());
  const second = setTimeout(() => {
    after = sampleCpu(pids);
    loopAfter = sampleLoops(options.metricsUrls);
  }, to - clock());
  const driven = await drive({ start, from, to });
  const got = await workers.collect(300, 10_000);
  clearTimeout(first);
  clearTimeout(second);
  const measured: MeasuredWindow<T> = { driven, got, cpuOf: () => undefined, machineShare: 0 };
  if (before && after) {
    const { cores, machineShare } = cpuBetween(before, after);
    measured.cpuOf = (list) =>
      list.every((pid) => cores.get(pid) !== undefined)
        ? list.reduce((sum, pid) => sum + cores.get(pid)!, 0)
        : undefined;
    measured.machineShare = machineShare;
    const ours = measured.cpuOf(pids);
    if (ours !== undefined) measured.others = Math.max(0, machineShare * os.cpus().length - ours);
  }
  if (loopBefore && loopAfter) {
    measured.serverLoop = describeLoops(await loopBefore, await loopAfter);
  }
  return measured;
}

/** A latency summary in words: `p50 … / p90 … / p99 … / max … ms`. */
export const latencyText = (latency: Latency) =>
  `p50 ${latency.p50.toFixed(2)} / p90 ${latency.p90.toFixed(2)} / p99 ${latency.p99.toFixed(2)} / max ${latency.max.toFixed(1)} ms`;

/** What went wrong with a window's deliveries, in words (empty when nothing did). */
export function faultsText(step: {
  lost: number;
  duplicates: number;
  misrouted: number;
  closedByServer: Record<string, number>;
}): string {
  const closed = Object.entries(step.closedByServer)
    .map(([code, n]) => `${n} × ${code}`)
    .join(', ');
  return (
    `${step.lost > 0 ? `, ${step.lost.toLocaleString('en')} lost` : ''}` +
    `${step.duplicates > 0 ? `, ${step.duplicates} duplicates` : ''}` +
    `${step.misrouted > 0 ? `, ${step.misrouted} misrouted` : ''}` +
    `${closed ? `, closed by server: ${closed}` : ''}`
  );
}

/**
 * A window's CPU in words: the cores of each named process (those known), the machine's busy
 * share, and what else kept it busy.
 */
export function cpuText(
  named: Record<string, number | undefined>,
  machineShare: number,
  others: number | undefined,
): string {
  const known = Object.entries(named)
    .filter(([, cores]) => cores !== undefined)
    .map(([name, cores]) => `${name} ${cores!.toFixed(2)}`)
    .join(', ');
  return (
    `CPU cores: ${known || 'unknown'}, machine ${(machineShare * 100).toFixed(0)}%` +
    `${others === undefined ? '' : ` (anything else: ${others.toFixed(2)} cores)`}`
  );
}

/**
 * A step follows its offered rate when it takes this share of it during the window, and loses
 * (or has refused) at most 1% of it.
 */
export const FOLLOWS = 0.95;
/** Stepping stops at a step that does not follow, or whose delivery p99 is beyond this. */
export const GIVE_UP_P99_MS = 2_000;

/** A case's p99 bar, ms: a step keeps up at p99 under it (or at it too, when `inclusive`). */
export type P99Bar = { ms: number; inclusive: boolean };

/** What a window's processes used, in cores (undefined where unknown). */
export type StepCpu = {
  server?: number;
  clients?: number;
  /** What offered the load: the sender, or the publisher. */
  driver?: number;
  redis?: number;
  /** The machine's busy share, 0 to 1. */
  machine: number;
  /** Cores busy outside the processes above: other work on the machine, the kernel. */
  others?: number;
};

/** One step at an offered rate: what the sockets got, the CPU, and the verdict. */
export type LoadStep = {
  rate: number;
  seconds: number;
  /** Deliveries the step owes (a copy per subscribed socket of what was taken in the window). */
  expected: number;
  /** What the step was offered a second, and what it took (answered, or delivered) a second. */
  offered: number;
  taken: number;
  delivered: number;
  lost: number;
  latency: Latency;
  misrouted: number;
  closedByServer: Record<string, number>;
  cpu: StepCpu;
  /** When in the window (by send time) frames took over the bar: stalls, or a steady queue. */
  slow: string;
  /**
   * What our servers' own /metrics say of the window: the longest event-loop delay and the
   * garbage collections (a stall on the server side shows here; on the clients' side it does not).
   */
  serverLoop?: string;
  /** Takes what is offered (FOLLOWS), whatever the latency. */
  follows: boolean;
  /** Follows, with p99 within the bar. */
  keptUp: boolean;
};

/** What a step's driver offered and got taken, in the case's own unit (for the verdict). */
export type StepLoad = {
  expected: number;
  offered: number;
  taken: number;
  /** Sends refused or failed, of those sent in the window (a publisher's are not judged). */
  failed?: number;
  sent?: number;
};

/**
 * Offers `rate` through `drive` for a warm-up then `seconds`, on the sockets of `workers`, and
 * judges the step from what `load` makes of the driver's answer and what the sockets got.
 */
export async function runLoadStep<T>(options: {
  rate: number;
  seconds: number;
  warmUpSeconds: number;
  workers: SocketWorkers;
  serverPids: number[];
  /** The process offering the load. */
  driverPid: number;
  redis: number | undefined;
  /** Our servers' /metrics (the bare baseline has none). */
  metricsUrls: string[];
  bar: P99Bar;
  drive: (times: WindowTimes) => Promise<T>;
  load: (driven: T, got: WindowSummary) => StepLoad;
}): Promise<{ driven: T; got: WindowSummary; step: LoadStep }> {
  const { rate, seconds, workers, serverPids, driverPid, redis, bar } = options;
  const window = await measureWindow(
    {
      workers,
      warmUpSeconds: options.warmUpSeconds,
      seconds,
      pids: [...serverPids, ...workers.pids, driverPid, ...(redis ? [redis] : [])],
      metricsUrls: options.metricsUrls,
    },
    options.drive,
  );
  const { driven, got, serverLoop } = window;
  const { expected, offered, taken, failed = 0, sent = 0 } = options.load(driven, got);
  const lost = Math.max(0, expected - got.delivered);
  const follows =
    expected > 0 && taken >= FOLLOWS * offered && lost <= 0.01 * expected && failed <= 0.01 * sent;
  const p99 = got.latency.p99;
  return {
    driven,
    got,
    step: {
      rate,
      seconds,
      expected,
      offered,
      taken,
      delivered: got.delivered,
      lost,
      latency: got.latency,
      misrouted: got.misrouted,
      closedByServer: got.closedByServer,
      cpu: {
        server: window.cpuOf(serverPids),
        clients: window.cpuOf(workers.pids),
        driver: window.cpuOf([driverPid]),
        redis: redis ? window.cpuOf([redis]) : undefined,
        machine: window.machineShare,
        others: window.others,
      },
      slow: slowStretches(got.worstBySlice, bar.ms),
      ...(serverLoop ? { serverLoop } : {}),
      follows,
      keptUp: follows && (bar.inclusive ? p99 <= bar.ms : p99 < bar.ms),
    },
  };
}

/**
 * Runs a step at each rate in turn, slowest first, until one does not follow or its p99 passes
 * GIVE_UP_P99_MS: past that, a step measures only the queue in front of the server.
 */
export async function stepUp<S extends LoadStep>(
  rates: number[],
  run: (rate: number, index: number) => Promise<S>,
  onStep: (step: S) => void,
): Promise<S[]> {
  const steps: S[] = [];
  for (const [index, rate] of rates.entries()) {
    const step = await run(rate, index);
    steps.push(step);
    onStep(step);
    if (!step.follows || step.latency.p99 > GIVE_UP_P99_MS) break;
  }
  return steps;
}

/**
 * The end of a step's note: where `frames` took over the bar, the CPU (the driver's under
 * `driver`), `beforeVerdict`, the verdict on following the `rate`, and the servers' event loop.
 */
export function stepEndText(
  step: LoadStep,
  words: { frames: string; driver: string; rate: string; bar: P99Bar; beforeVerdict?: string },
): string {
  const cpu = cpuText(
    {
      server: step.cpu.server,
      clients: step.cpu.clients,
      [words.driver]: step.cpu.driver,
      Redis: step.cpu.redis,
    },
    step.cpu.machine,
    step.cpu.others,
  );
  return (
    `${step.slow ? `; ${words.frames} over ${words.bar.ms} ms sent at ${step.slow}` : ''}; ${cpu}` +
    (words.beforeVerdict ?? '') +
    `${step.follows ? (step.keptUp ? '' : ` (p99 over ${words.bar.ms} ms)`) : ` (does not follow the ${words.rate})`}` +
    `${step.serverLoop ? `; ${step.serverLoop}` : ''}`
  );
}

/** The most a step took among those that followed (0 when none did). */
export const mostFollowed = (steps: LoadStep[]) =>
  Math.max(0, ...steps.filter((step) => step.follows).map((step) => step.taken));
/** The same, of the steps that also kept p99 within the bar. */
export const mostKeptUp = (steps: LoadStep[]) =>
  Math.max(0, ...steps.filter((step) => step.keptUp).map((step) => step.taken));

/** A connect's failures in words (`n × reason; …`), empty when none. */
export const connectFailuresText = (connect: ConnectSummary) =>
  Object.entries(connect.errors)
    .map(([reason, n]) => `${n} × ${reason}`)
    .join('; ');
