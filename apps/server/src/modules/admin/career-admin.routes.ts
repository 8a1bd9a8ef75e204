import {
  adminCareerRecommendationsResponseSchema,
  careerAnalysisResponseSchema,
  careerUserParamsSchema,
  learningPathBodySchema,
  learningPathResponseSchema,
  occupationCodeParamsSchema,
  occupationListQuerySchema,
  occupationListResponseSchema,
  occupationProfileBodySchema,
  occupationProfileResponseSchema,
} from '@quizarena/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { CareerAdminService, StaffActor } from './career-admin.service';

const tags = ['admin'];
// The guard answers 401 without a session and 403 without the admin role, before validation.
const admin = { auth: 'admin' as const };

const actorOf = (request: FastifyRequest): StaffActor => ({
  actorId: request.auth!.user.id,
  ip: request.ip,
});

/** The reader's language: the texts the career rules write are English or Spanish. */
const langOf = (request: FastifyRequest): 'en' | 'es' =>
  request.server.i18n.negotiate(request.headers['accept-language']).startsWith('es') ? 'es' : 'en';

const ok = <T>(data: T) => ({ success: true as const, data });

/**
 * The admin console's career tools (docs/ARCHITECTURE.md, Admin console). The four paths under
 * /admin/career and /admin/ai are a published contract; the occupation list feeds the console.
 */
export const careerAdminRoutes: FastifyPluginAsyncZod<{ careerAdmin: CareerAdminService }> = async (
  app,
  { careerAdmin },
) => {
  app.get(
    '/admin/career/recommendations/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "A player's career recommendations, as their career page shows them",
        description:
          '`id` is a user id. The newest result the player may see (none while a parent’s ' +
          'consent is withdrawn), the recommendations, skills, plan and style of ' +
          '`GET /api/v1/career-intelligence/recommendations`, and the path assigned to them with ' +
          'who assigned it; texts in the reader’s language. 404 for an unknown user.',
        params: careerUserParamsSchema,
        response: {
          200: adminCareerRecommendationsResponseSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ok(await careerAdmin.recommendations(request.params.id, langOf(request))),
  );

  app.put(
    '/admin/career/profile/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Curate an occupation: hide it from matching, or edit what players read',
        description:
          '`id` is an O*NET-SOC code (15-1252.00). The body is the whole curation: `hidden` keeps ' +
          'the occupation out of every player’s matches; `description` replaces O*NET’s where ' +
          'players read it (null keeps O*NET’s); `note` is shown with it (null for none). ' +
          'Audited with the state before and after. 404 for a code O*NET’s data lacks.',
        params: occupationCodeParamsSchema,
        body: occupationProfileBodySchema,
        response: { 200: occupationProfileResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok({
        occupation: await careerAdmin.curate(request.params.id, request.body, actorOf(request)),
      }),
  );

  app.post(
    '/admin/career/path/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Assign a player a learning path',
        description:
          '`id` is a user id. The topics (1 to 20, each once, each playable now) in order and an ' +
          'optional note replace any path assigned before; the player sees it on their career ' +
          'page’s Learning tab and is notified. Audited with the path before and after. 404 for ' +
          'an unknown user; 400 naming a topic that cannot be played (`body.topic_ids.N`).',
        params: careerUserParamsSchema,
        body: learningPathBodySchema,
        response: { 200: learningPathResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok({
        path: await careerAdmin.assignPath(request.params.id, request.body, actorOf(request)),
      }),
  );

  app.post(
    '/admin/ai/analyze/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "Analyse a player's assessment and play by the documented rules",
        description:
          '`id` is a user id. The insights, learning style and quiz evidence of the player’s ' +
          'newest visible result, from the same rules-based insights provider as their results ' +
          'page: no external model is called (DECISIONS #19). Without a result only the ' +
          'evidence. Each analysis is recorded in the audit log. 404 for an unknown user.',
        params: careerUserParamsSchema,
        response: { 200: careerAnalysisResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(await careerAdmin.analyze(request.params.id, langOf(request), actorOf(request))),
  );

  app.get(
    '/admin/career/occupations',
    {
      config: admin,
      schema: {
        tags,
        summary: 'O*NET occupations with their curation',
        description:
          'A page by title; `q` finds a title (accents ignored) or a code prefix; `filter` ' +
          'narrows to curated or hidden occupations.',
        querystring: occupationListQuerySchema,
        response: { 200: occupationListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await careerAdmin.occupations(request.query)),
  );
};
