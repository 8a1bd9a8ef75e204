import { parseLeaderboardScope } from '@quizarena/contracts';
import type { ModuleContext } from '../../lib/module-context';
import type { RealtimeService } from '../realtime';
import { leaderboardRoutes } from './leaderboard.routes';
import { createLeaderboardService, type LeaderboardService } from './leaderboard.service';

/**
 * Builds the boards (Redis sorted sets when there is Redis, top lists cached per instance and
 * refreshed over the invalidation bus), owns `leaderboard` channels, adds routes.
 */
export function registerLeaderboardModule(
  ctx: ModuleContext,
  deps: { realtime: RealtimeService },
): LeaderboardService {
  const leaderboard = createLeaderboardService({
    db: ctx.database.db,
    clock: ctx.clock,
    redis: ctx.redis,
    redisPrefix: ctx.redisPrefix,
    invalidation: ctx.invalidation,
    onError: (message, error) => ctx.app.log.warn({ err: error }, message),
  });
  deps.realtime.registerOwner('leaderboard', {
    authorize: (_user, channel) => leaderboard.requireBoard(parseLeaderboardScope(channel.scope)),
  });
  ctx.api.register(leaderboardRoutes, { leaderboard });
  return leaderboard;
}
