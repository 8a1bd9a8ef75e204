import type { StudySession } from '@quizarena/contracts';
import {
  endOfMonth,
  endOfWeek,
  format,
  formatISO,
  getDay,
  parse,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { useMemo, useState } from 'react';
import { Calendar, dateFnsLocalizer, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/ui/list-states';
import { currentLocale } from '../../../i18n/instance';
import { useMySessions } from '../api/queries';
import type { StudyGroupsSources } from '../sources';
import { CalendarFeed } from './calendar-feed';
import { CARD_CLASSES } from './group-card';
import { SessionList } from './session-list';

// This module, react-big-calendar and date-fns are loaded only when the Calendar View opens.

const LOCALES = { en: enUS, es };
const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: LOCALES });
const VIEWS: View[] = ['month', 'week'];
/** The most sessions one visible range asks for (the server's ceiling). */
const RANGE_LIMIT = 200;

type SessionEvent = { title: string; start: Date; end: Date; session: StudySession };

/** The days a view shows around `date`: whole weeks, as the calendar lays them out. */
export function visibleRange(date: Date, view: View, locale: Locale) {
  const weekOptions = { locale };
  const first = view === 'week' ? date : startOfMonth(date);
  const last = view === 'week' ? date : endOfMonth(date);
  return {
    from: formatISO(startOfWeek(first, weekOptions)),
    to: formatISO(endOfWeek(last, weekOptions)),
  };
}
type Locale = typeof enUS;

/**
 * The caller's sessions by month or week. Each move asks the server for the range shown;
 * choosing a session shows its card below the calendar. The Subscribe panel sits beside it.
 */
export default function SessionsCalendar({
  me,
  sources,
}: {
  me: string;
  sources: StudyGroupsSources;
}) {
  const { t } = useTranslation('studyGroups');
  const culture = currentLocale().startsWith('es') ? 'es' : 'en';
  const [date, setDate] = useState(() => new Date());
  const [view, setView] = useState<View>('month');
  const [selected, setSelected] = useState<string | null>(null);
  const range = useMemo(
    () => ({ ...visibleRange(date, view, LOCALES[culture]), limit: RANGE_LIMIT }),
    [date, view, culture],
  );
  const sessions = useMySessions(range);
  const events = useMemo<SessionEvent[]>(
    () =>
      (sessions.data ?? []).map((session) => ({
        title: session.title,
        start: new Date(session.scheduled_at),
        end: new Date(session.ends_at),
        session,
      })),
    [sessions.data],
  );
  const chosen = sessions.data?.find((session) => session.id === selected);
  const messages = {
    today: t('calendar.today'),
    previous: t('calendar.back'),
    next: t('calendar.next'),
    month: t('calendar.month'),
    week: t('calendar.week'),
    showMore: (count: number) => t('calendar.showMore', { count }),
  };

  return (
    <div className="space-y-6">
      {sessions.isError ? (
        <ListError
          error={sessions.error}
          fallback={t('sessions.loadFailed')}
          onRetry={() => void sessions.refetch()}
        />
      ) : null}
      <div
        className={`${CARD_CLASSES} h-[40rem]`}
        role="region"
        aria-label={t('calendar.label')}
        aria-busy={sessions.isPending}
      >
        <Calendar<SessionEvent>
          localizer={localizer}
          culture={culture}
          messages={messages}
          events={events}
          views={VIEWS}
          view={view}
          date={date}
          onView={setView}
          onNavigate={setDate}
          onSelectEvent={(event) => setSelected(event.session.id)}
        />
      </div>
      {chosen ? (
        <section aria-label={t('calendar.selected')}>
          <SessionList
            sessions={[chosen]}
            label={t('calendar.selected')}
            me={me}
            sources={sources}
          />
        </section>
      ) : null}
      <CalendarFeed />
    </div>
  );
}
