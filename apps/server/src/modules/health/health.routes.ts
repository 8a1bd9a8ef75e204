import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const checkStatus = z.enum(['ok', 'down', 'disabled']);

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
        summary: 'Readiness: the database is reachable',
        response: {
          200: z.object({
            status: z.literal('ready'),
            checks: z.object({ database: checkStatus, redis: checkStatus }),
          }),
          503: z.object({
            status: z.literal('unavailable'),
            checks: z.object({ database: checkStatus, redis: checkStatus }),
          }),
        },
      },
    },
    async (_request, reply) => {
      const checks = await probe();
      if (checks.database !== 'ok')
        return reply.code(503).send({ status: 'unavailable' as const, checks });
      return { status: 'ready' as const, checks };
    },
  );
};
