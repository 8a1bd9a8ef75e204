// /quiz/topics/:categoryId: the catalogue's topics, each with its questions due for review.
import { TopicsPage } from '../../features/content/pages';
import { ReviewDueBadge } from '../../features/review';

export function TopicsRoute() {
  return <TopicsPage topicBadge={ReviewDueBadge} />;
}
