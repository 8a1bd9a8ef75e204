import { ChallengeButton } from '../../features/challenges';
import { useAuth } from '../../features/auth';
import { FriendsPage, type FriendActionsSlot } from '../../features/friends/pages';
import { CHALLENGE_SOURCES } from './challenge-sources';

/** Each friend's card offers Challenge (the challenges feature's dialog, that friend chosen). */
const challengeFriend: FriendActionsSlot = (friend, describedBy) => (
  <ChallengeButton person={friend} sources={CHALLENGE_SOURCES} describedBy={describedBy} />
);

/** /friends for the signed-in player, whose id the page needs for their inbox. */
export function FriendsRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return <FriendsPage userId={user.id} friendActions={challengeFriend} />;
}
