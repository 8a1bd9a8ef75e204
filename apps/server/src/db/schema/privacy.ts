import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A person's request for a copy of their data (docs/ARCHITECTURE.md, Privacy: export): built in
 * the background by the scheduler, kept as a ZIP under `storage_key` until `expires_at`.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      // The copy is the person's own: it goes with them.
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    /** 0-100, moved on as each module's part is written. */
    progress: integer('progress').notNull().default(0),
    /** Builds begun: a build that stopped half way (a crash) is started again from the top. */
    attempts: integer('attempts').notNull().default(0),
    /** The last sign of life of the build in progress; a stale one is taken over. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('data_exports_user_idx').on(table.userId, table.createdAt),
    // One unfinished export per person, held by the database against two requests at once;
    // the build round reads through it too.
    uniqueIndex('data_exports_one_pending_key')
      .on(table.userId)
      .where(sql`status in ('queued', 'building')`),
    check(
      'data_exports_status_check',
      sql`status in ('queued', 'building', 'ready', 'expired', 'failed')`,
    ),
    check('data_exports_progress_check', sql`progress between 0 and 100`),
  ],
);

/**
 * A person's account erasure (docs/ARCHITECTURE.md, Privacy: erasure): due at `erase_after`
 * (the grace period, or at once when an admin erases), run by the scheduler part by part with
 * `last_part` the last module whose part is done, so a crash resumes after it. The row is
 * deleted with the user row in the run's last transaction, so a finished erasure leaves nothing
 * (no 'done' status); a cancelled one stays until the person's next erasure removes it. No key
 * to users: the row must not go before the run's last step, which deletes both.
 */
export const accountErasures = pgTable(
  'account_erasures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** 'self' (the person, with the grace period) or 'admin' (at once). */
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    /** The module whose part was erased last; null before the first. */
    lastPart: text('last_part'),
    /** Runs begun: a run that failed is tried again on a later round. */
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('account_erasures_due_idx').on(table.status, table.eraseAfter),
    // One open erasure per person, held by the database against two requests at once.
    uniqueIndex('account_erasures_one_open_key')
      .on(table.userId)
      .where(sql`status in ('pending', 'running')`),
    check('account_erasures_status_check', sql`status in ('pending', 'running', 'cancelled')`),
    check('account_erasures_requested_by_check', sql`requested_by in ('self', 'admin')`),
  ],
);
