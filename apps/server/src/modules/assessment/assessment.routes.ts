import {
  assessmentCreateBodySchema,
  assessmentEligibilityResponseSchema,
  assessmentHistoryQuerySchema,
  assessmentHistoryResponseSchema,
  assessmentQuestionsQuerySchema,
  assessmentQuestionsResponseSchema,
  assessmentResultsResponseSchema,
  assessmentSaveAnswersBodySchema,
  assessmentSaveAnswersResponseSchema,
  assessmentSessionResponseSchema,
  assessmentShareBodySchema,
  assessmentShareResponseSchema,
  assessmentSubmitBodySchema,
  assessmentTemplatesResponseSchema,
  careerAssessmentResponseSchema,
  careerMatchResponseSchema,
  careerRecommendationsResponseSchema,
  consentRequestBodySchema,
  learningStyleResponseSchema,
  parentalConsentResponseSchema,
  parentConsentDecisionBodySchema,
  parentConsentTokenQuerySchema,
  parentConsentViewResponseSchema,
  sharedAssessmentResponseSchema,
  shareTokenParamsSchema,
} from '@quizarena/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import type { AssessmentService } from './assessment.service';
import type { ConsentService } from './consent.service';

const idParams = z.strictObject({ id: z.uuid({ error: 'Not an assessment id' }) });
const pub = { auth: 'public' as const };

/**
 * The personality assessment's calls (the spec's ten under /psychometric, the career page's two
 * under /v1, and the documented additions: saving answers as the player goes, resuming, share
 * links and a parent's consent). Results are private: another player's attempt is not found.
 */
