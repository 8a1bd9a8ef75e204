import { useQuery } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, ListError } from '../../../components/ui/list-states';
import { ApiError } from '../../../lib/api-client';
import { Spinner } from '../../../components/ui/spinner';
import { getSharedSet } from '../api/question-sets';
import { setKeys } from '../api/keys';
import type { SetSources } from '../sources';

/**
 * /sets/shared/:key, a set someone shared by its link: what it is, who wrote it, and Play (the
 * quiz is started with the link's key, which lets a stranger play it). A key made void (the set
 * made private, or given a new link) says so.
 */
export function SharedSetPage({ sources }: { sources: SetSources }) {
  const { t } = useTranslation(['questionSets', 'content']);
  const { key = '' } = useParams();
  const shared = useQuery({
    queryKey: setKeys.shared(key),
    queryFn: ({ signal }) => getSharedSet(key, signal),
    retry: false,
  });
  if (shared.isPending) return <Spinner label={t('shared.loading')} />;
  if (shared.error instanceof ApiError && shared.error.status === 404)
    return (
      <EmptyState>
        <p role="alert">{t('shared.notFound')}</p>
      </EmptyState>
    );
  if (shared.isError)
    return (
      <ListError
        error={shared.error}
        fallback={t('shared.notFound')}
        onRetry={() => void shared.refetch()}
      />
    );
  const set = shared.data;
  const { challenge: Challenge } = sources;
  return (
    <article className="mx-auto max-w-2xl space-y-5 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
      <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">
        {t('shared.kicker', { name: set.owner_name })}
      </p>
      <h1 className="text-3xl font-bold" lang={set.language}>
        {set.name}
      </h1>
      {set.description ? (
        <p lang={set.language} className="text-slate-700 dark:text-slate-300">
          {set.description}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('shared.category')}</dt>
          <dd className="font-semibold">{set.category_name}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('shared.questions')}</dt>
          <dd className="font-semibold">{set.question_count}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('shared.difficulty')}</dt>
          <dd className="font-semibold">{t(`content:difficulty.${set.difficulty_level}`)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-3">
        {set.question_count > 0 ? (
          <Link
            to={`/quiz/${set.category_id}/${set.id}?key=${encodeURIComponent(key)}`}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            <Play className="h-4 w-4" aria-hidden="true" />
            {t('shared.play')}
          </Link>
        ) : (
          <p>{t('play.empty')}</p>
        )}
        {Challenge && set.question_count > 0 ? (
          <Challenge set={{ ...set, share_key: key }} />
        ) : null}
        {set.mine ? (
          <Link
            to={`/sets/${set.id}`}
            className="inline-flex items-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:border-slate-600"
          >
            {t('shared.edit')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
