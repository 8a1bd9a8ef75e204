import {
  answerBodySchema,
  idParamsSchema,
  masteryResponseSchema,
  reviewAnswerResponseSchema,
  reviewNextResponseSchema,
  reviewRoundCreateBodySchema,
  reviewRoundResponseSchema,
  reviewRoundResultResponseSchema,
  reviewSummaryResponseSchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { masteryOf } from './mastery';
import type { ReviewService } from './review.service';

/** Review mode: every call acts on the caller's own memories and rounds only. */
export const reviewRoutes: FastifyPluginAsyncZod<{
  review: ReviewService;
  db: Db;
  clock: Clock;
}> = async (app, { review, db, clock }) => {
  app.get(
    '/review/summary',
    {
      schema: {
        tags: ['review'],
        summary:
          'Questions due for review now (in all and per topic), when the next comes due, and today’s reviews against the daily goal',
        response: { 200: reviewSummaryResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await review.summary(request.auth!.user.id),
    }),
  );

  app.get(
    '/review/mastery',
    {
      schema: {
        tags: ['review'],
        summary:
          'Per topic: how many of its questions the caller would most likely recall now (mastery)',
        response: { 200: masteryResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { topics: await masteryOf(db, request.auth!.user.id, clock.now()) },
    }),
  );

  app.post(
    '/review/sessions',
    {
      schema: {
        tags: ['review'],
        summary:
          'Start a review round (due questions first, then new ones from the weakest topics), or resume the one in play',
        body: reviewRoundCreateBodySchema,
        response: { 201: reviewRoundResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const session = await review.start(request.auth!.user.id, request.body);
      return reply.code(201).send({ success: true as const, data: { session } });
    },
  );

  app.get(
    '/review/sessions/:id',
    {
      schema: {
        tags: ['review'],
        summary: 'The caller’s review round as it stands',
        params: idParamsSchema,
        response: { 200: reviewRoundResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { session: await review.get(request.auth!.user.id, request.params.id) },
    }),
  );

  app.post(
    '/review/sessions/:id/next',
    {
      schema: {
        tags: ['review'],
        summary:
          'Serve the next question of the round (or the current one again, its clock still running); null when all are answered',
        params: idParamsSchema,
        response: { 200: reviewNextResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { question: await review.next(request.auth!.user.id, request.params.id) },
    }),
  );

  app.post(
    '/review/sessions/:id/answer',
    {
      schema: {
        tags: ['review'],
        summary:
          'Answer the current review question: judged as practice, it moves the question’s memory and pays practice’s points',
        params: idParamsSchema,
        body: answerBodySchema,
        response: { 200: reviewAnswerResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await review.answer(request.auth!.user.id, request.params.id, request.body),
    }),
  );

  app.post(
    '/review/sessions/:id/complete',
    {
      schema: {
        tags: ['review'],
        summary: 'End the review round and read its summary (unanswered questions are not asked)',
        params: idParamsSchema,
        response: { 200: reviewRoundResultResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await review.complete(request.auth!.user.id, request.params.id),
    }),
  );
};
