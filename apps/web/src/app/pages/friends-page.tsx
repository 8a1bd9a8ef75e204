import { useAuth } from '../../features/auth';
import { FriendsPage } from '../../features/friends/pages';

/** /friends for the signed-in player, whose id the page needs for their inbox. */
export function FriendsRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return <FriendsPage userId={user.id} />;
}
