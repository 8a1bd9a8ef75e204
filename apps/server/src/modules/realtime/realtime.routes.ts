import {
  REALTIME_PATH,
  REALTIME_TICKET_TTL_SECONDS,
  realtimeTicketResponseSchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { RealtimeService } from './realtime.service';

/** The HTTP half of the handshake: a ticket for the socket, from the signed-in session. */
export const realtimeRoutes: FastifyPluginAsyncZod<{ realtime: RealtimeService }> = async (
  app,
  { realtime },
) => {
  app.post(
    '/realtime/ticket',
    {
      schema: {
        tags: ['realtime'],
        summary: 'A single-use ticket to open the realtime socket',
        description:
          `Open \`${REALTIME_PATH}?ticket=...\` within ${REALTIME_TICKET_TTL_SECONDS} s, from an ` +
          'allowed Origin. Frames are JSON `{event, payload}`: the client sends subscribe, ' +
          'unsubscribe and broadcast for the spec channels; the server answers connected, ' +
          'subscribed, unsubscribed, message and error (schemas in packages/contracts realtime). ' +
          'While Redis is down: 503 with Retry-After.',
        response: { 200: realtimeTicketResponseSchema, ...errorResponses(401, 503) },
      },
    },
    async (request) => {
      const { user, sessionId } = request.auth!;
      const ticket = await realtime.issueTicket({
        userId: user.id,
        name: user.fullName,
        sessionId,
        sessionVersion: user.sessionVersion,
      });
      return {
        success: true as const,
        data: { ticket, expires_in: REALTIME_TICKET_TTL_SECONDS, path: REALTIME_PATH },
      };
    },
  );
};
