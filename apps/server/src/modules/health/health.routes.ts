import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const checkStatus = z.enum(['ok', 'down', 'disabled']);
const checks = z.object({ database: checkStatus, redis: checkStatus });
/** Present when something is down: which dependencies, and what that means for users. */
const outage = {
  down: z.array(z.enum(['database', 'redis'])).optional(),
  message: z.string().optional(),
};

const REDIS_DOWN =
  'Redis is down: new realtime sockets cannot open (tickets answer 503) and open ones get only this instance’s events; sign-in throttling and leaderboards fall back to this instance and the database';
const DATABASE_DOWN = 'The database is down: this instance cannot serve requests';

export type ReadinessProbe = () => Promise<{
  database: 'ok' | 'down';
  redis: 'ok' | 'down' | 'disabled';
}>;

/**
 * Liveness says the process answers; readiness says it can do its job, which needs the
 * database. Redis being away degrades features but does not take the instance out.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ probe: ReadinessProbe }> = async (
  app,
  { probe },
) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database is reachable; names any dependency that is down',
        response: {
          200: z.object({ status: z.literal('ready'), checks, ...outage }),
          503: z.object({ status: z.literal('unavailable'), checks, ...outage }),
        },
      },
    },
    async (_request, reply) => {
      const checks = await probe();
      const down = (['database', 'redis'] as const).filter((name) => checks[name] === 'down');
      const said =
        down.length > 0
          ? {
              down,
              message: down
                .map((name) => (name === 'redis' ? REDIS_DOWN : DATABASE_DOWN))
                .join('. '),
            }
          : {};
      if (checks.database !== 'ok')
        return reply.code(503).send({ status: 'unavailable' as const, checks, ...said });
      return { status: 'ready' as const, checks, ...said };
    },
  );
};
