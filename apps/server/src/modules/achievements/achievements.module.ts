import type { ModuleContext } from '../../lib/module-context';
import type { LeaderboardService } from '../leaderboard';
import type { NotificationsService } from '../notifications';
import type { RealtimeService } from '../realtime';
import { achievementRoutes } from './achievements.routes';
import { createAchievementsService, type AchievementsService } from './achievements.service';

/**
 * Builds achievements, brings the catalogue table in step with the code, owns `achievements`
 * channels (the earner only) and adds the routes.
 */
export async function registerAchievementsModule(
  ctx: ModuleContext,
  deps: {
    leaderboard: LeaderboardService;
    realtime: RealtimeService;
    notifications: NotificationsService;
  },
): Promise<AchievementsService> {
  const achievements = createAchievementsService({
    db: ctx.database.db,
    clock: ctx.clock,
    invalidation: ctx.invalidation,
    outbox: ctx.outbox,
    leaderboard: deps.leaderboard,
    notifications: deps.notifications,
  });
  // The catalogue is code; every start brings the table in step (an upsert, safe to repeat).
  await achievements.syncCatalogue();
  deps.realtime.registerOwner('achievements', {
    authorize: (user, channel) => achievements.requireFollower(user.id, channel.userId),
  });
  ctx.api.register(achievementRoutes, { achievements });
  return achievements;
}
