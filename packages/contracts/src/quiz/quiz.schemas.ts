import { z } from 'zod';
import { earnedAchievementSchema } from '../achievements/achievements.schemas';
import { successEnvelope } from '../common/envelope';
import { difficultyLevelSchema } from '../content/content.schemas';
import { questionImageFields } from '../content/question.schemas';
import { shareKeySchema } from '../content/question-sets.schemas';
import { gameModeSchema } from './game-modes';
import { playerResponseSchema, questionTypeSchema } from './question-types';
import { EXTENDED_TIME_FACTORS, RESULT_LEVELS, RESULT_OUTCOMES } from './quiz.rules';

/**
 * The opponent's name the server sends for the Practice Bot, which plays every solo quiz. It is
 * a fixed value, not a player's name: clients show their catalogue's name for it.
 */
export const PRACTICE_BOT_NAME = 'Practice Bot';

const uuid = z.uuid();
const isoDateTime = z.iso.datetime({ offset: true });

/** A player's time accommodation: their countdowns last 1, 1.5 or 2 times the mode's. */
export const extendedTimeSchema = z.literal(EXTENDED_TIME_FACTORS, {
  error: 'Extended time must be 1, 1.5 or 2',
});

/** Seconds a countdown lasts (7.5 for a 1.5x quick fire); null without one (practice). */
const countdownSeconds = z.number().positive().nullable();

/** An IANA time zone name as browsers report it (`Intl.DateTimeFormat().resolvedOptions()`). */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

/** POST /api/games/session: start a solo quiz of a topic. */
export const sessionCreateBodySchema = z.strictObject({
  topic_id: uuid,
  /** Optional check: when given it must be the topic's category. */
  category_id: uuid.optional(),
  game_mode: gameModeSchema.default('practice'),
  /** The player's time zone, for day streaks; UTC when absent. */
  time_zone: timeZoneSchema.optional(),
  /**
   * The share key of a question set shared by link, which lets someone other than its owner
   * play it (docs/DECISIONS.md #68); needed again to resume such a quiz.
   */
  share_key: shareKeySchema.optional(),
});
export type SessionCreateBody = z.infer<typeof sessionCreateBodySchema>;

/** An answer option as a player sees it: never whether it is correct. */
export const playerOptionSchema = z.object({ id: z.string(), option_text: z.string() });
export type PlayerOption = z.infer<typeof playerOptionSchema>;

/** The question being played, as served: options shuffled for this player, no correct flag. */
export const servedQuestionSchema = z
  .object({
    id: uuid,
    /** 1-based position in the session. */
    position: z.number().int().positive(),
    question_text: z.string(),
    /** How it is answered: one option, true/false, all that apply, an order, or typed words. */
    type: questionTypeSchema,
    /** Shuffled for this player (an ordering question's starting order); empty for a typed question. */
    options: z.array(playerOptionSchema),
    /**
     * The BCP 47 tag of the language the question and its options are written in, which may
     * differ from the interface's (the client marks them with it for screen readers).
     */
    language: z.string(),
    points: z.number().int().positive(),
    difficulty: difficultyLevelSchema,
    served_at: isoDateTime,
    /** Seconds allowed by the player's countdown (their accommodation included); null in practice. */
    time_limit_seconds: countdownSeconds,
    /** Seconds already gone since it was served (a reload keeps the countdown honest). */
    elapsed_seconds: z.number().nonnegative(),
    ...questionImageFields,
  })
  .meta({ id: 'ServedQuestion' });
export type ServedQuestion = z.infer<typeof servedQuestionSchema>;

export const scorePanelSchema = z.object({
  player_points: z.number().int().nonnegative(),
  player_correct: z.number().int().nonnegative(),
  bot_points: z.number().int().nonnegative(),
  bot_correct: z.number().int().nonnegative(),
});
export type ScorePanel = z.infer<typeof scorePanelSchema>;

export const SESSION_STATUSES = ['active', 'completed', 'abandoned'] as const;

export const quizSessionSchema = z
  .object({
    id: uuid,
    topic_id: uuid,
    category_id: uuid,
    topic_name: z.string(),
    category_name: z.string(),
    game_mode: gameModeSchema,
    multiplier: z.number().positive(),
    difficulty: difficultyLevelSchema,
    status: z.enum(SESSION_STATUSES),
    total_questions: z.number().int().positive(),
    answered_count: z.number().int().nonnegative(),
    /** Seconds per question, as fixed when the quiz started (accommodation included); null in practice. */
    time_per_question: countdownSeconds,
    /** The time accommodation this quiz was started with (1 in practice, which has no countdown). */
    extended_time: extendedTimeSchema,
    started_at: isoDateTime,
    /** PRACTICE_BOT_NAME in solo play. */
    opponent_name: z.string(),
    score: scorePanelSchema,
    /** The served, unanswered question, if there is one. */
    current_question: servedQuestionSchema.nullable(),
  })
  .meta({ id: 'QuizSession' });
