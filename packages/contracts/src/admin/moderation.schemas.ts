import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { plainText } from '../common/text';
import { DISPUTE_STATUSES } from '../quiz/disputes.schemas';
import { answerKeySchema, playerResponseSchema, questionTypeSchema } from '../quiz/question-types';
import { moderatedQuestionSetSchema } from '../content/question-sets.schemas';
import { REPORT_SUBJECTS } from '../social/reports.schemas';
import { ACCOUNT_REASON_MAX } from './users.schemas';

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * What the one moderation queue holds: reports people filed (of a player, a message, a study
 * group's name or a room's name), sessions the fast-answer rule held off the leaderboards,
 * questions whose answer players dispute (one item per question, docs/DECISIONS.md #67) and
 * educators' requests to list a question set publicly (docs/DECISIONS.md #68).
 */
export const MODERATION_KINDS = [
  'report',
  'flagged_session',
  'answer_dispute',
  'set_publication',
] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

/** How long a claim keeps an item from other moderators. */
export const MODERATION_CLAIM_MINUTES = 15;
export const MODERATION_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

/** Done to the person an upheld item is about, besides removing the content. */
export const MODERATION_SANCTIONS = ['warn', 'mute', 'suspend', 'ban'] as const;
export type ModerationSanction = (typeof MODERATION_SANCTIONS)[number];

/** `GET /api/admin/moderation/pending`: oldest first. */
export const moderationPendingQuerySchema = z.strictObject({
  kind: z.enum(MODERATION_KINDS).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MODERATION_PAGE.maxLimit)
    .default(MODERATION_PAGE.defaultLimit),
});
export type ModerationPendingQuery = z.output<typeof moderationPendingQuerySchema>;

const personSchema = z.object({ id: z.uuid(), name: z.string() }).nullable();

export const moderationClaimSchema = z
  .object({ moderator: personSchema, expires_at: isoDateTime, mine: z.boolean() })
  .nullable();

/** One item as the queue lists it. */
export const moderationItemSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(MODERATION_KINDS),
  created_at: isoDateTime,
  /**
   * The person the item is about (the reported player, the message's sender, the group's owner
   * or the room's host, the flagged player).
   */
  subject: personSchema,
  /** A report's reason code ('spam', ...) or a flag's ('implausible_pace'). */
  reason: z.string(),
  /** What a report is of ('user', 'message', 'study_group', 'room'); null for a flagged session. */
  subject_type: z.enum(REPORT_SUBJECTS).nullable(),
  /**
   * A reported study group's or room's name as it was when reported, or the name of a question
   * set asked to be published; null for anything else.
   */
  reported_name: z.string().nullable(),
  /** A disputed question: its text and how many disputes of it are open; null for anything else. */
  question: z
    .object({ id: z.uuid(), text: z.string(), open_disputes: z.number().int() })
    .nullable(),
  claim: moderationClaimSchema,
});
export type ModerationItemSummary = z.infer<typeof moderationItemSummarySchema>;

export const moderationPendingResponseSchema = successEnvelope(
  z.object({
    items: z.array(moderationItemSummarySchema),
    /** Pending items of each kind, all of them (not only this page). */
    counts: z.object({
      report: z.number().int(),
      flagged_session: z.number().int(),
      /** Questions with open disputes (each one item). */
      answer_dispute: z.number().int(),
      set_publication: z.number().int(),
    }),
  }),
);
export type ModerationPendingPage = z.infer<typeof moderationPendingResponseSchema>['data'];

const messageLineSchema = z.object({
  id: z.uuid(),
  sender: personSchema,
  content: z.string().nullable(),
  created_at: isoDateTime,
  /** The reported message itself. */
  reported: z.boolean(),
});

const answerTimingSchema = z.object({
  /** The question's place in the quiz, from 1. */
  index: z.number().int(),
  time_ms: z.number().int(),
  correct: z.boolean(),
  /** The fastest a person could read the question and options, in ms. */
  floor_ms: z.number().int().nullable(),
  implausible: z.boolean(),
});

/** A disputer and what they wrote, as the moderation queue shows it (rude words masked). */
const disputeEntrySchema = z.object({
  id: z.uuid(),
  session_id: z.uuid(),
  disputer: personSchema,
  reason: z.string(),
  created_at: isoDateTime,
});

