import type { ProfileUpdateBody } from '@quizarena/contracts';
import { useCallback } from 'react';
import { useAuth } from '../features/auth';
import { updateProfile } from '../features/profile/api/update-profile';

/** Saves preference fields to the signed-in player's profile and keeps the session's user current. */
export function useSavePreferences() {
  const { user, setUser } = useAuth();
  return useCallback(
    async (body: Pick<ProfileUpdateBody, 'locale' | 'extended_time'>) => {
      if (!user) return;
      setUser(await updateProfile(body));
    },
    [user, setUser],
  );
}
