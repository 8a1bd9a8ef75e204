import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deleteBatch } from './delete-batch';
import { outboxDeliveries, outboxEvents } from '../db/schema';

export type ClaimedDelivery = {
  eventId: number;
  handler: string;
  attempts: number;
  type: string;
  payload: unknown;
  createdAt: Date;
};

/** Stores an event and one pending delivery per handler, in the caller's transaction. */
export async function insertEvent(
  tx: Db,
  event: { type: string; payload: unknown; at: Date; handlers: string[] },
): Promise<number> {
  const [row] = await tx
    .insert(outboxEvents)
    .values({ type: event.type, payload: event.payload, createdAt: event.at })
    .returning({ id: outboxEvents.id });
  if (event.handlers.length > 0) {
    await tx
      .insert(outboxDeliveries)
      .values(
        event.handlers.map((handler) => ({ eventId: row!.id, handler, nextAttemptAt: event.at })),
      );
  }
  return row!.id;
}

/**
 * Leases up to `limit` due deliveries for these handlers and counts the attempt. SKIP LOCKED
 * lets dispatchers on other instances take other rows instead of waiting; the outer conditions
 * are checked again on the row as it is after a concurrent claim, so a row is leased once.
 */
export async function claimDue(
  db: Db,
  options: { handlers: string[]; now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedDelivery[]> {
  const now = options.now.toISOString();
  const handlers = sql.join(
    options.handlers.map((name) => sql`${name}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    update outbox_deliveries d
    set lease_until = ${options.leaseUntil.toISOString()}::timestamptz, attempts = d.attempts + 1
    from outbox_events e
    where e.id = d.event_id
      and d.status = 'pending'
      and (d.lease_until is null or d.lease_until <= ${now}::timestamptz)
      and (d.event_id, d.handler) in (
        select event_id, handler from outbox_deliveries
        where status = 'pending'
          and next_attempt_at <= ${now}::timestamptz
          and (lease_until is null or lease_until <= ${now}::timestamptz)
          and handler in (${handlers})
        order by next_attempt_at, event_id
        limit ${options.limit}
        for update skip locked)
    returning d.event_id as "eventId", d.handler, d.attempts, e.type, e.payload,
      e.created_at as "createdAt"`)) as unknown as { rows: ClaimedDelivery[] };
  return result.rows
    .map((row) => ({ ...row, eventId: Number(row.eventId), createdAt: new Date(row.createdAt) }))
    .sort((a, b) => a.eventId - b.eventId);
}

/**
 * Marks a claimed delivery handled, in the handler's transaction. The attempt count fences it:
 * if the lease ran out and another dispatcher claimed the row, nothing matches and the caller
 * rolls the handler's work back.
 */
export async function markDelivered(
  tx: Db,
  claim: Pick<ClaimedDelivery, 'eventId' | 'handler' | 'attempts'>,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(outboxDeliveries)
    .set({ status: 'done', deliveredAt: at, leaseUntil: null, lastError: null })
    .where(
      and(
        eq(outboxDeliveries.eventId, claim.eventId),
        eq(outboxDeliveries.handler, claim.handler),
        eq(outboxDeliveries.attempts, claim.attempts),
        eq(outboxDeliveries.status, 'pending'),
      ),
    )
    .returning({ eventId: outboxDeliveries.eventId });
  return rows.length === 1;
}

/** Records a failed attempt: due again at `retryAt`, or dead (kept, never retried). */
export async function markFailed(
  db: Db,
  claim: Pick<ClaimedDelivery, 'eventId' | 'handler' | 'attempts'>,
  outcome: { dead: boolean; retryAt: Date; error: string },
): Promise<void> {
  await db
    .update(outboxDeliveries)
    .set({
      status: outcome.dead ? 'dead' : 'pending',
      nextAttemptAt: outcome.retryAt,
      leaseUntil: null,
      lastError: outcome.error.slice(0, 2_000),
    })
    .where(
      and(
        eq(outboxDeliveries.eventId, claim.eventId),
        eq(outboxDeliveries.handler, claim.handler),
        eq(outboxDeliveries.attempts, claim.attempts),
      ),
    );
}

/** Events written before `cutoff` with no delivery in these states, a batch at a time. */
const deleteEventsWithout = (statuses: string[]) => (db: Db, cutoff: Date, limit: number) =>
  deleteBatch(
    db,
    outboxEvents,
    outboxEvents.id,
    and(
      lt(outboxEvents.createdAt, cutoff),
      notExists(
        db
          .select({ one: sql`1` })
          .from(outboxDeliveries)
          .where(
            and(
              eq(outboxDeliveries.eventId, outboxEvents.id),
              inArray(outboxDeliveries.status, statuses),
            ),
          ),
      ),
    ),
    limit,
  );

/** Events whose every delivery is done (or that had no handler). */
export const deleteDeliveredEvents = deleteEventsWithout(['pending', 'dead']);

/** Events with nothing left pending: some delivery gave up (dead) and was kept to be looked at. */
export const deleteSettledEvents = deleteEventsWithout(['pending']);
