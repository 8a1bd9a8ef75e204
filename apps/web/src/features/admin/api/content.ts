import {
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
  adminQuestionPageResponseSchema,
  adminQuestionResponseSchema,
  adminTopicListResponseSchema,
  adminTopicResponseSchema,
  questionBulkStatusResponseSchema,
  type CategoryCreateBody,
  type CategoryUpdateBody,
  type QuestionBulkStatusBody,
  type QuestionCreateInput,
  type QuestionUpdateInput,
  type TopicCreateBody,
  type TopicUpdateBody,
} from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

const id = (value: string) => encodeURIComponent(value);

/** GET /api/admin/content/categories: every category, inactive ones included. */
export async function getCategories(signal?: AbortSignal) {
  const body = await apiFetch('/api/admin/content/categories', { signal });
  return parseAnswer(adminCategoryListResponseSchema, body).data.categories;
}

/** GET /api/admin/content/categories/{id}/topics: the category and all its topics. */
export async function getTopics(categoryId: string, signal?: AbortSignal) {
  const body = await apiFetch(`/api/admin/content/categories/${id(categoryId)}/topics`, {
    signal,
  });
  return parseAnswer(adminTopicListResponseSchema, body).data;
}

export type QuestionPageQuery = { page: number; search: string };

/** Questions a page holds. */
export const QUESTION_PAGE_SIZE = 20;

/** GET /api/admin/content/topics/{id}/questions: a page, searched in the question text. */
export async function getQuestions(
  topicId: string,
  query: QuestionPageQuery,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({
    page: String(query.page),
    page_size: String(QUESTION_PAGE_SIZE),
  });
  if (query.search) params.set('search', query.search);
  const body = await apiFetch(`/api/admin/content/topics/${id(topicId)}/questions?${params}`, {
    signal,
  });
  return parseAnswer(adminQuestionPageResponseSchema, body).data;
}

export async function createCategory(body: CategoryCreateBody) {
  const answer = await apiFetch('/api/categories', { method: 'POST', body });
  return parseAnswer(adminCategoryResponseSchema, answer).data.category;
}

export async function updateCategory(categoryId: string, body: CategoryUpdateBody) {
  const answer = await apiFetch(`/api/categories/${id(categoryId)}`, { method: 'PUT', body });
  return parseAnswer(adminCategoryResponseSchema, answer).data.category;
}

/** Hides the category from players (a soft delete: `is_active: true` restores it). */
export async function deleteCategory(categoryId: string) {
  const answer = await apiFetch(`/api/categories/${id(categoryId)}`, { method: 'DELETE' });
  return parseAnswer(adminCategoryResponseSchema, answer).data.category;
}

export async function createTopic(body: TopicCreateBody) {
  const answer = await apiFetch('/api/topics', { method: 'POST', body });
  return parseAnswer(adminTopicResponseSchema, answer).data.topic;
}

export async function updateTopic(topicId: string, body: TopicUpdateBody) {
  const answer = await apiFetch(`/api/topics/${id(topicId)}`, { method: 'PUT', body });
  return parseAnswer(adminTopicResponseSchema, answer).data.topic;
}

export async function deleteTopic(topicId: string) {
  const answer = await apiFetch(`/api/topics/${id(topicId)}`, { method: 'DELETE' });
  return parseAnswer(adminTopicResponseSchema, answer).data.topic;
}

export async function createQuestion(body: QuestionCreateInput) {
  const answer = await apiFetch('/api/questions', { method: 'POST', body });
  return parseAnswer(adminQuestionResponseSchema, answer).data.question;
}

export async function updateQuestion(questionId: string, body: QuestionUpdateInput) {
  const answer = await apiFetch(`/api/questions/${id(questionId)}`, { method: 'PUT', body });
  return parseAnswer(adminQuestionResponseSchema, answer).data.question;
}

export async function deleteQuestion(questionId: string) {
  const answer = await apiFetch(`/api/questions/${id(questionId)}`, { method: 'DELETE' });
  return parseAnswer(adminQuestionResponseSchema, answer).data.question;
}

/** POST /api/admin/content/questions/bulk: turns the chosen questions on or off together. */
export async function setQuestionsActive(body: QuestionBulkStatusBody) {
  const answer = await apiFetch('/api/admin/content/questions/bulk', { method: 'POST', body });
  return parseAnswer(questionBulkStatusResponseSchema, answer).data;
}
