import {
  achievementCheckResponseSchema,
  achievementListResponseSchema,
  achievementProgressBodySchema,
  achievementProgressResponseSchema,
  achievementStatsResponseSchema,
  userAchievementsResponseSchema,
  userIdParamsSchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { AchievementsService } from './achievements.service';

/** The achievement catalogue and players' progress; progress moves only by the server's rules. */
export const achievementRoutes: FastifyPluginAsyncZod<{
  achievements: AchievementsService;
}> = async (app, { achievements }) => {
  app.get(
    '/achievements',
    {
      schema: {
        tags: ['achievements'],
        summary: 'Every achievement with the caller’s progress toward it',
        response: { 200: achievementListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { achievements: await achievements.list(request.auth!.user.id) },
    }),
  );

  app.get(
    '/achievements/stats',
    {
      schema: {
        tags: ['achievements'],
        summary: 'The caller’s unlocked count, reward points, progress by type and recent unlocks',
        response: { 200: achievementStatsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await achievements.stats(request.auth!.user.id),
    }),
  );

  app.get(
    '/achievements/user/:userId',
    {
      schema: {
        tags: ['achievements'],
        summary:
          'A player’s earned achievements, newest first (hidden, banned and possibly under-16 players are not found to others)',
        params: userIdParamsSchema,
        response: { 200: userAchievementsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        achievements: await achievements.earned(request.params.userId, request.auth!.user.id),
      },
    }),
  );

  app.post(
    '/achievements/check/:userId',
    {
      schema: {
        tags: ['achievements'],
        summary: 'Re-evaluate a player’s achievements from their records (own, or any for admins)',
        params: userIdParamsSchema,
        response: { 200: achievementCheckResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { unlocked: await achievements.check(request.auth!.user, request.params.userId) },
    }),
  );

  app.put(
    '/achievements/progress',
    {
      schema: {
        tags: ['achievements'],
        summary:
          'Re-evaluate one achievement for the caller; progress comes from the server’s records, never the body',
        body: achievementProgressBodySchema,
        response: { 200: achievementProgressResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        achievement: await achievements.progress(
          request.auth!.user.id,
          request.body.achievement_id,
        ),
      },
    }),
  );
};
