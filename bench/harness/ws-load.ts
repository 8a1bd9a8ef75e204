import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loadIoredis, REDIS_CHANNEL_PREFIX } from './ioredis';
import { decodeLatencyHistogram, newLatencyHistogram } from './latency-histogram';
import { benchRoot, repoRoot } from './paths';
import { stopProcess } from '@quizarena/test-harness';
import { startProcess } from './processes';
import { nodeTypeScript } from './http-load';
import type { ConnectReport, SocketSpec, WindowReport, WorkerCommand } from './ws-worker';

export type { SocketSpec };

/** The resolution of a window's timeline of worst latencies. */
export const SLICE_MS = 100;

/** The publishers' and subscribers' clock: the same in every process of the machine. */
export const clock = () => performance.timeOrigin + performance.now();

/** Latency summary in ms. */
export type Latency = { p50: number; p90: number; p99: number; max: number; count: number };

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
  const workers: ChildProcess[] = [];
  const ask = <T>(worker: ChildProcess, command: WorkerCommand | null, timeoutMs: number) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`a socket worker did not answer ${command?.type ?? 'ready'} in time`));
      }, timeoutMs);
      const onMessage = (message: { type: string; message?: string }) => {
        cleanup();
        if (message.type === 'failed') reject(new Error(`socket worker: ${message.message}`));
        else resolve(message as T);
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(`a socket worker exited with ${code}`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
      };
      worker.once('message', onMessage);
      worker.once('exit', onExit);
      if (command) worker.send(command);
    });
  try {
    for (let index = 0; index < count; index += 1) {
      const worker = fork(path.join(benchRoot, 'harness/ws-worker.ts'), [], {
        cwd: repoRoot,
        execArgv: ['--import', 'tsx'],
        env: { PATH: process.env.PATH ?? '' },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      workers.push(worker);
    }
    await Promise.all(workers.map((worker) => ask(worker, null, 30_000)));
  } catch (error) {
    for (const worker of workers) worker.kill('SIGKILL');
    throw error;
  }
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
      const ms = (p: number) => merged.getValueAtPercentile(p) / 1000;
      const closedByServer: Record<string, number> = {};
      for (const report of reports)
        for (const [code, n] of Object.entries(report.closedByServer))
          closedByServer[code] = (closedByServer[code] ?? 0) + n;
      const sum = (pick: (report: WindowReport) => number) =>
        reports.reduce((total, report) => total + pick(report), 0);
      return {
        latency: {
          p50: ms(50),
          p90: ms(90),
          p99: ms(99),
          max: merged.maxValue / 1000,
          count: merged.totalCount,
        },
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

/**
 * A Redis client publishing whole server frames at a fixed rate: what the server's bus would
 * publish for a `leaderboard:{scope}:update` event, plus the send time the clients read.
 */
export async function startPublisher(redisUrl: string) {
  const { Redis } = loadIoredis();
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  client.on('error', () => {});
  await client.connect();
  const frameFor = (channel: string, scope: string, sentAt: number) =>
    `{"event":"message","payload":{"channel":"${channel}","data":{"scope":"${scope}","updated_at":"${new Date(sentAt).toISOString()}","bench_sent_ms":${sentAt.toFixed(3)}}}}`;
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
    run(options: {
      rate: number;
      start: number;
      end: number;
      from: number;
      to: number;
      channels: { name: string; scope: string }[];
    }): Promise<PublishReport> {
      const { rate, start, end, from, to, channels } = options;
      const report: PublishReport = {
        inWindow: new Map(channels.map((channel) => [channel.name, 0])),
        sent: 0,
        unheard: 0,
        receivers: 0,
        failed: 0,
        maxLagMs: 0,
      };
      const interval = 1000 / rate;
      const pending: Promise<unknown>[] = [];
      let due = start;
      let index = 0;
      return new Promise((resolve) => {
        const tick = () => {
          const at = clock();
          while (due <= at && due < end) {
            report.maxLagMs = Math.max(report.maxLagMs, at - due);
            const channel = channels[index++ % channels.length]!;
            const sentAt = clock();
            if (sentAt >= from && sentAt < to) {
              report.inWindow.set(channel.name, report.inWindow.get(channel.name)! + 1);
            }
            report.sent += 1;
            pending.push(
              client
                .publish(
                  REDIS_CHANNEL_PREFIX + channel.name,
                  frameFor(channel.name, channel.scope, sentAt),
                )
                .then(
                  (receivers) => {
                    report.receivers += receivers;
                    if (receivers === 0) report.unheard += 1;
                  },
                  () => (report.failed += 1),
                ),
            );
            due += interval;
          }
          if (due < end) {
            setTimeout(tick, Math.max(0, Math.min(1, due - clock())));
          } else {
            void Promise.all(pending).then(() => resolve(report));
          }
        };
        setTimeout(tick, Math.max(0, start - clock()));
      });
    },
    /** The Redis server's process id (for its CPU when it runs on this machine). */
    async serverPid(): Promise<number | undefined> {
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
