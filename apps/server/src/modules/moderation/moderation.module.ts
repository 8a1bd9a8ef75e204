import type { ReportBody } from '@quizarena/contracts';
import type { ModuleContext } from '../../lib/module-context';
import { createMemoryThrottleStore, createRedisThrottleStore } from '../../lib/throttle-store';
import { createAccountStanding, createAuthAnnouncer } from '../auth';
import type { DisputeDecisions } from '../disputes';
import type { PlayReviews } from '../fair-play';
import type { GroupChat, MessagesService, ModeratedMessages } from '../messages';
import type { NotificationsService } from '../notifications';
import type { SetPublication } from '../question-sets';
import { moderationQueueRoutes } from './moderation-queue.routes';
import { createModerationQueue } from './moderation-queue.service';
import { moderationRoutes } from './moderation.routes';
import { fileReport } from './moderation.service';

/**
 * Adds reporting, and the moderation queue that moderators work through (reports, flagged
 * sessions, question sets asked to be published).
 */
export function registerModerationModule(
  ctx: ModuleContext,
  deps: {
    messages: Pick<MessagesService, 'reportableMessage'> & {
      moderated: ModeratedMessages;
      groupChat: Pick<GroupChat, 'rename'>;
    };
    playReviews: Pick<PlayReviews, 'decide'>;
    notifications: Pick<NotificationsService, 'notify'>;
    disputes: DisputeDecisions;
    setPublication: SetPublication;
  },
): void {
  const throttle = ctx.redis
    ? createRedisThrottleStore(ctx.redis.client, ctx.redisPrefix)
    : createMemoryThrottleStore();
  const report = (reporterId: string, body: ReportBody) =>
    fileReport(
      ctx.database.db,
      { clock: ctx.clock, messages: deps.messages, throttle },
      reporterId,
      body,
    );
  ctx.api.register(moderationRoutes, { report });

  const announce = createAuthAnnouncer(ctx.invalidation);
  const queue = createModerationQueue({
    db: ctx.database.db,
    clock: ctx.clock,
    standing: createAccountStanding({
      db: ctx.database.db,
      clock: ctx.clock,
      announce,
      scheduler: ctx.scheduler,
    }),
    announceUser: (userId) => announce.userChanged(userId),
    playReviews: deps.playReviews,
    messages: deps.messages.moderated,
    groupChat: deps.messages.groupChat,
    notifications: deps.notifications,
    disputes: deps.disputes,
    setPublication: deps.setPublication,
  });
  ctx.api.register(moderationQueueRoutes, { queue });
}
