import {
  createRoomBodySchema,
  idParamsSchema,
  joinRoomBodySchema,
  roomResponseSchema,
  roomsQuerySchema,
  roomsResponseSchema,
  updateRoomBodySchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { RoomsService } from './rooms.service';

const PLAY =
  'Play itself runs over the realtime socket: follow `game_session:{id}:game_update` for ' +
  'every frame of the game, and broadcast commands there (sync, start, answer, power_up, ' +
  'chat, kick, leave); frames for you alone come to your inbox channel.';

/** The lobby's rooms: the five game-session calls (docs/ARCHITECTURE.md, Live games). */
export const gamesRoutes: FastifyPluginAsyncZod<{ rooms: RoomsService }> = async (
  app,
  { rooms },
) => {
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.get(
    '/game-sessions',
    {
      schema: {
        tags: ['games'],
        summary: 'Browse waiting rooms',
        description:
          'Public rooms waiting for players, newest first, by name (`search`), category and ' +
          'difficulty; with the number of players online now. Private rooms are reached only ' +
          'by their link.',
        querystring: roomsQuerySchema,
        response: { 200: roomsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await rooms.list(request.query)),
  );

  app.post(
    '/game-sessions',
    {
      schema: {
        tags: ['games'],
        summary: 'Create a room',
        description:
          'The Create Room form. Its questions are drawn from the topic (its difficulty first), ' +
          'the creator takes the first seat as host and pays the entry fee into escrow like ' +
          'everyone (409 INSUFFICIENT_POINTS when short). ' +
          PLAY,
        body: createRoomBodySchema,
        response: { 201: roomResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await rooms.create(request.auth!.user.id, request.body))),
  );

  app.get(
    '/game-sessions/:id',
    {
      schema: {
        tags: ['games'],
        summary: 'A room, with your place in it',
        description:
          'Any room by its id (a private room’s invite link is its id), with whether you play, ' +
          'watch or host it, and the places once the game was played to its end. 404 for a ' +
          'room that does not exist or was cancelled.',
        params: idParamsSchema,
        response: { 200: roomResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await rooms.get(request.params.id, request.auth!.user.id)),
  );

  app.put(
    '/game-sessions/:id',
    {
      schema: {
        tags: ['games'],
        summary: 'Change a room before its start (host)',
        description:
          'Name, privacy, password (null takes it off), spectators, power-ups, chat, and the ' +
          'lock that keeps new players out. 403 for anyone but the host; 409 once it started.',
        params: idParamsSchema,
        body: updateRoomBodySchema,
        response: { 200: roomResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(await rooms.update(request.auth!.user.id, request.params.id, request.body)),
  );

  app.post(
    '/game-sessions/:id/end',
    {
      schema: {
        tags: ['games'],
        summary: 'End a room (host)',
        description:
          'A waiting room is cancelled and every entry fee goes back; a game in play closes ' +
          'its open question and ends with what was played, paid as at a normal end. 403 for ' +
          'anyone but the host; 409 when it already ended.',
        params: idParamsSchema,
        response: { 200: roomResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await rooms.end(request.auth!.user.id, request.params.id)),
  );

  app.post(
    '/games/session/:id/join',
    {
      schema: {
        tags: ['games'],
        summary: 'Join a room as a player or a spectator',
        description:
          'A seat before the start (its entry fee into escrow; 409 when full, started or ' +
          'locked; 409 INSUFFICIENT_POINTS), or with `as_spectator` a place among the ' +
          'spectators when the room allows them. A password room needs `password`: a wrong ' +
          'one is 403 naming the field, and after 5 wrong ones in 15 minutes 429 with ' +
          'Retry-After. Joining again is harmless. ' +
          PLAY,
        params: idParamsSchema,
        body: joinRoomBodySchema,
        response: { 200: roomResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ok(await rooms.join(request.auth!.user.id, request.params.id, request.body)),
  );
};
