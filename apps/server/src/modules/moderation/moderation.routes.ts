import { reportBodySchema, reportResponseSchema, type ReportBody } from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';

/** Reporting a message, a player, a study group's name or a room's name for the moderation queue. */
export const moderationRoutes: FastifyPluginAsyncZod<{
  report: (
    reporterId: string,
    body: ReportBody,
  ) => Promise<{
    id: string;
    status: 'pending';
    created_at: string;
  }>;
}> = async (app, { report }) => {
  app.post(
    '/social/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Report a message, a player, a study group or a room to the moderators',
        description:
          'A message must be one you can read; a player, anyone but you; a study group, one ' +
          'you can see and do not own; a room (or hosted game), one you do not host. The ' +
          'report keeps a copy of what you reported (the message’s text, sender, time and ' +
          'attachment name, the player’s profile fields, or the group’s or room’s name) and ' +
          'waits in the moderation queue. At most 20 reports an hour; past that 429 with ' +
          'Retry-After.',
        body: reportBodySchema,
        response: { 201: reportResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const data = await report(request.auth!.user.id, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );
};
