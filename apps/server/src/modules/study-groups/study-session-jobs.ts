import type { StudySessionType } from '@quizarena/contracts';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../../lib/outbox';
import type { Scheduler } from '../../lib/scheduler';
import type { NotificationsService } from '../notifications';
import * as repo from './study-sessions.repo';

/** The scheduler's jobs for sessions (names are stored in rows: never rename them). */
export const SESSION_JOBS = {
  start: 'study_sessions.start',
  end: 'study_sessions.end',
  reminder: 'study_sessions.reminder',
} as const;

export type SessionJob = { sessionId: string };
export type ReminderJob = { sessionId: string; userId: string };

const MINUTE = 60_000;

const notice = (session: repo.SessionRow, groupName: string) => ({
  session_id: session.id,
  group_id: session.groupId,
  group_name: groupName,
  title: session.title,
  session_type: session.type as StudySessionType,
  scheduled_at: session.scheduledAt.toISOString(),
});

/**
 * What runs when a session's job is due (the sessions service plans them): the start moves it
 * to live and tells those going, the end completes it, a reminder tells one member. Each locks
 * the session and does nothing when it is no longer where the job expects it.
 */
export function defineSessionJobs(deps: {
  clock: Clock;
  scheduler: Pick<Scheduler, 'define'>;
  outbox: Pick<Outbox, 'poke'>;
  notifications: Pick<NotificationsService, 'notify'>;
}) {
  const { clock, scheduler, notifications } = deps;

  scheduler.define<SessionJob>(SESSION_JOBS.start, async ({ sessionId }, { tx }) => {
    const session = await repo.lockSession(tx, sessionId);
    if (!session || session.status !== 'scheduled') return;
    const live = await repo.updateSession(tx, sessionId, {
      status: 'live',
      updatedAt: clock.now(),
    });
    const group = await repo.findGroup(tx, session.groupId);
    for (const userId of await repo.goingIds(tx, sessionId))
      await notifications.notify(tx, {
        userId,
        kind: 'study_session_started',
        data: notice(live, group?.name ?? ''),
      });
    deps.outbox.poke();
  });

  scheduler.define<SessionJob>(SESSION_JOBS.end, async ({ sessionId }, { tx }) => {
    const session = await repo.lockSession(tx, sessionId);
    if (!session || (session.status !== 'scheduled' && session.status !== 'live')) return;
    await repo.updateSession(tx, sessionId, { status: 'completed', updatedAt: clock.now() });
  });

  scheduler.define<ReminderJob>(SESSION_JOBS.reminder, async ({ sessionId, userId }, { tx }) => {
    const session = await repo.lockSession(tx, sessionId);
    if (!session || session.status !== 'scheduled') return;
    // Someone who left the group is not reminded of its sessions.
    if (!(await repo.roleIn(tx, session.groupId, userId))) return;
    const group = await repo.findGroup(tx, session.groupId);
    const left = Math.max(
      1,
      Math.round((session.scheduledAt.getTime() - clock.now().getTime()) / MINUTE),
    );
    await notifications.notify(tx, {
      userId,
      kind: 'study_session_reminder',
      data: { ...notice(session, group?.name ?? ''), minutes_before: left },
    });
    deps.outbox.poke();
  });
}
