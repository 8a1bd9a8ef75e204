import type { ModuleContext } from '../../lib/module-context';
import type { ContentService } from '../content';
import type { GamesModule } from '../games';
import type { RealtimeService } from '../realtime';
import { createMemoryMatchQueue, createRedisMatchQueue } from './match-queue';
import { matchmakingRoutes } from './matchmaking.routes';
import { createMatchmakingService, type RatingLookup } from './matchmaking.service';

/** How often each instance forms matches and ends searches that ran out. */
export const MATCH_ROUND_MS = 500;

/**
 * Builds matchmaking (docs/ARCHITECTURE.md, Matchmaking): the queue in Redis when there is one
 * (every instance sees it and forms matches from it), else in this process; a round on a timer.
 */
export function registerMatchmakingModule(
  ctx: ModuleContext,
  deps: {
    content: ContentService;
    games: Pick<GamesModule, 'openSeatedGame'>;
    realtime: Pick<RealtimeService, 'publish'>;
    /** Each player's rating in the queue's category (the ratings module). */
    ratings: RatingLookup;
    /** How often rounds run; null never (tests run them by hand). */
    roundMs?: number | null;
  },
) {
  const { app, clock, redis, redisPrefix } = ctx;
  const queue = redis
    ? createRedisMatchQueue(redis.client, redisPrefix)
    : createMemoryMatchQueue(clock);
  const matchmaking = createMatchmakingService({
    db: ctx.database.db,
    clock,
    queue,
    content: deps.content,
    ratings: deps.ratings,
    openSeatedGame: deps.games.openSeatedGame,
    publish: deps.realtime.publish,
    onError: (message, error) => app.log.warn({ err: error }, message),
  });
  ctx.api.register(matchmakingRoutes, { matchmaking });

  const roundMs = deps.roundMs === undefined ? MATCH_ROUND_MS : deps.roundMs;
  if (roundMs !== null) {
    const timer = setInterval(() => {
      matchmaking
        .round()
        .catch((error: unknown) => app.log.warn({ err: error }, 'a matchmaking round failed'));
    }, roundMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return matchmaking;
}
