import { RETENTION_RULES, retentionCutoff, type RetentionRuleId } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { deleteDeliveredEvents, deleteSettledEvents } from '../../lib/outbox';
import { deleteFailedJobs } from '../../lib/scheduler';
import {
  deleteEndedSessions,
  deleteExpiredOAuthStates,
  deleteExpiredSignInTickets,
  deleteSpentEmailTokens,
} from '../auth';
import { dropDecidedReviewEvidence } from '../fair-play';
import { deleteOldNotifications, deleteReadNotifications } from '../notifications';

/** One batch of a rule: at most `limit` rows older than `cutoff`, in one statement; how many. */
export type RetentionBatch = (db: Db, cutoff: Date, limit: number) => Promise<number>;

/**
 * The owner's batch for each rule the sweep enforces (the rules themselves, with their periods,
 * are in packages/contracts). Each owner deletes its own rows through its index.
 */
export const RETENTION_BATCHES: Partial<Record<RetentionRuleId, RetentionBatch>> = {
  ended_sessions: deleteEndedSessions,
  email_tokens: deleteSpentEmailTokens,
  second_factor_tickets: deleteExpiredSignInTickets,
  oauth_states: deleteExpiredOAuthStates,
  read_notifications: deleteReadNotifications,
  old_notifications: deleteOldNotifications,
  review_evidence: dropDecidedReviewEvidence,
  delivered_events: deleteDeliveredEvents,
  dead_events: deleteSettledEvents,
  failed_jobs: deleteFailedJobs,
};

export type SweepReport = {
  /** Rows deleted (or, for review evidence, cleared) per rule. */
  counts: Partial<Record<RetentionRuleId, number>>;
  /** False when the time budget ran out first: the next round goes on where this one stopped. */
  finished: boolean;
};

export type RetentionSweepOptions = {
  db: Db;
  clock: Clock;
  /** Rows a statement touches at most. */
  batchSize?: number;
  /** A round's time, well inside the scheduler's lease. */
  budgetMs?: number;
  batches?: Partial<Record<RetentionRuleId, RetentionBatch>>;
};

/**
 * The retention sweep (docs/ARCHITECTURE.md, Retention): every rule the contracts give to
 * `retention.sweep`, each a batch at a time until a batch comes back short. Every batch commits
 * alone, so a backlog never holds a long lock, and a round stopped anywhere (the budget, a crash)
 * is finished by the next: the rules only ever delete what is already past its period.
 */
export function createRetentionSweep(options: RetentionSweepOptions) {
  const { db, clock } = options;
  const batches = options.batches ?? RETENTION_BATCHES;
  const rules = RETENTION_RULES.filter((rule) => rule.enforcedBy === 'retention.sweep');
  for (const rule of rules)
    if (!batches[rule.id]) throw new Error(`retention rule ${rule.id} has no batch`);

  return async function sweep(
    overrides: { batchSize?: number; budgetMs?: number } = {},
  ): Promise<SweepReport> {
    const batchSize = overrides.batchSize ?? options.batchSize ?? 500;
    const budgetMs = overrides.budgetMs ?? options.budgetMs ?? 20_000;
    const now = clock.now();
    const stopAt = now.getTime() + budgetMs;
    const counts: SweepReport['counts'] = {};
    for (const rule of rules) {
      const batch = batches[rule.id]!;
      const cutoff = retentionCutoff(rule.id, now);
      let total = 0;
      for (;;) {
        const done = await batch(db, cutoff, batchSize);
        total += done;
        if (done < batchSize) break;
        if (clock.now().getTime() >= stopAt) {
          counts[rule.id] = total;
          return { counts, finished: false };
        }
      }
      counts[rule.id] = total;
    }
    return { counts, finished: true };
  };
}
export type RetentionSweep = ReturnType<typeof createRetentionSweep>;
