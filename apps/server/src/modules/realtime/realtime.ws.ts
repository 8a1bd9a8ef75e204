import websocket from '@fastify/websocket';
import { REALTIME_MAX_PAYLOAD_BYTES, REALTIME_PATH } from '@quizarena/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { RealtimeService } from './realtime.service';
import type { TicketHolder } from './realtime.tickets';

declare module 'fastify' {
  interface FastifyRequest {
    realtimeHolder?: TicketHolder;
  }
}

/** The names this machine answers to; a browser may use any of them for a local server. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins that may open the socket: PUBLIC_URL's and ALLOWED_ORIGINS. Outside production a
 * loopback origin brings its aliases (localhost, 127.0.0.1, [::1], same scheme and port), so a
 * developer who opens http://127.0.0.1:3000 while PUBLIC_URL says localhost is not refused.
 * Production takes the list as written.
 */
export function socketOrigins(publicUrl: string, extra: string[], production: boolean): string[] {
  const origins = [new URL(publicUrl).origin, ...extra];
  if (!production) {
    for (const origin of [...origins]) {
      const url = new URL(origin);
      if (!LOOPBACK_HOSTS.includes(url.hostname)) continue;
      for (const host of LOOPBACK_HOSTS) {
        url.hostname = host;
        origins.push(url.origin);
      }
    }
  }
  return [...new Set(origins)];
}

/**
 * A socket's errors. A client breaking the protocol (a frame over the limit, a bad opcode) is
 * the client's doing: `ws` has already closed the socket with the right code (1009 for
 * oversize, 1002 otherwise), so it is noted at info level, without a stack. Anything else is
 * worth a warning, and the socket is dropped.
 */
function onSocketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
    request.log.info({ wsError: code }, 'realtime socket closed: the client broke the protocol');
    return;
  }
  request.log.warn({ err: error }, 'realtime socket error');
  socket.terminate();
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
    errorHandler: onSocketError,
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
