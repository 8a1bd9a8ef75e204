import { useMemo } from 'react';
import { useAuth } from '../../features/auth';
import { ChallengeButton, ChallengeMessageCard } from '../../features/challenges';
import type { MessageSlots } from '../../features/messages';
import { MessagesPage } from '../../features/messages/pages';
import { CHALLENGE_SOURCES } from './challenge-sources';

/**
 * The messages feature for the signed-in user (features do not read each other's state), with
 * the challenges feature's card for a challenge message and, in a direct conversation with a
 * friend, its Challenge button in the header.
 */
export function MessagesRoute() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const slots = useMemo<MessageSlots>(
    () => ({
      challengeCard: (message) =>
        userId ? <ChallengeMessageCard message={message} me={userId} /> : null,
      headerActions: (person) => (
        <ChallengeButton person={person} sources={CHALLENGE_SOURCES} onlyFriends compact />
      ),
    }),
    [userId],
  );
  return userId ? <MessagesPage userId={userId} slots={slots} /> : null;
}
