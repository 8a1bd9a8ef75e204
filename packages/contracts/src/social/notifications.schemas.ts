import { z } from 'zod';
import { CHALLENGE_TYPES } from '../challenges/challenges.rules';
import { successEnvelope } from '../common/envelope';
import { REPORT_SUBJECTS } from './reports.schemas';

const isoDateTime = z.iso.datetime({ offset: true });
const count = z.number().int().nonnegative();

/**
 * The one list of notification kinds (docs/ARCHITECTURE.md, Notifications). A later feature
 * (challenges, study sessions, tournaments, moderation) adds its kind here: its data schema
 * below, its default delivery, and its texts in the `notifications` catalogue; nothing else.
 */
export const NOTIFICATION_KINDS = [
  'friend_request_received',
  'friend_request_accepted',
  'message_received',
  'achievement_unlocked',
  'level_up',
  'challenge_received',
  'challenge_result',
  'study_group_join_request',
  'study_group_request_approved',
  'study_session_reminder',
  'study_session_started',
  'tournament_registration_open',
  'tournament_match_ready',
  'tournament_advanced',
  'tournament_eliminated',
  'tournament_prize',
  'tournament_cancelled',
  'report_resolved',
  'moderation_notice',
  'learning_path_assigned',
  'question_set_reviewed',
  'data_export_ready',
  'account_erasure_cancelled',
  'answer_corrected',
  'dispute_resolved',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** How a kind is delivered until the player changes it. */
export const NOTIFICATION_DEFAULTS: Record<NotificationKind, { in_app: boolean; email: boolean }> =
  {
    friend_request_received: { in_app: true, email: true },
    friend_request_accepted: { in_app: true, email: false },
    message_received: { in_app: true, email: true },
    achievement_unlocked: { in_app: true, email: false },
    level_up: { in_app: true, email: false },
    challenge_received: { in_app: true, email: true },
    challenge_result: { in_app: true, email: false },
    study_group_join_request: { in_app: true, email: false },
    study_group_request_approved: { in_app: true, email: true },
    study_session_reminder: { in_app: true, email: true },
    study_session_started: { in_app: true, email: false },
    tournament_registration_open: { in_app: true, email: true },
    tournament_match_ready: { in_app: true, email: true },
    tournament_advanced: { in_app: true, email: false },
    tournament_eliminated: { in_app: true, email: false },
    tournament_prize: { in_app: true, email: true },
    tournament_cancelled: { in_app: true, email: true },
    report_resolved: { in_app: true, email: false },
    moderation_notice: { in_app: true, email: true },
    learning_path_assigned: { in_app: true, email: true },
    question_set_reviewed: { in_app: true, email: true },
    data_export_ready: { in_app: true, email: true },
    // Mailed by the privacy module itself, at once: not again in a digest.
    account_erasure_cancelled: { in_app: true, email: false },
    answer_corrected: { in_app: true, email: false },
    dispute_resolved: { in_app: true, email: false },
  };

/** A study session as a notification names it (the session is read by its id). */
const studySessionNotice = z.object({
  session_id: z.uuid(),
  group_id: z.uuid(),
  group_name: z.string(),
  title: z.string(),
  session_type: z.enum(['live', 'recorded', 'other']),
  scheduled_at: isoDateTime,
});

/** A tournament as a notification names it (the tournament is read by its id). */
const tournamentNotice = z.object({ tournament_id: z.uuid(), tournament_name: z.string() });

/** What each kind carries besides its actor; the client words it from the catalogue. */
export const notificationDataSchemas = {
  friend_request_received: z.object({}),
  friend_request_accepted: z.object({}),
  /** One notification per unread conversation: `message_count` grows until it is read. */
  message_received: z.object({
    conversation_id: z.uuid(),
    conversation_name: z.string().nullable(),
    is_group: z.boolean(),
    preview: z.string(),
    message_count: z.number().int().positive(),
  }),
  achievement_unlocked: z.object({
    achievement_id: z.string(),
    title: z.string(),
    points_reward: count,
    icon_url: z.string().nullable(),
  }),
  level_up: z.object({ level: z.number().int().positive() }),
  /** A friend challenged the reader (the actor); the challenge is read by its id. */
  challenge_received: z.object({
    challenge_id: z.uuid(),
    challenge_type: z.enum(CHALLENGE_TYPES),
    /** Null: 'General'. */
    topic_name: z.string().nullable(),
    question_count: z.number().int().positive(),
  }),
  /**
   * A challenge the reader played has its result: won, lost or a draw, their place, and the
   * winner's name (the actor, when it was someone else).
   */
  challenge_result: z.object({
    challenge_id: z.uuid(),
    challenge_type: z.enum(CHALLENGE_TYPES),
    outcome: z.enum(['won', 'lost', 'draw']),
    place: z.number().int().positive().nullable(),
    winner_name: z.string().nullable(),
  }),
  /** Someone (the actor) asks to join a private group the reader owns or moderates. */
  study_group_join_request: z.object({ group_id: z.uuid(), group_name: z.string() }),
  /** The reader's request to join a private group was approved (by the actor). */
  study_group_request_approved: z.object({ group_id: z.uuid(), group_name: z.string() }),
  /** A study session the reader asked to be reminded of starts in `minutes_before` minutes. */
  study_session_reminder: studySessionNotice.extend({ minutes_before: z.number().int() }),
  /** A study session the reader said they would attend has started. */
  study_session_started: studySessionNotice,
  /** Registration opened for a tournament the reader bookmarked. */
  tournament_registration_open: tournamentNotice.extend({ registration_end: isoDateTime }),
  /** The reader's match of `round` is open: join it before it starts at `starts_at`. */
  tournament_match_ready: tournamentNotice.extend({
    round: z.number().int().positive(),
    game_id: z.uuid(),
    starts_at: isoDateTime,
  }),
  /** The reader won through `round` and plays the next one. */
  tournament_advanced: tournamentNotice.extend({ round: z.number().int().positive() }),
  /** The reader was knocked out in `round`. */
  tournament_eliminated: tournamentNotice.extend({ round: z.number().int().positive() }),
  /** The tournament is over: the reader finished `place` and won `points`. */
  tournament_prize: tournamentNotice.extend({
    place: z.number().int().positive(),
    points: z.number().int().positive(),
  }),
  /** The tournament was cancelled; the reader's entry fee (`refund`, maybe 0) came back. */
  tournament_cancelled: tournamentNotice.extend({ refund: count }),
  /** A report the reader filed was decided: a moderator acted on it, or found nothing to do. */
  report_resolved: z.object({
    report_id: z.uuid(),
    subject_type: z.enum(REPORT_SUBJECTS),
    outcome: z.enum(['action_taken', 'no_action']),
  }),
  /**
   * A moderator acted on the reader: a warning, a mute until `until`, a removed message, the
   * name of their study group or room reset, or a flagged quiz's `points` taken back; `reason`
   * as the moderator wrote it.
   */
  moderation_notice: z.object({
    action: z.enum([
      'warned',
      'muted',
      'content_removed',
      'group_renamed',
      'room_renamed',
      'points_voided',
    ]),
    reason: z.string(),
    until: isoDateTime.nullable(),
    points: count.nullable(),
  }),
  /** An administrator (the actor) assigned the reader a learning path, seen on their career page. */
  learning_path_assigned: z.object({
    topic_count: z.number().int().positive(),
    note: z.string().nullable(),
  }),
  /**
   * A moderator decided the reader's request to list their question set publicly: approved (now
   * listed) or rejected, with the moderator's note.
   */
  question_set_reviewed: z.object({
    set_id: z.uuid(),
    set_name: z.string(),
    outcome: z.enum(['approved', 'rejected']),
    note: z.string(),
  }),
  /** The copy of their data the reader asked for is ready on their profile until `expires_at`. */
  data_export_ready: z.object({ export_id: z.uuid(), expires_at: isoDateTime }),
  /** The reader signed in during the grace period, so the deletion they asked for is off. */
  account_erasure_cancelled: z.object({}),
  /**
   * A question the reader answered in a quiz had its answer corrected (an upheld dispute): the
   * quiz was re-scored, its points changed by `points_change` (negative: taken back, at most
   * what the reader held) and their answer is now right or not (`now_correct`).
   */
  answer_corrected: z.object({
    session_id: z.uuid(),
    question_id: z.uuid(),
    question_text: z.string(),
    points_change: z.number().int(),
    now_correct: z.boolean(),
  }),
  /** A dispute the reader filed was decided: upheld (the answer corrected) or rejected, with the note. */
  dispute_resolved: z.object({
    dispute_id: z.uuid(),
    session_id: z.uuid(),
    question_id: z.uuid(),
    question_text: z.string(),
    outcome: z.enum(['upheld', 'rejected']),
    note: z.string().nullable(),
  }),
} satisfies Record<NotificationKind, z.ZodType>;
export type NotificationData<K extends NotificationKind> = z.infer<
  (typeof notificationDataSchemas)[K]
>;

/** Whoever caused it, as others see them. */
export const notificationActorSchema = z.object({
  user_id: z.uuid().nullable(),
  name: z.string(),
  avatar_url: z.string().nullable(),
});

const notificationBase = {
  id: z.uuid(),
  actor: notificationActorSchema.nullable(),
  created_at: isoDateTime,
  /** When it last changed (a coalesced message notification moves up with each message). */
  updated_at: isoDateTime,
  is_read: z.boolean(),
  read_at: isoDateTime.nullable(),
};

function variant<K extends NotificationKind>(kind: K) {
  return z.object({
    ...notificationBase,
    kind: z.literal(kind),
    data: notificationDataSchemas[kind],
  });
}

/** One notification; `kind` says what `data` holds. */
export const notificationSchema = z
  .discriminatedUnion('kind', [
    variant('friend_request_received'),
    variant('friend_request_accepted'),
    variant('message_received'),
    variant('achievement_unlocked'),
    variant('level_up'),
    variant('challenge_received'),
    variant('challenge_result'),
    variant('study_group_join_request'),
    variant('study_group_request_approved'),
    variant('study_session_reminder'),
    variant('study_session_started'),
    variant('tournament_registration_open'),
    variant('tournament_match_ready'),
    variant('tournament_advanced'),
    variant('tournament_eliminated'),
    variant('tournament_prize'),
    variant('tournament_cancelled'),
    variant('report_resolved'),
    variant('moderation_notice'),
    variant('learning_path_assigned'),
    variant('question_set_reviewed'),
    variant('data_export_ready'),
    variant('account_erasure_cancelled'),
    variant('answer_corrected'),
    variant('dispute_resolved'),
  ])
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_DEFAULT_LIMIT = 20;
export const NOTIFICATIONS_MAX_LIMIT = 50;
/** The bell's dropdown shows this many. */
export const BELL_NOTIFICATION_COUNT = 5;

/** `GET /api/social/notifications`: unread first, then newest. */
export const notificationsQuerySchema = z.strictObject({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATIONS_MAX_LIMIT)
    .default(NOTIFICATIONS_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
  filter: z.enum(['all', 'unread']).default('all'),
  kind: notificationKindSchema.optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

/** `PUT /api/social/notifications/read`: these ids (the caller's own), or all of them. */
export const notificationsReadBodySchema = z
  .strictObject({
    notification_ids: z.array(z.uuid()).min(1).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .refine(
    (body) => (body.notification_ids === undefined) !== (body.all === undefined),
    'Send notification_ids or all: true',
  );
export type NotificationsReadBody = z.infer<typeof notificationsReadBodySchema>;

export const notificationsResponseSchema = successEnvelope(
  z.object({
    notifications: z.array(notificationSchema),
    unread_count: count,
    total: count,
  }),
);
export const notificationsReadResponseSchema = successEnvelope(
  z.object({ updated: count, unread_count: count }),
);

/** Per kind: shown in the app, and sent by email when unseen. */
export const notificationChannelsSchema = z.strictObject({
  in_app: z.boolean(),
  email: z.boolean(),
});
// One field per kind (not a record), so the API document lists them.
const kindsShape = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, notificationChannelsSchema]),
) as Record<NotificationKind, typeof notificationChannelsSchema>;

export const notificationPreferencesSchema = z
  .object({
    kinds: z.object(kindsShape),
    /** False after an unsubscribe link: no email of any kind until turned on again. */
    email_enabled: z.boolean(),
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesBodySchema = z
  .strictObject({
    kinds: z.strictObject(kindsShape).partial().optional(),
    email_enabled: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBodySchema>;
export const notificationPreferencesResponseSchema = successEnvelope(notificationPreferencesSchema);

/**
 * Kinds that lose their point when they wait for the digest (a reminder before a session): when
 * the player wants them by email, each is mailed as it is made, on its own.
 */
export const MAIL_AT_ONCE_KINDS: readonly NotificationKind[] = [
  'study_session_reminder',
  'tournament_match_ready',
  // Asked for and waited on: the notice should not sit in a digest.
  'data_export_ready',
];

/** An email goes only when a notification stays unread this long (and at most one an hour). */
export const EMAIL_DIGEST_DELAY_MINUTES = 15;
export const EMAIL_DIGEST_INTERVAL_MINUTES = 60;

/** `POST /api/notifications/unsubscribe?token` (RFC 8058 one-click) and the page's GET. */
export const unsubscribeQuerySchema = z.strictObject({ token: z.string().min(16).max(512) });
export const unsubscribeResponseSchema = successEnvelope(
  z.object({ email_enabled: z.literal(false) }),
);
