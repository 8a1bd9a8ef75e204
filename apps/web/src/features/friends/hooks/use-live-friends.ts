import type { Friend, InboxEvent, RelationshipView } from '@quizarena/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useInboxEvents } from '../../../lib/inbox';
import { refreshRelationships } from '../api/relationship-actions';
import { RELATIONSHIP_READS } from '../api/friends-queries';

type FriendsData = { friends: Friend[]; total: number };

/** Moves one player's online dot in every cached friends list and profile relationship. */
function patchPresence(
  queryClient: QueryClient,
  event: Extract<InboxEvent, { type: 'presence' }>,
): void {
  const presence = { is_online: event.is_online, last_seen: event.last_seen };
  queryClient.setQueriesData<FriendsData>({ queryKey: [...RELATIONSHIP_READS, 'list'] }, (data) =>
    data && data.friends.some((friend) => friend.user_id === event.user_id)
      ? {
          ...data,
          friends: data.friends.map((friend) =>
            friend.user_id === event.user_id ? { ...friend, ...presence } : friend,
          ),
        }
      : data,
  );
  queryClient.setQueryData<RelationshipView>(
    [...RELATIONSHIP_READS, 'relationship', event.user_id],
    (view) => (view ? { ...view, ...presence } : view),
  );
}

/**
 * Keeps the friends reads current from the signed-in user's inbox (null: listens to nothing): a
 * `relationship` event (a request, an answer, a removal or a block, here or on another device)
 * refetches them, and a `presence` event moves that friend's online dot without a request.
 */
export function useLiveFriends(userId: string | null): void {
  const queryClient = useQueryClient();
  useInboxEvents(userId, (event) => {
    if (event.type === 'relationship') void refreshRelationships(queryClient);
    else if (event.type === 'presence') patchPresence(queryClient, event);
  });
}