/**
 * How players answered a disputed question, over every stored solo answer of it: `answers`
 * are those given in time (`timeouts` apart), `accuracy` the percent of them fully right.
 * `choices` counts each option (how often it was picked; for choose-all, how often ticked) for
 * the types answered with options; `responses` the most frequent orders or typed answers (typed
 * ones folded as they are judged), most frequent first, for ordering and typed questions.
 */
export const disputeStatisticsSchema = z.object({
  answers: z.number().int(),
  timeouts: z.number().int(),
  correct: z.number().int(),
  accuracy: z.number().int(),
  choices: z
    .array(
      z.object({
        option_id: z.string(),
        option_text: z.string(),
        count: z.number().int(),
        /** Whether the key now names it (right, or in a choose-all's set). */
        in_key: z.boolean(),
      }),
    )
    .nullable(),
  responses: z
    .array(z.object({ text: z.string(), count: z.number().int(), correct: z.boolean() }))
    .nullable(),
});
export type DisputeStatistics = z.infer<typeof disputeStatisticsSchema>;

/** A disputed question as the moderator decides it. */
export const disputeDetailSchema = z.object({
  /** The dispute this item was opened by (the oldest open one of the question when listed). */
  id: z.uuid(),
  status: z.enum(DISPUTE_STATUSES),
  moderator_note: z.string().nullable(),
  question: z.object({
    id: z.uuid(),
    text: z.string(),
    type: questionTypeSchema,
    /** In the catalogue's order. */
    options: z.array(z.object({ id: z.string(), option_text: z.string() })),
    /** The key as it stands now (after an upheld dispute: the corrected one). */
    answer_key: answerKeySchema,
    correct_answer: z.string(),
    explanation: z.string().nullable(),
    language: z.string(),
  }),
  /** What the disputer answered in their quiz; null when they gave nothing in time. */
  response: playerResponseSchema.nullable(),
  statistics: disputeStatisticsSchema,
  /** Every open dispute of the question, oldest first (this one included while open). */
  open_disputes: z.array(disputeEntrySchema),
  /** This dispute's own entry, open or decided. */
  disputer: disputeEntrySchema,
});
export type DisputeDetail = z.infer<typeof disputeDetailSchema>;

/** One item with everything a moderator decides on. */
export const moderationItemDetailSchema = moderationItemSummarySchema.extend({
  status: z.enum(['pending', 'upheld', 'dismissed']),
  /** A report: who filed it, their details, and the content as it was when reported. */
  report: z
    .object({
      reporter: personSchema,
      details: z.string().nullable(),
      snapshot: z.record(z.string(), z.unknown()),
    })
    .nullable(),
  /** A reported message: the lines around it in its conversation, as they are now. */
  thread: z.array(messageLineSchema).nullable(),
  /**
   * A reported study group or room as it is now: its current name (null once it is gone) and
   * its context (a group's owner, members and description; a room's host and status).
   */
  named: z
    .object({
      type: z.enum(['study_group', 'room']),
      id: z.uuid(),
      reported_name: z.string(),
      current_name: z.string().nullable(),
      owner: personSchema,
      member_count: z.number().int().nullable(),
      description: z.string().nullable(),
      status: z.enum(['waiting', 'active', 'completed', 'cancelled']).nullable(),
    })
    .nullable(),
  /** A flagged session: its figures and each answer's time against the reading floor. */
  session: z
    .object({
      id: z.uuid(),
      topic: z.string(),
      points: z.number().int(),
      completed_at: isoDateTime.nullable(),
      answers: z.array(answerTimingSchema),
    })
    .nullable(),
  /** A disputed question: the dispute, the question with its key, its statistics, the others. */
  dispute: disputeDetailSchema.nullable(),
  /** A question set asked to be published: the set as it is now, every question with its answer. */
  question_set: moderatedQuestionSetSchema.nullable().optional(),
  /** The person's record: standing, earlier reports and flags, earlier decisions about them. */
  history: z
    .object({
      status: z.string(),
      muted_until: isoDateTime.nullable(),
      reports_about: z.number().int(),
      flagged_sessions: z.number().int(),
      decisions: z.array(
        z.object({
          kind: z.enum(MODERATION_KINDS),
          outcome: z.enum(['upheld', 'dismissed']),
          actions: z.array(z.string()),
          reason: z.string(),
          decided_at: isoDateTime,
        }),
      ),
    })
    .nullable(),
});
export type ModerationItemDetail = z.infer<typeof moderationItemDetailSchema>;
export const moderationItemResponseSchema = successEnvelope(moderationItemDetailSchema);

