import type { RatingBoard, RatingBoardEntry, UserRating } from '@quizarena/contracts';
import { ok, uuid } from '../../../test/contract-fixtures';
import { fakeFetch, refusal } from '../../../test/fake-fetch';

// Contract-shaped answers for rating tests; ids are valid UUIDs so the zod schemas accept them.
export { ok, uuid, USER_ID } from '../../../test/contract-fixtures';
export const SCIENCE = { id: uuid(501), name: 'Science' };
export const ART = { id: uuid(502), name: 'Art' };

export function userRating(overrides: Partial<UserRating> = {}): UserRating {
  return {
    category_id: null,
    category_name: null,
    rating: 1_012,
    conservative_rating: 140,
    games: 3,
    wins: 2,
    losses: 1,
    provisional: true,
    last_change: { before: 1_000, after: 1_012, at: '2026-11-20T18:00:00.000Z' },
    ...overrides,
  };
}

export function boardEntry(rank: number, overrides: Partial<RatingBoardEntry> = {}) {
  return {
    rank,
    user_id: uuid(600 + rank),
    name: `Player ${rank}`,
    avatar_url: null,
    rating: 1_400 - rank * 10,
    conservative_rating: 1_000 - rank * 10,
    games: 12,
    wins: 6,
    provisional: false,
    is_current_user: false,
    profile_visible: true,
    ...overrides,
  } satisfies RatingBoardEntry;
}

/** A board of `total` players, the page from `offset` filled with `limit` numbered rows. */
export function ratingBoard(
  total: number,
  { offset = 0, limit = 20, category = null as string | null } = {},
): RatingBoard {
  const count = Math.max(0, Math.min(limit, total - offset));
  return {
    category_id: category,
    entries: Array.from({ length: count }, (_, i) => boardEntry(offset + i + 1)),
    total,
    limit,
    offset,
  };
}

/** The categories the board offers, as app/ hands them in. */
export const categorySource = (categories = [SCIENCE, ART]) => ({
  queryKey: ['content', 'categories', 'test'],
  queryFn: async () => categories,
});

/**
 * The rating API: a player's ratings and boards from `boardOf` (by category, offset and limit);
 * anything else is refused. `on` swaps in a refusal from a test.
 */
export function fakeRatingsApi(
  options: {
    ratings?: UserRating[];
    boardOf?: (query: { category: string | null; offset: number; limit: number }) => RatingBoard;
  } = {},
) {
  const { ratings = [userRating()], boardOf = (query) => ratingBoard(45, query) } = options;
  return fakeFetch((method, url) => {
    if (method === 'GET' && /^\/api\/users\/[^/]+\/ratings$/.test(url.pathname)) {
      return ok({ user_id: uuid(1), ratings });
    }
    if (method === 'GET' && url.pathname === '/api/ratings/leaderboard') {
      return ok(
        boardOf({
          category: url.searchParams.get('category'),
          offset: Number(url.searchParams.get('offset')),
          limit: Number(url.searchParams.get('limit')),
        }),
      );
    }
    return refusal(404, `unexpected call ${method} ${url}`, 'NOT_FOUND');
  });
}
