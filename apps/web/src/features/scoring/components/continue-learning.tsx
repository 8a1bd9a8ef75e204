import type { TopicProgress } from '@quizarena/contracts';
import clsx from 'clsx';
import { BookOpen, Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPercent, formatTimeAgo } from '../../../lib/format';
import { DashboardCard, FOCUS_RING } from './dashboard-card';

/** Topics played or saved, to pick up again; hidden when there are none. */
export function ContinueLearning({ topics }: { topics: TopicProgress[] }) {
  const { t } = useTranslation('scoring');
  if (topics.length === 0) return null;
  return (
    <DashboardCard title={t('continue.title')} icon={BookOpen}>
      <ul className="-mx-2 space-y-1">
        {topics.map((topic) => (
          <li key={topic.topic_id}>
            <Link
              to={`/quiz/topics/${topic.category_id}`}
              className={clsx(
                'flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 dark:hover:bg-slate-800',
                FOCUS_RING,
              )}
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{topic.topic_name}</span>
                <span className="block truncate text-sm text-slate-600 dark:text-slate-300">
                  {topic.last_played_at
                    ? t('continue.played', {
                        category: topic.category_name,
                        accuracy: formatPercent(topic.best_accuracy),
                        ago: formatTimeAgo(topic.last_played_at),
                      })
                    : t('continue.notPlayed', { category: topic.category_name })}
                </span>
              </span>
              {topic.bookmarked ? (
                <>
                  <Bookmark
                    className="h-4 w-4 shrink-0 fill-current text-amber-600 dark:text-amber-400"
                    aria-hidden="true"
                  />
                  <span className="sr-only">{t('continue.saved')}</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
