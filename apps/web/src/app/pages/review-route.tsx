// /review: the review feature's page, playing each question in the quiz feature's card.
import { PracticeQuestion } from '../../features/quiz';
import { ReviewPage } from '../../features/review/pages';

export function ReviewRoute() {
  return <ReviewPage question={PracticeQuestion} />;
}
