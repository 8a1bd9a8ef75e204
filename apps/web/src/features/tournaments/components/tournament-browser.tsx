import { TOURNAMENT_RULES, TOURNAMENT_STATUSES, type TournamentStatus } from '@quizarena/contracts';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { ArrowRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState, ListError, ListLoading } from '../../../components/ui/list-states';
import { SelectField } from '../../../components/ui/select-field';
import { formatNumber } from '../../../lib/format';
import { useTournaments } from '../api/queries';
import type { TournamentsSources } from '../sources';
import { TournamentCard } from './tournament-card';

/** The lobby's tab shows this many, with a link to the whole list. */
export const COMPACT_LIMIT = 6;

const LINK_CLASSES =
  'inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none';

/** Previous and Next through the list's pages, with where the reader is. */
function Paging({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('tournaments');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('list.pages')} className="flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('list.previous')}
      </Button>
      <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-300">
        {t('list.page', { page: formatNumber(page), pages: formatNumber(pages) })}
      </p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('list.next')}
      </Button>
    </nav>
  );
}

/**
 * The tournaments as the server orders them (featured first, then the soonest start): filtered
 * by status and category, a page at a time, with Create Tournament for those the list says may
 * create. `compact` (the game lobby's tab) shows the first few without filters, and a link to
 * the whole list.
 */
export function TournamentBrowser({
  sources,
  compact = false,
}: {
  sources: TournamentsSources;
  compact?: boolean;
}) {
  const { t } = useTranslation('tournaments');
  const [status, setStatus] = useState<TournamentStatus | ''>('');
  const [categoryId, setCategoryId] = useState('');
  const [page, setPage] = useState(1);
  const limit = compact ? COMPACT_LIMIT : TOURNAMENT_RULES.pageSize;
  const list = useTournaments({ status, categoryId, page, limit });
  const categories = useQuery({ ...sources.categories, enabled: !compact });
  const filter = (change: () => void) => {
    change();
    setPage(1);
  };

  let body;
  if (list.isError) {
    body = (
      <ListError
        error={list.error}
        fallback={t('list.loadFailed')}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!list.data) {
    body = <ListLoading label={t('list.loading')} />;
  } else if (list.data.tournaments.length === 0) {
    body = (
      <EmptyState>
        <p className="font-semibold">{t(status || categoryId ? 'list.empty' : 'list.none')}</p>
        <p className="text-sm">{t(status || categoryId ? 'list.emptyHint' : 'list.noneHint')}</p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul
          aria-label={t('list.label')}
          aria-busy={list.isPlaceholderData || undefined}
          className={clsx(
            'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3',
            list.isPlaceholderData && 'opacity-60',
          )}
        >
          {list.data.tournaments.map((tournament) => (
            <TournamentCard key={tournament.id} tournament={tournament} />
          ))}
        </ul>
        {compact ? null : (
          <Paging
            page={page}
            pages={Math.ceil(list.data.total / list.data.limit)}
            onPage={setPage}
          />
        )}
      </>
    );
  }

  return (
    <div className="space-y-5">
      {compact ? null : (
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label={t('list.status')}
            value={status}
            onChange={(value) => filter(() => setStatus(value as TournamentStatus | ''))}
            options={TOURNAMENT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
            className="min-w-44"
          >
            <option value="">{t('list.all')}</option>
          </SelectField>
          <SelectField
            label={t('list.category')}
            value={categoryId}
            onChange={(value) => filter(() => setCategoryId(value))}
            options={(categories.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
            className="min-w-44"
          >
            <option value="">{t('list.all')}</option>
          </SelectField>
          {list.data?.can_create ? (
            <Link
              to="/tournaments/new"
              className={`${LINK_CLASSES} ml-auto bg-indigo-600 text-white hover:bg-indigo-700`}
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t('list.create')}
            </Link>
          ) : null}
        </div>
      )}
      {body}
      {compact ? (
        <Link
          to="/tournaments"
          className={`${LINK_CLASSES} text-indigo-700 hover:underline dark:text-indigo-300`}
        >
          {t('list.viewAll')}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}
