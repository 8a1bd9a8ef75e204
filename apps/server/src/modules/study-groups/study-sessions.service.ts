import {
  canManage,
  publicAvatar,
  publicIdentity,
  STUDY_SESSION_RULES,
  type CreateStudySessionBody,
  type OpenLiveSessionBody,
  type StudyGroupRole,
  type StudySession,
  type StudySessionStatus,
  type StudySessionType,
  type UpdateStudySessionBody,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../../lib/outbox';
import type { Scheduler } from '../../lib/scheduler';
import { toIdentityInput } from '../auth';
import type { ContentService } from '../content';
import type { StudyGames } from '../games';
import type { NotificationsService } from '../notifications';
import {
  defineSessionJobs,
  SESSION_JOBS,
  type ReminderJob,
  type SessionJob,
} from './study-session-jobs';
import { rolesOf } from './study-groups.repo';
import * as repo from './study-sessions.repo';

export const SESSION_MESSAGES = {
  notFound: 'Study session not found',
  notManager: 'Only the group owner, its moderators or the host can do this',
  notMember: 'Join the study group first',
  past: 'Choose a time in the future',
  tooFar: `Choose a time within ${STUDY_SESSION_RULES.maxDaysAhead} days`,
  notScheduled: 'This session has already started or ended',
  ended: 'This session has ended',
  full: 'This session is full',
  belowGoing: 'More people have said they will go than this',
  unknownTopic: 'Unknown topic',
  notLiveType: 'Only a live session is played as a game',
  notLiveYet: 'This session is not live',
  chooseTopic: 'Choose a topic for the game',
  notOpened: 'The host has not opened the live game yet',
} as const;

/** A list's range as the route parsed it. */
type SessionsRange = { from?: string | undefined; to?: string | undefined; limit?: number };

const MINUTE = 60_000;
const endOf = (row: Pick<repo.SessionRow, 'scheduledAt' | 'durationMinutes'>) =>
  new Date(row.scheduledAt.getTime() + row.durationMinutes * MINUTE);

/** A recorded session's uploaded recording: claimed when attached, served by a signed address. */
export type RecordingFiles = {
  /** Claims the caller's own upload in `tx`; refused naming `recording_attachment_id`. */
  claim(tx: Db, attachmentId: string, userId: string): Promise<void>;
  /** Signed addresses of these uploads, by id. */
  urlsFor(attachmentIds: string[]): Promise<Map<string, string>>;
};

/**
 * Study sessions of a group (docs/DECISIONS.md, Study groups): planned by its owner or a
 * moderator, who hosts them; members say whether they will go and ask for a reminder. The
 * scheduler moves each session to live at its start (telling those going) and to completed at its
 * end, and sends each reminder at its lead time; moving a session moves all of them.
 */
export function createStudySessionsService(deps: {
  db: Db;
  clock: Clock;
  scheduler: Scheduler;
  outbox: Pick<Outbox, 'poke'>;
  notifications: Pick<NotificationsService, 'notify'>;
  content: Pick<ContentService, 'getTopic'>;
  files: RecordingFiles;
  games: Pick<StudyGames, 'open' | 'admit' | 'isOpen' | 'drop'>;
}) {
  const { db, clock, scheduler, notifications, files } = deps;

  const inTx = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction((tx) => work(tx as unknown as Db));

  // Reading -------------------------------------------------------------------------------------

  /** The host by the public-identity rule (a hidden profile without its id); none unlisted. */
  function shownHost(host: repo.SessionHost | null) {
    if (!host) return null;
    const identity = publicIdentity(toIdentityInput(host), clock.now().getUTCFullYear());
    if (!identity.listed) return null;
    return {
      user_id: identity.userId,
      name: identity.displayName,
      avatar_url: publicAvatar(identity, host.avatarUrl),
    };
  }

  function toSession(
    row: repo.SessionListRow,
    part: repo.ParticipantRow | undefined,
    role: StudyGroupRole | null,
    viewerId: string,
    recordings: Map<string, string>,
  ): StudySession {
    const session = row.session;
    return {
      id: session.id,
      group: { id: session.groupId, name: row.groupName },
      title: session.title,
      description: session.description,
      type: session.type as StudySessionType,
      status: session.status as StudySessionStatus,
      scheduled_at: session.scheduledAt.toISOString(),
      duration: session.durationMinutes,
      ends_at: endOf(session).toISOString(),
      current_participants: row.going,
      max_participants: session.maxParticipants,
      host: shownHost(row.host),
      topic: session.topicId && row.topicName ? { id: session.topicId, name: row.topicName } : null,
      location: session.location,
      recording_url: session.recordingAttachmentId
        ? (recordings.get(session.recordingAttachmentId) ?? null)
        : null,
      game_id: session.gameId,
      going: part?.rsvpAt != null,
      reminder_minutes: part?.reminderMinutes ?? null,
      attended: part?.attendedAt != null,
      can_manage: mayManage(role, session, viewerId),
      share_path: `/study-groups/${session.groupId}?session=${session.id}`,
    };
  }

  const mayManage = (role: StudyGroupRole | null, session: repo.SessionRow, userId: string) =>
    canManage(role, 'remove', 'member') || (role !== null && session.hostId === userId);

  async function present(userId: string, rows: repo.SessionListRow[]): Promise<StudySession[]> {
    const parts = await repo.myParts(
      db,
      userId,
      rows.map((row) => row.session.id),
    );
    const recordings = await files.urlsFor(
      rows.flatMap((row) =>
        row.session.recordingAttachmentId ? [row.session.recordingAttachmentId] : [],
      ),
    );
    const roles = await rolesOf(db, [...new Set(rows.map((row) => row.session.groupId))], userId);
    return rows.map((row) =>
      toSession(
        row,
        parts.get(row.session.id),
        roles.get(row.session.groupId) ?? null,
        userId,
        recordings,
      ),
    );
  }

  /**
   * A session the caller may see: one of their groups', or a public group's. Anything else is
   * not found, so a private group's plans do not leak.
   */
  async function visible(userId: string, sessionId: string) {
    const row = await repo.sessionWithContext(db, sessionId);
    if (!row) throw AppError.notFound(SESSION_MESSAGES.notFound);
    const role = await repo.roleIn(db, row.session.groupId, userId);
    if (!role && row.groupType !== 'public') throw AppError.notFound(SESSION_MESSAGES.notFound);
    return { row, role };
  }

  const one = async (userId: string, sessionId: string) => {
    const { row } = await visible(userId, sessionId);
    const [session] = await present(userId, [row]);
    return session!;
  };

  const rangeOf = (query: SessionsRange) => ({
    from: query.from ? new Date(query.from) : clock.now(),
    to: query.to ? new Date(query.to) : null,
    limit: query.limit ?? STUDY_SESSION_RULES.upcomingLimit,
  });

  // Planning ------------------------------------------------------------------------------------

  function checkStart(at: Date, field = 'body.scheduled_at') {
    const now = clock.now().getTime();
    if (at.getTime() <= now) throw AppError.validation(field, SESSION_MESSAGES.past);
    if (at.getTime() > now + STUDY_SESSION_RULES.maxDaysAhead * 24 * 60 * MINUTE)
      throw AppError.validation(field, SESSION_MESSAGES.tooFar);
  }

  async function checkTopic(topicId: string | null | undefined) {
    if (!topicId) return;
    await deps.content.getTopic(topicId).catch(() => {
      throw AppError.validation('body.topic_id', SESSION_MESSAGES.unknownTopic);
    });
  }

  /** The session's start, end and (unless told not to) every reminder, for its current time. */
  async function planJobs(tx: Db, session: repo.SessionRow, plan = { reminders: true }) {
    const payload = { sessionId: session.id };
    await scheduler.schedule<SessionJob>(tx, {
      name: SESSION_JOBS.start,
      key: session.id,
      runAt: session.scheduledAt,
      payload,
    });
    await scheduler.schedule<SessionJob>(tx, {
      name: SESSION_JOBS.end,
      key: session.id,
      runAt: endOf(session),
      payload,
    });
    if (!plan.reminders) return;
    for (const { userId, minutes } of await repo.remindersOf(tx, session.id))
      await planReminder(tx, session, userId, minutes!);
  }

  async function dropJobs(tx: Db, sessionId: string) {
    await scheduler.cancel(tx, SESSION_JOBS.start, sessionId);
    await scheduler.cancel(tx, SESSION_JOBS.end, sessionId);
    await scheduler.cancelAll(tx, SESSION_JOBS.reminder, `${sessionId}:`);
  }

  /** A reminder at its lead time, or now when that has passed (a session moved closer). */
  const planReminder = (tx: Db, session: repo.SessionRow, userId: string, minutes: number) =>
    scheduler.schedule<ReminderJob>(tx, {
      name: SESSION_JOBS.reminder,
      key: `${session.id}:${userId}`,
      runAt: new Date(
        Math.max(clock.now().getTime(), session.scheduledAt.getTime() - minutes * MINUTE),
      ),
      payload: { sessionId: session.id, userId },
    });

  /** A session locked for a change by someone who may manage it. */
  async function managed(tx: Db, userId: string, sessionId: string) {
    const session = await repo.lockSession(tx, sessionId);
    if (!session) throw AppError.notFound(SESSION_MESSAGES.notFound);
    const group = await repo.findGroup(tx, session.groupId);
    const role = await repo.roleIn(tx, session.groupId, userId);
    if (!role && group?.type !== 'public') throw AppError.notFound(SESSION_MESSAGES.notFound);
    if (!mayManage(role, session, userId)) throw AppError.forbidden(SESSION_MESSAGES.notManager);
    return session;
  }

  /** A session locked for a member's own part in it. */
  async function asMember(tx: Db, userId: string, sessionId: string) {
    const session = await repo.lockSession(tx, sessionId);
    if (!session) throw AppError.notFound(SESSION_MESSAGES.notFound);
    const role = await repo.roleIn(tx, session.groupId, userId);
    if (!role) {
      const group = await repo.findGroup(tx, session.groupId);
      if (group?.type !== 'public') throw AppError.notFound(SESSION_MESSAGES.notFound);
      throw AppError.forbidden(SESSION_MESSAGES.notMember);
    }
    return session;
  }

  /** Attendance is who joined the live session; answers where the game is played. */
  async function joined(session: repo.SessionRow, userId: string, gameId: string) {
    await repo.upsertPart(db, session.id, userId, { attendedAt: clock.now() });
    // The group comes along, so the game page shows the group's chat beside the game.
    return { game_id: gameId, path: `/game/multiplayer/${gameId}?group=${session.groupId}` };
  }

  // What runs when the jobs planned above are due.
  defineSessionJobs({ clock, scheduler, outbox: deps.outbox, notifications });

  return {
    /** `GET /api/study-groups/sessions`: the caller's groups' sessions. */
    async mine(userId: string, query: SessionsRange): Promise<StudySession[]> {
      const groupIds = await repo.groupIdsOf(db, userId);
      return present(userId, await repo.sessionsOf(db, groupIds, rangeOf(query)));
    },

    /** `GET /api/study-groups/{id}/sessions`: one group's (members; anyone for a public one). */
    async ofGroup(userId: string, groupId: string, query: SessionsRange) {
      const group = await repo.findGroup(db, groupId);
      const role = group ? await repo.roleIn(db, groupId, userId) : null;
      if (!group || (!role && group.type !== 'public'))
        throw AppError.notFound('Study group not found');
      return present(userId, await repo.sessionsOf(db, [groupId], rangeOf(query)));
    },

    get: one,

    /** `POST /api/study-groups/{id}/sessions`: owners and moderators; they host it. */
    async create(userId: string, groupId: string, body: CreateStudySessionBody) {
      const scheduledAt = new Date(body.scheduled_at);
      checkStart(scheduledAt);
      await checkTopic(body.topic_id);
      const id = await inTx(async (tx) => {
        const group = await repo.findGroup(tx, groupId);
        const role = group ? await repo.roleIn(tx, groupId, userId) : null;
        if (!group || (!role && group.type !== 'public'))
          throw AppError.notFound('Study group not found');
        if (!canManage(role, 'remove', 'member'))
          throw AppError.forbidden(SESSION_MESSAGES.notManager);
        if (body.recording_attachment_id)
          await files.claim(tx, body.recording_attachment_id, userId);
        const at = clock.now();
        const session = await repo.insertSession(tx, {
          groupId,
          hostId: userId,
          title: body.title!,
          description: body.description ?? '',
          type: body.type ?? 'live',
          scheduledAt,
          durationMinutes: body.duration ?? STUDY_SESSION_RULES.durationMinutes.default,
          maxParticipants: body.max_participants ?? STUDY_SESSION_RULES.maxParticipants.default,
          topicId: body.topic_id ?? null,
          location: body.location ?? null,
          recordingAttachmentId: body.recording_attachment_id ?? null,
          createdAt: at,
          updatedAt: at,
        });
        await planJobs(tx, session);
        return session.id;
      });
      return one(userId, id);
    },

    /** `PUT /api/study-groups/sessions/{id}`: a scheduled session's fields; its jobs move. */
    async update(userId: string, sessionId: string, body: UpdateStudySessionBody) {
      if (body.scheduled_at) checkStart(new Date(body.scheduled_at));
      await checkTopic(body.topic_id);
      await inTx(async (tx) => {
        const session = await managed(tx, userId, sessionId);
        if (session.status !== 'scheduled')
          throw AppError.conflict('CONFLICT', SESSION_MESSAGES.notScheduled);
        if (
          body.max_participants !== undefined &&
          body.max_participants < (await repo.goingCount(tx, sessionId))
        )
          throw new AppError(409, 'CONFLICT', SESSION_MESSAGES.belowGoing, {
            details: [{ field: 'body.max_participants', message: SESSION_MESSAGES.belowGoing }],
          });
        if (body.recording_attachment_id)
          await files.claim(tx, body.recording_attachment_id, userId);
        const updated = await repo.updateSession(tx, sessionId, {
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.type !== undefined ? { type: body.type } : {}),
          ...(body.scheduled_at !== undefined ? { scheduledAt: new Date(body.scheduled_at) } : {}),
          ...(body.duration !== undefined ? { durationMinutes: body.duration } : {}),
          ...(body.max_participants !== undefined
            ? { maxParticipants: body.max_participants }
            : {}),
          ...(body.topic_id !== undefined ? { topicId: body.topic_id } : {}),
          ...(body.location !== undefined ? { location: body.location } : {}),
          ...(body.recording_attachment_id !== undefined
            ? { recordingAttachmentId: body.recording_attachment_id }
            : {}),
          updatedAt: clock.now(),
        });
        // Only a new time moves the jobs: planning reminders again for an unchanged start
        // would send again those already sent.
        const moved = updated.scheduledAt.getTime() !== session.scheduledAt.getTime();
        if (moved || updated.durationMinutes !== session.durationMinutes)
          await planJobs(tx, updated, { reminders: moved });
      });
      return one(userId, sessionId);
    },

    /** `POST /api/study-groups/sessions/{id}/cancel`: off, with its start, end and reminders. */
    async cancel(userId: string, sessionId: string) {
      await inTx(async (tx) => {
        const session = await managed(tx, userId, sessionId);
        if (session.status !== 'scheduled' && session.status !== 'live')
          throw AppError.conflict('CONFLICT', SESSION_MESSAGES.ended);
        await repo.updateSession(tx, sessionId, { status: 'cancelled', updatedAt: clock.now() });
        await dropJobs(tx, sessionId);
      });
      return one(userId, sessionId);
    },

    /** `POST /api/study-groups/sessions/{id}/rsvp`: a member says they will go, or not. */
    async rsvp(userId: string, sessionId: string, going: boolean) {
      await inTx(async (tx) => {
        const session = await asMember(tx, userId, sessionId);
        if (session.status !== 'scheduled' && session.status !== 'live')
          throw AppError.conflict('CONFLICT', SESSION_MESSAGES.ended);
        const [part] = await repo.participantsOf(tx, sessionId, [userId]);
        if (going && part?.rsvpAt) return;
        if (going && (await repo.goingCount(tx, sessionId)) >= session.maxParticipants)
          throw AppError.conflict('CONFLICT', SESSION_MESSAGES.full);
        await repo.upsertPart(tx, sessionId, userId, { rsvpAt: going ? clock.now() : null });
      });
      return one(userId, sessionId);
    },

    /** `PUT /api/study-groups/sessions/{id}/reminder`: a lead time, or null for none. */
    async setReminder(userId: string, sessionId: string, minutesBefore: number | null) {
      await inTx(async (tx) => {
        const session = await asMember(tx, userId, sessionId);
        if (session.status !== 'scheduled')
          throw AppError.conflict('CONFLICT', SESSION_MESSAGES.notScheduled);
        await repo.upsertPart(tx, sessionId, userId, { reminderMinutes: minutesBefore });
        if (minutesBefore === null)
          await scheduler.cancel(tx, SESSION_JOBS.reminder, `${sessionId}:${userId}`);
        else await planReminder(tx, session, userId, minutesBefore);
      });
      return one(userId, sessionId);
    },

    /**
     * `POST /api/study-sessions/{id}/live`: the host (or a manager) opens the session's game,
     * picking the topic (the session's, if it has one) and the pace. Opening again while it
     * is open answers the same game; after it ended, a new one.
     */
    async openLive(userId: string, sessionId: string, body: OpenLiveSessionBody) {
      const session = await inTx((tx) => managed(tx, userId, sessionId));
      if (session.type !== 'live')
        throw AppError.conflict('CONFLICT', SESSION_MESSAGES.notLiveType);
      if (session.status !== 'live')
        throw AppError.conflict('CONFLICT', SESSION_MESSAGES.notLiveYet);
      if (session.gameId && (await deps.games.isOpen(session.gameId))) {
        // Whoever opens it again plays in it too (a moderator, or a host who left it).
        await deps.games.admit(session.gameId, userId);
        return joined(session, userId, session.gameId);
      }
      const topicId = body.topic_id ?? session.topicId;
      if (!topicId) throw AppError.validation('body.topic_id', SESSION_MESSAGES.chooseTopic);
      await checkTopic(topicId);
      const gameId = await deps.games.open({
        hostId: userId,
        name: session.title,
        topicId,
        questionCount: body.total_questions ?? 10,
        secondsPerQuestion: body.time_per_question ?? 30,
        maxPlayers: session.maxParticipants,
      });
      // Two openers at once each made a game: the first to record its own keeps it, and the
      // other drops theirs and joins that one.
      const kept = await inTx(async (tx) => {
        const now = await repo.lockSession(tx, sessionId);
        if (now?.gameId && now.gameId !== session.gameId) return now.gameId;
        await repo.updateSession(tx, sessionId, { gameId, updatedAt: clock.now() });
        return gameId;
      });
      if (kept !== gameId) {
        await deps.games.drop(gameId, userId);
        await deps.games.admit(kept, userId);
      }
      return joined(session, userId, kept);
    },

    /**
     * `POST /api/study-sessions/{id}/join`: Join Live. A member takes a seat while the game
     * waits, or watches once it plays; either way they attended.
     */
    async joinLive(userId: string, sessionId: string) {
      const session = await inTx((tx) => asMember(tx, userId, sessionId));
      if (session.status !== 'live')
        throw AppError.conflict('CONFLICT', SESSION_MESSAGES.notLiveYet);
      if (!session.gameId || !(await deps.games.isOpen(session.gameId)))
        throw AppError.conflict('CONFLICT', SESSION_MESSAGES.notOpened);
      await deps.games.admit(session.gameId, userId);
      return joined(session, userId, session.gameId);
    },

    /** For the calendar feeds: these groups' sessions around now, cancelled ones included. */
    async forCalendar(groupIds: string[]) {
      const now = clock.now().getTime();
      return repo.sessionsOf(db, groupIds, {
        from: new Date(now - 30 * 24 * 60 * MINUTE),
        to: new Date(now + STUDY_SESSION_RULES.maxDaysAhead * 24 * 60 * MINUTE),
        limit: 1_000,
        withCancelled: true,
      });
    },

    /** A session the caller may see, as a row (the single-event calendar file). */
    visibleRow: async (userId: string, sessionId: string) => (await visible(userId, sessionId)).row,
  };
}
export type StudySessionsService = ReturnType<typeof createStudySessionsService>;
