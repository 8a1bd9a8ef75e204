import {
  ratingBoardQuerySchema,
  ratingBoardResponseSchema,
  userProfileParamsSchema,
  userRatingsResponseSchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { RatingsService } from './ratings.service';

/** Skill ratings, signed in: the boards and a player's ratings (DECISIONS #49). */
export const ratingsRoutes: FastifyPluginAsyncZod<{ ratings: RatingsService }> = async (
  app,
  { ratings },
) => {
  const tags = ['ratings'];

  app.get(
    '/ratings/leaderboard',
    {
      schema: {
        tags,
        summary:
          "A category's rating board ('General' without one), by conservative rating, a page at a time",
        querystring: ratingBoardQuerySchema,
        response: { 200: ratingBoardResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await ratings.board(request.auth!.user.id, request.query),
    }),
  );

  app.get(
    '/users/:userId/ratings',
    {
      schema: {
        tags,
        summary:
          "A player's rating in each category they have played, with its last change (hidden, banned and possibly under-16 players are not found, except by themselves)",
        params: userProfileParamsSchema,
        response: { 200: userRatingsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await ratings.ofUser(request.auth!.user.id, request.params.userId),
    }),
  );
};
