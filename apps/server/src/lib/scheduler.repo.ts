import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deleteBatch } from './delete-batch';
import { scheduledJobs } from '../db/schema';

export type ClaimedJob = {
  id: string;
  name: string;
  key: string;
  payload: unknown;
  runAt: Date;
  everyMs: number | null;
  attempts: number;
  /** The lease this claim wrote: the fence of everything the run does to its row. */
  leaseUntil: Date;
};

/**
 * Puts a job at `runAt`, or moves the one already there under the same name and key (its
 * payload replaced, its attempts and any failure cleared). A job being run loses its lease, so
 * that run's finish is fenced off and the moved job runs at its new time.
 */
export async function upsertJob(
  tx: Db,
  job: { name: string; key: string; payload: unknown; runAt: Date; at: Date },
): Promise<void> {
  await tx
    .insert(scheduledJobs)
    .values({
      name: job.name,
      key: job.key,
      payload: job.payload,
      runAt: job.runAt,
      createdAt: job.at,
    })
    .onConflictDoUpdate({
      target: [scheduledJobs.name, scheduledJobs.key],
      set: {
        payload: job.payload,
        runAt: job.runAt,
        everyMs: null,
        attempts: 0,
        leaseUntil: null,
        lastError: null,
        failedAt: null,
      },
    });
}

/**
 * Makes sure a recurring job exists, first due at `firstRunAt`; an existing one keeps its next
 * run (several instances starting do not push it back) and takes the period given now.
 */
export async function ensureRecurring(
  db: Db,
  job: { name: string; key: string; everyMs: number; firstRunAt: Date; at: Date },
): Promise<void> {
  await db
    .insert(scheduledJobs)
    .values({
      name: job.name,
      key: job.key,
      runAt: job.firstRunAt,
      everyMs: job.everyMs,
      createdAt: job.at,
    })
    .onConflictDoUpdate({
      target: [scheduledJobs.name, scheduledJobs.key],
      set: { everyMs: job.everyMs, failedAt: null },
    });
}

export async function deleteJob(tx: Db, name: string, key: string): Promise<boolean> {
  const rows = await tx
    .delete(scheduledJobs)
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.key, key)))
    .returning({ id: scheduledJobs.id });
  return rows.length > 0;
}

/** Deletes every job of `name` whose key starts with `prefix` (all of a session's reminders). */
export async function deleteJobsByPrefix(tx: Db, name: string, prefix: string): Promise<number> {
  const rows = await tx
    .delete(scheduledJobs)
    .where(and(eq(scheduledJobs.name, name), sql`starts_with(${scheduledJobs.key}, ${prefix})`))
    .returning({ id: scheduledJobs.id });
  return rows.length;
}

/**
 * Leases up to `limit` due jobs of these names and counts the attempt. As in the outbox's
 * claim, SKIP LOCKED sends other instances to other rows and the outer conditions are checked
 * again on the row as it is, so a job is leased once.
 */
export async function claimDue(
  db: Db,
  options: { names: string[]; now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedJob[]> {
  const now = options.now.toISOString();
  const names = sql.join(
    options.names.map((name) => sql`${name}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    update scheduled_jobs j
    set lease_until = ${options.leaseUntil.toISOString()}::timestamptz, attempts = j.attempts + 1
    where j.failed_at is null
      and j.run_at <= ${now}::timestamptz
      and (j.lease_until is null or j.lease_until <= ${now}::timestamptz)
      and j.id in (
        select id from scheduled_jobs
        where failed_at is null
          and run_at <= ${now}::timestamptz
          and (lease_until is null or lease_until <= ${now}::timestamptz)
          and name in (${names})
        order by run_at, id
        limit ${options.limit}
        for update skip locked)
    returning j.id, j.name, j.key, j.payload, j.run_at as "runAt", j.every_ms as "everyMs",
      j.attempts, j.lease_until as "leaseUntil"`)) as unknown as { rows: ClaimedJob[] };
  return result.rows
    .map((row) => ({
      ...row,
      runAt: new Date(row.runAt),
      leaseUntil: new Date(row.leaseUntil),
      everyMs: row.everyMs === null ? null : Number(row.everyMs),
    }))
    .sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}

/** The claim's row, still under this claim's lease (the fence). */
const stillClaimed = (job: ClaimedJob) =>
  and(eq(scheduledJobs.id, job.id), eq(scheduledJobs.leaseUntil, job.leaseUntil));

/** A one-off job ran: it is gone. False when its lease was lost (the caller rolls back). */
export async function finishOnce(tx: Db, job: ClaimedJob): Promise<boolean> {
  const rows = await tx
    .delete(scheduledJobs)
    .where(stillClaimed(job))
    .returning({ id: scheduledJobs.id });
  return rows.length > 0;
}

/** A recurring job ran: its next run is due `everyMs` after `now`. */
export async function finishRecurring(db: Db, job: ClaimedJob, now: Date): Promise<boolean> {
  const rows = await db
    .update(scheduledJobs)
    .set({
      runAt: new Date(now.getTime() + (job.everyMs ?? 0)),
      attempts: 0,
      leaseUntil: null,
      lastError: null,
    })
    .where(stillClaimed(job))
    .returning({ id: scheduledJobs.id });
  return rows.length > 0;
}

/** A run failed: it is tried again at `retryAt`, or kept as failed (`dead`). */
export async function markFailed(
  db: Db,
  job: ClaimedJob,
  outcome: { retryAt: Date; dead: boolean; error: string; at: Date },
): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({
      runAt: outcome.retryAt,
      leaseUntil: null,
      lastError: outcome.error.slice(0, 2_000),
      failedAt: outcome.dead ? outcome.at : null,
    })
    .where(stillClaimed(job));
}

/** Jobs of `name` (tests and the CLI look at what is planned). */
export async function jobsNamed(db: Db, name: string) {
  return db
    .select()
    .from(scheduledJobs)
    .where(eq(scheduledJobs.name, name))
    .orderBy(scheduledJobs.runAt);
}

/**
 * One-off jobs kept after their last failed attempt (`failed_at`) before `cutoff`. Jobs that
 * ran are deleted as they run, and recurring ones are never failed, so nothing else is kept.
 */
export const deleteFailedJobs = (db: Db, cutoff: Date, limit: number) =>
  deleteBatch(db, scheduledJobs, scheduledJobs.id, lt(scheduledJobs.failedAt, cutoff), limit);
