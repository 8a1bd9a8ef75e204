import {
  NOTIFICATION_KINDS,
  notificationKindSchema,
  type Notification,
  type NotificationKind,
  type Relationship,
} from '@quizarena/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMore } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiErrorText } from '../../../lib/api-error-text';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useNotificationPages, type ReadFilter } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-read';
import { NotificationCard } from '../components/notification-card';
import { PageFrame } from '../components/page-frame';

const READ_FILTERS: readonly ReadFilter[] = ['all', 'unread'];

function ListSkeleton() {
  return (
    <div className="space-y-3" aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-24 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** The pages' notifications as one list; a live arrival can repeat one across pages. */
function uniqueById(pages: readonly { notifications: Notification[] }[]): Notification[] {
  const byId = new Map<string, Notification>();
  for (const item of pages.flatMap((page) => page.notifications)) {
    if (!byId.has(item.id)) byId.set(item.id, item);
  }
  return [...byId.values()];
}

/**
 * /notifications: every notification, unread first, a page at a time, filtered by read state
 * and kind (kept in the URL), with mark read and each kind's action in place.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const [params, setParams] = useSearchParams();
  const filter: ReadFilter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const parsedKind = notificationKindSchema.safeParse(params.get('kind'));
  const kind: NotificationKind | null = parsedKind.success ? parsedKind.data : null;
  const query = useNotificationPages({ filter, kind });
  const markRead = useMarkNotificationsRead();
  // Answers given here, by notification: the card says how it ended, whatever the filter.
  const [answers, setAnswers] = useState<Record<string, Relationship>>({});
  const kindId = useId();

  useErrorToast(query.isError ? query.errorUpdatedAt : null, t('page.loadFailed'));

  function setParam(name: 'filter' | 'kind', value: string | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  }

  const pages = query.data?.pages;
  const notifications = pages ? uniqueById(pages) : [];
  const unreadCount = pages?.[0]?.unread_count ?? 0;

  let content;
  if (!pages && query.isError) {
    content = (
      <LoadError
        message={apiErrorText(query.error, t('page.loadFailed'))}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!pages) {
    content = (
      <>
        <p role="status" className="sr-only">
          {t('page.loading')}
        </p>
        <ListSkeleton />
      </>
    );
  } else if (notifications.length === 0) {
    content = (
      <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
        {kind ? t('page.emptyKind') : filter === 'unread' ? t('page.emptyUnread') : t('page.empty')}
      </p>
    );
  } else {
    content = (
      <div className="space-y-4">
        <ul className="space-y-3">
          {notifications.map((notification) => (
            <li key={notification.id}>
              <NotificationCard
                notification={notification}
                answer={answers[notification.id]}
                onAnswered={(relationship) =>
                  setAnswers((current) => ({ ...current, [notification.id]: relationship }))
                }
              />
            </li>
          ))}
        </ul>
        <LoadMore query={query} label={t('page.loadMore')} loadingLabel={t('page.loadingMore')} />
      </div>
    );
  }

  return (
    <PageFrame
      title={t('title')}
      intro={t('page.intro')}
      link={{ to: '/settings/notifications', label: t('page.settingsLink') }}
    >
      <div
        role="group"
        aria-label={t('page.filters')}
        className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{t('page.show')}</legend>
          <div className="flex gap-4">
            {READ_FILTERS.map((value) => (
              <label key={value} className="flex min-h-10 cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name="notification-filter"
                  value={value}
                  checked={filter === value}
                  onChange={() => setParam('filter', value === 'all' ? null : value)}
                  className="h-5 w-5 accent-indigo-600"
                />
                {t(`page.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={kindId} className="mb-1 block text-sm font-medium">
            {t('page.kind')}
          </label>
          <select
            id={kindId}
            value={kind ?? ''}
            onChange={(event) => setParam('kind', event.target.value || null)}
            className="min-h-10 rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
          >
            <option value="">{t('page.allKinds')}</option>
            {NOTIFICATION_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`kindNames.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          className="ml-auto"
          disabled={unreadCount === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t('markAllRead')}
        </Button>
      </div>
      {content}
    </PageFrame>
  );
}
