import {
  idParamsSchema,
  leaderboardActivityQuerySchema,
  leaderboardActivityResponseSchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  leaderboardStatsResponseSchema,
  leaderboardUserRankQuerySchema,
  leaderboardUserRankResponseSchema,
  parseLeaderboardScope,
  scopedLeaderboardQuerySchema,
  userIdParamsSchema,
} from '@quizarena/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { LeaderboardService } from './leaderboard.service';

const emptyQuerySchema = z.strictObject({});

/**
 * The leaderboards, signed in (the spec's calls under /api/scoring and /api/leaderboards). Boards
 * are public among players: entries carry what the spec lists, nothing private.
 */
export const leaderboardRoutes: FastifyPluginAsyncZod<{ leaderboard: LeaderboardService }> = async (
  app,
  { leaderboard },
) => {
  const board = {
    tags: ['leaderboard'],
    response: { 200: leaderboardResponseSchema, ...errorResponses(400, 401, 404) },
  };

  app.get(
    '/scoring/leaderboard',
    {
      schema: {
        ...board,
        summary: 'A board by scope (global, organization, level, a category, topic_<id>)',
        querystring: scopedLeaderboardQuerySchema,
      },
    },
    async (request) => {
      const { scope, ...query } = request.query;
      return {
        success: true as const,
        data: await leaderboard.board(request.auth!.user.id, parseLeaderboardScope(scope), query),
      };
    },
  );

  // The spec names the category board twice; category and topic boards differ only in kind.
  for (const [url, kind, summary] of [
    ['/scoring/leaderboard/category/:id', 'category', "A category's board"],
    ['/leaderboards/category/:id', 'category', "A category's board"],
    ['/leaderboards/topic/:id', 'topic', "A topic's board"],
  ] as const) {
    app.get(
      url,
      {
        schema: { ...board, summary, params: idParamsSchema, querystring: leaderboardQuerySchema },
      },
      async (request) => ({
        success: true as const,
        data: await leaderboard.board(
          request.auth!.user.id,
          { kind, id: request.params.id },
          request.query,
        ),
      }),
    );
  }

  app.get(
    '/leaderboards/global',
    { schema: { ...board, summary: 'The global board', querystring: leaderboardQuerySchema } },
    async (request) => ({
      success: true as const,
      data: await leaderboard.board(request.auth!.user.id, { kind: 'global' }, request.query),
    }),
  );

  app.get(
    '/leaderboards/user/:userId/rank',
    {
      schema: {
        tags: ['leaderboard'],
        summary: "A player's global rank in a window, with the previous window's",
        params: userIdParamsSchema,
        querystring: leaderboardUserRankQuerySchema,
        response: { 200: leaderboardUserRankResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await leaderboard.userRank(
        request.auth!.user.id,
        request.params.userId,
        request.query.timeframe,
      ),
    }),
  );

  app.get(
    '/leaderboards/user/:userId/activity',
    {
      schema: {
        tags: ['leaderboard'],
        summary: "A player's newest points movements",
        params: userIdParamsSchema,
        querystring: leaderboardActivityQuerySchema,
        response: { 200: leaderboardActivityResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await leaderboard.activity(
        request.auth!.user.id,
        request.params.userId,
        request.query.limit,
      ),
    }),
  );

  app.get(
    '/leaderboards/stats',
    {
      schema: {
        tags: ['leaderboard'],
        summary: 'Players and points on the global board in each current window',
        querystring: emptyQuerySchema,
        response: { 200: leaderboardStatsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async () => ({ success: true as const, data: await leaderboard.stats() }),
  );
};
