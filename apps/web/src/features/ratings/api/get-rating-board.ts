import { RATING_BOARD_DEFAULT_LIMIT, ratingBoardResponseSchema } from '@quizarena/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';
import { RATINGS_KEY } from './keys';

export type RatingBoardFilters = {
  /** A category id, or null for 'General'. */
  category: string | null;
  offset: number;
  limit?: number;
};

/** The query string in a fixed order, so equal filters make equal URLs; General sends none. */
export function ratingBoardPath({
  category,
  offset,
  limit = RATING_BOARD_DEFAULT_LIMIT,
}: RatingBoardFilters): string {
  const query = new URLSearchParams(category ? { category } : {});
  query.set('limit', String(limit));
  query.set('offset', String(offset));
  return `/api/ratings/leaderboard?${query}`;
}

/** GET /api/ratings/leaderboard?category&limit&offset: one page of a rating board. */
export async function getRatingBoard(filters: RatingBoardFilters, signal?: AbortSignal) {
  const body = await apiFetch(ratingBoardPath(filters), { signal });
  return parseAnswer(ratingBoardResponseSchema, body).data;
}

export const ratingBoardQueryOptions = (filters: RatingBoardFilters) =>
  queryOptions({
    queryKey: [
      ...RATINGS_KEY,
      'board',
      {
        category: filters.category,
        offset: filters.offset,
        limit: filters.limit ?? RATING_BOARD_DEFAULT_LIMIT,
      },
    ],
    queryFn: ({ signal }) => getRatingBoard(filters, signal),
  });

/** A page of a board; while another page or category loads, the previous stays on screen. */
export function useRatingBoard(filters: RatingBoardFilters) {
  return useQuery({ ...ratingBoardQueryOptions(filters), placeholderData: keepPreviousData });
}
