import { REALTIME_TICKET_TTL_SECONDS } from '@quizarena/contracts';
import type { ModuleContext } from '../../lib/module-context';
import { SESSION_CHANGED, USER_CHANGED, type AuthService } from '../auth';
import type { PresenceService } from '../presence';
import { bridgeDomainEvents } from './realtime.bridge';
import { createLocalBus, createRedisBus } from './realtime.bus';
import { realtimeRoutes } from './realtime.routes';
import {
  createRealtimeService,
  type RealtimeService,
  type RealtimeSettings,
} from './realtime.service';
import { createMemoryTicketStore, createRedisTicketStore } from './realtime.tickets';
import { registerRealtimeSocket, socketOrigins } from './realtime.ws';

/**
 * Builds this instance's realtime hub (shared through Redis when there is one), turns domain
 * events into channel messages, opens /ws and adds the ticket route. Each channel kind's
 * access rule is registered on the returned hub by the module that owns that kind.
 */
export async function registerRealtimeModule(
  ctx: ModuleContext,
  deps: {
    auth: Pick<AuthService, 'stillSignedIn'>;
    presence: PresenceService;
    settings?: Partial<RealtimeSettings>;
  },
): Promise<RealtimeService> {
  const { app, config, redis, redisPrefix: prefix, clock } = ctx;
  const onError = (message: string, error: unknown) => app.log.warn({ err: error }, message);
  const ttlMs = REALTIME_TICKET_TTL_SECONDS * 1000;
  const realtime = createRealtimeService({
    tickets: redis
      ? createRedisTicketStore(redis.client, prefix, clock, ttlMs)
      : createMemoryTicketStore(clock, ttlMs),
    createBus: (sink) =>
      redis
        ? createRedisBus({ client: redis.client, prefix, sink, onError })
        : createLocalBus(sink),
    presence: deps.presence,
    stillSignedIn: (sessions) => deps.auth.stillSignedIn(sessions),
    log: {
      warn: (message, error) => app.log.warn({ err: error }, message),
      error: (message, error) => app.log.error({ err: error }, message),
    },
    settings: deps.settings,
  });

  // A changed account or an ended session (here or on another instance) is checked at once, so
  // a ban or a sign-out elsewhere closes the sockets within a second, not at their next turn.
  const stopRechecks = [
    ctx.invalidation.subscribe(USER_CHANGED, (userId) =>
      realtime.recheck(userId === null ? 'all' : { userId }),
    ),
    ctx.invalidation.subscribe(SESSION_CHANGED, (sessionId) =>
      realtime.recheck(sessionId === null ? 'all' : { sessionId }),
    ),
  ];
  const stopBridge = bridgeDomainEvents(ctx.events, realtime.publish, clock, ctx.outbox);
  await registerRealtimeSocket(app, {
    realtime,
    allowedOrigins: socketOrigins(
      ctx.publicUrl,
      config.allowedOrigins,
      config.env === 'production',
    ),
  });
  app.addHook('onClose', async () => {
    stopBridge();
    for (const stop of stopRechecks) stop();
    // Presence is closed here, after the hook above stops the bridge, as before the split.
    await deps.presence.close();
  });
  ctx.api.register(realtimeRoutes, { realtime });
  return realtime;
}
