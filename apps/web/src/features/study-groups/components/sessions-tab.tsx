import { CalendarDays, List, Plus } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState, ListError, ListLoading } from '../../../components/ui/list-states';
import { useMyGroups, useMySessions } from '../api/queries';
import type { StudyGroupsSources } from '../sources';
import { SessionFormDialog } from './session-form-dialog';
import { SessionList } from './session-list';

// Its own chunk: the calendar library and its styles load only when the Calendar View opens.
const SessionsCalendar = lazy(() => import('./sessions-calendar'));

/** Without `from`, the server answers the upcoming and live sessions. */
const UPCOMING = {};

/** The Sessions tab: the caller's upcoming sessions or their calendar, and Schedule Session. */
export function SessionsTab({ me, sources }: { me: string; sources: StudyGroupsSources }) {
  const { t } = useTranslation('studyGroups');
  const hintId = useId();
  const [view, setView] = useState<'list' | 'calendar'>('list');
  const [scheduling, setScheduling] = useState(false);
  const groups = useMyGroups();
  const sessions = useMySessions(UPCOMING);
  const managed = (groups.data?.groups ?? [])
    .filter((group) => group.my_role === 'owner' || group.my_role === 'moderator')
    .map(({ id, name }) => ({ id, name }));
  const calendar = view === 'calendar';

  let body;
  if (calendar)
    body = (
      <Suspense fallback={<ListLoading label={t('calendar.loading')} rows={1} />}>
        <SessionsCalendar me={me} sources={sources} />
      </Suspense>
    );
  else if (sessions.isError)
    body = (
      <ListError
        error={sessions.error}
        fallback={t('sessions.loadFailed')}
        onRetry={() => void sessions.refetch()}
      />
    );
  else if (!sessions.data) body = <ListLoading label={t('sessions.loading')} />;
  else if (sessions.data.length === 0)
    body = (
      <EmptyState>
        <h3 className="text-xl font-bold">{t('sessions.emptyTitle')}</h3>
        <p>{t('sessions.emptyText')}</p>
      </EmptyState>
    );
  else
    body = (
      <SessionList
        sessions={sessions.data}
        label={t('sessions.listLabel')}
        me={me}
        sources={sources}
      />
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">
          {calendar ? t('calendar.title') : t('sessions.heading')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setView(calendar ? 'list' : 'calendar')}>
            {calendar ? (
              <List className="h-4 w-4" aria-hidden="true" />
            ) : (
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
            )}
            {calendar ? t('sessions.listView') : t('sessions.calendarView')}
          </Button>
          <Button
            disabled={managed.length === 0}
            aria-describedby={managed.length === 0 ? hintId : undefined}
            onClick={() => setScheduling(true)}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('sessions.schedule')}
          </Button>
        </div>
      </div>
      {groups.data && managed.length === 0 ? (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {t('sessions.scheduleHint')}
        </p>
      ) : null}
      {body}
      <SessionFormDialog
        open={scheduling}
        onOpenChange={setScheduling}
        groups={managed}
        sources={sources}
      />
    </div>
  );
}
