import { onlineStatusBodySchema, onlineStatusResponseSchema } from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { PresenceService } from './presence.service';

/** The caller's own presence. Others' presence reaches players through friends (later). */
export const presenceRoutes: FastifyPluginAsyncZod<{ presence: PresenceService }> = async (
  app,
  { presence },
) => {
  app.get(
    '/social/users/online-status',
    {
      schema: {
        tags: ['social'],
        summary: 'Whether others see the caller online, and when they were last connected',
        response: { 200: onlineStatusResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const [status] = await presence.statusesOf([request.auth!.user.id]);
      return { success: true as const, data: status! };
    },
  );

  app.put(
    '/social/users/online-status',
    {
      schema: {
        tags: ['social'],
        summary: 'Appear online (true) or offline (false) to others',
        description:
          'Presence itself comes from the realtime socket: a player is online while any tab of ' +
          'theirs is connected. `is_online: false` hides that from others until set back to true.',
        body: onlineStatusBodySchema,
        response: { 200: onlineStatusResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await presence.setVisible(request.auth!.user.id, request.body.is_online),
    }),
  );
};
