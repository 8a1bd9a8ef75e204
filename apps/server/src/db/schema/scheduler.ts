import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Work due at a time (lib/scheduler.ts): a one-off job (a reminder, a session's start) or the
 * next run of a recurring one (a round every N seconds). `(name, key)` is unique, so scheduling
 * the same thing again moves it instead of doubling it. `lease_until` keeps other instances off
 * a job being run; `attempts` fences a run whose lease was lost. No foreign key to users: a
 * payload names what it is about, and each module cancels its own jobs.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** A recurring job's period; null for a one-off, which is deleted when it has run. */
    everyMs: integer('every_ms'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Set when a one-off job failed its last attempt: kept for a person to look at, never run. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('scheduled_jobs_name_key_idx').on(table.name, table.key),
    // The claim's scan: what is due and not failed, soonest first.
    index('scheduled_jobs_due_idx')
      .on(table.runAt)
      .where(sql`failed_at is null`),
  ],
);
