import { createRequire } from 'node:module';
import path from 'node:path';
import type * as IORedis from 'ioredis';
import { repoRoot } from './paths';

/**
 * ioredis as the server resolves it (a dependency of apps/server, not of the bench): the
 * realtime publisher and the bare `ws` baseline talk to Redis through the same client as the
 * server does.
 */
export function loadIoredis(): typeof IORedis {
  const require = createRequire(path.join(repoRoot, 'apps/server/package.json'));
  return require('ioredis') as typeof IORedis;
}

/** The Redis channel the server's realtime bus (and the baseline) follows for a channel. */
export const REDIS_CHANNEL_PREFIX = 'qa:rt:ch:';
