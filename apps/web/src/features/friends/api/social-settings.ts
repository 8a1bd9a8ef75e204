import {
  socialSettingsResponseSchema,
  type SocialSettings,
  type SocialSettingsBody,
} from '@quizarena/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

const SETTINGS_KEY = ['social-settings'] as const;
const PATH = '/api/social/settings';

/** GET /api/social/settings: who may send the caller friend requests and messages. */
export function useSocialSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async ({ signal }) =>
      parseAnswer(socialSettingsResponseSchema, await apiFetch(PATH, { signal })).data,
  });
}

/** PUT /api/social/settings with the one field changed; the answer replaces the cached settings. */
export function useSaveSocialSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: SocialSettingsBody): Promise<SocialSettings> =>
      parseAnswer(
        socialSettingsResponseSchema,
        await apiFetch(PATH, { method: 'PUT', body: change }),
      ).data,
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
