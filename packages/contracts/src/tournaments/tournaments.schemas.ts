import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { TOURNAMENT_FORMATS, distributionProblem } from './brackets.rules';
import {
  SPONSOR_TIERS,
  TOURNAMENT_DIFFICULTIES,
  TOURNAMENT_MATCH_STATUSES,
  TOURNAMENT_RULES,
  TOURNAMENT_STATUSES,
} from './tournaments.rules';

const isoDateTime = z.iso.datetime({ offset: true });
const rules = TOURNAMENT_RULES;

const webAddress = z
  .url({ protocol: /^https?$/, message: 'Enter a web address starting with http:// or https://' })
  .max(500, 'At most 500 characters');

const prizeShareInput = z.strictObject({
  place: z.number().int().min(1, 'Places start at 1').max(rules.maxPrizePlaces),
  share_percent: z.number().int().min(1, 'At least 1%').max(100, 'At most 100%'),
  description: z.string().trim().max(200, 'At most 200 characters').default(''),
});

const ruleInput = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, 'Give the rule a title')
    .max(rules.ruleTitleMaxLength, `At most ${rules.ruleTitleMaxLength} characters`),
  description: z
    .string()
    .trim()
    .max(rules.ruleDescriptionMaxLength, `At most ${rules.ruleDescriptionMaxLength} characters`)
    .default(''),
  is_important: z.boolean().default(false),
});

const sponsorInput = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Give the sponsor a name')
    .max(rules.sponsorNameMaxLength, `At most ${rules.sponsorNameMaxLength} characters`),
  logo_url: webAddress.nullable().default(null),
  website_url: webAddress.nullable().default(null),
  tier: z.enum(SPONSOR_TIERS).default('other'),
});

/**
 * `POST /api/tournaments`: admins and verified hosts (docs/DECISIONS.md, Tournaments). The prize
 * distribution shares the pool (the escrowed fees plus any sponsor prize) by place in whole
 * percent; only an admin may put in a sponsor prize or set the featured and verified marks.
 */
export const createTournamentBodySchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(rules.nameLength.min, `At least ${rules.nameLength.min} characters`)
      .max(rules.nameLength.max, `At most ${rules.nameLength.max} characters`),
    description: z
      .string()
      .trim()
      .max(rules.descriptionMaxLength, `At most ${rules.descriptionMaxLength} characters`)
      .default(''),
    category_id: z.uuid(),
    /** Null: questions from the whole category. */
    topic_id: z.uuid().nullable().default(null),
    difficulty: z.enum(TOURNAMENT_DIFFICULTIES).default('mixed'),
    format: z.enum(TOURNAMENT_FORMATS).default('single_elimination'),
    max_participants: z
      .number()
      .int()
      .min(rules.maxParticipants.min, `At least ${rules.maxParticipants.min} participants`)
      .max(rules.maxParticipants.max, `At most ${rules.maxParticipants.max} participants`)
      .default(rules.maxParticipants.default),
    entry_fee: z
      .number()
      .int()
      .min(rules.entryFee.min, 'The entry fee cannot be negative')
      .max(rules.entryFee.max, `At most ${rules.entryFee.max} points`)
      .default(0),
    sponsor_prize: z
      .number()
      .int()
      .min(rules.sponsorPrize.min, 'The sponsor prize cannot be negative')
      .max(rules.sponsorPrize.max, `At most ${rules.sponsorPrize.max} points`)
      .default(0),
    prize_distribution: z
      .array(prizeShareInput)
      .min(1, 'Give at least one place a prize')
      .max(rules.maxPrizePlaces)
      .superRefine((shares, context) => {
        const problem = distributionProblem(shares);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    registration_start: isoDateTime,
    registration_end: isoDateTime,
    tournament_start: isoDateTime,
    question_count: z
      .number()
      .int()
      .refine(
        (value) => (rules.questionCounts as readonly number[]).includes(value),
        'Choose 5, 10, 15 or 20 questions',
      )
      .default(10),
    seconds_per_question: z
      .number()
      .int()
      .refine(
        (value) => (rules.secondsPerQuestion as readonly number[]).includes(value),
        'Choose 15, 30, 45 or 60 seconds',
      )
      .default(15),
    rules: z.array(ruleInput).max(rules.maxRules).default([]),
    sponsors: z.array(sponsorInput).max(rules.maxSponsors).default([]),
    is_featured: z.boolean().default(false),
    is_verified: z.boolean().default(false),
  })
  .superRefine((body, context) => {
    const start = Date.parse(body.registration_start);
    const end = Date.parse(body.registration_end);
    const begins = Date.parse(body.tournament_start);
    if (end <= start)
      context.addIssue({
        code: 'custom',
        path: ['registration_end'],
        message: 'Registration must end after it starts',
      });
    if (begins < end)
      context.addIssue({
        code: 'custom',
        path: ['tournament_start'],
        message: 'The tournament starts once registration has ended',
      });
  });
