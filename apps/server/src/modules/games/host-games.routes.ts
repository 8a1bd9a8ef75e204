import {
  guestTicketBodySchema,
  hostGameBodySchema,
  hostedGameResponseSchema,
  idParamsSchema,
  joinByPinBodySchema,
  joinByPinResponseSchema,
  REALTIME_PATH,
  REALTIME_TICKET_TTL_SECONDS,
  realtimeTicketResponseSchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { HostGamesService } from './host-games.service';

/** Host-led class games: host one, join it by PIN (guests too), a guest's socket ticket. */
export const hostGamesRoutes: FastifyPluginAsyncZod<{ hostGames: HostGamesService }> = async (
  app,
  { hostGames },
) => {
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.post(
    '/host-games',
    {
      schema: {
        tags: ['games'],
        summary: 'Host a game for a class',
        description:
          'A game of the topic’s questions with a fresh 6-digit PIN and its join link. The host ' +
          'runs it from a shared screen and does not play: follow its game channel, `start` and ' +
          '`kick` as in a room; `POST /api/game-sessions/{id}/end` ends it.',
        body: hostGameBodySchema,
        response: { 201: hostedGameResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok({ game: await hostGames.create(request.auth!.user.id, request.body) })),
  );

  app.get(
    '/host-games/:id',
    {
      schema: {
        tags: ['games'],
        summary: 'A game you host',
        params: idParamsSchema,
        response: { 200: hostedGameResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok({ game: await hostGames.get(request.auth!.user.id, request.params.id) }),
  );

  app.post(
    '/host-games/join',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['games'],
        summary: 'Join a hosted game by its PIN',
        description:
          'Signed in, a seat named by the nickname (points are earned as in any game). Signed ' +
          'out, a guest: an id for this game alone and a `guest_token` for ' +
          '`POST /api/host-games/ticket`; a guest earns nothing and nothing of them is kept ' +
          'after the game. 404 naming `pin`; 409 when started, full, or the nickname is taken; ' +
          '400 for a nickname the word filter refuses.',
        body: joinByPinBodySchema,
        response: { 200: joinByPinResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ok(await hostGames.join(request.auth?.user.id ?? null, request.body)),
  );

  app.post(
    '/host-games/ticket',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['games'],
        summary: 'A guest’s realtime ticket',
        description:
          'Like `POST /api/realtime/ticket`, for a guest of a hosted game, from their ' +
          '`guest_token`, while the game is not over. The socket closes (4001) once it is.',
        body: guestTicketBodySchema,
        response: { 200: realtimeTicketResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      ok({
        ticket: await hostGames.guestTicket(request.body.guest_token),
        expires_in: REALTIME_TICKET_TTL_SECONDS,
        path: REALTIME_PATH,
      }),
  );
};
