import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState, ListError, ListLoading } from '../../../components/ui/list-states';
import { formatNumber } from '../../../lib/format';

type Read<T> =
  | { isPending: true; isError: false; data: undefined; error: unknown; refetch: () => unknown }
  | { isPending: false; isError: true; data: T | undefined; error: unknown; refetch: () => unknown }
  | { isPending: false; isError: false; data: T; error: unknown; refetch: () => unknown };

/**
 * A read's list in its four states: loading, failed (with Try again), empty (saying so) and
 * shown; `empty` is null when the data has something to show.
 */
export function ListBody<T>({
  read,
  loading,
  failed,
  empty,
  children,
}: {
  read: Read<T>;
  loading: string;
  failed: string;
  empty: (data: T) => ReactNode | null;
  children: (data: T) => ReactNode;
}) {
  if (read.isPending) return <ListLoading label={loading} />;
  if (read.isError)
    return <ListError error={read.error} fallback={failed} onRetry={() => void read.refetch()} />;
  const nothing = empty(read.data);
  if (nothing !== null)
    return (
      <EmptyState>
        <p>{nothing}</p>
      </EmptyState>
    );
  return <>{children(read.data)}</>;
}

/** Previous and Next around where the list is, in a navigation named `label`. */
export function Pager({
  label,
  pagination,
  onPage,
}: {
  label: string;
  pagination: { page: number; total: number; total_pages: number };
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('adminContent');
  const { page, total } = pagination;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <p className="text-sm">
        {t('pagination.status', {
          page,
          pages: Math.max(1, pagination.total_pages),
          count: total,
          total: formatNumber(total),
        })}
      </p>
      <Button
        variant="secondary"
        disabled={page >= pagination.total_pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pagination.next')}
      </Button>
    </nav>
  );
}