export type CreateTournamentBody = z.input<typeof createTournamentBodySchema>;

/** `PUT /api/tournaments/{id}/marks`: an admin features or verifies a tournament. */
export const tournamentMarksBodySchema = z
  .strictObject({ is_featured: z.boolean().optional(), is_verified: z.boolean().optional() })
  .refine((body) => Object.keys(body).length > 0, 'Send is_featured or is_verified');

/** `POST /api/tournaments/{id}/rating`: a participant rates a completed tournament's host. */
export const rateTournamentBodySchema = z.strictObject({
  rating: z
    .number()
    .int()
    .min(rules.rating.min, `At least ${rules.rating.min}`)
    .max(rules.rating.max, `At most ${rules.rating.max}`),
});

/** `PUT /api/tournament-hosts/{userId}`: an admin verifies a host (or takes it back). */
export const tournamentHostBodySchema = z.strictObject({ verified: z.boolean() });

/** `GET /api/tournaments`: featured first, then by start. */
export const tournamentsQuerySchema = z.strictObject({
  status: z.enum(TOURNAMENT_STATUSES).optional(),
  category_id: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(rules.pageSize),
});
export type TournamentsQuery = z.input<typeof tournamentsQuerySchema>;

const hostSchema = z.object({
  id: z.uuid().nullable(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  organization: z.string().nullable(),
  verified: z.boolean(),
  /** The participants' average rating of the host's tournaments, or null before any. */
  rating: z.number().nullable(),
  tournaments_hosted: z.number().int(),
});

const prizeSchema = z.object({
  place: z.number().int(),
  prize_type: z.literal('points'),
  /** What the place wins from today's pool. */
  prize_value: z.number().int(),
  share_percent: z.number().int(),
  description: z.string(),
});

export const tournamentSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  category_id: z.uuid(),
  topic: z.string().nullable(),
  topic_id: z.uuid().nullable(),
  difficulty: z.enum(TOURNAMENT_DIFFICULTIES),
  format: z.enum(TOURNAMENT_FORMATS),
  max_participants: z.number().int(),
  current_participants: z.number().int(),
  entry_fee: z.number().int(),
  /** The escrowed fees plus the sponsor prize. */
  prize_pool: z.number().int(),
  status: z.enum(TOURNAMENT_STATUSES),
  registration_open: z.boolean(),
  registration_start: isoDateTime,
  registration_end: isoDateTime,
  tournament_start: isoDateTime,
  host: hostSchema,
  is_featured: z.boolean(),
  is_verified: z.boolean(),
  /** The caller holds a seat. */
  is_registered: z.boolean(),
  is_bookmarked: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;

export const tournamentParticipantSchema = z.object({
  id: z.string(),
  user_id: z.uuid().nullable(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  level: z.number().int(),
  /** Place on the all-time leaderboard, or null when unranked. */
  rank: z.number().int().nullable(),
  /** Percent of rated games won, or null before any. */
  win_rate: z.number().nullable(),
  achievements_count: z.number().int(),
  is_seeded: z.boolean(),
  seed_number: z.number().int().nullable(),
  current_round: z.number().int(),
  is_eliminated: z.boolean(),
  final_place: z.number().int().nullable(),
  prize_won: z.number().int(),
  registered_at: isoDateTime,
  is_you: z.boolean(),
});
export type TournamentParticipant = z.infer<typeof tournamentParticipantSchema>;

const matchPlayerSchema = z.object({
  user_id: z.uuid().nullable(),
  name: z.string(),
  seed_number: z.number().int().nullable(),
  /** Once the match is decided. */
  score: z.number().int().nullable(),
  place: z.number().int().nullable(),
  advanced: z.boolean().nullable(),
  forfeited: z.boolean(),
});

export const tournamentMatchSchema = z.object({
  id: z.uuid(),
  round: z.number().int(),
  position: z.number().int(),
  status: z.enum(TOURNAMENT_MATCH_STATUSES),
  game_id: z.uuid().nullable(),
  starts_at: isoDateTime.nullable(),
  players: z.array(matchPlayerSchema),
});
export type TournamentMatch = z.infer<typeof tournamentMatchSchema>;

/** The bracket: every round's matches, later rounds empty until their players are known. */
export const bracketSchema = z.object({
  format: z.enum(TOURNAMENT_FORMATS),
  current_round: z.number().int(),
  rounds: z.array(
    z.object({
      round: z.number().int(),
      label: z.enum(['final', 'semi_finals', 'quarter_finals', 'round']),
      matches: z.array(tournamentMatchSchema),
    }),
  ),
});
export type Bracket = z.infer<typeof bracketSchema>;

export const tournamentSchema = tournamentSummarySchema.extend({
  prize_distribution: z.array(prizeSchema),
  sponsor_prize: z.number().int(),
  question_count: z.number().int(),
  seconds_per_question: z.number().int(),
  participants: z.array(tournamentParticipantSchema),
  brackets: bracketSchema.nullable(),
  rules: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      is_important: z.boolean(),
    }),
  ),
  sponsors: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      logo_url: z.string().nullable(),
      website_url: z.string().nullable(),
      tier: z.enum(SPONSOR_TIERS),
    }),
  ),
  /** The caller may cancel it (its host or an admin, before the end). */
  can_cancel: z.boolean(),
  /** The caller's rating of its host, once it is completed and they played. */
  my_rating: z.number().int().nullable(),
  completed_at: isoDateTime.nullable(),
});
export type Tournament = z.infer<typeof tournamentSchema>;

