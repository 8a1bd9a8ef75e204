/**
 * How long QuizArena keeps what (docs/PRIVACY.md, Retention). Written once: the server's
 * retention sweep deletes by these numbers and the privacy page shows them, so the page can never
 * promise a period the code does not keep. The texts saying what each rule covers and why are in
 * the `privacy` catalogue under `retention.rules.<id>`.
 */

/** What a period counts from. */
export type RetentionClock =
  /** A sign-in ended: its absolute expiry passed, or it was signed out or revoked. */
  | 'ended'
  /** A mailed link was used, or its time ran out. */
  | 'used_or_expired'
  /** A short-lived sign-in step's time ran out. */
  | 'expired'
  /** The player read it. */
  | 'read'
  /** It last changed. */
  | 'updated'
  /** A moderator decided the review. */
  | 'decided'
  /** It was written (and every handler has it). */
  | 'written'
  /** Its last attempt failed. */
  | 'failed'
  /** The file was ready. */
  | 'ready';

export type RetentionRule = {
  id: RetentionRuleId;
  /** The module that owns the rows and deletes them (docs/ARCHITECTURE.md, Table ownership). */
  owner: 'auth' | 'notifications' | 'fair-play' | 'outbox' | 'scheduler' | 'privacy' | 'audit';
  /** Days kept after `from`; null: kept on purpose (the audit trail), see the rule's reason. */
  keepDays: number | null;
  from: RetentionClock | null;
  /**
   * Who deletes: the daily `retention.sweep` (apps/server/src/modules/retention), the export
   * module's own job, or nobody.
   */
  enforcedBy: 'retention.sweep' | 'privacy.exports' | 'kept';
};

export const RETENTION_RULE_IDS = [
  'ended_sessions',
  'email_tokens',
  'second_factor_tickets',
  'oauth_states',
  'read_notifications',
  'old_notifications',
  'review_evidence',
  'delivered_events',
  'dead_events',
  'failed_jobs',
  'finished_exports',
  'audit_log',
] as const;
export type RetentionRuleId = (typeof RETENTION_RULE_IDS)[number];

/** The rules, in the order the privacy page lists them. */
export const RETENTION_RULES: readonly RetentionRule[] = [
  // A month past its end a sign-in is no use to anyone, yet a person asking "was that me?"
  // about a sign-in they just saw end still finds it in their devices' history.
  {
    id: 'ended_sessions',
    owner: 'auth',
    keepDays: 30,
    from: 'ended',
    enforcedBy: 'retention.sweep',
  },
  // A week lets a link clicked twice say 'already used' rather than 'unknown'.
  {
    id: 'email_tokens',
    owner: 'auth',
    keepDays: 7,
    from: 'used_or_expired',
    enforcedBy: 'retention.sweep',
  },
  {
    id: 'second_factor_tickets',
    owner: 'auth',
    keepDays: 1,
    from: 'expired',
    enforcedBy: 'retention.sweep',
  },
  {
    id: 'oauth_states',
    owner: 'auth',
    keepDays: 1,
    from: 'expired',
    enforcedBy: 'retention.sweep',
  },
  {
    id: 'read_notifications',
    owner: 'notifications',
    keepDays: 90,
    from: 'read',
    enforcedBy: 'retention.sweep',
  },
  {
    id: 'old_notifications',
    owner: 'notifications',
    keepDays: 365,
    from: 'updated',
    enforcedBy: 'retention.sweep',
  },
  // The decision and its reason stay (a player's record in the moderation queue); the answer
  // times the rule measured are the player's own game history, kept in their games.
  {
    id: 'review_evidence',
    owner: 'fair-play',
    keepDays: 90,
    from: 'decided',
    enforcedBy: 'retention.sweep',
  },
  {
    id: 'delivered_events',
    owner: 'outbox',
    keepDays: 30,
    from: 'written',
    enforcedBy: 'retention.sweep',
  },
  // Longer: someone has to look at why a delivery gave up.
  {
    id: 'dead_events',
    owner: 'outbox',
    keepDays: 180,
    from: 'written',
    enforcedBy: 'retention.sweep',
  },
  {
    id: 'failed_jobs',
    owner: 'scheduler',
    keepDays: 180,
    from: 'failed',
    enforcedBy: 'retention.sweep',
  },
  // Deleted by the export module itself (file and row together); the number is this one.
  {
    id: 'finished_exports',
    owner: 'privacy',
    keepDays: 7,
    from: 'ready',
    enforcedBy: 'privacy.exports',
  },
  // Kept: sign-ins, refused tampering and every staff action are the record of who did what.
  { id: 'audit_log', owner: 'audit', keepDays: null, from: null, enforcedBy: 'kept' },
];

/** One rule by id. */
export function retentionRule(id: RetentionRuleId): RetentionRule {
  const rule = RETENTION_RULES.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`no retention rule ${id}`);
  return rule;
}

/** The instant before which a rule's rows go, for a rule with a period. */
export function retentionCutoff(id: RetentionRuleId, now: Date): Date {
  const { keepDays } = retentionRule(id);
  if (keepDays === null) throw new Error(`retention rule ${id} keeps its rows`);
  return new Date(now.getTime() - keepDays * 86_400_000);
}

/**
 * Days an account waits between 'Delete my account' and its erasure; signing in during them
 * cancels the deletion (issue 23, Erase).
 */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
