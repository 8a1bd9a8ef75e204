import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * One attempt at the personality assessment (modules/assessment). Answers are saved as the
 * player goes, as a map from question id to the chosen response's position (1-5), merged in one
 * statement so two quick saves never lose each other. Submission scores them once and keeps the
 * scores beside them; the career suggestions are computed when read (quiz evidence changes).
 */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      // Personality data is the person's alone: it goes with them.
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    status: text('status').notNull().default('in_progress'),
    answers: jsonb('answers').$type<Record<string, number>>().notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The registration-rule age the norms were chosen by. */
    ageAtCompletion: integer('age_at_completion'),
    /** Scores, percentiles, facets and validity as submission computed them. */
    result: jsonb('result').$type<StoredAssessmentResult>(),
    isValid: boolean('is_valid'),
    /** SHA-256 of the share link's token (the token is only ever in the link); null when off. */
    shareTokenHash: text('share_token_hash').unique(),
  },
  (table) => [
    // At most one attempt in progress per player: 'create once'.
    uniqueIndex('assessments_one_in_progress_key')
      .on(table.userId)
      .where(sql`${table.status} = 'in_progress'`),
    index('assessments_user_completed_idx').on(table.userId, table.completedAt.desc()),
    check('assessments_status_check', sql`${table.status} in ('in_progress', 'completed')`),
    check('assessments_template_check', sql`${table.templateId} in ('big-five', 'big-five-short')`),
    check(
      'assessments_completed_check',
      sql`(${table.status} = 'completed') = (${table.completedAt} is not null and ${table.result} is not null)`,
    ),
  ],
);

export type StoredAssessmentResult = {
  traitScores: Record<string, number>;
  percentiles: Record<string, number>;
  facets: Record<string, { facet: string; score: number; percentile: number }[]> | null;
  validity: string[];
  normGroup: string;
};

/**
 * A parent's consent for a player under 16 (by the younger possible age) to take the
 * assessment: one row per player, the newest request. The parent's link is found by the SHA-256
 * of its token; the same link lets the parent withdraw later. Every decision is also written
 * to the audit log.
 */
export const parentalConsents = pgTable(
  'parental_consents',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentEmail: text('parent_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'parental_consents_status_check',
      sql`${table.status} in ('pending', 'granted', 'refused', 'withdrawn')`,
    ),
  ],
);
