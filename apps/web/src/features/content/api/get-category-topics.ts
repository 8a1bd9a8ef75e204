import { topicListResponseSchema } from '@quizarena/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

/** GET /api/categories/{id}/topics: the category's active topics with their play statistics. */
export async function getCategoryTopics(categoryId: string, signal?: AbortSignal) {
  const body = await apiFetch(`/api/categories/${encodeURIComponent(categoryId)}/topics`, {
    signal,
  });
  return parseAnswer(topicListResponseSchema, body).data.topics;
}

export const categoryTopicsQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: ['content', 'category', categoryId, 'topics'],
    queryFn: ({ signal }) => getCategoryTopics(categoryId, signal),
  });

export function useCategoryTopics(categoryId: string, enabled = true) {
  return useQuery({ ...categoryTopicsQueryOptions(categoryId), enabled });
}