export type QuizSession = z.infer<typeof quizSessionSchema>;

export const sessionResponseSchema = successEnvelope(z.object({ session: quizSessionSchema }));
export const nextQuestionResponseSchema = successEnvelope(
  z.object({ question: servedQuestionSchema.nullable() }),
);

/**
 * POST /api/games/session/{id}/answer: the chosen option id (single choice and true/false), or
 * the `response` of any type; null (or neither) when time ran out.
 */
export const answerBodySchema = z
  .strictObject({
    question_id: uuid,
    selected_option: z.string().min(1).max(64).nullable().optional(),
    response: playerResponseSchema.nullable().optional(),
  })
  .refine((body) => body.selected_option == null || body.response == null, {
    path: ['response'],
    message: 'Send either selected_option or response, not both',
  });
export type AnswerBody = z.infer<typeof answerBodySchema>;

export const botAnswerSchema = z.object({
  /** The bot's option; empty for a question not answered by one option. */
  selected_option: z.string(),
  is_correct: z.boolean(),
  time_taken: z.number().nonnegative(),
  points_earned: z.number().int().nonnegative(),
});

/** What the server decided about one answer, revealed only once the player has answered. */
export const decidedAnswerSchema = z.object({
  question_id: uuid,
  position: z.number().int().positive(),
  type: questionTypeSchema,
  /** The option chosen, for a question answered by one; null otherwise or when time ran out. */
  selected_option: z.string().nullable(),
  /** What the player sent, of any type; null when time ran out. */
  response: playerResponseSchema.nullable(),
  /** The right option, for a question answered by one; null for the other types. */
  correct_option: z.string().nullable(),
  /** The fully right response, of the question's type. */
  correct_response: playerResponseSchema,
  /** The right answer in words (the options in order, all that apply, or the accepted answer). */
  correct_answer: z.string(),
  /** Fully right. */
  is_correct: z.boolean(),
  /** The share of the points earned, 0 to 1: multiple answers and ordering earn partial credit. */
  credit: z.number().min(0).max(1),
  timed_out: z.boolean(),
  /** Seconds by the server's clock, one decimal. */
  time_taken: z.number().nonnegative(),
  points_earned: z.number().int().nonnegative(),
  explanation: z.string().nullable(),
});

/** The answer call's result: the decision, the bot's answer to the same question and the score. */
export const answerResultSchema = decidedAnswerSchema
  .extend({
    bot: botAnswerSchema,
    score: scorePanelSchema,
    answered_count: z.number().int().nonnegative(),
    total_questions: z.number().int().positive(),
    is_last: z.boolean(),
  })
  .meta({ id: 'AnswerResult' });
export type AnswerResult = z.infer<typeof answerResultSchema>;
export const answerResponseSchema = successEnvelope(answerResultSchema);

/**
 * POST /api/quiz/complete, in the spec's shape. Only `session_id` counts: the server has every
 * answer already, so client-sent correctness, points and times are accepted for compatibility
 * and ignored.
 */
export const quizCompleteBodySchema = z.strictObject({
  session_id: uuid,
  topic_id: uuid.optional(),
  category_id: uuid.optional(),
  difficulty: z.string().max(32).optional(),
  game_mode: gameModeSchema.optional(),
  answers: z
    .array(
      z.strictObject({
        question_id: uuid,
        selected_option: z.union([z.string().max(64), z.number(), z.null()]).optional(),
        is_correct: z.boolean().optional(),
        points_earned: z.number().optional(),
        time_taken: z.number().optional(),
      }),
    )
    .max(100)
    .optional(),
  total_time_spent: z.number().nonnegative().optional(),
});
export type QuizCompleteBody = z.infer<typeof quizCompleteBodySchema>;

export const quizCompleteResponseSchema = successEnvelope(
  z.object({
    session_id: uuid,
    quiz_results: z.object({
      total_points: z.number().int().nonnegative(),
      accuracy: z.number().int().min(0).max(100),
      correct_answers: z.number().int().nonnegative(),
      total_questions: z.number().int().positive(),
      game_mode_multiplier: z.number().positive(),
    }),
    user_stats: z.object({
      user_id: uuid,
      games_played: z.number().int().nonnegative(),
      total_points: z.number().int().nonnegative(),
      accuracy_rate: z.number().int().min(0).max(100),
      longest_streak: z.number().int().nonnegative(),
      current_streak: z.number().int().nonnegative(),
      level: z.number().int().positive(),
    }),
    /** Achievements this quiz unlocked (the spec's achievementsEarned); their rewards are paid. */
    achievements_earned: z.array(earnedAchievementSchema),
  }),
);
export type QuizCompleteResult = z.infer<typeof quizCompleteResponseSchema>['data'];

