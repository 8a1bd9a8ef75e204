import {
  DATA_EXPORT_COOLDOWN_HOURS,
  DATA_EXPORT_KEPT_DAYS,
  dataExportListResponseSchema,
  dataExportParamsSchema,
  dataExportResponseSchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import type { ExportsService } from './exports.service';

/** The caller's own data exports: ask for one, follow it, download it. */
export const privacyRoutes: FastifyPluginAsyncZod<{ exports: ExportsService }> = async (
  app,
  { exports },
) => {
  app.post(
    '/privacy/exports',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Ask for a copy of all your data (a ZIP, built in the background)',
        description:
          `One JSON file per module and the files you uploaded. Progress shows in the list; a ` +
          `notification and a mail say when it is ready, and it can be downloaded for ` +
          `${DATA_EXPORT_KEPT_DAYS} days. One at a time (409 while one is queued or building) ` +
          `and one every ${DATA_EXPORT_COOLDOWN_HOURS} hours after a finished one (429).`,
        response: { 202: dataExportResponseSchema, ...errorResponses(401, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.code(202).send({
        success: true as const,
        data: { export: await exports.request(request.auth!.user.id) },
      }),
  );

  app.get(
    '/privacy/exports',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Your data exports, newest first, with their progress',
        response: { 200: dataExportListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { exports: await exports.list(request.auth!.user.id) },
    }),
  );

  app.get(
    '/privacy/exports/:id/download',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Download a ready export of your data (a ZIP)',
        description:
          'Only its owner, signed in: anyone else’s is not found. Gone (410) once expired.',
        params: dataExportParamsSchema,
        response: {
          200: {
            description: 'The ZIP',
            content: { 'application/zip': { schema: z.any().describe('The ZIP’s bytes') } },
          },
          ...errorResponses(400, 401, 404, 409, 410),
        },
      },
    },
    async (request, reply) => {
      const { file, createdAt } = await exports.open(request.auth!.user.id, request.params.id);
      const day = createdAt.toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-length', String(file.size))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="quizarena-data-${day}.zip"`)
        .send(file.body);
    },
  );
};
