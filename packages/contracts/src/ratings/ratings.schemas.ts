import { z } from 'zod';
import { successEnvelope } from '../common/envelope';

const count = z.number().int().nonnegative();
const isoDateTime = z.iso.datetime({ offset: true });

export const RATING_BOARD_DEFAULT_LIMIT = 20;
export const RATING_BOARD_MAX_LIMIT = 100;
/** How deep paging goes: past it a board is better searched than paged. */
export const RATING_BOARD_MAX_OFFSET = 10_000;

/** `GET /api/ratings/leaderboard?category&limit&offset`; no category is 'General'. */
export const ratingBoardQuerySchema = z.strictObject({
  category: z.uuid().optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(RATING_BOARD_MAX_LIMIT)
    .default(RATING_BOARD_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(RATING_BOARD_MAX_OFFSET).default(0),
});
export type RatingBoardQuery = z.infer<typeof ratingBoardQuerySchema>;

/**
 * One row of a rating board. Who is shown, and how, follows the public-identity rule as on the
 * points boards: `user_id` is null for a hidden profile, `name` is the display name.
 */
export const ratingBoardEntrySchema = z
  .object({
    /** The row's place in the board's one order (conservative rating, games, user): 1, 2, 3... */
    rank: z.number().int().positive(),
    user_id: z.uuid().nullable(),
    name: z.string(),
    avatar_url: z.string().nullable(),
    /** On the display scale (a new player is 1000). */
    rating: z.number().int(),
    /** What the board ranks by: mu - 3 sigma, on the display scale. */
    conservative_rating: z.number().int(),
    games: count,
    wins: count,
    provisional: z.boolean(),
    is_current_user: z.boolean(),
    /** Whether the viewer may open this player's profile (as on the points boards). */
    profile_visible: z.boolean(),
  })
  .meta({ id: 'RatingBoardEntry' });
export type RatingBoardEntry = z.infer<typeof ratingBoardEntrySchema>;

export const ratingBoardSchema = z
  .object({
    /** Null for 'General'. */
    category_id: z.uuid().nullable(),
    entries: z.array(ratingBoardEntrySchema),
    /** Players listed on the whole board (each server counts it at most every 30 seconds). */
    total: count,
    limit: count,
    offset: count,
  })
  .meta({ id: 'RatingBoard' });
export type RatingBoard = z.infer<typeof ratingBoardSchema>;
export const ratingBoardResponseSchema = successEnvelope(ratingBoardSchema);

/** A rating's newest move, on the display scale. */
export const ratingChangeSchema = z.object({
  before: z.number().int(),
  after: z.number().int(),
  at: isoDateTime,
});
export type RatingChangeDto = z.infer<typeof ratingChangeSchema>;

/** A player's rating in one category they have played, or in 'General' (category null). */
export const userRatingSchema = z
  .object({
    category_id: z.uuid().nullable(),
    /** The category's name; null for 'General', which the client names in its language. */
    category_name: z.string().nullable(),
    rating: z.number().int(),
    conservative_rating: z.number().int(),
    games: count,
    wins: count,
    losses: count,
    provisional: z.boolean(),
    last_change: ratingChangeSchema.nullable(),
  })
  .meta({ id: 'UserRating' });
export type UserRating = z.infer<typeof userRatingSchema>;

/** `GET /api/users/{userId}/ratings`: 'General' first, then categories by name. */
export const userRatingsSchema = z
  .object({ user_id: z.uuid(), ratings: z.array(userRatingSchema) })
  .meta({ id: 'UserRatings' });
export type UserRatings = z.infer<typeof userRatingsSchema>;
export const userRatingsResponseSchema = successEnvelope(userRatingsSchema);
