import type { ModuleContext } from '../../lib/module-context';
import { healthRoutes } from './health.routes';

/** Registers /healthz and /readyz on the root, outside `/api` and its guard. */
export async function registerHealthModule(ctx: ModuleContext): Promise<void> {
  const { database, redis } = ctx;
  await ctx.app.register(healthRoutes, {
    probe: async () => {
      const databaseStatus = await database.ping().then(
        () => 'ok' as const,
        () => 'down' as const,
      );
      return {
        database: databaseStatus,
        redis: redis ? await redis.status() : ('disabled' as const),
      };
    },
  });
}
