import {
  categoryListQuerySchema,
  categoryListResponseSchema,
  categoryResponseSchema,
  contentLanguagesResponseSchema,
  idParamsSchema,
  questionListQuerySchema,
  questionListResponseSchema,
  questionResponseSchema,
  topicListQuerySchema,
  topicListResponseSchema,
  topicResponseSchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCachedJson } from '../../lib/cached-json';
import { errorResponses } from '../../lib/error-responses';
import type { ContentService } from './content.service';

/** Players' read calls for the catalogue and its questions. */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (
  app,
  { content },
) => {
  // The hot catalogue reads come from the service's cache; their JSON is made once per entry.
  const categoriesJson = createCachedJson(categoryListResponseSchema);
  const topicsJson = createCachedJson(topicListResponseSchema);
  app.get(
    '/categories',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        summary:
          'List active categories with their derived topic and question counts (with `language`, only categories with topics in it, counting those)',
        querystring: categoryListQuerySchema,
        response: { 200: categoryListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const categories = await content.listCategories(request.query);
      return categoriesJson.send(reply, categories, () => ({
        success: true,
        data: { categories },
      }));
    },
  );

  app.get(
    '/categories/languages',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        summary:
          'The languages of the active topics, each once: the values the lists’ `language` filter can take',
        response: { 200: contentLanguagesResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      data: { languages: await content.listLanguages() },
    }),
  );

  app.get(
    '/categories/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        summary: 'One category',
        params: idParamsSchema,
        response: { 200: categoryResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { category: await content.getCategory(request.params.id) },
    }),
  );

  app.get(
    '/categories/:id/topics',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        summary: 'The active topics of a category, only those in `language` when given',
        params: idParamsSchema,
        querystring: topicListQuerySchema,
        response: { 200: topicListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const topics = await content.listTopics(request.params.id, request.query);
      return topicsJson.send(reply, topics, () => ({ success: true, data: { topics } }));
    },
  );

  app.get(
    '/topics/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        summary: 'One topic',
        params: idParamsSchema,
        response: { 200: topicResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { topic: await content.getTopic(request.params.id) },
    }),
  );

  // Questions need a session: they are the game itself, not the public shop window.
  app.get(
    '/questions',
    {
      schema: {
        tags: ['content'],
        summary:
          'Random active questions of an active topic the caller may play (listed, their own question set, or one whose `share_key` they give), without their answers',
        querystring: questionListQuerySchema,
        response: { 200: questionListResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { questions: await content.listQuestions(request.query, request.auth!.user.id) },
    }),
  );

  app.get(
    '/questions/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One active question, without its answer',
        params: idParamsSchema,
        response: { 200: questionResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { question: await content.getQuestion(request.params.id, request.auth!.user.id) },
    }),
  );
};
