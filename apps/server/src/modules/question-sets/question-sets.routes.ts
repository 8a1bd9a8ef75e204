import {
  authoredQuestionSchema,
  idParamsSchema,
  questionSetCreateBodySchema,
  questionSetDeletedResponseSchema,
  questionSetListResponseSchema,
  questionSetResponseSchema,
  questionSetUpdateBodySchema,
  questionSetVisibilityBodySchema,
  setQuestionListResponseSchema,
  setQuestionParamsSchema,
  setQuestionResponseSchema,
  shareKeyParamsSchema,
  sharedQuestionSetResponseSchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { QuestionSetsService, SetCaller } from './question-sets.service';

const tags = ['question-sets'];
const OWN =
  'Your own sets only: someone else’s is 404 (an administrator is told 403: sets are their ' +
  'owners’ to write, moderators decide their listing).';
const RELISTED =
  'A change to a listed set sends it back to the moderation queue: it is off the lists until ' +
  'a moderator approves it again.';

/** Educators' question sets (docs/DECISIONS.md #68). */
export const questionSetsRoutes: FastifyPluginAsyncZod<{ sets: QuestionSetsService }> = async (
  app,
  { sets },
) => {
  const ok = <T>(data: T) => ({ success: true as const, data });
  const who = (request: { auth: { user: SetCaller } | null }): SetCaller => {
    const { id, role, userType } = request.auth!.user;
    return { id, role, userType };
  };

  app.get(
    '/sets',
    {
      schema: {
        tags,
        summary: 'Your question sets, newest first',
        response: { 200: questionSetListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ok({ sets: await sets.list(request.auth!.user.id) }),
  );

  app.post(
    '/sets',
    {
      schema: {
        tags,
        summary: 'Create a question set',
        description:
          'Educators (`user_type` educator) and administrators only (403 otherwise). A private ' +
          'set in an active catalogue category (`category_id`, else 400 naming it); its ' +
          'difficulty is derived from its questions, as a topic’s is.',
        body: questionSetCreateBodySchema,
        response: { 201: questionSetResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok({ set: await sets.create(who(request), request.body) })),
  );

  app.get(
    '/sets/shared/:key',
    {
      schema: {
        tags,
        summary: 'The question set a share link names',
        description:
          'What the set is and who wrote it, never its answers; play it by starting a quiz with ' +
          'its `topic_id` (its `id`) and this `share_key`. An unknown key, or the key of a set ' +
          'made private or given a new key since, is 404.',
        params: shareKeyParamsSchema,
        response: { 200: sharedQuestionSetResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok({ set: await sets.shared(request.auth!.user.id, request.params.key) }),
  );

  app.get(
    '/sets/:id',
    {
      schema: {
        tags,
        summary: 'One of your question sets',
        description: OWN,
        params: idParamsSchema,
        response: { 200: questionSetResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok({ set: await sets.get(who(request), request.params.id) }),
  );

  app.put(
    '/sets/:id',
    {
      schema: {
        tags,
        summary: 'Change a question set’s details',
        description: `${OWN} ${RELISTED}`,
        params: idParamsSchema,
        body: questionSetUpdateBodySchema,
        response: { 200: questionSetResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok({ set: await sets.update(who(request), request.params.id, request.body) }),
  );

  app.delete(
    '/sets/:id',
    {
      schema: {
        tags,
        summary: 'Delete a question set',
        description:
          `${OWN} A set nobody played is deleted with its questions and pictures; one that ` +
          'was played is kept, hidden, for the results of those who played it, and is never ' +
          'playable again.',
        params: idParamsSchema,
        response: { 200: questionSetDeletedResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await sets.remove(who(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );

  app.put(
    '/sets/:id/visibility',
    {
      schema: {
        tags,
        summary: 'Make a question set private, shared by link, or ask to publish it',
        description:
          `${OWN} \`private\`: only you play it and its link stops working. \`link\`: anyone ` +
          'signed in with its share link plays it (`share_key`, made if it has none). ' +
          '`public`: a publication request goes to the moderation queue (`review_status` ' +
          'pending; 400 naming `body.visibility` for a set without questions); approved, it ' +
          'is listed beside the catalogue; rejected, the moderator’s note is its ' +
          '`review_note`, and asking again sends it back. It keeps a share link meanwhile.',
        params: idParamsSchema,
        body: questionSetVisibilityBodySchema,
        response: { 200: questionSetResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok({
        set: await sets.setVisibility(who(request), request.params.id, request.body.visibility),
      }),
  );

  app.post(
    '/sets/:id/share-key',
    {
      schema: {
        tags,
        summary: 'Give a question set a new share link',
        description: `${OWN} The old link stops working at once. 409 for a private set.`,
        params: idParamsSchema,
        response: { 200: questionSetResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok({ set: await sets.rotateShareKey(who(request), request.params.id) }),
  );

  app.get(
    '/sets/:id/questions',
    {
      schema: {
        tags,
        summary: 'A question set’s questions, with their answers',
        description: `${OWN} Oldest first; an ordering question’s options in their right order.`,
        params: idParamsSchema,
        response: { 200: setQuestionListResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok({ questions: await sets.questions(who(request), request.params.id) }),
  );

  app.post(
    '/sets/:id/questions',
    {
      schema: {
        tags,
        summary: 'Add a question to a question set',
        description:
          `${OWN} Any type (single, true_false, multiple, ordering, typed), checked by the one ` +
          'authored-question schema; a picture is one uploaded with `path: questions`, with ' +
          `its alt text. ${RELISTED}`,
        params: idParamsSchema,
        body: authoredQuestionSchema,
        response: { 201: setQuestionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await sets.addQuestion(who(request), request.params.id, request.body))),
  );

  app.put(
    '/sets/:id/questions/:questionId',
    {
      schema: {
        tags,
        summary: 'Change a question of a question set',
        description:
          `${OWN} The whole question, as it is added; an option sent with its \`id\` (one of ` +
          `this question’s) stays the same option for the sessions that chose it. ${RELISTED}`,
        params: setQuestionParamsSchema,
        body: authoredQuestionSchema,
        response: { 200: setQuestionResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(
        await sets.editQuestion(
          who(request),
          request.params.id,
          request.params.questionId,
          request.body,
        ),
      ),
  );

  app.delete(
    '/sets/:id/questions/:questionId',
    {
      schema: {
        tags,
        summary: 'Remove a question from a question set',
        description: `${OWN} Sessions that asked it keep it. ${RELISTED}`,
        params: setQuestionParamsSchema,
        response: { 200: questionSetResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok({
        set: await sets.deleteQuestion(who(request), request.params.id, request.params.questionId),
      }),
  );
};
