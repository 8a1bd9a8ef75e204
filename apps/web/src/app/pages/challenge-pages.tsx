import { useAuth } from '../../features/auth';
import { ChallengePage, ChallengesPage } from '../../features/challenges/pages';
import { CHALLENGE_SOURCES } from './challenge-sources';

/** /challenges for the signed-in player, with the reads the challenge dialog borrows. */
export function ChallengesRoute() {
  const { user } = useAuth();
  return user ? <ChallengesPage userId={user.id} sources={CHALLENGE_SOURCES} /> : null;
}

/** /challenges/:challengeId for the signed-in player. */
export function ChallengeRoute() {
  const { user } = useAuth();
  return user ? <ChallengePage userId={user.id} /> : null;
}
