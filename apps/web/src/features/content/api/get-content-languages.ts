import { contentLanguagesResponseSchema } from '@quizarena/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

/** GET /api/categories/languages: the languages the chooser's lists can be filtered by. */
export async function getContentLanguages(signal?: AbortSignal) {
  const body = await apiFetch('/api/categories/languages', { signal });
  return parseAnswer(contentLanguagesResponseSchema, body).data.languages;
}

export const contentLanguagesQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'languages'],
    queryFn: ({ signal }) => getContentLanguages(signal),
  });

export function useContentLanguages() {
  return useQuery(contentLanguagesQueryOptions());
}
