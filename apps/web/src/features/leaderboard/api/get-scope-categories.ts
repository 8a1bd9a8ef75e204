import { categoryListResponseSchema } from '@quizarena/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

/** GET /api/categories: the active categories, each offered as a leaderboard scope. */
export async function getScopeCategories(signal?: AbortSignal) {
  const body = await apiFetch('/api/categories', { signal });
  return parseAnswer(categoryListResponseSchema, body)
    .data.categories.map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const scopeCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['leaderboard', 'scope-categories'],
    queryFn: ({ signal }) => getScopeCategories(signal),
  });

export function useScopeCategories() {
  return useQuery(scopeCategoriesQueryOptions());
}
