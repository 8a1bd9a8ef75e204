import { isSessionLive, type StudySession } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { CalendarClock, Clock, MapPin, Users, Video } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiRefusalText } from '../../../lib/api-error-text';
import { formatDate } from '../../../lib/format';
import { saveBlob } from '../../../lib/save-blob';
import { refreshSessions } from '../api/queries';
import {
  cancelSession,
  getSessionCalendar,
  joinLiveSession,
  rsvpSession,
} from '../api/study-sessions';
import type { StudyGroupsSources } from '../sources';
import { CARD_CLASSES } from './group-card';
import { OpenLiveDialog } from './open-live-dialog';
import { ReminderDialog } from './reminder-dialog';
import { SessionFormDialog } from './session-form-dialog';
import { ShareButton } from '../../../components/ui/share-button';

const PILL = 'rounded-full px-2 py-0.5 text-xs font-semibold';
const LINK_CLASSES =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-indigo-700 underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:border-slate-600 dark:text-indigo-300';

const isWebAddress = (text: string) => /^https?:\/\//i.test(text);

/** Where an 'other' session is held: a link when it is a web address, else the place's words. */
function Place({ location }: { location: string }) {
  const { t } = useTranslation('studyGroups');
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <MapPin className="h-4 w-4" aria-hidden="true" />
      {isWebAddress(location) ? (
        <a
          href={location}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-indigo-700 underline dark:text-indigo-300"
        >
          {t('sessions.openLink')}
        </a>
      ) : (
        t('sessions.place', { location })
      )}
    </p>
  );
}

/** Going / Not Going, the caller's answer pressed. */
function Rsvp({ session }: { session: StudySession }) {
  const { t } = useTranslation('studyGroups');
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: (going: boolean) => rsvpSession(session.id, going),
    onSuccess: (updated) => {
      toast.success(updated.going ? t('toasts.going') : t('toasts.notGoing'));
      void refreshSessions(queryClient, updated);
    },
    onError: (error) => toast.error(apiRefusalText(error, t('toasts.rsvpFailed'))),
  });
  return (
    <div
      role="group"
      aria-label={t('sessions.rsvpLabel', { title: session.title })}
      className="flex gap-1"
    >
      {[true, false].map((going) => (
        <Button
          key={String(going)}
          variant={session.going === going ? 'primary' : 'secondary'}
          aria-pressed={session.going === going}
          disabled={answer.isPending}
          onClick={() => answer.mutate(going)}
        >
          {going ? t('sessions.going') : t('sessions.notGoing')}
        </Button>
      ))}
    </div>
  );
}

type Open = 'reminder' | 'live' | 'edit' | 'cancel' | null;

/**
 * One session: what, when, who and where, and what the caller may do with it — Join Live while
 * a live session runs (else Set Reminder), RSVP, Share, Add to calendar; its managers' Edit and
 * Cancel; the host's Open live game. `highlighted` marks the one a link pointed at.
 */
