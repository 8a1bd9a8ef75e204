import { useCallback } from 'react';
import { useAuth } from '../../features/auth';
import { OpponentSearch } from '../../features/matchmaking';
import { QuizPlayPage, type OpponentSearchSlot } from '../../features/quiz/pages';

/**
 * /quiz/:categoryId/:topicId/:gameMode?, where competitive mode first looks for a live opponent
 * with the matchmaking feature's search (it needs the signed-in user's id for their inbox).
 */
export function QuizPlayRoute() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const opponentSearch = useCallback<OpponentSearchSlot>(
    (props) => (userId ? <OpponentSearch userId={userId} {...props} /> : null),
    [userId],
  );
  return <QuizPlayPage opponentSearch={userId ? opponentSearch : undefined} />;
}
