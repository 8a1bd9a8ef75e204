import { RATING_BOARD_DEFAULT_LIMIT, type RatingBoardEntry } from '@quizarena/contracts';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatNumber } from '../../../lib/format';
import { useRatingBoard } from '../api/get-rating-board';
import type { CategorySource } from '../sources';
import { ProvisionalBadge } from './provisional-badge';

const PAGE = RATING_BOARD_DEFAULT_LIMIT;
const FIGURE = 'text-xs text-slate-600 dark:text-slate-400';
const LINK =
  'truncate rounded-sm hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none';

/** One row: a hidden profile has no id and is its name alone, never a link (as on the points boards). */
function BoardRow({ entry }: { entry: RatingBoardEntry }) {
  const { t } = useTranslation('ratings');
  const own = entry.is_current_user;
  return (
    <li
      aria-current={own ? 'true' : undefined}
      className={clsx(
        'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border p-3 shadow-sm sm:flex-nowrap',
        own
          ? 'border-indigo-400 bg-indigo-50 dark:border-indigo-500 dark:bg-indigo-950'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
      )}
    >
      <span className="w-10 shrink-0 text-center font-bold tabular-nums">
        <span aria-hidden="true">{formatNumber(entry.rank)}</span>
        <span className="sr-only">{t('board.rank', { rank: formatNumber(entry.rank) })}</span>
      </span>
      <UserAvatar name={entry.name} avatarUrl={entry.avatar_url} size="sm" />
      <p className="flex min-w-0 flex-1 flex-wrap items-center gap-2 font-semibold">
        {own || entry.profile_visible ? (
          <Link to={own ? '/profile' : `/profile/${entry.user_id}`} className={LINK}>
            {entry.name}
          </Link>
        ) : (
          <span className="truncate">{entry.name}</span>
        )}
        {own ? (
          <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white">
            {t('board.you')}
          </span>
        ) : null}
        {entry.provisional ? <ProvisionalBadge /> : null}
      </p>
      <dl className="flex items-center gap-5 text-sm">
        <div className="text-right">
          <dt className={FIGURE}>{t('figures.rating')}</dt>
          <dd className="text-lg font-bold tabular-nums">{formatNumber(entry.rating)}</dd>
        </div>
        <div className="text-right">
          <dt className={FIGURE}>{t('figures.games')}</dt>
          <dd className="font-semibold tabular-nums">{formatNumber(entry.games)}</dd>
        </div>
        <div className="text-right">
          <dt className={FIGURE}>{t('figures.wins')}</dt>
          <dd className="font-semibold tabular-nums">{formatNumber(entry.wins)}</dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * The skill rating board of a category ('General' first among the choices), a page at a time,
 * best conservative rating first; the caller's own row says 'You'. `categories` is the content
 * feature's read, handed in by app/.
 */
export function RatingBoard({ categories }: { categories: CategorySource }) {
  const { t } = useTranslation('ratings');
  const headingId = useId();
  const [category, setCategory] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const choices = useQuery(categories);
  const board = useRatingBoard({ category, offset: page * PAGE, limit: PAGE });
  const options = [...(choices.data ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ id, name }) => ({ value: id, label: name }));

  const choose = (value: string) => {
    setCategory(value || null);
    setPage(0);
  };

  let body;
  if (board.isError) {
    body = (
      <LoadError
        message={apiErrorText(board.error, t('board.loadFailed'))}
        onRetry={() => void board.refetch()}
      />
    );
  } else if (board.isPending) {
    body = (
      <div aria-busy="true" className="space-y-2">
        <p className="sr-only" role="status">
          {t('board.loading')}
        </p>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-14 w-full rounded-2xl" />
        ))}
      </div>
    );
  } else if (board.data.total === 0) {
    body = <p className="py-6 text-center font-semibold">{t('board.empty')}</p>;
  } else {
    const { entries, total, offset } = board.data;
    const from = Math.min(total, offset + 1);
    const to = Math.min(total, offset + entries.length);
    body = (
      <>
        <ol
          aria-label={t('board.list')}
          aria-busy={board.isPlaceholderData || undefined}
          className={clsx('space-y-2', board.isPlaceholderData && 'opacity-60')}
        >
          {entries.map((entry) => (
            <BoardRow key={entry.user_id ?? `hidden-${entry.rank}`} entry={entry} />
          ))}
        </ol>
        <nav
          aria-label={t('board.pages')}
          className="mt-4 flex flex-wrap items-center justify-between gap-3"
        >
          <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-300">
            {t('board.showing', {
              from: formatNumber(from),
              to: formatNumber(to),
              total: formatNumber(total),
            })}
          </p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              disabled={page === 0}
              onClick={() => setPage((current) => Math.max(0, current - 1))}
            >
              {t('board.previous')}
            </Button>
            <Button
              variant="secondary"
              disabled={offset + PAGE >= total}
              onClick={() => setPage((current) => current + 1)}
            >
              {t('board.next')}
            </Button>
          </div>
        </nav>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('board.title')}
      </h2>
      <SelectField
        label={t('board.category')}
        value={category ?? ''}
        onChange={choose}
        options={options}
        className="max-w-xs"
      >
        <option value="">{t('general')}</option>
      </SelectField>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('board.ranking')}</p>
      {body}
    </section>
  );
}
