import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Events that must not be lost (lib/outbox.ts): written in the transaction that made them true,
 * delivered after it commits. No foreign key to users: a payload is a record of what happened,
 * and erasure removes a user's events by payload (see the privacy notes) rather than by key.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // The retention sweep's scan: events written long ago.
  (table) => [index('outbox_events_created_at_idx').on(table.createdAt)],
);

/**
 * One row per (event, handler), created with the event, so each handler is delivered each event
 * once, however its siblings fare. `lease_until` keeps other dispatchers off a row being handled.
 */
export const outboxDeliveries = pgTable(
  'outbox_deliveries',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      // The delivery record is the event's own bookkeeping.
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    handler: text('handler').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.handler] }),
    // The dispatcher's scan: what is pending and due, oldest first.
    index('outbox_deliveries_due_idx')
      .on(table.nextAttemptAt, table.eventId)
      .where(sql`status = 'pending'`),
    check('outbox_deliveries_status_check', sql`status in ('pending', 'done', 'dead')`),
  ],
);
