import {
  authoredQuestionSchema,
  idParamsSchema,
  QUESTION_FILE_TYPES,
  QUESTION_IMPORT_LIMITS,
  QUESTION_IMPORT_MESSAGES,
  questionFileQuerySchema,
  questionImportQuerySchema,
  questionImportResponseSchema,
} from '@quizarena/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import type {
  QuestionFile,
  QuestionFileCaller,
  QuestionIoService,
  QuestionUpload,
} from './question-io.service';

const tags = ['question-io'];

const callerOf = (request: FastifyRequest): QuestionFileCaller => ({
  id: request.auth!.user.id,
  role: request.auth!.user.role,
  secondFactor: request.auth!.secondFactor,
  ip: request.ip,
});

/** The file as documented: CSV text, or the JSON the export writes. */
const questionsFileJson = z.object({ questions: z.array(authoredQuestionSchema) });
const fileAnswer = {
  description: 'The file (CSV or JSON, as asked), offered as a download',
  content: {
    [QUESTION_FILE_TYPES.csv]: { schema: z.string().describe('CSV text (docs/IMPORTING.md)') },
    [QUESTION_FILE_TYPES.json]: { schema: questionsFileJson },
  },
};

function sendFile(reply: FastifyReply, file: QuestionFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/** The format the body came in, from its content type. */
function uploadOf(request: FastifyRequest): QuestionUpload {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === QUESTION_FILE_TYPES.csv) return { format: 'csv', body: String(request.body ?? '') };
  if (type === QUESTION_FILE_TYPES.json) return { format: 'json', body: request.body };
  throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', QUESTION_IMPORT_MESSAGES.contentType, {
    details: [{ field: 'headers.content-type', message: QUESTION_IMPORT_MESSAGES.contentType }],
  });
}

/** A question set's questions in and out as files, and the template (docs/IMPORTING.md). */
export const questionIoRoutes: FastifyPluginAsyncZod<{ questionIo: QuestionIoService }> = async (
  app,
  { questionIo },
) => {
  // Only this scope reads CSV bodies; the route's body limit bounds it.
  app.addContentTypeParser(QUESTION_FILE_TYPES.csv, { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/sets/import-template',
    {
      // Documentation, the same for everyone: a plain link downloads it.
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'The import template: its header and one example question of each type',
        querystring: questionFileQuerySchema,
        response: { 200: fileAnswer, ...errorResponses(400) },
      },
    },
    async (request, reply) => sendFile(reply, questionIo.template(request.query.format)),
  );

  app.post(
    '/sets/:id/import',
    {
      bodyLimit: QUESTION_IMPORT_LIMITS.maxBytes,
      schema: {
        tags,
        summary: 'Import questions into a set from a CSV or JSON file (all or nothing)',
        description:
          'The body is the file: `text/csv` under the template’s header, or `application/json` ' +
          '(an array of authored questions, or `{ "questions": [...] }` as the export writes ' +
          `it); at most ${QUESTION_IMPORT_LIMITS.maxRows} questions and ` +
          `${QUESTION_IMPORT_LIMITS.maxBytes / 1024 / 1024} MiB. The whole file is checked ` +
          'first: any problem answers 400 listing every one (`details`: the field, and the CSV ' +
          '`line` with the header as line 1, or the JSON `index`) and nothing is written. ' +
          '`dry_run=true` only checks. Then one transaction writes every question. The owner ' +
          'of a set may import into it; an administrator into a catalogue topic.',
        consumes: [QUESTION_FILE_TYPES.csv, QUESTION_FILE_TYPES.json],
        params: idParamsSchema,
        querystring: questionImportQuerySchema,
        body: z.unknown().describe('The file: CSV text or JSON (docs/IMPORTING.md)'),
        response: {
          200: questionImportResponseSchema.describe('A dry run: the file is clean'),
          201: questionImportResponseSchema.describe('Imported'),
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const result = await questionIo.importFile(
        callerOf(request),
        request.params.id,
        uploadOf(request),
        request.query.dry_run,
      );
      return reply.code(result.dry_run ? 200 : 201).send({
        success: true as const,
        data: { import: result },
      });
    },
  );

  app.get(
    '/sets/:id/export',
    {
      schema: {
        tags,
        summary: 'Export a set’s active questions as CSV or JSON, in the import’s own format',
        params: idParamsSchema,
        querystring: questionFileQuerySchema,
        response: { 200: fileAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await questionIo.exportFile(callerOf(request), request.params.id, request.query.format),
      ),
  );
};
