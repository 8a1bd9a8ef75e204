import { categoryListResponseSchema, type CategoryListQuery } from '@quizarena/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

export type DifficultyFilter = CategoryListQuery['difficulty'];
/** `language` is a language tag, or '' for every language. */
export type CategoryFilters = { search: string; difficulty: DifficultyFilter; language: string };

/**
 * The query string for the filters; an empty search, 'all' and no language are the server's
 * defaults, so left out.
 */
export function categoriesQueryString({ search, difficulty, language }: CategoryFilters): string {
  const params = new URLSearchParams();
  const term = search.trim();
  if (term) params.set('search', term);
  if (difficulty !== 'all') params.set('difficulty', difficulty);
  if (language) params.set('language', language);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /api/categories?search&difficulty&language: the active categories matching the filters. */
export async function getCategories(filters: CategoryFilters, signal?: AbortSignal) {
  const body = await apiFetch(`/api/categories${categoriesQueryString(filters)}`, { signal });
  return parseAnswer(categoryListResponseSchema, body).data.categories;
}

export const categoriesQueryOptions = (filters: CategoryFilters) =>
  queryOptions({
    queryKey: [
      'content',
      'categories',
      { search: filters.search.trim(), difficulty: filters.difficulty, language: filters.language },
    ],
    queryFn: ({ signal }) => getCategories(filters, signal),
  });

/** The category list; while new filters load, the previous list stays on screen instead of a skeleton. */
export function useCategories(filters: CategoryFilters) {
  return useQuery({ ...categoriesQueryOptions(filters), placeholderData: keepPreviousData });
}
