import type { ModerationKind } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListError, ListLoading } from '../../../components/ui/list-states';
import { Tabs } from '../../../components/ui/tabs';
import { formatNumber } from '../../../lib/format';
import { useTabParam } from '../../../lib/use-tab-param';
import { useModerationQueue } from '../api/queries';
import { ModerationQueueTable } from '../components/moderation-queue-table';

type Filter = 'all' | ModerationKind;
const FILTERS: readonly { id: Filter }[] = [
  { id: 'all' },
  { id: 'report' },
  { id: 'flagged_session' },
  { id: 'answer_dispute' },
  { id: 'set_publication' },
];

/**
 * /admin/moderation: the pending reports, flagged sessions, disputed questions and question sets
 * asked to be published, oldest first, all or one kind (the address's `tab`), each with who
 * holds its claim. Opening one claims it.
 */
export function ModerationQueuePage() {
  const { t } = useTranslation('adminModeration');
  const [filter, setFilter] = useTabParam(FILTERS, 'all');
  const queue = useModerationQueue(filter === 'all' ? null : filter);
  const counts = queue.data?.counts;
  const countOf = (id: Filter) =>
    counts &&
    (id === 'all'
      ? counts.report + counts.flagged_session + counts.answer_dispute + counts.set_publication
      : counts[id]);
  const tabs = FILTERS.map(({ id }) => {
    const count = countOf(id);
    const label = t(`queue.filters.${id}`);
    return {
      id,
      label:
        count === undefined
          ? label
          : t('queue.filters.counted', { label, count: formatNumber(count) }),
    };
  });
  const items = queue.data?.items ?? [];
  const total = countOf(filter) ?? 0;

  let body;
  if (queue.isPending) body = <ListLoading label={t('queue.loading')} />;
  else if (queue.isError)
    body = (
      <ListError
        error={queue.error}
        fallback={t('queue.loadFailed')}
        onRetry={() => void queue.refetch()}
      />
    );
  else if (items.length === 0)
    body = (
      <EmptyState>
        <p>{t(`queue.empty.${filter}`)}</p>
      </EmptyState>
    );
  else
    body = (
      <div className="space-y-2">
        {total > items.length ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('queue.oldestOnly', {
              shown: formatNumber(items.length),
              total: formatNumber(total),
            })}
          </p>
        ) : null}
        <ModerationQueueTable items={items} />
      </div>
    );

  return (
    <section aria-labelledby="admin-moderation-title" className="space-y-4">
      <div>
        <h2 id="admin-moderation-title" className="text-xl font-semibold">
          {t('queue.title')}
        </h2>
        <p className="text-slate-600 dark:text-slate-300">{t('queue.subtitle')}</p>
      </div>
      <Tabs label={t('queue.filters.label')} tabs={tabs} value={filter} onChange={setFilter}>
        <div aria-busy={queue.isPlaceholderData || undefined}>{body}</div>
      </Tabs>
    </section>
  );
}
