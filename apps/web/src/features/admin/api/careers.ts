import {
  adminCareerRecommendationsResponseSchema,
  careerAnalysisResponseSchema,
  learningPathResponseSchema,
  occupationListResponseSchema,
  occupationProfileResponseSchema,
  type LearningPathInput,
  type OccupationListQuery,
  type OccupationProfileInput,
} from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

const id = (value: string) => encodeURIComponent(value);

/** GET /api/admin/career/recommendations/{id}: the player's career page as they see it. */
export async function getCareerView(userId: string, signal?: AbortSignal) {
  const body = await apiFetch(`/api/admin/career/recommendations/${id(userId)}`, { signal });
  return parseAnswer(adminCareerRecommendationsResponseSchema, body).data;
}

/** POST /api/admin/ai/analyze/{id}: the rules' analysis of the player's assessment and play. */
export async function analyzeCareer(userId: string) {
  const body = await apiFetch(`/api/admin/ai/analyze/${id(userId)}`, { method: 'POST' });
  return parseAnswer(careerAnalysisResponseSchema, body).data;
}

/** POST /api/admin/career/path/{id}: assigns the player a learning path. */
export async function assignLearningPath(userId: string, body: LearningPathInput) {
  const answer = await apiFetch(`/api/admin/career/path/${id(userId)}`, { method: 'POST', body });
  return parseAnswer(learningPathResponseSchema, answer).data.path;
}

export type OccupationQuery = Pick<OccupationListQuery, 'filter' | 'page'> & { q: string };

/** Occupations a page holds. */
export const OCCUPATION_PAGE_SIZE = 25;

/** GET /api/admin/career/occupations: a page, found by title or code. */
export async function getOccupations(query: OccupationQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    filter: query.filter,
    page: String(query.page),
    page_size: String(OCCUPATION_PAGE_SIZE),
  });
  if (query.q) params.set('q', query.q);
  const body = await apiFetch(`/api/admin/career/occupations?${params}`, { signal });
  return parseAnswer(occupationListResponseSchema, body).data;
}

/** PUT /api/admin/career/profile/{id}: replaces an occupation's curation. */
export async function curateOccupation(code: string, body: OccupationProfileInput) {
  const answer = await apiFetch(`/api/admin/career/profile/${id(code)}`, { method: 'PUT', body });
  return parseAnswer(occupationProfileResponseSchema, answer).data.occupation;
}
