import { useParams } from 'react-router';
import { QuizPlay } from '../components/quiz-play';
import { modeFromParam } from '../utils/quiz-format';

/** /quiz/:categoryId/:topicId/:gameMode? (practice when the mode is missing or unknown). */
export function QuizPlayPage() {
  const { categoryId = '', topicId = '', gameMode } = useParams();
  const mode = modeFromParam(gameMode);
  // A new topic or mode is a new quiz: remount, so nothing of the last one carries over.
  return (
    <QuizPlay
      key={`${categoryId}/${topicId}/${mode}`}
      categoryId={categoryId}
      topicId={topicId}
      mode={mode}
    />
  );
}
