import type { ReportBody } from '@quizarena/contracts';
import type { ModuleContext } from '../../lib/module-context';
import { createMemoryThrottleStore, createRedisThrottleStore } from '../../lib/throttle-store';
import type { MessagesService } from '../messages';
import { moderationRoutes } from './moderation.routes';
import { fileReport } from './moderation.service';

/** Adds reporting (the moderation queue's own screens come with the admin area). */
export function registerModerationModule(
  ctx: ModuleContext,
  deps: { messages: Pick<MessagesService, 'reportableMessage'> },
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
}
