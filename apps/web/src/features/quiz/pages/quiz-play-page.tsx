import { Fragment, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { QuizPlay } from '../components/quiz-play';
import { modeFromParam } from '../utils/quiz-format';

/** What competitive mode shows before its solo quiz: the search for a live opponent. */
export type OpponentSearchSlot = (props: {
  categoryId: string;
  topicId: string;
  /** No live opponent: the solo quiz against the Practice Bot starts. */
  onSolo: () => void;
}) => ReactNode;

/**
 * /quiz/:categoryId/:topicId/:gameMode? (practice when the mode is missing or unknown); `?key=`
 * carries a question set's share key, which lets someone other than its owner play it.
 * Competitive mode plays a live opponent when one is found quickly (docs/DECISIONS.md #8):
 * with `opponentSearch` (the matchmaking feature's, handed in by app/) that search comes first,
 * and the solo quiz starts only when it ends without a match.
 */
export function QuizPlayPage({ opponentSearch }: { opponentSearch?: OpponentSearchSlot }) {
  const { categoryId = '', topicId = '', gameMode } = useParams();
  const shareKey = useSearchParams()[0].get('key') ?? undefined;
  const mode = modeFromParam(gameMode);
  const quiz = `${categoryId}/${topicId}/${mode}`;
  const [soloQuiz, setSoloQuiz] = useState<string | null>(null);
  if (mode === 'competitive' && opponentSearch && soloQuiz !== quiz) {
    return (
      <Fragment key={quiz}>
        {opponentSearch({ categoryId, topicId, onSolo: () => setSoloQuiz(quiz) })}
      </Fragment>
    );
  }
  // A new topic or mode is a new quiz: remount, so nothing of the last one carries over.
  return (
    <QuizPlay
      key={quiz}
      categoryId={categoryId}
      topicId={topicId}
      mode={mode}
      shareKey={shareKey}
    />
  );
}