export const moderationClaimResponseSchema = successEnvelope(
  z.object({ claim: moderationClaimSchema.unwrap() }),
);

const reasonSchema = z.string().trim().min(1).max(ACCOUNT_REASON_MAX);

/** The longest explanation a question may carry (the catalogue's own limit). */
const EXPLANATION_MAX = 2000;

/**
 * Upholding an answer dispute corrects the question: the right option of a single-choice or
 * true/false question (`correct_option_id`), or a whole new key of a choose-all, ordering or
 * typed one (`answer_key`, of the question's own type), and optionally its explanation (null
 * removes it). The server checks the key against the question's options.
 */
export const answerCorrectionSchema = z.strictObject({
  correct_option_id: z.string().min(1).max(64).optional(),
  answer_key: answerKeySchema.optional(),
  explanation: plainText().min(1).max(EXPLANATION_MAX).nullable().optional(),
});
export type AnswerCorrection = z.output<typeof answerCorrectionSchema>;

/**
 * `POST /api/admin/moderation/{id}/approve`: uphold the item. For a flagged session that
 * confirms the flag (its points are voided through the ledger); for a publication request it
 * lists the question set (`reason` is the note its author reads); for a reported message
 * `remove_content` replaces it, for a reported study group or room it resets the name to a
 * neutral one (`neutralName`); a `sanction` acts on the person (mute and suspend until `until`).
 * For an answer dispute `correction` corrects the question and the quizzes that asked it.
 */
export const moderationApproveBodySchema = z
  .strictObject({
    reason: reasonSchema,
    remove_content: z.boolean().default(false),
    sanction: z.enum(MODERATION_SANCTIONS).optional(),
    until: isoDateTime.optional(),
    /** An answer dispute: the corrected answer (required there, refused elsewhere). */
    correction: answerCorrectionSchema.optional(),
  })
  .superRefine((body, context) => {
    const timed = body.sanction === 'mute' || body.sanction === 'suspend';
    if (timed && body.until === undefined)
      context.addIssue({ code: 'custom', path: ['until'], message: 'Say until when' });
    if (!timed && body.until !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['until'],
        message: 'Only a mute or a suspension has an end',
      });
  });
export type ModerationApproveBody = z.output<typeof moderationApproveBodySchema>;

/**
 * `POST /api/admin/moderation/{id}/reject`: dismiss a report, clear a flag, or refuse to list a
 * question set (`reason` is the note its author reads).
 */
export const moderationRejectBodySchema = z.strictObject({ reason: reasonSchema });
export type ModerationRejectBody = z.output<typeof moderationRejectBodySchema>;

export const moderationDecisionResponseSchema = successEnvelope(
  z.object({
    id: z.uuid(),
    status: z.enum(['upheld', 'dismissed']),
    actions: z.array(z.string()),
    /**
     * An upheld answer dispute: the solo quizzes re-scored against the corrected key, and those
     * left for the background round when the decision answered before all were done.
     */
    rescored: z.object({ sessions: z.number().int(), pending: z.boolean() }).optional(),
  }),
);

export const MODERATION_MESSAGES = {
  claimedByOther: 'Another moderator is working on this item.',
  decided: 'This item has already been decided.',
  notForKind: 'This action does not apply to this item',
  untilInPast: 'The end must be in the future',
  muted: 'You cannot send messages until {{until}}.',
  ownItem: 'You cannot decide an item about yourself.',
  staffSanction: 'Only an administrator can suspend or ban a moderator or an administrator',
  correctionNeeded: 'Say what the right answer is',
  correctionWrongField: {
    choice: 'This question takes its right option as correct_option_id',
    key: 'This question takes a whole answer key as answer_key',
  },
  correctionWrongType: 'The key must be of the question’s own type',
  correctionUnchanged: 'This is already the question’s answer',
  keyProblems: {
    unknown_option: 'Not an option of this question',
    duplicate_option: 'Each option at most once',
    order_incomplete: 'Put every option of the question in order',
    options_count: 'This key does not fit the question’s options',
  },
} as const;
