import { REALTIME_TICKET_TTL_SECONDS, parseLeaderboardScope } from '@quizarena/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { DomainEvents } from './lib/domain-events';
import type { Outbox } from './lib/outbox';
import type { AchievementsService } from './modules/achievements';
import type { AuthService } from './modules/auth';
import type { LeaderboardService } from './modules/leaderboard';
import {
  createMemoryPresenceStore,
  createPresenceService,
  createRedisPresenceStore,
  type PresenceService,
} from './modules/presence';
import type { QuizService } from './modules/quiz';
import {
  bridgeDomainEvents,
  createLocalBus,
  createMemoryTicketStore,
  createRealtimeService,
  createRedisBus,
  createRedisTicketStore,
  registerRealtimeSocket,
  type RealtimeService,
  type RealtimeSettings,
} from './modules/realtime';
import type { RedisHandle } from './lib/redis';

/** Realtime and presence timings; tests shorten them. */
export type RealtimeSetupSettings = Partial<RealtimeSettings> & {
  presenceHeartbeatMs?: number;
  presenceTtlMs?: number;
};

const PRESENCE_HEARTBEAT_MS = 5_000;
const PRESENCE_TTL_MS = 15_000;

/**
 * Builds the realtime hub and presence for one instance (shared through Redis when there is
 * one), gives each channel kind its owner's access rule, turns domain events into channel
 * messages, and opens the socket endpoint.
 */
export async function setUpRealtime(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    redis: RedisHandle | undefined;
    redisPrefix: string;
    events: DomainEvents;
    outbox: Outbox;
    auth: AuthService;
    achievements: AchievementsService;
    leaderboard: LeaderboardService;
    quiz: QuizService;
    allowedOrigins: string[];
    settings?: RealtimeSetupSettings;
  },
): Promise<{ realtime: RealtimeService; presence: PresenceService }> {
  const { redis, redisPrefix: prefix, clock } = deps;
  const onError = (message: string, error: unknown) => app.log.warn({ err: error }, message);
  const ttlMs = REALTIME_TICKET_TTL_SECONDS * 1000;
  const presence = createPresenceService({
    db: deps.db,
    clock,
    onError,
    store: redis
      ? createRedisPresenceStore({
          client: redis.client,
          prefix,
          heartbeatMs: deps.settings?.presenceHeartbeatMs ?? PRESENCE_HEARTBEAT_MS,
          ttlMs: deps.settings?.presenceTtlMs ?? PRESENCE_TTL_MS,
          onError,
        })
      : createMemoryPresenceStore(),
  });
  const realtime = createRealtimeService({
    tickets: redis
      ? createRedisTicketStore(redis.client, prefix, clock, ttlMs)
      : createMemoryTicketStore(clock, ttlMs),
    createBus: (sink) =>
      redis
        ? createRedisBus({ client: redis.client, prefix, sink, onError })
        : createLocalBus(sink),
    presence,
    stillSignedIn: (sessions) => deps.auth.stillSignedIn(sessions),
    log: {
      warn: (message, error) => app.log.warn({ err: error }, message),
      error: (message, error) => app.log.error({ err: error }, message),
    },
    settings: deps.settings,
  });

  realtime.registerOwner('achievements', {
    authorize: (user, channel) => deps.achievements.requireFollower(user.id, channel.userId),
  });
  realtime.registerOwner('game_session', {
    authorize: (user, channel) => deps.quiz.requirePlayer(user.id, channel.sessionId),
  });
  realtime.registerOwner('leaderboard', {
    authorize: (_user, channel) =>
      deps.leaderboard.requireBoard(parseLeaderboardScope(channel.scope)),
  });
  // study_group channels get their owner (membership, chat rules) with the study groups module;
  // until then nothing is published there and a subscribe is refused as not found.

  const stopBridge = bridgeDomainEvents(deps.events, realtime.publish, clock, deps.outbox);
  await registerRealtimeSocket(app, { realtime, allowedOrigins: deps.allowedOrigins });
  app.addHook('onClose', async () => {
    stopBridge();
    await presence.close();
  });
  return { realtime, presence };
}
