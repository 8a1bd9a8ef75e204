import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReviewSummary } from '../api/review-api';

/**
 * A topic's questions due for review, as a link that reviews them; nothing when none is due. It
 * sits above the topic card's whole-card button, so it stays its own target.
 */
export function ReviewDueBadge({ topicId, topicName }: { topicId: string; topicName: string }) {
  const { t } = useTranslation('review');
  const due = useReviewSummary().data?.topics.find((topic) => topic.topic_id === topicId)?.due;
  if (!due) return null;
  return (
    <Link
      to={`/review?topic=${encodeURIComponent(topicId)}`}
      aria-label={t('badge.label', { count: due, topic: topicName })}
      className="relative z-10 inline-flex min-h-6 items-center gap-1 self-start rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:bg-amber-900 dark:text-amber-100"
    >
      <Repeat className="h-3.5 w-3.5" aria-hidden="true" />
      {t('badge.due', { count: due })}
    </Link>
  );
}
