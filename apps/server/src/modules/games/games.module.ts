import { randomUUID } from 'node:crypto';
import type { ModuleContext } from '../../lib/module-context';
import { createMemoryThrottleStore, createRedisThrottleStore } from '../../lib/throttle-store';
import type { ContentService } from '../content';
import type { LeaderboardService } from '../leaderboard';
import type { PresenceService } from '../presence';
import type { QuizService } from '../quiz';
import type { RealtimeService } from '../realtime';
import { createGameChannel } from './game-channel';
import { createGameHost, timerScheduler, type GameTimers } from './game-host';
import { createGameLive, frameDelivery } from './game-live';
import { createGameOwnership, GAME_LEASE_ROUND_MS } from './game-ownership';
import { createLocalRelay, createRedisRelay } from './game-relay';
import { createGameStore, type RateGame } from './game-store';
import { createSeatedGames } from './seated-games';
import { createActiveGames } from './active-games';
import { activeGamesRoutes } from './active-games.routes';
import { gamesRoutes } from './games.routes';
import { createRoomsService } from './rooms.service';
import { createStudyGames } from './study-games';
import { createHostGamesService, GUEST_SESSION_PREFIX } from './host-games.service';
import { hostGamesRoutes } from './host-games.routes';

/**
 * Builds live games (docs/ARCHITECTURE.md, Live games): the store, the host of the games this
 * instance runs, their leases and takeover, the command relay to each game's owner, the
 * `game_session` channels (live games, and solo quiz sessions by the quiz module's rule), and
 * the rooms' calls.
 */
export function registerGamesModule(
  ctx: ModuleContext,
  deps: {
    realtime: RealtimeService;
    content: ContentService;
    presence: PresenceService;
    quiz: QuizService;
    leaderboard?: LeaderboardService;
    /** Rates settled matches and challenges (the ratings module). */
    rate?: RateGame;
    /** How often leases are renewed and orphans looked for; null never (tests run rounds). */
    leaseRoundMs?: number | null;
    /** Wakes games at their deadlines; defaults to the process's timers (tests steer time). */
    schedule?: GameTimers;
  },
) {
  const { app, clock, redis, redisPrefix } = ctx;
  const db = ctx.database.db;
  const onError = (message: string, error: unknown) => app.log.warn({ err: error }, message);
  const store = createGameStore({
    db,
    clock,
    leaderboard: deps.leaderboard,
    rate: deps.rate,
    onError,
  });
  const relay = redis
    ? createRedisRelay({ client: redis.client, prefix: redisPrefix, onError })
    : createLocalRelay();
  const throttle = redis
    ? createRedisThrottleStore(redis.client, redisPrefix)
    : createMemoryThrottleStore();
  const deliver = frameDelivery(deps.realtime.publish);
  const host = createGameHost({
    clock,
    store,
    deliver,
    schedule: deps.schedule ?? timerScheduler(clock),
    onForget: (gameId) => relay.unlisten(gameId),
    onError,
  });
  // The live side needs ownership to open a game, and ownership adopts through the live side
  // (called only on a round, after both exist).
  const ownership = createGameOwnership({
    instanceId: randomUUID(),
    store,
    host: {
      heldIds: host.heldIds,
      holds: host.holds,
      drop: host.drop,
      adopt: (state, version) => live.adopt(state, version),
    },
    onError,
    roundMs: deps.leaseRoundMs ?? GAME_LEASE_ROUND_MS,
  });
  const live = createGameLive({ db, clock, store, host, relay, ownership, deliver });
  const rooms = createRoomsService({
    db,
    clock,
    store,
    relay,
    content: deps.content,
    presence: deps.presence,
    throttle,
    open: live.open,
  });

  const openSeatedGame = createSeatedGames({ db, clock, store, open: live.open });
  const studyGames = createStudyGames({
    db,
    clock,
    store,
    relay,
    content: deps.content,
    open: live.open,
  });

  deps.realtime.registerOwner(
    'game_session',
    createGameChannel({
      db,
      clock,
      relay,
      throttle,
      publish: deps.realtime.publish,
      soloQuiz: {
        authorize: (user, channel) => deps.quiz.requirePlayer(user.id, channel.sessionId),
      },
    }),
  );
  const hostGames = createHostGamesService({
    db,
    clock,
    store,
    relay,
    links: ctx.links,
    content: deps.content,
    publicUrl: ctx.publicUrl,
    open: live.open,
    issueTicket: (holder) => deps.realtime.issueTicket(holder),
  });
  deps.realtime.registerSessionKind(GUEST_SESSION_PREFIX, hostGames.liveGuestSessions);
  ctx.api.register(gamesRoutes, { rooms });
  ctx.api.register(activeGamesRoutes, {
    activeGamesOf: createActiveGames({ db, quiz: deps.quiz }),
  });
  ctx.api.register(hostGamesRoutes, { hostGames });

  if (deps.leaseRoundMs !== null) ownership.start();
  /** Stops running games here: leases lapse and another instance takes them over. */
  const stop = async () => {
    await ownership.stop();
    host.close();
    await relay.close();
  };
  app.addHook('onClose', stop);
  return {
    rooms,
    hostGames,
    host,
    ownership,
    store,
    openSeatedGame,
    /** A study group's live session's game (the study-groups module opens and admits). */
    studyGames,
    /** Learns each game's end inside its transaction (challenges; see `GameEndHook`). */
    onGameEnd: store.onEnd,
    stop,
  };
}
export type GamesModule = ReturnType<typeof registerGamesModule>;
