import { auditLogQuerySchema } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ListError, ListLoading } from '../../../components/ui/list-states';
import { LoadMore } from '../../../components/ui/load-more';
import type { AuditFilters } from '../api/audit-log';
import { useAuditLog } from '../api/queries';
import { AuditFiltersForm } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters the address holds; anything unreadable there is left out rather than sent. */
function filtersFrom(params: URLSearchParams): AuditFilters {
  const event = auditLogQuerySchema.shape.event.safeParse(params.get('event') ?? undefined);
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    event: (event.success && event.data) || '',
    userId: params.get('user_id') ?? '',
    actorId: params.get('actor_id') ?? '',
    from: day('from'),
    to: day('to'),
  };
}

function paramsFrom(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  const named: [string, string][] = [
    ['event', filters.event],
    ['user_id', filters.userId],
    ['actor_id', filters.actorId],
    ['from', filters.from],
    ['to', filters.to],
  ];
  for (const [name, value] of named) if (value) params.set(name, value);
  return params;
}

/** /admin/audit: the audit log, filtered by what the address says, newest first. */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  let body;
  if (log.isPending) body = <ListLoading label={t('audit.loading')} />;
  else if (log.isError)
    body = (
      <ListError
        error={log.error}
        fallback={t('audit.loadFailed')}
        onRetry={() => void log.refetch()}
      />
    );
  else if (entries.length === 0)
    body = (
      <EmptyState>
        <p>{t('audit.empty')}</p>
      </EmptyState>
    );
  else
    body = (
      <>
        <AuditTable entries={entries} />
        <LoadMore query={log} label={t('audit.loadMore')} loadingLabel={t('audit.loadingMore')} />
      </>
    );

  return (
    <section aria-labelledby="audit-log-title" className="space-y-4">
      <div>
        <h2 id="audit-log-title" className="text-xl font-semibold">
          {t('audit.title')}
        </h2>
        <p className="text-slate-600 dark:text-slate-300">{t('audit.subtitle')}</p>
      </div>
      <AuditFiltersForm
        // A new address (back, a link) starts the form again from what it says.
        key={paramsFrom(filters).toString()}
        value={filters}
        onApply={(next) => setParams(paramsFrom(next))}
      />
      {body}
    </section>
  );
}
