import { topicListResponseSchema } from '@quizarena/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';
import { withLanguage } from '../utils/with-language';

/**
 * GET /api/categories/{id}/topics[?language]: the category's active topics with their play
 * statistics, only those in `language` unless it is '' (all).
 */
export async function getCategoryTopics(
  categoryId: string,
  language: string,
  signal?: AbortSignal,
) {
  const path = withLanguage(`/api/categories/${encodeURIComponent(categoryId)}/topics`, language);
  const body = await apiFetch(path, { signal });
  return parseAnswer(topicListResponseSchema, body).data.topics;
}

export const categoryTopicsQueryOptions = (categoryId: string, language: string) =>
  queryOptions({
    queryKey: ['content', 'category', categoryId, 'topics', { language }],
    queryFn: ({ signal }) => getCategoryTopics(categoryId, language, signal),
  });

export function useCategoryTopics(categoryId: string, language: string, enabled = true) {
  return useQuery({ ...categoryTopicsQueryOptions(categoryId, language), enabled });
}
