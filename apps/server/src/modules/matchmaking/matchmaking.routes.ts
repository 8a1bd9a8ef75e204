import { findMatchBodySchema, matchmakingStateResponseSchema } from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { MatchmakingService } from './matchmaking.service';

const ENDS =
  'A search ends matched (`game_id`: a live game on the games socket that starts when every ' +
  'player has arrived) or run out (`bot`: the Practice Bot at your level); either end is ' +
  'pushed to your inbox channel as `{type: "matchmaking", state}` and told here for two minutes.';

/** Quick Match's three calls (docs/ARCHITECTURE.md, Matchmaking). */
export const matchmakingRoutes: FastifyPluginAsyncZod<{ matchmaking: MatchmakingService }> = async (
  app,
  { matchmaking },
) => {
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.post(
    '/matchmaking/find',
    {
      schema: {
        tags: ['matchmaking'],
        summary: 'Look for a match',
        description:
          'Queues the caller in the category’s (none: General) and mode’s queue, once (409 when ' +
          'already searching). Matches pair players of close rating, a range that widens the ' +
          'longer they wait, never with someone either blocked. ' +
          ENDS,
        body: findMatchBodySchema,
        response: { 200: matchmakingStateResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ok(await matchmaking.find(request.auth!.user.id, request.body)),
  );

  app.post(
    '/matchmaking/cancel',
    {
      schema: {
        tags: ['matchmaking'],
        summary: 'Stop looking for a match',
        description:
          'Ends the caller’s search (`idle`), unless a match already took it: then the answer ' +
          'is that match, to go to.',
        response: { 200: matchmakingStateResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ok(await matchmaking.cancel(request.auth!.user.id)),
  );

  app.get(
    '/matchmaking/active',
    {
      schema: {
        tags: ['matchmaking'],
        summary: 'The caller’s search',
        description: 'The search in progress with its times, or how the last one ended. ' + ENDS,
        response: { 200: matchmakingStateResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ok(await matchmaking.active(request.auth!.user.id)),
  );
};
