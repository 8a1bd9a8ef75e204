import { useMemo } from 'react';
import { useAuth } from '../../features/auth';
import { getRooms } from '../../features/games';
import { EmbeddedThread } from '../../features/messages';
import type { StudyGroupsSources } from '../../features/study-groups';
import {
  StudyGroupInvitePage,
  StudyGroupPage,
  StudyGroupsPage,
} from '../../features/study-groups/pages';
import { categoryChoices, topicChoices } from './content-choices';

/**
 * The study groups' reads of other features: every active category and a category's topics (a
 * session's topic), and the players online (the lobby's count, from the rooms list, under the
 * games' own key root).
 */
const SOURCES: StudyGroupsSources = {
  categories: categoryChoices('study-groups'),
  topics: topicChoices('study-groups'),
  online: {
    queryKey: ['games', 'rooms', 'online', 'study-groups'],
    queryFn: async ({ signal }) =>
      (await getRooms({ search: '', category: '', difficulty: 'all' }, signal)).online,
  },
};

/** /study-groups for the signed-in player. */
export function StudyGroupsRoute() {
  const { user } = useAuth();
  return user ? <StudyGroupsPage me={user.id} sources={SOURCES} /> : null;
}

/** /study-groups/:groupId, with the messages feature's thread as the group's chat. */
export function StudyGroupRoute() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const sources = useMemo<StudyGroupsSources>(
    () => ({
      ...SOURCES,
      chat: userId
        ? (conversationId) => <EmbeddedThread conversationId={conversationId} me={userId} />
        : undefined,
    }),
    [userId],
  );
  return userId ? <StudyGroupPage me={userId} sources={sources} /> : null;
}

/** /study-groups/join/:code: an invite link. */
export function StudyGroupInviteRoute() {
  return <StudyGroupInvitePage />;
}
