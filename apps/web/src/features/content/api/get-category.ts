import { categoryResponseSchema, idParamsSchema } from '@quizarena/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

/** Whether a route parameter can be a category id; anything else is not found without asking. */
export function isCategoryId(id: string): boolean {
  return idParamsSchema.safeParse({ id }).success;
}

/** GET /api/categories/{id}: one active category (404 'Category not found' otherwise). */
export async function getCategory(id: string, signal?: AbortSignal) {
  const body = await apiFetch(`/api/categories/${encodeURIComponent(id)}`, { signal });
  return parseAnswer(categoryResponseSchema, body).data.category;
}

export const categoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['content', 'category', id],
    queryFn: ({ signal }) => getCategory(id, signal),
  });

export function useCategory(id: string, enabled = true) {
  return useQuery({ ...categoryQueryOptions(id), enabled });
}
