import type { ChildProcess } from 'node:child_process';
import { stopProcess } from '@quizarena/test-harness';
import {
  decodeLatencyHistogram,
  latencyOf,
  newLatencyHistogram,
  type Latency,
} from './latency-histogram';
import { askWorker, forkWorkers } from './processes';
import type {
  Arrival,
  GameConnectReport,
  GameReport,
  GameWorkerCommand,
  PlayerSpec,
  SyncReport,
} from './game-worker';

export type { PlayerSpec };

/** Every worker's GameReport merged: counts summed, arrivals of a question joined across workers. */
export type PlaySummary = Omit<GameReport, 'type' | 'ackHistogram' | 'arrivals'> & {
  ack: Latency;
  /** Per game and question: when its frame reached the first and the last of its sockets. */
  arrivals: Arrival[];
};

const addCounts = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [key, n] of Object.entries(from)) into[key] = (into[key] ?? 0) + n;
};

/** Live-game players (game-worker.ts) in `count` processes of their own. */
export async function startGamePlayers(count: number) {
  const workers: ChildProcess[] = await forkWorkers('harness/game-worker.ts', count);
  const ask = <T>(worker: ChildProcess, command: GameWorkerCommand, timeoutMs: number) =>
    askWorker<T>(worker, command, timeoutMs);
  const all = <T>(command: GameWorkerCommand, timeoutMs: number) =>
    Promise.all(workers.map((worker) => ask<T>(worker, command, timeoutMs)));
  return {
    pids: workers.map((worker) => worker.pid!),
    /** `specs[w]` are worker w's players; answers once each is following its channels or failed. */
    async connect(
      specs: PlayerSpec[][],
      options: { concurrency: number; think: { minMs: number; maxMs: number } | false },
    ) {
      const timeoutMs = 30_000;
      const reports = await Promise.all(
        workers.map((worker, index) =>
          ask<GameConnectReport>(
            worker,
            {
              type: 'connect',
              players: specs[index] ?? [],
              concurrency: options.concurrency,
              timeoutMs,
              think: options.think,
            },
            120_000 + ((specs[index]?.length ?? 0) / Math.max(1, options.concurrency)) * timeoutMs,
          ),
        ),
      );
      const errors: Record<string, number> = {};
      for (const report of reports) addCounts(errors, report.errors);
      return {
        opened: reports.reduce((sum, report) => sum + report.opened, 0),
        failed: reports.reduce((sum, report) => sum + report.failed, 0),
        errors,
        elapsedMs: Math.max(...reports.map((report) => report.elapsedMs)),
      };
    },
    async sync(timeoutMs: number) {
      const reports = await all<SyncReport>({ type: 'sync', timeoutMs }, timeoutMs + 30_000);
      const refused: Record<string, number> = {};
      for (const report of reports) addCounts(refused, report.refused);
      return {
        synced: reports.reduce((sum, report) => sum + report.synced, 0),
        refused,
        elapsedMs: Math.max(...reports.map((report) => report.elapsedMs)),
        largestStateBytes: Math.max(...reports.map((report) => report.largestStateBytes)),
      };
    },
    /** Each host sends `start` at a random moment within `spreadMs`. */
    async start(spreadMs: number) {
      await all({ type: 'start', spreadMs }, spreadMs + 30_000);
    },
    /** Worker `index`'s first socket broadcasts `frames` on its channel, `intervalMs` apart. */
    async broadcast(index: number, frames: unknown[], intervalMs: number) {
      await ask(
        workers[index]!,
        { type: 'broadcast', frames, intervalMs },
        frames.length * intervalMs + 30_000,
      );
    },
    /** Waits for the games' ends (or `expectQuestions` question frames a socket), merges, resets. */
    async collect(timeoutMs: number, expectQuestions?: number): Promise<PlaySummary> {
      const reports = await all<GameReport>(
        {
          type: 'collect',
          timeoutMs,
          ...(expectQuestions === undefined ? {} : { expectQuestions }),
        },
        timeoutMs + 30_000,
      );
      const merged = newLatencyHistogram();
      for (const report of reports) merged.add(decodeLatencyHistogram(report.ackHistogram));
      const sum = (pick: (report: GameReport) => number) =>
        reports.reduce((total, report) => total + pick(report), 0);
      const most = (pick: (report: GameReport) => number) => Math.max(...reports.map(pick));
      const refused: Record<string, number> = {};
      const framesDuringPlay: Record<string, number> = {};
      const closedByServer: Record<string, number> = {};
      for (const report of reports) {
        addCounts(refused, report.refused);
        addCounts(framesDuringPlay, report.framesDuringPlay);
        addCounts(closedByServer, report.closedByServer);
      }
      const arrivals = new Map<string, Arrival>();
      for (const arrival of reports.flatMap((report) => report.arrivals)) {
        const key = `${arrival.game}:${arrival.index}`;
        const seen = arrivals.get(key);
        if (!seen) arrivals.set(key, { ...arrival });
        else {
          seen.first = Math.min(seen.first, arrival.first);
          seen.last = Math.max(seen.last, arrival.last);
          seen.count += arrival.count;
        }
      }
      return {
        ack: latencyOf(merged),
        answers: sum((report) => report.answers),
        acks: sum((report) => report.acks),
        refused,
        framesDuringPlay,
        questionFrames: sum((report) => report.questionFrames),
        closedFrames: sum((report) => report.closedFrames),
        gameEnds: sum((report) => report.gameEnds),
        largestCloseBytes: most((report) => report.largestCloseBytes),
        largestQuestionBytes: most((report) => report.largestQuestionBytes),
        arrivals: [...arrivals.values()],
        errorFrames: sum((report) => report.errorFrames),
        errorSamples: reports.flatMap((report) => report.errorSamples).slice(0, 5),
        closedByServer,
        unfinished: sum((report) => report.unfinished),
      };
    },
    /** Closes every socket (1000) and ends the workers. */
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

export type GamePlayers = Awaited<ReturnType<typeof startGamePlayers>>;
