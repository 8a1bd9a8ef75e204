import {
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
  adminQuestionListQuerySchema,
  adminQuestionPageResponseSchema,
  adminQuestionResponseSchema,
  adminTopicListResponseSchema,
  adminTopicResponseSchema,
  categoryCreateBodySchema,
  categoryTopicCreateBodySchema,
  categoryUpdateBodySchema,
  contentStatsResponseSchema,
  idParamsSchema,
  questionBulkStatusBodySchema,
  questionBulkStatusResponseSchema,
  questionCreateBodySchema,
  questionUpdateBodySchema,
  topicCreateBodySchema,
  topicUpdateBodySchema,
} from '@quizarena/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { ContentActor, ContentAdminService } from './content.admin.service';

const tags = ['content-admin'];
// The guard answers 401 without a session and 403 without the admin role, before validation.
const admin = { auth: 'admin' as const };
const readErrors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409);

/** The admin making a change and where from, for the audit log (the guard has checked the role). */
const actorOf = (request: FastifyRequest): ContentActor => ({
  actorId: request.auth!.user.id,
  ip: request.ip,
});

/** Catalogue writes and the /api/admin/content reads: administrators only. */
export const contentAdminRoutes: FastifyPluginAsyncZod<{
  contentAdmin: ContentAdminService;
}> = async (app, { contentAdmin }) => {
  // ---- Writes --------------------------------------------------------------------------

  app.post(
    '/categories',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a category (slug from the name; difficulty and counts derived)',
        description:
          'Every catalogue write is recorded in the audit log with the admin and the fields changed.',
        body: categoryCreateBodySchema,
        response: { 201: adminCategoryResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: { category: await contentAdmin.createCategory(request.body, actorOf(request)) },
      }),
  );

  app.put(
    '/categories/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a category; is_active true restores a deleted one',
        params: idParamsSchema,
        body: categoryUpdateBodySchema,
        response: { 200: adminCategoryResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        category: await contentAdmin.updateCategory(
          request.params.id,
          request.body,
          actorOf(request),
        ),
      },
    }),
  );

  app.delete(
    '/categories/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete (hide) a category; idempotent',
        params: idParamsSchema,
        response: { 200: adminCategoryResponseSchema, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { category: await contentAdmin.deleteCategory(request.params.id, actorOf(request)) },
    }),
  );

  app.post(
    '/categories/:id/topics',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a topic in this category',
        params: idParamsSchema,
        body: categoryTopicCreateBodySchema,
        response: { 201: adminTopicResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: {
          topic: await contentAdmin.createTopicInCategory(
            request.params.id,
            request.body,
            actorOf(request),
          ),
        },
      }),
  );

  app.post(
    '/topics',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a topic (slug from the name; difficulty and counts derived)',
        body: topicCreateBodySchema,
        response: { 201: adminTopicResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: { topic: await contentAdmin.createTopic(request.body, actorOf(request)) },
      }),
  );

  app.put(
    '/topics/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a topic; a new category_id moves it; is_active true restores it',
        params: idParamsSchema,
        body: topicUpdateBodySchema,
        response: { 200: adminTopicResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        topic: await contentAdmin.updateTopic(request.params.id, request.body, actorOf(request)),
      },
    }),
  );

  app.delete(
    '/topics/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete (hide) a topic; idempotent',
        params: idParamsSchema,
        response: { 200: adminTopicResponseSchema, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { topic: await contentAdmin.deleteTopic(request.params.id, actorOf(request)) },
    }),
  );

  app.post(
    '/questions',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a question: 2 to 6 options, exactly one correct; option ids are assigned',
        body: questionCreateBodySchema,
        response: { 201: adminQuestionResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: { question: await contentAdmin.createQuestion(request.body, actorOf(request)) },
      }),
  );

  app.put(
    '/questions/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a question; options sent with their id stay the same option',
        params: idParamsSchema,
        body: questionUpdateBodySchema,
        response: { 200: adminQuestionResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        question: await contentAdmin.updateQuestion(
          request.params.id,
          request.body,
          actorOf(request),
        ),
      },
    }),
  );

  app.delete(
    '/questions/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete (hide) a question; idempotent',
        params: idParamsSchema,
        response: { 200: adminQuestionResponseSchema, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { question: await contentAdmin.deleteQuestion(request.params.id, actorOf(request)) },
    }),
  );

  app.post(
    '/admin/content/questions/bulk',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Activate or deactivate several questions at once',
        description:
          'Sets `is_active` on every named question (at most 100, each once) in one transaction, ' +
          'with the counters of their topics and one audit entry. An unknown id refuses the whole ' +
          'call with 400 naming it (`body.ids.N`) and changes nothing. Answers the questions as ' +
          'they are now and how many changed.',
        body: questionBulkStatusBodySchema,
        response: { 200: questionBulkStatusResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await contentAdmin.setQuestionsActive(request.body, actorOf(request)),
    }),
  );

  // ---- Reads ---------------------------------------------------------------------------

  app.get(
    '/admin/content/categories',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every category, inactive ones included',
        response: { 200: adminCategoryListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({
      success: true as const,
      data: { categories: await contentAdmin.listCategories() },
    }),
  );

  app.get(
    '/admin/content/categories/:id/topics',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A category and all its topics, inactive ones included',
        params: idParamsSchema,
        response: { 200: adminTopicListResponseSchema, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await contentAdmin.listTopics(request.params.id),
    }),
  );

  app.get(
    '/admin/content/topics/:id/questions',
    {
      config: admin,
      schema: {
        tags,
        summary: "A page of a topic's questions with their answers, inactive ones included",
        params: idParamsSchema,
        querystring: adminQuestionListQuerySchema,
        response: { 200: adminQuestionPageResponseSchema, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await contentAdmin.listQuestions(request.params.id, request.query),
    }),
  );

  app.get(
    '/admin/content/questions/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One question with its answer and explanation, of any state',
        params: idParamsSchema,
        response: { 200: adminQuestionResponseSchema, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { question: await contentAdmin.getQuestion(request.params.id) },
    }),
  );

  app.get(
    '/admin/content/stats',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Counts of categories, topics and questions, active and inactive',
        response: { 200: contentStatsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ success: true as const, data: { stats: await contentAdmin.stats() } }),
  );
};
