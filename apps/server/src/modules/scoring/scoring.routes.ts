import {
  performanceQuerySchema,
  performanceResponseSchema,
  progressListResponseSchema,
  progressResponseSchema,
  progressUpdateBodySchema,
  recentActivityQuerySchema,
  recentActivityResponseSchema,
  skillsResponseSchema,
  userIdParamsSchema,
  userStatsResponseSchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { StatsService } from './stats.service';

/**
 * Stats, analytics and progress. Another player's stats and analytics are public like the
 * leaderboard (no private fields in them); progress is the caller's own.
 */
export const scoringRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (
  app,
  { stats },
) => {
  app.get(
    '/scoring/user-stats/current',
    {
      schema: {
        tags: ['scoring'],
        summary: "The caller's points, level, rank, games, accuracy and streaks",
        response: { 200: userStatsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { profile: await stats.userStats(request.auth!.user.id), achievements: [] },
    }),
  );

  app.get(
    '/scoring/user-stats/:userId',
    {
      schema: {
        tags: ['scoring'],
        summary: "A player's points, level, rank, games, accuracy and streaks",
        params: userIdParamsSchema,
        response: { 200: userStatsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        profile: await stats.userStats(request.params.userId, request.auth!.user.id),
        achievements: [],
      },
    }),
  );

  app.get(
    '/scoring/user/recent-activity',
    {
      schema: {
        tags: ['scoring'],
        summary: "The caller's newest activities (completed quizzes), newest first",
        querystring: recentActivityQuerySchema,
        response: { 200: recentActivityResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { activities: await stats.recentActivity(request.auth!.user.id, request.query.limit) },
    }),
  );

  app.get(
    '/analytics/performance/:userId',
    {
      schema: {
        tags: ['scoring'],
        summary: 'Points earned (from the ledger), games and scores in a rolling window',
        params: userIdParamsSchema,
        querystring: performanceQuerySchema,
        response: { 200: performanceResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await stats.performance(
        request.params.userId,
        request.query.timeframe,
        request.auth!.user.id,
      ),
    }),
  );

  app.get(
    '/analytics/skills/:userId',
    {
      schema: {
        tags: ['scoring'],
        summary: 'Accuracy per category and per topic',
        params: userIdParamsSchema,
        response: { 200: skillsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await stats.skills(request.params.userId, request.auth!.user.id),
    }),
  );

  app.get(
    '/progress',
    {
      schema: {
        tags: ['scoring'],
        summary: "The caller's progress per topic played or saved",
        response: { 200: progressListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { progress: await stats.progress(request.auth!.user.id) },
    }),
  );

  app.post(
    '/progress',
    {
      schema: {
        tags: ['scoring'],
        summary: 'Save or unsave a topic to study later (scores come from play only)',
        body: progressUpdateBodySchema,
        response: { 200: progressResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        progress: await stats.setBookmark(
          request.auth!.user.id,
          request.body.topic_id,
          request.body.bookmarked,
        ),
      },
    }),
  );
};
