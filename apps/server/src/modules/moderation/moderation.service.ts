import { REPORTS_PER_HOUR, type ReportBody } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ThrottleStore } from '../../lib/throttle-store';
import type { MessagesService } from '../messages';
import * as repo from './moderation.repo';

const HOUR = 60 * 60_000;
export const TOO_MANY_REPORTS = 'You are sending reports too quickly. Please try again later.';

/**
 * Files a report with a snapshot of what was reported, since a message may be deleted and a
 * profile changed before a moderator reads it: a message the reporter can read (its content,
 * sender, conversation, time and attachment name), or a player (the profile fields they show).
 * Anything the reporter cannot read is not found; reporting oneself is refused. At most
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
      throw AppError.validation('body.subject_id', 'You cannot report yourself');
    subjectUserId = message.senderId;
    snapshot = message.snapshot;
  } else {
    if (body.subject_id === reporterId)
      throw AppError.validation('body.subject_id', 'You cannot report yourself');
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
    reason: body.reason,
    details: body.details ?? null,
    snapshot,
    createdAt: deps.clock.now(),
  });
  return { id: row.id, status: 'pending', created_at: row.createdAt.toISOString() };
}

export { pendingReports } from './moderation.repo';
