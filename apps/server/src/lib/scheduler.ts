import type { Db } from '../db/client';
import type { Clock } from './clock';
import { retryDelayMs } from './outbox';
import { createPoller } from './poller';
import * as repo from './scheduler.repo';

/** What a one-off job's handler is given; `tx` commits with the job's removal. */
export type JobContext = { tx: Db; key: string; runAt: Date; attempts: number };
/**
 * A one-off job's work in `tx`; it may answer what to do once that commits (tell live screens,
 * poke the outbox), which never runs for an attempt that rolled back.
 */
export type JobHandler<P> = (
  payload: P,
  context: JobContext,
) => Promise<AfterCommit | void> | AfterCommit | void;
type AfterCommit = () => void | Promise<void>;
/** A recurring job's handler: it keeps its own transactions (a round over many rows). */
export type RoundHandler = (context: { db: Db; runAt: Date }) => Promise<unknown> | unknown;

export type SchedulerOptions = {
  db: Db;
  clock: Clock;
  /** How often due jobs are looked for. */
  pollMs?: number;
  /** How long a claimed job is kept from other instances. */
  leaseMs?: number;
  /** Attempts before a one-off job is kept as failed (recurring ones never give up). */
  maxAttempts?: number;
  backoffMs?: number;
  maxBackoffMs?: number;
  batchSize?: number;
  onJobError?: (failure: { name: string; key: string; attempts: number; error: unknown }) => void;
  /** A round itself failed (the database went away); the next poll tries again. */
  onPollError?: (error: unknown) => void;
};

/** The key a recurring job's single row has. */
const ROUND_KEY = 'every';

/**
 * The durable scheduler (docs/ARCHITECTURE.md, Scheduled work): jobs live in the database with
 * a time, so they survive restarts, and are claimed under a lease, so each due job runs on one
 * instance at a time. A one-off job (`define` + `schedule`) runs in a transaction that also
 * removes it: its effects and its removal commit together, once. A recurring job (`every`) has
 * one row whose next run moves on after each run; its rounds must be safe to repeat, as a crash
 * between the work and the move runs the round again.
 */
