import type { TopicProgress } from '@quizarena/contracts';
import { BookOpen, Bookmark } from 'lucide-react';
import { Link } from 'react-router';
import { formatTimeAgo } from '../../../lib/format';
import { DashboardCard } from './dashboard-card';

/** Topics played or saved, to pick up again; hidden when there are none. */
export function ContinueLearning({ topics }: { topics: TopicProgress[] }) {
  if (topics.length === 0) return null;
  return (
    <DashboardCard title="Continue Learning" icon={BookOpen}>
      <ul className="-mx-2 space-y-1">
        {topics.map((topic) => (
          <li key={topic.topic_id}>
            <Link
              to={`/quiz/topics/${topic.category_id}`}
              className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 dark:hover:bg-slate-800"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{topic.topic_name}</span>
                <span className="block truncate text-sm text-slate-600 dark:text-slate-300">
                  {topic.category_name}
                  {topic.last_played_at
                    ? ` · best ${topic.best_accuracy}% · ${formatTimeAgo(topic.last_played_at)}`
                    : ' · not played yet'}
                </span>
              </span>
              {topic.bookmarked ? (
                <>
                  <Bookmark
                    className="h-4 w-4 shrink-0 fill-current text-amber-600 dark:text-amber-400"
                    aria-hidden="true"
                  />
                  <span className="sr-only">(saved)</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
