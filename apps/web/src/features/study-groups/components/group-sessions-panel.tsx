import { STUDY_SESSION_RULES, type StudyGroup, type StudySession } from '@quizarena/contracts';
import { subDays } from 'date-fns';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarFeed } from './calendar-feed';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState, ListError, ListLoading } from '../../../components/ui/list-states';
import { useGroupSessions } from '../api/queries';
import type { StudyGroupsSources } from '../sources';
import { SessionFormDialog } from './session-form-dialog';
import { SessionList } from './session-list';

const UPCOMING = {};

/** The year before now (the reach of planning ahead, looking back); read once per visit. */
function pastRange() {
  const now = new Date();
  return {
    from: subDays(now, STUDY_SESSION_RULES.maxDaysAhead).toISOString(),
    to: now.toISOString(),
  };
}

/** Past ones, newest first, without those still upcoming or live (the first list has them). */
function pastOnly(past: StudySession[], upcoming: StudySession[]) {
  const shown = new Set(upcoming.map((session) => session.id));
  return past
    .filter(
      (session) =>
        !shown.has(session.id) &&
        (session.status === 'completed' || session.status === 'cancelled'),
    )
    .sort((a, b) => b.scheduled_at.localeCompare(a.scheduled_at));
}

/**
 * A group's sessions: upcoming (and live) first, then past ones with the caller's attendance,
 * and Schedule Session for its owner and moderators. `?session={id}` scrolls to that card.
 */
export function GroupSessionsPanel({
  group,
  me,
  sources,
}: {
  group: StudyGroup;
  me: string;
  sources: StudyGroupsSources;
}) {
  const { t } = useTranslation('studyGroups');
  const [params] = useSearchParams();
  const pointed = params.get('session');
  const [past] = useState(pastRange);
  const [scheduling, setScheduling] = useState(false);
  const upcoming = useGroupSessions(group.id, UPCOMING);
  const earlier = useGroupSessions(group.id, past);
  const manager = group.my_role === 'owner' || group.my_role === 'moderator';
  const loaded = Boolean(upcoming.data && earlier.data);

  useEffect(() => {
    if (!pointed || !loaded) return;
    const card = document.getElementById(`session-${pointed}`);
    card?.scrollIntoView?.({ block: 'center' });
    card?.focus({ preventScroll: true });
  }, [pointed, loaded]);

  const failed = upcoming.isError ? upcoming : earlier.isError ? earlier : null;
  if (failed)
    return (
      <ListError
        error={failed.error}
        fallback={t('sessions.loadFailed')}
        onRetry={() => void failed.refetch()}
      />
    );
  if (!upcoming.data || !earlier.data) return <ListLoading label={t('sessions.loading')} />;
  const before = pastOnly(earlier.data, upcoming.data);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">{t('sessions.heading')}</h2>
        {manager ? (
          <Button onClick={() => setScheduling(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('sessions.schedule')}
          </Button>
        ) : null}
      </div>
      {upcoming.data.length === 0 ? (
        <EmptyState>
          <h3 className="text-xl font-bold">{t('sessions.emptyTitle')}</h3>
        </EmptyState>
      ) : (
        <SessionList
          sessions={upcoming.data}
          label={t('sessions.heading')}
          me={me}
          sources={sources}
          highlighted={pointed}
        />
      )}
      {group.my_role ? <CalendarFeed groupId={group.id} /> : null}
      {before.length > 0 ? (
        <section className="space-y-4" aria-labelledby="study-group-past-sessions">
          <h2 id="study-group-past-sessions" className="text-xl font-bold">
            {t('sessions.past')}
          </h2>
          <SessionList
            sessions={before}
            label={t('sessions.past')}
            me={me}
            sources={sources}
            highlighted={pointed}
            footer={(session) =>
              session.status === 'completed' ? (
                <p className="text-sm font-semibold">
                  {session.attended ? t('sessions.attended') : t('sessions.missed')}
                </p>
              ) : null
            }
          />
        </section>
      ) : null}
      <SessionFormDialog
        open={scheduling}
        onOpenChange={setScheduling}
        fixedGroup={{ id: group.id, name: group.name }}
        sources={sources}
      />
    </div>
  );
}
