import {
  CSV_BYTE_ORDER_MARK,
  answerBodySchema,
  answerResponseSchema,
  idParamsSchema,
  nextQuestionResponseSchema,
  quizCompleteBodySchema,
  quizCompleteResponseSchema,
  sessionCreateBodySchema,
  sessionResponseSchema,
  sessionResultsResponseSchema,
  shareLinkResponseSchema,
  shareOffResponseSchema,
  sharedResultResponseSchema,
  shareTokenParamsSchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { QUIZ_HISTORY_MAX_ROWS } from './quiz-history';
import type { QuizService } from './quiz.service';

/** Solo quiz play: every call acts on the caller's own session only. */
export const quizRoutes: FastifyPluginAsyncZod<{ quiz: QuizService }> = async (app, { quiz }) => {
  app.post(
    '/games/session',
    {
      schema: {
        tags: ['quiz'],
        summary:
          'Start a quiz of a topic (the server picks 10 questions and keeps the clock), or resume the one in play for the same topic and mode',
        body: sessionCreateBodySchema,
        response: { 201: sessionResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const session = await quiz.createSession(request.auth!.user.id, request.body);
      return reply.code(201).send({ success: true as const, data: { session } });
    },
  );

  app.get(
    '/games/session/:id',
    {
      schema: {
        tags: ['quiz'],
        summary: 'The caller’s quiz session as it stands',
        params: idParamsSchema,
        response: { 200: sessionResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { session: await quiz.getSession(request.auth!.user.id, request.params.id) },
    }),
  );

  app.post(
    '/games/session/:id/next',
    {
      schema: {
        tags: ['quiz'],
        summary:
          'Serve the next question (or the current one again, its clock still running); null when all are answered',
        params: idParamsSchema,
        response: { 200: nextQuestionResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { question: await quiz.nextQuestion(request.auth!.user.id, request.params.id) },
    }),
  );

  app.post(
    '/games/session/:id/answer',
    {
      schema: {
        tags: ['quiz'],
        summary:
          'Answer the current question (null: time ran out); the server decides correctness, time and points',
        params: idParamsSchema,
        body: answerBodySchema,
        response: { 200: answerResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await quiz.answer(request.auth!.user.id, request.params.id, request.body),
    }),
  );

  app.post(
    '/games/session/:id/abandon',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Quit a quiz: nothing is paid and nothing more can be answered',
        params: idParamsSchema,
        response: { 200: sessionResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { session: await quiz.abandon(request.auth!.user.id, request.params.id) },
    }),
  );

  app.post(
    '/quiz/complete',
    {
      schema: {
        tags: ['quiz'],
        summary:
          'Finish a quiz and pay its points once; client-sent correctness, points and times are ignored',
        body: quizCompleteBodySchema,
        response: { 200: quizCompleteResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await quiz.complete(request.auth!.user.id, request.body.session_id),
    }),
  );

  app.get(
    '/games/session/:id/results',
    {
      schema: {
        tags: ['quiz'],
        summary: 'The stored results of the caller’s completed quiz',
        params: idParamsSchema,
        response: { 200: sessionResultsResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await quiz.results(request.auth!.user.id, request.params.id),
    }),
  );

  app.get(
    '/quiz/history.csv',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Your completed quizzes as a CSV file, newest first',
        description:
          'One row per completed quiz: `date` (the wall clock of `time_zone`, the zone it was ' +
          'played in), `category`, `topic`, `mode`, `difficulty`, `correct`, `total`, ' +
          '`accuracy` (percent), `points` (what the quiz earned) and `time_seconds` (the time ' +
          `the answers took); at most the newest ${QUIZ_HISTORY_MAX_ROWS}. UTF-8 with a ` +
          'byte-order mark, RFC 4180, text a spreadsheet would run written as text.',
        response: {
          200: {
            description: 'The CSV file, offered as a download',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="quizarena-results.csv"')
        .header('cache-control', 'private, no-store')
        .send(CSV_BYTE_ORDER_MARK + (await quiz.historyCsv(request.auth!.user.id))),
  );

  app.post(
    '/games/session/:id/share',
    {
      schema: {
        tags: ['quiz'],
        summary:
          'Turn on a share link for one of your completed results (a new link each time; the previous one stops working)',
        params: idParamsSchema,
        response: { 201: shareLinkResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const link = await quiz.share(request.auth!.user.id, request.params.id);
      return reply.code(201).send({ success: true as const, data: link });
    },
  );

  app.delete(
    '/games/session/:id/share',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Turn your share link off: it answers 404 from now on',
        params: idParamsSchema,
        response: { 200: shareOffResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await quiz.unshare(request.auth!.user.id, request.params.id);
      return { success: true as const, data: { shared: false as const } };
    },
  );

  app.get(
    '/shared-results/:token',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['quiz'],
        summary: 'A shared result’s read-only card, for anyone with the link (404 once it is off)',
        params: shareTokenParamsSchema,
        response: { 200: sharedResultResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await quiz.sharedResult(request.params.token),
    }),
  );
};
