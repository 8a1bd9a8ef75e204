import type { ModuleContext } from '../../lib/module-context';
import { createMemoryThrottleStore, createRedisThrottleStore } from '../../lib/throttle-store';
import type { AchievementsService } from '../achievements';
import type { AuthService } from '../auth';
import type { LeaderboardService } from '../leaderboard';
import type { NotificationsService } from '../notifications';
import type { PresenceService } from '../presence';
import { friendCountOf } from './relationships.repo';
import { createSocialLimits } from './social.limits';
import { createSocialPolicy, type SocialPolicy } from './social.policy';
import { socialRoutes } from './social.routes';
import {
  createSocialService,
  type ChallengesWonSource,
  type SocialService,
} from './social.service';

/**
 * Builds the social module (friends, blocks, finding players, reach settings), tells friends of
 * each other's presence, and adds the routes. Answers the service and the policy other modules
 * ask (messages, challenges).
 */
export function registerSocialModule(
  ctx: ModuleContext,
  deps: {
    auth: Pick<AuthService, 'updateProfile'>;
    presence: Pick<PresenceService, 'statusesOf'>;
    notifications: NotificationsService;
    achievements: Pick<AchievementsService, 'evaluateIn' | 'countFrom'>;
    leaderboard: Pick<LeaderboardService, 'publishAfter'>;
    /** Challenges won per friend; the challenges module will pass its count. */
    challengesWonOf?: ChallengesWonSource;
  },
): { social: SocialService; policy: SocialPolicy } {
  const { app, redis, clock } = ctx;
  deps.achievements.countFrom('friends', friendCountOf);
  const policy = createSocialPolicy({ clock });
  const onError = (message: string, error: unknown) => app.log.warn({ err: error }, message);
  const social = createSocialService({
    db: ctx.database.db,
    clock,
    policy,
    limits: createSocialLimits(
      redis ? createRedisThrottleStore(redis.client, ctx.redisPrefix) : createMemoryThrottleStore(),
      clock,
    ),
    notifications: deps.notifications,
    outbox: ctx.outbox,
    presence: deps.presence,
    profiles: deps.auth,
    achievements: deps.achievements,
    leaderboard: deps.leaderboard,
    ...(deps.challengesWonOf ? { challengesWonOf: deps.challengesWonOf } : {}),
    onError,
  });
  // Presence changes on whichever instance holds the socket; the inbox events it becomes go
  // through the realtime bus, so friends hear it on every instance.
  const stop = ctx.events.on('presence.changed', (change) => {
    social
      .announcePresence(change)
      .catch((error: unknown) => onError('could not tell friends of a presence change', error));
  });
  app.addHook('onClose', async () => stop());
  ctx.api.register(socialRoutes, { social });
  return { social, policy };
}