export function createScheduler(options: SchedulerOptions) {
  const { db, clock } = options;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const backoffMs = options.backoffMs ?? 5_000;
  const maxBackoffMs = options.maxBackoffMs ?? 15 * 60_000;
  const batchSize = options.batchSize ?? 20;
  const oneOffs = new Map<string, JobHandler<never>>();
  const rounds = new Map<
    string,
    { everyMs: number; firstRunInMs: number; handler: RoundHandler }
  >();

  let running: Promise<number> | undefined;
  let ready: Promise<void> | undefined;

  const run = async (job: repo.ClaimedJob): Promise<boolean> => {
    try {
      const round = rounds.get(job.name);
      if (round) {
        await round.handler({ db, runAt: job.runAt });
        if (!(await repo.finishRecurring(db, job, clock.now())))
          throw new Error('the lease was lost to another instance');
        return true;
      }
      const handler = oneOffs.get(job.name);
      if (!handler) throw new Error(`no handler for ${job.name}`);
      const then = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const after = await handler(job.payload as never, {
          tx,
          key: job.key,
          runAt: job.runAt,
          attempts: job.attempts,
        });
        if (!(await repo.finishOnce(tx, job)))
          throw new Error('the lease was lost to another instance');
        return after;
      });
      if (typeof then === 'function') afterCommit(job, then);
      return true;
    } catch (error) {
      const recurring = rounds.get(job.name);
      const dead = !recurring && job.attempts >= maxAttempts;
      const now = clock.now();
      await repo.markFailed(db, job, {
        retryAt: new Date(
          now.getTime() +
            (recurring ? recurring.everyMs : retryDelayMs(job.attempts, backoffMs, maxBackoffMs)),
        ),
        dead,
        error: error instanceof Error ? error.message : String(error),
        at: now,
      });
      options.onJobError?.({ name: job.name, key: job.key, attempts: job.attempts, error });
      return false;
    }
  };

  /** A job's work after its commit: a failure is reported, and the job stays done. */
  const afterCommit = (job: repo.ClaimedJob, work: AfterCommit) => {
    // A promise too: its rejection is reported like a throw, never left unhandled.
    void Promise.resolve()
      .then(work)
      .catch((error: unknown) =>
        options.onJobError?.({ name: job.name, key: job.key, attempts: job.attempts, error }),
      );
  };

  /** Writes the recurring jobs' rows (once per start; several instances agree). */
  const ensureRounds = () =>
    (ready ??= (async () => {
      const at = clock.now();
      for (const [name, { everyMs, firstRunInMs }] of rounds)
        await repo.ensureRecurring(db, {
          name,
          key: ROUND_KEY,
          everyMs,
          firstRunAt: new Date(at.getTime() + firstRunInMs),
          at,
        });
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));

  const runRound = async (): Promise<number> => {
    await ensureRounds();
    const names = [...oneOffs.keys(), ...rounds.keys()];
    let ran = 0;
    if (names.length === 0) return 0;
    for (;;) {
      const now = clock.now();
      const claims = await repo.claimDue(db, {
        names,
        now,
        leaseUntil: new Date(now.getTime() + leaseMs),
        limit: batchSize,
      });
      if (claims.length === 0) return ran;
      for (const job of claims) {
        // The batch's lease ran out while earlier jobs ran: another instance may have the job
        // now, so leave it to whoever claims it next rather than run it twice.
        if (clock.now().getTime() >= job.leaseUntil.getTime()) continue;
        if (await run(job)) ran += 1;
      }
    }
  };

  /** Runs everything due now, one round at a time per instance; answers how many ran. */
  const runDue = (): Promise<number> => {
    running ??= runRound().finally(() => {
      running = undefined;
    });
    return running;
  };

  const poller = createPoller({ round: runDue, pollMs, onError: options.onPollError });

  const define = (name: string) => {
    if (oneOffs.has(name) || rounds.has(name))
      throw new Error(`scheduled job ${name} is already defined`);
  };

  return {
    /** Handles one-off jobs named `name` (stored in rows: never rename one that may be due). */
    define<P>(name: string, handler: JobHandler<P>): void {
      define(name);
      oneOffs.set(name, handler as JobHandler<never>);
    },

    /**
     * Runs `handler` every `everyMs`, on one instance at a time; the first time `firstRunInMs`
     * after the job's row is first written (one period unless said).
     */
    every(
      name: string,
      everyMs: number,
      handler: RoundHandler,
      { firstRunInMs = everyMs }: { firstRunInMs?: number } = {},
    ): void {
      define(name);
      rounds.set(name, { everyMs, firstRunInMs, handler });
      ready = undefined;
    },

    /**
     * Plans `name` for `key` at `runAt` inside the caller's transaction, replacing any plan
     * for the same key (a reminder moved when its session moves).
     */
    async schedule<P>(tx: Db, job: { name: string; key: string; runAt: Date; payload: P }) {
      if (!oneOffs.has(job.name)) throw new Error(`no handler for ${job.name}`);
      await repo.upsertJob(tx, { ...job, at: clock.now() });
    },

    /** Drops the plan for `key`, if any; answers whether there was one. */
    cancel: (tx: Db, name: string, key: string) => repo.deleteJob(tx, name, key),

    /** Drops every plan of `name` whose key starts with `prefix`. */
    cancelAll: (tx: Db, name: string, prefix: string) => repo.deleteJobsByPrefix(tx, name, prefix),

    runDue,

    /** Polls every `pollMs`; recurring jobs' rows are written on the first poll. */
    start: () => poller.start(),

    /** Stops polling and waits for the round in progress, so nothing runs after close. */
    async stop(): Promise<void> {
      await poller.stop();
      await running?.catch(() => {});
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;

/** The retention sweep's deletion of this table (docs/ARCHITECTURE.md, Retention). */
export { deleteFailedJobs } from './scheduler.repo';
