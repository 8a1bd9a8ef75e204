import { REPORT_MESSAGES, REPORTS_PER_HOUR, type ReportBody } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ThrottleStore } from '../../lib/throttle-store';
import { GAME_NOT_FOUND, reportableRoom } from '../games';
import type { MessagesService } from '../messages';
import { reportableGroup, STUDY_GROUP_MESSAGES } from '../study-groups';
import * as repo from './moderation.repo';

const HOUR = 60 * 60_000;
export const TOO_MANY_REPORTS = 'You are sending reports too quickly. Please try again later.';

/**
 * Files a report with a snapshot of what was reported, since a message may be deleted and a
 * profile changed before a moderator reads it: a message the reporter can read (its content,
 * sender, conversation, time and attachment name), a player (the profile fields they show), or
 * a study group or a room by its name (the name and, for a group, its description). Anything
 * the reporter cannot read is not found; reporting oneself, one's own group or one's own room
 * is refused. At most
 * REPORTS_PER_HOUR a reporter (counted before anything is read); past it 429 with Retry-After.
 */
export async function fileReport(
  db: Db,
  deps: {
    clock: Clock;
    messages: Pick<MessagesService, 'reportableMessage'>;
    throttle: ThrottleStore;
  },
  reporterId: string,
  body: ReportBody,
): Promise<{ id: string; status: 'pending'; created_at: string }> {
  const now = deps.clock.now().getTime();
  const counted = await deps.throttle.hit(`reports:${reporterId}`, HOUR, now);
  if (counted.count > REPORTS_PER_HOUR) {
    throw new AppError(429, 'RATE_LIMITED', TOO_MANY_REPORTS, {
      retryAfterSeconds: Math.max(1, Math.ceil((counted.resetAt - now) / 1000)),
    });
  }
  let subjectUserId: string | null;
  let snapshot: unknown;
  if (body.subject_type === 'message') {
    const message = await deps.messages.reportableMessage(reporterId, body.subject_id);
    if (!message) throw AppError.notFound('Message not found');
    if (message.senderId === reporterId)
      throw AppError.validation('body.subject_id', REPORT_MESSAGES.yourself);
    subjectUserId = message.senderId;
    snapshot = message.snapshot;
  } else if (body.subject_type === 'study_group') {
    const group = await reportableGroup(db, reporterId, body.subject_id);
    if (!group) throw AppError.notFound(STUDY_GROUP_MESSAGES.notFound);
    if (group.ownerId === reporterId)
      throw AppError.validation('body.subject_id', REPORT_MESSAGES.ownGroup);
    subjectUserId = group.ownerId;
    snapshot = { group_id: group.id, name: group.name, description: group.description };
  } else if (body.subject_type === 'room') {
    const room = await reportableRoom(db, body.subject_id);
    if (!room) throw AppError.notFound(GAME_NOT_FOUND);
    if (room.hostId === reporterId)
      throw AppError.validation('body.subject_id', REPORT_MESSAGES.ownRoom);
    subjectUserId = room.hostId;
    snapshot = { game_id: room.id, name: room.name, status: room.status };
  } else {
    if (body.subject_id === reporterId)
      throw AppError.validation('body.subject_id', REPORT_MESSAGES.yourself);
    const profile = await repo.profileSnapshotOf(db, body.subject_id);
    if (!profile) throw AppError.notFound('User not found');
    subjectUserId = body.subject_id;
    snapshot = { user_id: body.subject_id, ...profile };
  }
  const row = await repo.insertReport(db, {
    reporterId,
    subjectType: body.subject_type,
    subjectUserId,
    subjectMessageId: body.subject_type === 'message' ? body.subject_id : null,
    subjectGroupId: body.subject_type === 'study_group' ? body.subject_id : null,
    subjectGameId: body.subject_type === 'room' ? body.subject_id : null,
    reason: body.reason,
    details: body.details ?? null,
    snapshot,
    createdAt: deps.clock.now(),
  });
  return { id: row.id, status: 'pending', created_at: row.createdAt.toISOString() };
}

export { pendingReports } from './moderation.repo';
