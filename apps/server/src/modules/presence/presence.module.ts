import type { ModuleContext } from '../../lib/module-context';
import { presenceRoutes } from './presence.routes';
import { createPresenceService, type PresenceService } from './presence.service';
import { createMemoryPresenceStore, createRedisPresenceStore } from './presence.store';

/** Presence timings; tests shorten them. */
export type PresenceSettings = {
  presenceHeartbeatMs?: number;
  presenceTtlMs?: number;
};

const PRESENCE_HEARTBEAT_MS = 5_000;
const PRESENCE_TTL_MS = 15_000;

/**
 * Builds presence (per-instance hashes in Redis when there is one) and adds its `/api` routes.
 * The realtime hub reports sockets to it and closes it after its own sockets. Changes others
 * see are announced as `presence.changed` (the social module tells friends).
 */
export function registerPresenceModule(
  ctx: ModuleContext,
  settings: PresenceSettings = {},
): PresenceService {
  const { app, redis } = ctx;
  const onError = (message: string, error: unknown) => app.log.warn({ err: error }, message);
  const presence = createPresenceService({
    db: ctx.database.db,
    clock: ctx.clock,
    onError,
    events: ctx.events,
    store: redis
      ? createRedisPresenceStore({
          client: redis.client,
          prefix: ctx.redisPrefix,
          heartbeatMs: settings.presenceHeartbeatMs ?? PRESENCE_HEARTBEAT_MS,
          ttlMs: settings.presenceTtlMs ?? PRESENCE_TTL_MS,
          onError,
        })
      : createMemoryPresenceStore(),
  });
  ctx.api.register(presenceRoutes, { presence });
  return presence;
}
