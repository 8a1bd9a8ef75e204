import {
  careerAssessmentResponseSchema,
  careerRecommendationsResponseSchema,
  profileResultSchema,
} from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

/** GET /api/v1/users/profile: the player the career page greets. */
export async function getCareerProfile(signal?: AbortSignal) {
  return parseAnswer(profileResultSchema, await apiFetch('/api/v1/users/profile', { signal })).data;
}

/** GET /api/v1/psychometric/results: the newest result as the career page reads it, or null. */
export async function getCareerResults(signal?: AbortSignal) {
  const body = await apiFetch('/api/v1/psychometric/results', { signal });
  return parseAnswer(careerAssessmentResponseSchema, body).data;
}

/** GET /api/v1/career-intelligence/recommendations: careers, skills, the plan, the style. */
export async function getCareerRecommendations(signal?: AbortSignal) {
  const body = await apiFetch('/api/v1/career-intelligence/recommendations', { signal });
  return parseAnswer(careerRecommendationsResponseSchema, body).data;
}
