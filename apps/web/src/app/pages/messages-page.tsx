import { useAuth } from '../../features/auth';
import { MessagesPage } from '../../features/messages/pages';

/** The messages feature for the signed-in user (features do not read each other's state). */
export function MessagesRoute() {
  const { user } = useAuth();
  return user ? <MessagesPage userId={user.id} /> : null;
}
