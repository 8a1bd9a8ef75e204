import {
  questionSetDeletedResponseSchema,
  questionSetListResponseSchema,
  questionSetResponseSchema,
  setQuestionListResponseSchema,
  setQuestionResponseSchema,
  sharedQuestionSetResponseSchema,
  type AuthoredQuestionBody,
  type QuestionSetCreateBody,
  type QuestionSetUpdateBody,
  type SetVisibility,
} from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

const setPath = (id: string) => `/api/sets/${encodeURIComponent(id)}`;
const questionPath = (setId: string, questionId: string) =>
  `${setPath(setId)}/questions/${encodeURIComponent(questionId)}`;

/** GET /api/sets: the caller's sets, newest first. */
export async function getMySets(signal?: AbortSignal) {
  return parseAnswer(questionSetListResponseSchema, await apiFetch('/api/sets', { signal })).data
    .sets;
}

/** POST /api/sets: a new private set (educators and admins). */
export async function createSet(body: QuestionSetCreateBody) {
  const answer = await apiFetch('/api/sets', { method: 'POST', body });
  return parseAnswer(questionSetResponseSchema, answer).data.set;
}

export async function getSet(id: string, signal?: AbortSignal) {
  return parseAnswer(questionSetResponseSchema, await apiFetch(setPath(id), { signal })).data.set;
}

export async function updateSet(id: string, body: QuestionSetUpdateBody) {
  const answer = await apiFetch(setPath(id), { method: 'PUT', body });
  return parseAnswer(questionSetResponseSchema, answer).data.set;
}

export async function deleteSet(id: string) {
  const answer = await apiFetch(setPath(id), { method: 'DELETE' });
  return parseAnswer(questionSetDeletedResponseSchema, answer).data.id;
}

/** PUT /api/sets/{id}/visibility: private, by link, or asked to be published. */
export async function setVisibility(id: string, visibility: SetVisibility) {
  const answer = await apiFetch(`${setPath(id)}/visibility`, {
    method: 'PUT',
    body: { visibility },
  });
  return parseAnswer(questionSetResponseSchema, answer).data.set;
}

/** POST /api/sets/{id}/share-key: a new link; the old one stops working. */
export async function rotateShareKey(id: string) {
  const answer = await apiFetch(`${setPath(id)}/share-key`, { method: 'POST' });
  return parseAnswer(questionSetResponseSchema, answer).data.set;
}

export async function getSetQuestions(id: string, signal?: AbortSignal) {
  const answer = await apiFetch(`${setPath(id)}/questions`, { signal });
  return parseAnswer(setQuestionListResponseSchema, answer).data.questions;
}

export async function addSetQuestion(id: string, body: AuthoredQuestionBody) {
  const answer = await apiFetch(`${setPath(id)}/questions`, { method: 'POST', body });
  return parseAnswer(setQuestionResponseSchema, answer).data;
}

export async function editSetQuestion(id: string, questionId: string, body: AuthoredQuestionBody) {
  const answer = await apiFetch(questionPath(id, questionId), { method: 'PUT', body });
  return parseAnswer(setQuestionResponseSchema, answer).data;
}

export async function deleteSetQuestion(id: string, questionId: string) {
  const answer = await apiFetch(questionPath(id, questionId), { method: 'DELETE' });
  return parseAnswer(questionSetResponseSchema, answer).data.set;
}

/** GET /api/sets/shared/{key}: the set a share link names, without its answers. */
export async function getSharedSet(key: string, signal?: AbortSignal) {
  const answer = await apiFetch(`/api/sets/shared/${encodeURIComponent(key)}`, { signal });
  return parseAnswer(sharedQuestionSetResponseSchema, answer).data.set;
}
