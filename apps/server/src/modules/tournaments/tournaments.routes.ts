import {
  createTournamentBodySchema,
  idParamsSchema,
  rateTournamentBodySchema,
  tournamentBookmarkResponseSchema,
  tournamentBookmarksResponseSchema,
  tournamentHostBodySchema,
  tournamentHostResponseSchema,
  tournamentHostsResponseSchema,
  tournamentListResponseSchema,
  tournamentMarksBodySchema,
  tournamentResponseSchema,
  tournamentStandingResponseSchema,
  tournamentsQuerySchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { Caller, TournamentsService } from './tournaments.service';

const tags = ['tournaments'];
// The guard answers 401 without a session and 403 without the admin role, before validation.
const admin = { auth: 'admin' as const };

/** Tournaments (docs/DECISIONS.md, Tournaments; docs/ARCHITECTURE.md, Tournaments). */
export const tournamentsRoutes: FastifyPluginAsyncZod<{ tournaments: TournamentsService }> = async (
  app,
  { tournaments },
) => {
  const ok = <T>(data: T) => ({ success: true as const, data });
  const caller = (request: { auth?: { user: Caller } | null }): Caller => ({
    id: request.auth!.user.id,
    role: request.auth!.user.role,
  });

  app.get(
    '/tournaments',
    {
      schema: {
        tags,
        summary: 'Tournaments',
        description:
          'The list and the lobby tab: featured first, then the soonest start; filter by ' +
          '`status` and `category_id`. `registration_open` says whether a seat can be taken now.',
        querystring: tournamentsQuerySchema,
        response: { 200: tournamentListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await tournaments.list(caller(request), request.query)),
  );

  app.post(
    '/tournaments',
    {
      schema: {
        tags,
        summary: 'Create a tournament',
        description:
          'Admins and verified hosts (403 otherwise). Registration opens at ' +
          '`registration_start` (at once when it has passed), closes at `registration_end`; the ' +
          'bracket is drawn at `tournament_start`. `prize_distribution` shares the pool (entry ' +
          'fees plus `sponsor_prize`) by place in whole percent summing to 100. Only an admin ' +
          'may add a sponsor prize (moved from the prizes account into escrow) or set ' +
          '`is_featured` and `is_verified`.',
        body: createTournamentBodySchema,
        response: { 201: tournamentResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok({ tournament: await tournaments.create(caller(request), request.body) })),
  );

  app.get(
    '/tournament-bookmarks',
    {
      schema: {
        tags,
        summary: 'My saved tournaments',
        description: "The profile's saved list, newest bookmark first.",
        response: { 200: tournamentBookmarksResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ok({ tournaments: await tournaments.bookmarked(caller(request)) }),
  );

  app.get(
    '/tournaments/:id',
    {
      schema: {
        tags,
        summary: 'A tournament',
        description:
          'The tournament page: prizes by place from the pool today, the host card, the ' +
          'participants (seeded first by seed, then by registration), the bracket once it has ' +
          'started (null before), rules and sponsors.',
        params: idParamsSchema,
        response: { 200: tournamentResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok({ tournament: await tournaments.get(caller(request), request.params.id) }),
  );

  app.post(
    '/tournaments/:id/register',
    {
      schema: {
        tags,
        summary: 'Register',
        description:
          'Takes a seat and moves the entry fee into escrow in one transaction. 409 when ' +
          'registration is closed, the tournament is full, the caller is registered already, ' +
          "or (INSUFFICIENT_POINTS) 'Insufficient points. You need {fee} points to register.'",
        params: idParamsSchema,
        response: { 200: tournamentResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await tournaments.register(caller(request), request.params.id);
      return ok({ tournament: await tournaments.get(caller(request), request.params.id) });
    },
  );

  app.post(
    '/tournaments/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'Withdraw',
        description: 'Gives the seat back before the start; the entry fee is refunded in full.',
        params: idParamsSchema,
        response: { 200: tournamentResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await tournaments.withdraw(caller(request), request.params.id);
      return ok({ tournament: await tournaments.get(caller(request), request.params.id) });
    },
  );

  app.post(
    '/tournaments/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a tournament',
        description:
          'Its host or an admin, until it is over: every entry fee is refunded and a sponsor ' +
          'prize goes back to the prizes account; participants are told.',
        params: idParamsSchema,
        response: { 200: tournamentResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await tournaments.cancel(caller(request), request.params.id);
      return ok({ tournament: await tournaments.get(caller(request), request.params.id) });
    },
  );

  app.put(
    '/tournaments/:id/marks',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Feature or verify a tournament',
        description: 'Admins set the featured and verified marks.',
        params: idParamsSchema,
        body: tournamentMarksBodySchema,
        response: { 200: tournamentResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok({
        tournament: await tournaments.mark(caller(request), request.params.id, request.body),
      }),
  );

  for (const saved of [true, false]) {
    const route = {
      schema: {
        tags,
        summary: saved ? 'Bookmark a tournament' : 'Remove a bookmark',
        description: saved
          ? 'Saves it to the profile list; its opening of registration is notified.'
          : 'Takes it off the saved list.',
        params: idParamsSchema,
        response: { 200: tournamentBookmarkResponseSchema, ...errorResponses(400, 401, 404) },
      },
    };
    const handler = async (request: { params: { id: string }; auth?: { user: Caller } | null }) =>
      ok(await tournaments.bookmark(caller(request), request.params.id, saved));
    if (saved) app.post('/tournaments/:id/bookmark', route, handler);
    else app.delete('/tournaments/:id/bookmark', route, handler);
  }

  app.post(
    '/tournaments/:id/rating',
    {
      schema: {
        tags,
        summary: 'Rate a tournament',
        description:
          'A participant rates a completed tournament from 1 to 5 (again to change it); the ' +
          "host card shows the average over the host's tournaments.",
        params: idParamsSchema,
        body: rateTournamentBodySchema,
        response: { 200: tournamentResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok({
        tournament: await tournaments.rate(caller(request), request.params.id, request.body.rating),
      }),
  );

  app.get(
    '/tournaments/:id/live',
    {
      schema: {
        tags,
        summary: 'My match',
        description:
          'Where the caller stands: registered or not, the round reached, out or not, the final ' +
          'place and prize, and their latest match (its game to join while it plays).',
        params: idParamsSchema,
        response: { 200: tournamentStandingResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok({ standing: await tournaments.standing(caller(request), request.params.id) }),
  );

  app.get(
    '/tournament-hosts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Verified hosts',
        description: 'Admins: the players who may create tournaments.',
        response: { 200: tournamentHostsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ok({ hosts: await tournaments.hosts() }),
  );

  app.put(
    '/tournament-hosts/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Verify a host',
        description: 'Admins let a player create tournaments (`verified: true`) or stop them.',
        params: idParamsSchema,
        body: tournamentHostBodySchema,
        response: { 200: tournamentHostResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(await tournaments.setHost(caller(request), request.params.id, request.body.verified)),
  );
};
