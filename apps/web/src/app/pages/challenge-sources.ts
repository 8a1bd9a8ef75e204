import { FRIENDS_MAX_LIMIT } from '@quizarena/contracts';
import type { ChallengeSources } from '../../features/challenges';
import { getFriends, RELATIONSHIP_READS } from '../../features/friends';
import { categoryChoices, topicChoices } from './content-choices';

/**
 * What the challenge dialog reads of other features: the caller's friends (as many as one read
 * gives, under the friends feature's root, so a new or ended friendship refreshes them) and the
 * content feature's categories and topics.
 */
export const CHALLENGE_SOURCES: ChallengeSources = {
  friends: {
    queryKey: [...RELATIONSHIP_READS, 'challenge-choices'],
    queryFn: async ({ signal }) =>
      (await getFriends(FRIENDS_MAX_LIMIT, signal)).friends.map((friend) => ({
        user_id: friend.user_id,
        name: friend.name,
        avatar_url: friend.avatar_url,
        is_online: friend.is_online,
      })),
  },
  categories: categoryChoices('challenge'),
  topics: topicChoices('challenge'),
};
