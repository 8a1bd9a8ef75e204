import type { UserRating } from '@quizarena/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatNumber } from '../../../lib/format';
import { useUserRatings } from '../api/get-user-ratings';
import { ProvisionalBadge } from './provisional-badge';
import { RatingDelta } from './rating-delta';

const FIGURE = 'text-xs text-slate-600 dark:text-slate-300';

function RatingItem({ rating }: { rating: UserRating }) {
  const { t } = useTranslation('ratings');
  const name = rating.category_name ?? t('general');
  return (
    <li className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{name}</h3>
        {rating.provisional ? <ProvisionalBadge /> : null}
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div>
          <dt className={FIGURE}>{t('figures.rating')}</dt>
          <dd className="text-xl font-bold tabular-nums">{formatNumber(rating.rating)}</dd>
        </div>
        <div>
          <dt className={FIGURE}>{t('figures.games')}</dt>
          <dd className="font-semibold tabular-nums">{formatNumber(rating.games)}</dd>
        </div>
        <div>
          <dt className={FIGURE}>{t('figures.record')}</dt>
          <dd className="font-semibold tabular-nums">
            {t('figures.recordValue', {
              wins: formatNumber(rating.wins),
              losses: formatNumber(rating.losses),
            })}
          </dd>
        </div>
        <div>
          <dt className={FIGURE}>{t('figures.lastChange')}</dt>
          <dd>
            {rating.last_change ? (
              <RatingDelta before={rating.last_change.before} after={rating.last_change.after} />
            ) : (
              t('change.never')
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * A player's skill rating in each category they have played ('General' first), as their own
 * profile and their public profile show it. Its read fails, loads and comes back empty on its
 * own, so the rest of the profile is never blanked by it.
 */
export function SkillRatingsCard({ userId }: { userId: string }) {
  const { t } = useTranslation('ratings');
  const headingId = useId();
  const ratings = useUserRatings(userId);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="mb-4 text-lg font-semibold">
        {t('card.title')}
      </h2>
      {ratings.isError ? (
        <LoadError
          message={apiErrorText(ratings.error, t('card.loadFailed'))}
          onRetry={() => void ratings.refetch()}
        />
      ) : ratings.isPending ? (
        <div aria-busy="true">
          <p className="sr-only" role="status">
            {t('card.loading')}
          </p>
          <Skeleton className="h-24 w-full rounded-xl" />
        </div>
      ) : ratings.data.length === 0 ? (
        <div className="text-center">
          <p className="font-semibold">{t('card.empty')}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('card.emptyHint')}</p>
        </div>
      ) : (
        <ul aria-label={t('card.list')} className="space-y-3">
          {ratings.data.map((rating) => (
            <RatingItem key={rating.category_id ?? 'general'} rating={rating} />
          ))}
        </ul>
      )}
    </section>
  );
}