export function SessionCard({
  session,
  me,
  sources,
  highlighted = false,
  footer,
}: {
  session: StudySession;
  me: string;
  sources: StudyGroupsSources;
  highlighted?: boolean;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('studyGroups');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [open, setOpen] = useState<Open>(null);
  const live = isSessionLive(session.status);
  const upcoming = session.status === 'scheduled';
  const liveGame = session.type === 'live' && live;
  const mayOpenGame =
    liveGame && session.game_id === null && (session.can_manage || session.host?.user_id === me);
  const recording =
    session.type === 'recorded' ? (session.recording_url ?? session.location) : null;
  const closeDialog = (next: boolean) => {
    if (!next) setOpen(null);
  };

  const join = useMutation({
    mutationFn: () => joinLiveSession(session.id),
    onSuccess: ({ path }) => void navigate(path),
    onError: (error) => toast.error(apiRefusalText(error, t('toasts.joinLiveFailed'))),
  });
  const cancel = useMutation({
    mutationFn: () => cancelSession(session.id),
    onSuccess: (updated) => {
      toast.success(t('toasts.sessionCancelled'));
      void refreshSessions(queryClient, updated);
    },
    onError: (error) => toast.error(apiRefusalText(error, t('toasts.cancelFailed'))),
  });
  const calendar = useMutation({
    mutationFn: () => getSessionCalendar(session.id),
    onSuccess: (blob) => saveBlob(blob, `study-session-${session.id}.ics`),
    onError: (error) => toast.error(apiRefusalText(error, t('toasts.calendarFailed'))),
  });

  return (
    <li
      id={`session-${session.id}`}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-current={highlighted ? 'true' : undefined}
      className={clsx(
        CARD_CLASSES,
        'flex flex-col gap-3',
        highlighted && 'ring-4 ring-indigo-400 dark:ring-indigo-600',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="min-w-0 flex-1 text-lg font-bold">
          {session.title}
        </h3>
        {live ? (
          <span className={`${PILL} animate-pulse bg-red-600 text-white`}>
            {t('sessions.live')}
          </span>
        ) : null}
        <span
          className={`${PILL} bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200`}
        >
          {t(`sessions.types.${session.type}`)}
        </span>
        {session.status === 'completed' || session.status === 'cancelled' ? (
          <span
            className={`${PILL} bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200`}
          >
            {t(`sessions.statuses.${session.status}`)}
          </span>
        ) : null}
      </div>
      {session.description ? (
        <p className="text-slate-700 dark:text-slate-300">{session.description}</p>
      ) : null}
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        <li className="flex items-center gap-1.5">
          <CalendarClock className="h-4 w-4" aria-hidden="true" />
          {formatDate(session.scheduled_at, { dateStyle: 'medium' })} ·{' '}
          {formatDate(session.scheduled_at, { timeStyle: 'short' })}
        </li>
        <li className="flex items-center gap-1.5">
          <Clock className="h-4 w-4" aria-hidden="true" />
          {t('sessions.duration', { count: session.duration })}
        </li>
        <li className="flex items-center gap-1.5">
          <Users className="h-4 w-4" aria-hidden="true" />
          {t('sessions.participants', {
            current: session.current_participants,
            max: session.max_participants,
          })}
        </li>
        <li>
          {session.host
            ? t('sessions.host', { name: session.host.name })
            : t('sessions.unknownHost')}
        </li>
        <li>{t('sessions.group', { name: session.group.name })}</li>
        {session.topic ? <li>{t('sessions.topic', { name: session.topic.name })}</li> : null}
      </ul>
      {session.type === 'other' && session.location ? <Place location={session.location} /> : null}
      {session.reminder_minutes !== null && upcoming ? (
        <p className="text-sm font-semibold">
          {t('reminder.current', {
            lead: t(`reminder.leads.${session.reminder_minutes}` as 'reminder.leads.15'),
          })}
        </p>
      ) : null}
      {footer}
      <div className="mt-auto flex flex-wrap gap-2">
        {recording ? (
          <a
            href={recording}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={titleId}
            className={LINK_CLASSES}
          >
            <Video className="h-4 w-4" aria-hidden="true" />
            {t('sessions.watchRecording')}
          </a>
        ) : null}
        {mayOpenGame ? (
          <Button onClick={() => setOpen('live')}>{t('sessions.openLive')}</Button>
        ) : liveGame ? (
          <Button disabled={join.isPending} onClick={() => join.mutate()}>
            {t('sessions.joinLive')}
          </Button>
        ) : upcoming ? (
          <Button variant="secondary" onClick={() => setOpen('reminder')}>
            {t('sessions.setReminder')}
          </Button>
        ) : null}
        {upcoming || live ? <Rsvp session={session} /> : null}
        <ShareButton
          path={session.share_path}
          title={session.title}
          text={t('sessions.shareText', { title: session.title })}
        />
        <Button variant="secondary" disabled={calendar.isPending} onClick={() => calendar.mutate()}>
          {t('sessions.addToCalendar')}
        </Button>
        {session.can_manage && upcoming ? (
          <>
            <Button variant="secondary" onClick={() => setOpen('edit')}>
              {t('sessions.edit')}
            </Button>
            <Button variant="danger" disabled={cancel.isPending} onClick={() => setOpen('cancel')}>
              {t('sessions.cancel')}
            </Button>
          </>
        ) : null}
      </div>
      <ReminderDialog session={session} open={open === 'reminder'} onOpenChange={closeDialog} />
      {mayOpenGame ? (
        <OpenLiveDialog
          session={session}
          sources={sources}
          open={open === 'live'}
          onOpenChange={closeDialog}
        />
      ) : null}
      <SessionFormDialog
        session={session}
        sources={sources}
        open={open === 'edit'}
        onOpenChange={closeDialog}
      />
      <ConfirmDialog
        open={open === 'cancel'}
        onOpenChange={closeDialog}
        title={t('sessions.cancelTitle', { title: session.title })}
        description={t('sessions.cancelDescription')}
        confirmLabel={t('sessions.cancel')}
        cancelLabel={t('sessions.keep')}
        destructive
        onConfirm={() => cancel.mutate()}
      />
    </li>
  );
}