/** `GET /api/tournaments/{id}/live`: where a registered player stands, and their match. */
export const tournamentStandingSchema = z.object({
  tournament_id: z.uuid(),
  status: z.enum(TOURNAMENT_STATUSES),
  registered: z.boolean(),
  current_round: z.number().int(),
  is_eliminated: z.boolean(),
  final_place: z.number().int().nullable(),
  prize_won: z.number().int(),
  /** The player's match this round, once drawn: playing (join its game), waiting or decided. */
  match: tournamentMatchSchema.nullable(),
});
export type TournamentStanding = z.infer<typeof tournamentStandingSchema>;

export const tournamentListSchema = z.object({
  tournaments: z.array(tournamentSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** The caller may create tournaments (an admin or a verified host). */
  can_create: z.boolean(),
});

export const tournamentHostSchema = z.object({
  user_id: z.uuid(),
  name: z.string(),
  verified_at: isoDateTime,
});

export const tournamentResponseSchema = successEnvelope(z.object({ tournament: tournamentSchema }));
export const tournamentListResponseSchema = successEnvelope(tournamentListSchema);
export const tournamentBookmarksResponseSchema = successEnvelope(
  z.object({ tournaments: z.array(tournamentSummarySchema) }),
);
export const tournamentBookmarkResponseSchema = successEnvelope(
  z.object({ is_bookmarked: z.boolean() }),
);
export const tournamentStandingResponseSchema = successEnvelope(
  z.object({ standing: tournamentStandingSchema }),
);
export const tournamentHostsResponseSchema = successEnvelope(
  z.object({ hosts: z.array(tournamentHostSchema) }),
);
export const tournamentHostResponseSchema = successEnvelope(
  z.object({ user_id: z.uuid(), verified: z.boolean() }),
);
