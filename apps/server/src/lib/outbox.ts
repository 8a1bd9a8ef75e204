import type { Db } from '../db/client';
import type { Clock } from './clock';
import type { DomainEventMap, DurableEventName } from './domain-events';
import * as repo from './outbox.repo';
import { createPoller } from './poller';

/** What a handler is given besides the payload; `tx` commits with the delivery record. */
export type OutboxContext = { tx: Db; eventId: number; createdAt: Date };
export type OutboxHandler<K extends DurableEventName> = (
  payload: DomainEventMap[K],
  context: OutboxContext,
) => Promise<void> | void;

export type OutboxOptions = {
  db: Db;
  clock: Clock;
  /** How often committed events written elsewhere (another instance, a crash) are looked for. */
  pollMs?: number;
  /** How long a claimed delivery is kept from other dispatchers. */
  leaseMs?: number;
  /** Attempts before a delivery is dead (logged, kept, never retried). */
  maxAttempts?: number;
  /** First retry delay; it doubles per attempt up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Deliveries claimed per round. */
  batchSize?: number;
  onHandlerError?: (failure: OutboxFailure) => void;
  onDead?: (failure: OutboxFailure) => void;
  /** A round itself failed (the database went away); the next poke or poll tries again. */
  onDispatchError?: (error: unknown) => void;
};
export type OutboxFailure = {
  eventId: number;
  type: string;
  handler: string;
  attempts: number;
  error: unknown;
};

/** The delay before attempt `attempts + 1`: doubling from `base`, capped at `max`. */
export function retryDelayMs(attempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

/**
 * The transactional outbox: `write(tx, ...)` stores an event in the caller's transaction, so it
 * exists exactly when the change does; the dispatcher delivers it to every handler registered
 * for its type, each (event, handler) once, with retries and a lease so several instances never
 * run one handler for one event at the same time.
 */
export function createOutbox(options: OutboxOptions) {
  const { db, clock } = options;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const backoffMs = options.backoffMs ?? 1_000;
  const maxBackoffMs = options.maxBackoffMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 50;
  const handlers = new Map<string, Map<string, OutboxHandler<DurableEventName>>>();

  // Stopped only once `stop` is called: a poke works before `start` (tests dispatch by hand).
  let stopped = false;
  // One round at a time per dispatcher; a poke during a round asks for one more.
  let round: Promise<number> | undefined;
  let again = false;

  const deliver = async (claim: repo.ClaimedDelivery): Promise<boolean> => {
    const handler = handlers.get(claim.type)?.get(claim.handler);
    try {
      if (!handler) throw new Error(`no handler ${claim.handler} for ${claim.type}`);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await handler(claim.payload as never, {
          tx,
          eventId: claim.eventId,
          createdAt: claim.createdAt,
        });
        if (!(await repo.markDelivered(tx, claim, clock.now())))
          throw new Error('the lease was lost to another dispatcher');
      });
      return true;
    } catch (error) {
      const dead = claim.attempts >= maxAttempts;
      const failure = { ...claim, error };
      await repo.markFailed(db, claim, {
        dead,
        retryAt: new Date(
          clock.now().getTime() + retryDelayMs(claim.attempts, backoffMs, maxBackoffMs),
        ),
        error: error instanceof Error ? error.message : String(error),
      });
      (dead ? options.onDead : options.onHandlerError)?.(failure);
      return false;
    }
  };

  const runRound = async (): Promise<number> => {
    let delivered = 0;
    const names = [...handlers.values()].flatMap((byName) => [...byName.keys()]);
    if (names.length === 0) return 0;
    for (;;) {
      if (stopped) return delivered;
      const now = clock.now();
      const claims = await repo.claimDue(db, {
        handlers: names,
        now,
        leaseUntil: new Date(now.getTime() + leaseMs),
        limit: batchSize,
      });
      if (claims.length === 0) return delivered;
      for (const claim of claims) if (await deliver(claim)) delivered += 1;
    }
  };

  const dispatch = (): Promise<number> => {
    if (round) {
      again = true;
      return round;
    }
    round = (async () => {
      let total = 0;
      do {
        again = false;
        total += await runRound();
      } while (again && !stopped);
      return total;
    })().finally(() => {
      round = undefined;
    });
    return round;
  };

  const poller = createPoller({ round: dispatch, pollMs, onError: options.onDispatchError });

  return {
    /** Handles events of `type` under a stable `name` (the delivery record's key: never rename). */
    register<K extends DurableEventName>(type: K, name: string, handler: OutboxHandler<K>): void {
      const byName = handlers.get(type) ?? new Map<string, OutboxHandler<DurableEventName>>();
      if (byName.has(name)) throw new Error(`outbox handler ${name} is already registered`);
      byName.set(name, handler as OutboxHandler<DurableEventName>);
      handlers.set(type, byName);
    },

    /**
     * Writes an event inside the caller's transaction `tx`, with one delivery per handler
     * registered for its type. Answers whether it wrote any delivery: if so, call `poke()`
     * after the commit for prompt delivery (with none, a poke would only look for work).
     */
    async write<K extends DurableEventName>(
      tx: Db,
      type: K,
      payload: DomainEventMap[K],
    ): Promise<boolean> {
      const names = [...(handlers.get(type)?.keys() ?? [])];
      await repo.insertEvent(tx, { type, payload, at: clock.now(), handlers: names });
      return names.length > 0;
    },

    /** Asks for delivery soon (after a commit); errors are the handlers' and are recorded. */
    poke(): void {
      if (stopped) return;
      setImmediate(() => {
        if (!stopped) dispatch().catch((error: unknown) => options.onDispatchError?.(error));
      });
    },

    /** Delivers everything due now; answers how many deliveries succeeded (tests, CLI). */
    dispatchNow: dispatch,

    /** Polls every `pollMs` for events written elsewhere or left by a crash. */
    start(): void {
      stopped = false;
      poller.start();
    },

    /** Stops polling and waits for the round in progress, so nothing runs after close. */
    async stop(): Promise<void> {
      stopped = true;
      await poller.stop();
      await round?.catch(() => {});
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;

/** The retention sweep's deletions of this table (docs/ARCHITECTURE.md, Retention). */
export { deleteDeliveredEvents, deleteSettledEvents } from './outbox.repo';
