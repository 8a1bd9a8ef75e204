import {
  disputeBodySchema,
  disputeParamsSchema,
  disputeResponseSchema,
  idParamsSchema,
  sessionDisputesResponseSchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { Disputes } from './disputes.service';

const tags = ['disputes'];

/** Disputing an answer of one's own quiz, and the disputes of a quiz (docs/DECISIONS.md #67). */
export const disputesRoutes: FastifyPluginAsyncZod<{ disputes: Disputes }> = async (
  app,
  { disputes },
) => {
  app.post(
    '/games/session/:id/questions/:questionId/disputes',
    {
      schema: {
        tags,
        summary: 'Dispute the answer of a question of your quiz',
        description:
          'Your own quiz only (anyone else’s is 404); a question it put to you: answered, or ' +
          'seen in a quiz that is over (400 naming `params.questionId` otherwise). The `reason` ' +
          '(5 to 500 characters) goes to the moderation queue with the question’s statistics. ' +
          'One dispute per question of a quiz: a second is 409 `ALREADY_DISPUTED` (read it with ' +
          'the list call). You are told when a moderator decides it; an upheld dispute corrects ' +
          'the question and re-scores every solo quiz that asked it.',
        params: disputeParamsSchema,
        body: disputeBodySchema,
        response: { 201: disputeResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const data = await disputes.file(
        request.auth!.user.id,
        request.params.id,
        request.params.questionId,
        request.body,
      );
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/games/session/:id/disputes',
    {
      schema: {
        tags,
        summary: 'Your disputes of one of your quizzes, with what became of them',
        description:
          'Oldest first; open, upheld or rejected, with the moderator’s note once decided.',
        params: idParamsSchema,
        response: { 200: sessionDisputesResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        disputes: await disputes.ofSession(request.auth!.user.id, request.params.id),
      },
    }),
  );
};
