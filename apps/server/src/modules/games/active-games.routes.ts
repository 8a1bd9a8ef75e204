import { activeGamesResponseSchema } from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { ActiveGames } from './active-games';

/** The games the caller can go back to (docs/ARCHITECTURE.md, Live games). */
export const activeGamesRoutes: FastifyPluginAsyncZod<{ activeGamesOf: ActiveGames }> = async (
  app,
  { activeGamesOf },
) => {
  app.get(
    '/games/sessions/active',
    {
      schema: {
        tags: ['games'],
        summary: 'The games you are in now',
        description:
          'Your solo quiz in play (`kind: solo`; `path` reopens it at its topic and mode, which ' +
          'resumes it), then the live games you hold a seat in that wait or are in play (rooms, ' +
          'hosted games you play in, matches, challenges), newest first, each with the `path` ' +
          'the web client plays it at. A game you left during play is not listed.',
        response: { 200: activeGamesResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { games: await activeGamesOf(request.auth!.user.id) },
    }),
  );
};
