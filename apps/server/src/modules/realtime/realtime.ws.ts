import websocket from '@fastify/websocket';
import { REALTIME_MAX_PAYLOAD_BYTES, REALTIME_PATH } from '@quizarena/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { RealtimeService } from './realtime.service';
import type { TicketHolder } from './realtime.tickets';

declare module 'fastify' {
  interface FastifyRequest {
    realtimeHolder?: TicketHolder;
  }
}

/**
 * The socket endpoint. Everything is decided before the upgrade, as plain HTTP answers: an
 * Origin outside the allowlist is 403 (a page elsewhere cannot ride the user's session), a
 * missing, used or expired ticket 401, too many sockets 429.
 */
export async function registerRealtimeSocket(
  app: FastifyInstance,
  options: { realtime: RealtimeService; allowedOrigins: string[] },
): Promise<void> {
  const { realtime } = options;
  const allowed = new Set(options.allowedOrigins);
  await app.register(websocket, {
    options: { maxPayload: REALTIME_MAX_PAYLOAD_BYTES, perMessageDeflate: false },
    preClose: async function closeSockets(this: FastifyInstance) {
      await realtime.shutdown();
      await new Promise<void>((resolve) => this.websocketServer.close(() => resolve()));
    },
  });
  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    websocket: true,
    schema: { querystring: z.strictObject({ ticket: z.string().min(1).max(128) }) },
    onRequest: async (request) => {
      const origin = request.headers.origin;
      if (!origin || !allowed.has(origin))
        throw AppError.forbidden('This origin may not open the realtime socket');
    },
    preHandler: async (request) => {
      if (!request.ws) throw new AppError(426, 'UPGRADE_REQUIRED', 'Open this path as a WebSocket');
      const { ticket } = request.query as { ticket: string };
      request.realtimeHolder = await realtime.admit(ticket);
    },
    handler: (socket, request) => {
      realtime.attach(socket, request.realtimeHolder!);
    },
  });
}
