import type { ActivityItem } from '@quizarena/contracts';
import { ChevronRight, Gamepad2, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCompact, formatTimeAgo } from '../../lib/format';

function ActivityBody({ item }: { item: ActivityItem }) {
  const { t } = useTranslation('ui');
  // An unlock has no results page to open, so it is told apart by a trophy instead.
  const achievement = item.type === 'achievement_unlocked';
  const Icon = achievement ? Trophy : Gamepad2;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid={achievement ? 'achievement-activity' : 'quiz-activity'}
        className={
          achievement
            ? 'flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-700 dark:bg-amber-900 dark:text-amber-200'
            : 'flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300'
        }
      >
        <Icon className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">
          {achievement ? (
            <span className="sr-only">{t('activity.achievementUnlocked')} </span>
          ) : null}
          {item.title}
        </p>
        <p className="truncate text-sm text-slate-600 dark:text-slate-300">{item.description}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <time dateTime={item.occurred_at}>{formatTimeAgo(item.occurred_at)}</time>
        </p>
      </div>
      <span className="shrink-0 font-semibold text-emerald-700 dark:text-emerald-400">
        {t('activity.points', { points: formatCompact(item.points) })}
      </span>
    </>
  );
}

/**
 * A player's activity, newest first, as the dashboard and the profile show it: a completed
 * quiz opens its stored results; a live game shows as a game and opens nothing yet; an
 * achievement unlock shows a trophy and opens nothing.
 */
export function ActivityFeed({ items }: { items: ActivityItem[] }) {
  return (
    <ul className="-mx-2 divide-y divide-slate-100 dark:divide-slate-800">
      {items.map((item) => (
        <li key={item.id}>
          {item.session_id && item.type === 'quiz_completed' ? (
            <Link
              to={`/quiz/results/${item.session_id}`}
              className="flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50 dark:hover:bg-slate-800"
            >
              <ActivityBody item={item} />
              <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            </Link>
          ) : (
            <div className="flex items-center gap-3 px-2 py-3">
              <ActivityBody item={item} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
