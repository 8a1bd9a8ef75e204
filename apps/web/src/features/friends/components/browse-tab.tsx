import { BROWSE_PAGE_SIZE, BROWSE_SORTS, type BrowseSort } from '@quizarena/contracts';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrowseUsers } from '../api/friends-queries';
import { EmptyState, ListError, ListLoading } from '../../../components/ui/list-states';
import { Pager } from './pager';
import { PlayerResultList } from './player-result-card';

/** Browse All: every player the caller may see, twelve a page, in the order chosen. */
export function BrowseTab() {
  const { t } = useTranslation('friends');
  const sortId = useId();
  const [sort, setSort] = useState<BrowseSort>('newest');
  const [page, setPage] = useState(1);
  const browse = useBrowseUsers(page, sort, BROWSE_PAGE_SIZE);
  const data = browse.data;

  let content;
  if (browse.isError && !data) {
    content = (
      <ListError
        error={browse.error}
        fallback={t('browse.loadFailed')}
        onRetry={() => void browse.refetch()}
      />
    );
  } else if (!data) {
    content = <ListLoading label={t('browse.loading')} rows={4} />;
  } else if (data.users.length === 0) {
    content = (
      <EmptyState>
        <p>{t('browse.empty')}</p>
      </EmptyState>
    );
  } else {
    content = (
      <div
        className={clsx(
          'space-y-5 motion-safe:transition-opacity',
          browse.isPlaceholderData && 'opacity-60',
        )}
      >
        <PlayerResultList players={data.users} label={t('browse.label')} />
        <Pager
          page={data.pagination.current_page}
          totalPages={data.pagination.total_pages}
          onPage={setPage}
        />
      </div>
    );
  }

  return (
    <div className="space-y-5" aria-busy={browse.isFetching || undefined}>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-medium">
          {t('browse.sort')}
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as BrowseSort);
            // Another order starts from its first page.
            setPage(1);
          }}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
        >
          {BROWSE_SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`browse.sorts.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {content}
    </div>
  );
}
