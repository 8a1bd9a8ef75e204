import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ListError, ListLoading } from '../../../components/ui/list-states';
import { getMySets } from '../api/question-sets';
import { setKeys } from '../api/keys';
import { CreateSetButton } from '../components/create-set-dialog';
import { SetStatus } from '../components/set-status';
import type { SetSources } from '../sources';

/**
 * /sets, 'My question sets': the caller's sets with who may see each, and New set. Writing sets
 * is for educators and administrators (`author`); anyone else reads why not.
 */
export function QuestionSetsPage({ author, sources }: { author: boolean; sources: SetSources }) {
  const { t } = useTranslation('questionSets');
  const sets = useQuery({
    queryKey: setKeys.mine(),
    queryFn: ({ signal }) => getMySets(signal),
    enabled: author,
  });
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold">{t('list.title')}</h1>
          <p className="text-slate-600 dark:text-slate-300">{t('list.subtitle')}</p>
        </div>
        {author ? <CreateSetButton sources={sources} /> : null}
      </header>
      {!author ? (
        <EmptyState>
          <p>{t('list.authorsOnly')}</p>
        </EmptyState>
      ) : sets.isPending ? (
        <ListLoading label={t('list.loading')} />
      ) : sets.isError ? (
        <ListError
          error={sets.error}
          fallback={t('list.loadFailed')}
          onRetry={() => void sets.refetch()}
        />
      ) : sets.data.length === 0 ? (
        <EmptyState>
          <p>{t('list.empty')}</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {sets.data.map((set) => (
            <li
              key={set.id}
              className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            >
              <h2 className="text-lg font-semibold">
                <Link
                  to={`/sets/${set.id}`}
                  lang={set.language}
                  className="text-indigo-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300"
                >
                  {set.name}
                </Link>
              </h2>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {t('list.facts', { category: set.category_name, count: set.question_count })}
              </p>
              <SetStatus set={set} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
