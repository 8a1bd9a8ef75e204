import { useMemo } from 'react';
import { useFriends } from '../api/friends-queries';
import { useLiveFriends } from './use-live-friends';

export type OnlineFriend = { id: string; name: string; avatarUrl: string | null };

/**
 * The signed-in player's friends online now (of the first 50, the friends page's read), kept
 * current by the inbox's presence and relationship events. Null user: none, and nothing asked.
 */
export function useOnlineFriends(userId: string | null): OnlineFriend[] {
  const friends = useFriends({ enabled: userId !== null });
  useLiveFriends(userId);
  const list = friends.data?.friends;
  return useMemo(
    () =>
      (list ?? [])
        .filter((friend) => friend.is_online)
        .map((friend) => ({ id: friend.user_id, name: friend.name, avatarUrl: friend.avatar_url })),
    [list],
  );
}
