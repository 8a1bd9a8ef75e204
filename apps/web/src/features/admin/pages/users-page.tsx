import { adminUsersQuerySchema } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState, ListError, ListLoading } from '../../../components/ui/list-states';
import { formatNumber } from '../../../lib/format';
import { useUsers } from '../api/queries';
import type { UserFilters } from '../api/users';
import { NO_USER_FILTERS, UserFiltersForm } from '../components/user-filters';
import { UsersTable } from '../components/users-table';

const shape = adminUsersQuerySchema.shape;

/** What the address says, by the server's own rules; anything unreadable there is left out. */
function readParams(params: URLSearchParams): { filters: UserFilters; page: number } {
  const read = <T,>(
    schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
    name: string,
  ) => {
    const parsed = schema.safeParse(params.get(name) ?? undefined);
    return parsed.success ? parsed.data : undefined;
  };
  return {
    filters: {
      q: read(shape.q, 'q') ?? '',
      role: read(shape.role, 'role') ?? '',
      status: read(shape.status, 'status') ?? '',
      ageBand: read(shape.age_band, 'age_band') ?? '',
      sort: read(shape.sort, 'sort') ?? NO_USER_FILTERS.sort,
      order: read(shape.order, 'order') ?? NO_USER_FILTERS.order,
    },
    page: read(shape.page, 'page') ?? 1,
  };
}

/** The address for a search and a page; defaults are left out. */
function paramsOf(filters: UserFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  const named: [string, string][] = [
    ['q', filters.q],
    ['role', filters.role],
    ['status', filters.status],
    ['age_band', filters.ageBand],
    ['sort', filters.sort === NO_USER_FILTERS.sort ? '' : filters.sort],
    ['order', filters.order === NO_USER_FILTERS.order ? '' : filters.order],
    ['page', page === 1 ? '' : String(page)],
  ];
  for (const [name, value] of named) if (value) params.set(name, value);
  return params;
}

/** /admin/users: the accounts the address's search finds, a page at a time. */
export function UsersPage() {
  const { t } = useTranslation('adminUsers');
  const [params, setParams] = useSearchParams();
  const { filters, page } = readParams(params);
  const users = useUsers(filters, page);
  const rows = users.data?.users ?? [];

  let body;
  if (users.isPending) body = <ListLoading label={t('list.loading')} />;
  else if (users.isError)
    body = (
      <ListError
        error={users.error}
        fallback={t('list.loadFailed')}
        onRetry={() => void users.refetch()}
      />
    );
  else if (rows.length === 0)
    body = (
      <EmptyState>
        <p>{t('list.empty')}</p>
      </EmptyState>
    );
  else body = <UsersTable users={rows} />;

  const hasMore = users.data?.has_more ?? false;
  const loadingPage = users.isPlaceholderData;
  return (
    <section aria-labelledby="admin-users-title" className="space-y-4">
      <div>
        <h2 id="admin-users-title" className="text-xl font-semibold">
          {t('list.title')}
        </h2>
        <p className="text-slate-600 dark:text-slate-300">{t('list.subtitle')}</p>
      </div>
      <UserFiltersForm
        // A new address (back, a link) starts the form again from what it says.
        key={paramsOf(filters).toString()}
        value={filters}
        onApply={(next) => setParams(paramsOf(next))}
      />
      <div aria-busy={loadingPage || undefined}>{body}</div>
      {page > 1 || hasMore ? (
        <nav aria-label={t('list.pages')} className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            disabled={page <= 1 || loadingPage}
            onClick={() => setParams(paramsOf(filters, page - 1))}
          >
            {t('list.previous')}
          </Button>
          <p className="text-sm text-slate-700 dark:text-slate-200" aria-live="polite">
            {t('list.page', { page: formatNumber(page) })}
          </p>
          <Button
            variant="secondary"
            disabled={!hasMore || loadingPage}
            onClick={() => setParams(paramsOf(filters, page + 1))}
          >
            {t('list.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
