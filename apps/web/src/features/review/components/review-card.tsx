import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatTimeUntil } from '../../../lib/format';
import { useReviewSummary } from '../api/review-api';
import { DailyGoal } from './daily-goal';

const FOCUS_RING = 'focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none';

/**
 * The dashboard's review panel: how many questions are due, today's reviews against the goal,
 * and the way in. A section named by its heading, as the dashboard's other cards.
 */
export function ReviewCard() {
  const { t } = useTranslation('review');
  const summary = useReviewSummary();
  const data = summary.data;
  return (
    <section
      aria-labelledby="review-card-title"
      aria-busy={summary.isPending || undefined}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="review-card-title" className="flex items-center gap-2 text-lg font-semibold">
        <Repeat className="h-5 w-5 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
        {t('card.title')}
      </h2>
      {summary.isError ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('loadFailed')}</p>
      ) : !data ? (
        <Skeleton className="h-20 w-full" />
      ) : (
        <>
          <p className="text-2xl font-bold">
            {data.due_now > 0 ? t('card.due', { count: data.due_now }) : t('card.none')}
          </p>
          {data.due_now === 0 && data.next_due_at ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t('nextDue', { when: formatTimeUntil(data.next_due_at) })}
            </p>
          ) : null}
          <DailyGoal reviewed={data.reviewed_today} goal={data.daily_goal} met={data.goal_met} />
          <Link
            to="/review"
            className={`inline-flex items-center justify-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 dark:bg-indigo-500 dark:hover:bg-indigo-400 ${FOCUS_RING} focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-900`}
          >
            {t('card.start')}
          </Link>
        </>
      )}
    </section>
  );
}