export const assessmentRoutes: FastifyPluginAsyncZod<{
  assessment: AssessmentService;
  consent: ConsentService;
}> = async (app, { assessment, consent }) => {
  const tags = ['assessment'];
  const player = (request: FastifyRequest) => request.auth!.user;
  const langOf = (request: FastifyRequest) =>
    assessment.langOf(
      player(request),
      request.server.i18n.negotiate(request.headers['accept-language']),
    );
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.get(
    '/psychometric/templates',
    {
      schema: {
        tags,
        summary:
          'The assessment’s forms: the full IPIP-NEO-120 (less two items) and the 50-item short form',
        response: { 200: assessmentTemplatesResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ok({ templates: assessment.templates(langOf(request)) }),
  );

  app.get(
    '/psychometric/assessment/eligibility',
    {
      schema: {
        tags,
        summary:
          'Whether the caller may take the assessment now: a birth year, a parent’s consent under 16, 30 days between attempts; an attempt in progress to resume',
        response: { 200: assessmentEligibilityResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ok(await assessment.eligibility(player(request), langOf(request))),
  );

  app.get(
    '/psychometric/assessment/questions',
    {
      schema: {
        tags,
        summary:
          'A form’s statements in the reader’s language, each with its five response options',
        querystring: assessmentQuestionsQuerySchema,
        response: { 200: assessmentQuestionsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      ok({
        template_id: request.query.template_id,
        questions: assessment.questions(request.query.template_id, langOf(request)),
      }),
  );

  app.post(
    '/psychometric/assessment/create',
    {
      schema: {
        tags,
        summary:
          'Begins an attempt, once: an attempt already in progress is the answer (403 with the reason when not eligible)',
        body: assessmentCreateBodySchema,
        response: { 200: assessmentSessionResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await assessment.create(player(request), request.body.template_id)),
  );

  app.get(
    '/psychometric/sessions/:id',
    {
      schema: {
        tags,
        summary:
          'One of the caller’s attempts with the answers saved so far (to resume after a reload)',
        params: idParams,
        response: { 200: assessmentSessionResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await assessment.session(player(request), request.params.id)),
  );

  app.put(
    '/psychometric/sessions/:id/answers',
    {
      schema: {
        tags,
        summary:
          'Saves answers as the player goes; a later answer to the same statement replaces it',
        params: idParams,
        body: assessmentSaveAnswersBodySchema,
        response: {
          200: assessmentSaveAnswersResponseSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request) =>
      ok(await assessment.saveAnswers(player(request), request.params.id, request.body.answers)),
  );

  app.post(
    '/psychometric/assessment/submit',
    {
      schema: {
        tags,
        summary:
          'Scores an attempt (saved answers plus those sent; every statement answered) and answers its results',
        body: assessmentSubmitBodySchema,
        response: {
          200: assessmentResultsResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => ok(await assessment.submit(player(request), request.body, langOf(request))),
  );

  app.get(
    '/psychometric/assessment/results',
    {
      schema: {
        tags,
        summary:
          'The caller’s newest results (404 before the first, or while a parent’s consent is withdrawn)',
        response: { 200: assessmentResultsResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ok(await assessment.results(player(request), undefined, langOf(request))),
  );

  app.get(
    '/psychometric/assessment/results/:id',
    {
      schema: {
        tags,
        summary: 'One attempt’s results (another player’s are not found)',
        params: idParams,
        response: { 200: assessmentResultsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(await assessment.results(player(request), request.params.id, langOf(request))),
  );

  app.put(
    '/psychometric/assessment/results/:id/share',
    {
      schema: {
        tags,
        summary:
          'Turns the traits-only share link on (a new link, answered once) or off (the old link answers 404)',
        params: idParams,
        body: assessmentShareBodySchema,
        response: { 200: assessmentShareResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(await assessment.share(player(request), request.params.id, request.body.enabled)),
  );

  app.get(
    '/psychometric/shared/:token',
    {
      config: pub,
      schema: {
        tags,
        summary: 'A shared result for anyone with the link: the name and the five traits only',
        params: shareTokenParamsSchema,
        response: { 200: sharedAssessmentResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ok(await assessment.shared(request.params.token)),
  );

  app.get(
    '/psychometric/assessment/history',
    {
      schema: {
        tags,
        summary: 'The caller’s completed attempts, newest first, with when a retake is allowed',
        querystring: assessmentHistoryQuerySchema,
        response: { 200: assessmentHistoryResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await assessment.history(player(request), request.query.limit)),
  );

  app.get(
    '/psychometric/insights/learning-style',
    {
      schema: {
        tags,
        summary: 'Study preferences from the newest results and how the caller actually studies',
        response: { 200: learningStyleResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ok(await assessment.learningStyle(player(request), langOf(request))),
  );

  app.get(
    '/psychometric/insights/career-match',
    {
      schema: {
        tags,
        summary: 'Estimated interests and matching O*NET occupations from the newest results',
        response: { 200: careerMatchResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ok(await assessment.careerMatch(player(request), langOf(request))),
  );

  app.get(
    '/psychometric/consent',
    {
      schema: {
        tags,
        summary: 'Whether the caller needs a parent’s consent, and where it stands',
        response: { 200: parentalConsentResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ok(await consent.view(player(request))),
  );

  app.post(
    '/psychometric/consent',
    {
      schema: {
        tags,
        summary:
          'Mails a parent the consent link (a new request replaces the last; once in 5 minutes)',
        body: consentRequestBodySchema,
        response: { 200: parentalConsentResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) =>
      ok(
        await consent.request(
          player(request),
          request.body.parent_email,
          langOf(request),
          request.ip,
        ),
      ),
  );

  app.delete(
    '/psychometric/consent',
    {
      schema: {
        tags,
        summary: 'The caller withdraws the consent given for them: their results are hidden',
        response: { 200: parentalConsentResponseSchema, ...errorResponses(401, 409) },
      },
    },
    async (request) => ok(await consent.withdrawByPlayer(player(request), request.ip)),
  );

  app.get(
    '/psychometric/consent/parent',
    {
      config: pub,
      schema: {
        tags,
        summary: 'What a parent’s consent link shows: the child’s name and the request’s state',
        querystring: parentConsentTokenQuerySchema,
        response: { 200: parentConsentViewResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ok(await consent.parentView(request.query.token)),
  );

  app.post(
    '/psychometric/consent/parent',
    {
      config: pub,
      schema: {
        tags,
        summary: 'A parent grants or refuses a pending request, or withdraws a consent given',
        body: parentConsentDecisionBodySchema,
        response: { 200: parentConsentViewResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      ok(await consent.parentDecide(request.body.token, request.body.decision, request.ip)),
  );

  app.get(
    '/v1/psychometric/results',
    {
      schema: {
        tags,
        summary: 'The career page’s view of the newest results (data null before the first)',
        response: { 200: careerAssessmentResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ok(await assessment.careerAssessment(player(request), langOf(request))),
  );

  app.get(
    '/v1/career-intelligence/recommendations',
    {
      schema: {
        tags,
        summary:
          'Career recommendations from the newest results and quiz evidence, the skills shown in quizzes, and a learning plan',
        response: { 200: careerRecommendationsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ok(await assessment.recommendations(player(request), langOf(request))),
  );
};