/** One answer as the Results page reviews it: the decision with the question it was about. */
export const resultAnswerSchema = decidedAnswerSchema.extend({
  question_text: z.string(),
  options: z.array(playerOptionSchema),
});
export type ResultAnswer = z.infer<typeof resultAnswerSchema>;

/** GET /api/games/session/{id}/results: everything the Results page shows, stored on the server. */
export const sessionResultsSchema = z
  .object({
    session_id: uuid,
    topic: z.object({ id: uuid, name: z.string() }),
    category: z.object({ id: uuid, name: z.string() }),
    game_mode: gameModeSchema,
    multiplier: z.number().positive(),
    difficulty: difficultyLevelSchema,
    started_at: isoDateTime,
    completed_at: isoDateTime,
    /** Seconds per question the quiz was played with (accommodation included); null in practice. */
    time_per_question: countdownSeconds,
    /** The time accommodation the quiz was played with. */
    extended_time: extendedTimeSchema,
    total_questions: z.number().int().positive(),
    correct_answers: z.number().int().nonnegative(),
    timed_out_answers: z.number().int().nonnegative(),
    accuracy: z.number().int().min(0).max(100),
    total_points: z.number().int().nonnegative(),
    /** Mean seconds per answered question. */
    average_time: z.number().nonnegative(),
    total_time: z.number().nonnegative(),
    result_level: z.enum(RESULT_LEVELS),
    headline: z.enum(['YOU WIN', 'WELL DONE', 'KEEP TRYING']),
    /** Win/loss by accuracy band when solo; win, loss or draw by place against opponents. */
    outcome: z.enum(RESULT_OUTCOMES),
    breakdown: z.object({
      base_points: z.number().int(),
      speed_bonus: z.number().int(),
      /** Quick fire's streak bonus (0 in modes without one). */
      streak_bonus: z.number().int(),
      mode_bonus: z.number().int(),
      total: z.number().int(),
    }),
    /** PRACTICE_BOT_NAME in solo play. */
    opponent: z.object({
      name: z.string(),
      correct_answers: z.number().int().nonnegative(),
      total_points: z.number().int().nonnegative(),
    }),
    /** The player's level right after this quiz. */
    level_progress: z.object({
      points: z.number().int().nonnegative(),
      level: z.number().int().positive(),
      level_before: z.number().int().positive(),
      level_start: z.number().int().nonnegative(),
      next_level_at: z.number().int().positive(),
      points_to_next_level: z.number().int().nonnegative(),
      progress: z.number().min(0).max(1),
    }),
    answers: z.array(resultAnswerSchema),
    /** Whether a share link to this result is on. */
    shared: z.boolean(),
  })
  .meta({ id: 'SessionResults' });
export type SessionResults = z.infer<typeof sessionResultsSchema>;
export const sessionResultsResponseSchema = successEnvelope(sessionResultsSchema);

/** A share link's token: 32 random bytes, base64url. */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a share link');
export const shareTokenParamsSchema = z.strictObject({ token: shareTokenSchema });

/** POST /api/games/session/{id}/share: the link that shows this result to anyone who has it. */
export const shareLinkResponseSchema = successEnvelope(
  z.object({
    token: shareTokenSchema,
    /** The web page of the link, relative to the site. */
    path: z.string(),
  }),
);
export type ShareLink = z.infer<typeof shareLinkResponseSchema>['data'];

/** GET /api/shared-results/{token}: the read-only card of a shared result (no answers, no ids of the player). */
export const sharedResultSchema = z
  .object({
    display_name: z.string(),
    topic: z.object({ id: uuid, name: z.string() }),
    category: z.object({ id: uuid, name: z.string() }),
    game_mode: gameModeSchema,
    total_points: z.number().int().nonnegative(),
    accuracy: z.number().int().min(0).max(100),
    correct_answers: z.number().int().nonnegative(),
    total_questions: z.number().int().positive(),
    completed_at: isoDateTime,
  })
  .meta({ id: 'SharedResult' });
export type SharedResult = z.infer<typeof sharedResultSchema>;
export const sharedResultResponseSchema = successEnvelope(sharedResultSchema);

/** DELETE /api/games/session/{id}/share: sharing is off. */
export const shareOffResponseSchema = successEnvelope(z.object({ shared: z.literal(false) }));
