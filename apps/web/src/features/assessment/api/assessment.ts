import {
  assessmentEligibilityResponseSchema,
  assessmentHistoryResponseSchema,
  assessmentQuestionsResponseSchema,
  assessmentResultsResponseSchema,
  assessmentSaveAnswersResponseSchema,
  assessmentSessionResponseSchema,
  assessmentShareResponseSchema,
  assessmentTemplatesResponseSchema,
  sharedAssessmentResponseSchema,
  type AssessmentAnswer,
  type AssessmentTemplateId,
} from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

const BASE = '/api/psychometric';
const ASSESSMENT = `${BASE}/assessment`;
const one = (id: string) => `${BASE}/sessions/${encodeURIComponent(id)}`;

/** GET /templates: the full form and the short one. */
export async function getTemplates(signal?: AbortSignal) {
  const body = await apiFetch(`${BASE}/templates`, { signal });
  return parseAnswer(assessmentTemplatesResponseSchema, body).data.templates;
}

/** GET /assessment/eligibility: whether the player may take it now, and why not. */
export async function getEligibility(signal?: AbortSignal) {
  const body = await apiFetch(`${ASSESSMENT}/eligibility`, { signal });
  return parseAnswer(assessmentEligibilityResponseSchema, body).data;
}

/** GET /assessment/questions: a form's statements in order. */
export async function getQuestions(templateId: AssessmentTemplateId, signal?: AbortSignal) {
  const query = new URLSearchParams({ template_id: templateId });
  const body = await apiFetch(`${ASSESSMENT}/questions?${query}`, { signal });
  return parseAnswer(assessmentQuestionsResponseSchema, body).data.questions;
}

/** POST /assessment/create: a new session, or the one already in progress. */
export async function createSession(templateId: AssessmentTemplateId) {
  const body = await apiFetch(`${ASSESSMENT}/create`, {
    method: 'POST',
    body: { template_id: templateId },
  });
  return parseAnswer(assessmentSessionResponseSchema, body).data;
}

/** GET /sessions/{id}: a session with the answers saved so far (to resume after a reload). */
export async function getSession(id: string, signal?: AbortSignal) {
  const body = await apiFetch(one(id), { signal });
  return parseAnswer(assessmentSessionResponseSchema, body).data;
}

/** PUT /sessions/{id}/answers: answers saved as the player goes (a later one replaces). */
export async function saveAnswers(id: string, answers: AssessmentAnswer[]) {
  const body = await apiFetch(`${one(id)}/answers`, { method: 'PUT', body: { answers } });
  return parseAnswer(assessmentSaveAnswersResponseSchema, body).data;
}

/** POST /assessment/submit: every answer, scored; the results come back. */
export async function submitAssessment(id: string, answers: AssessmentAnswer[]) {
  const body = await apiFetch(`${ASSESSMENT}/submit`, {
    method: 'POST',
    body: { assessment_id: id, answers },
  });
  return parseAnswer(assessmentResultsResponseSchema, body).data;
}

/** GET /assessment/results[/{id}]: one result, or the newest; 404 when there is none. */
export async function getResults(id: string | null, signal?: AbortSignal) {
  const path = id ? `${ASSESSMENT}/results/${encodeURIComponent(id)}` : `${ASSESSMENT}/results`;
  const body = await apiFetch(path, { signal });
  return parseAnswer(assessmentResultsResponseSchema, body).data;
}

/** GET /assessment/history: completed attempts, newest first, and when a retake is allowed. */
export async function getHistory(signal?: AbortSignal) {
  const body = await apiFetch(`${ASSESSMENT}/history?limit=10`, { signal });
  return parseAnswer(assessmentHistoryResponseSchema, body).data;
}

/** PUT /assessment/results/{id}/share: the traits-only link on or off. */
export async function setSharing(id: string, enabled: boolean) {
  const body = await apiFetch(`${ASSESSMENT}/results/${encodeURIComponent(id)}/share`, {
    method: 'PUT',
    body: { enabled },
  });
  return parseAnswer(assessmentShareResponseSchema, body).data.share_url;
}

/** GET /shared/{token}: what anyone with the link sees (no sign-in). */
export async function getSharedAssessment(token: string, signal?: AbortSignal) {
  const body = await apiFetch(`${BASE}/shared/${encodeURIComponent(token)}`, { signal });
  return parseAnswer(sharedAssessmentResponseSchema, body).data;
}
