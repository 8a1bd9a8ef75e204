import {
  authoredQuestionSchema,
  type AuthoredQuestionView,
  type QuestionSet,
  type SharedQuestionSet,
} from '@quizarena/contracts';
import { vi } from 'vitest';
import { authoredQuestion } from '../../../test/contract-fixtures';
import { fakeFetch, json, refusal } from '../../../test/fake-fetch';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const SET_ID = uuid(900);
export const CATEGORY_ID = uuid(901);
export const KEY = 'abcdefghijklmnopqrstuvwx';
const STAMP = '2026-03-01T10:00:00.000Z';

export function questionSet(overrides: Partial<QuestionSet> = {}): QuestionSet {
  return {
    id: SET_ID,
    name: 'Rivers of Europe',
    description: 'For class 5B',
    category_id: CATEGORY_ID,
    category_name: 'Geography',
    language: 'en',
    difficulty_level: 'beginner',
    question_count: 1,
    visibility: 'private',
    review_status: null,
    review_note: null,
    share_key: null,
    listed: false,
    plays: 0,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export const setQuestion = (n: number, overrides: Partial<AuthoredQuestionView> = {}) =>
  authoredQuestion(n, {
    id: uuid(1000 + n),
    topic_id: SET_ID,
    question_text: `River question ${n}?`,
    ...overrides,
  });

const ok = <T>(data: T) => ({ success: true, data });

/**
 * The question-sets API over `fetch`, holding one owner's sets and their questions: the list,
 * create, read, details, visibility (a key made for link and public, dropped for private),
 * new keys, questions (added, replaced, removed) checked by the one authored schema, the shared
 * page by key, and picture uploads.
 */
export function serveSets(
  initial: { sets?: QuestionSet[]; questions?: AuthoredQuestionView[] } = {},
) {
  const sets = new Map((initial.sets ?? []).map((set) => [set.id, set]));
  const questions = new Map<string, AuthoredQuestionView[]>();
  for (const question of initial.questions ?? []) {
    questions.set(question.topic_id, [...(questions.get(question.topic_id) ?? []), question]);
  }
  let keys = 0;
  let made = 0;
  const counted = (id: string) => {
    const set = { ...sets.get(id)!, question_count: questions.get(id)?.length ?? 0 };
    sets.set(id, set);
    return set;
  };
  const viewOf = (id: string, body: unknown, questionId?: string): AuthoredQuestionView => {
    const parsed = authoredQuestionSchema.parse(body);
    return {
      id: questionId ?? uuid(2000 + (made += 1)),
      topic_id: id,
      type: parsed.type,
      question_text: parsed.question_text,
      options: parsed.options.map((option, at) => ({
        id: option.id ?? `new${made}-${at}`,
        option_text: option.option_text,
        is_correct: option.is_correct,
      })),
      accepted_answers: parsed.accepted_answers ?? [],
      max_typos: parsed.max_typos ?? 0,
      explanation: parsed.explanation ?? null,
      points: parsed.points,
      difficulty: parsed.difficulty,
      language: parsed.language ?? 'en',
      image_url: parsed.image_url ?? null,
      image_alt: parsed.image_alt ?? null,
      is_active: true,
      created_at: STAMP,
    };
  };
  const api = fakeFetch((method, url, body) => {
    const path = url.pathname;
    const one = /^\/api\/sets\/([0-9a-f-]{36})(\/.*)?$/.exec(path);
    if (path === '/api/uploads' && method === 'POST')
      return {
        success: true,
        data: {
          url: '/uploads/questions/cccccccccccccccccccccccccccccccc.webp',
          path: 'questions/cccccccccccccccccccccccccccccccc.webp',
        },
      };
    if (path === '/api/sets' && method === 'GET') return ok({ sets: [...sets.values()] });
    if (path === '/api/sets' && method === 'POST') {
      const created = questionSet({
        ...(body as Partial<QuestionSet>),
        id: uuid(950 + sets.size),
        question_count: 0,
        category_name: 'Geography',
      });
      sets.set(created.id, created);
      return json(ok({ set: created }), 201);
    }
    const shared = /^\/api\/sets\/shared\/(.+)$/.exec(path);
    if (shared) {
      const set = [...sets.values()].find((held) => held.share_key === shared[1]);
      if (!set) return refusal(404, 'This share link is not valid', 'NOT_FOUND');
      const view: SharedQuestionSet = {
        id: set.id,
        name: set.name,
        description: set.description,
        category_id: set.category_id,
        category_name: set.category_name,
        language: set.language,
        difficulty_level: set.difficulty_level,
        question_count: set.question_count,
        owner_name: 'Erin Educator',
        mine: false,
      };
      return ok({ set: view });
    }
    if (!one || !sets.has(one[1]!)) return refusal(404, 'Question set not found', 'NOT_FOUND');
    const id = one[1]!;
    const rest = one[2] ?? '';
    const set = sets.get(id)!;
    if (rest === '' && method === 'GET') return ok({ set });
    if (rest === '' && method === 'PUT') {
      sets.set(id, { ...set, ...(body as Partial<QuestionSet>) });
      return ok({ set: sets.get(id) });
    }
    if (rest === '' && method === 'DELETE') {
      sets.delete(id);
      return ok({ id });
    }
    if (rest === '/visibility') {
      const { visibility } = body as { visibility: QuestionSet['visibility'] };
      const shareKey =
        visibility === 'private' ? null : (set.share_key ?? `${KEY.slice(0, 23)}${(keys += 1)}`);
      sets.set(id, {
        ...set,
        visibility,
        share_key: shareKey,
        review_status: visibility === 'public' ? 'pending' : null,
        review_note: null,
      });
      return ok({ set: sets.get(id) });
    }
    if (rest === '/share-key') {
      sets.set(id, { ...set, share_key: `rotatedrotatedrotated00${(keys += 1)}` });
      return ok({ set: sets.get(id) });
    }
    if (rest === '/questions' && method === 'GET')
      return ok({ questions: questions.get(id) ?? [] });
    if (rest === '/questions' && method === 'POST') {
      const view = viewOf(id, body);
      questions.set(id, [...(questions.get(id) ?? []), view]);
      return json(ok({ question: view, set: counted(id) }), 201);
    }
    const question = /^\/questions\/(.+)$/.exec(rest);
    if (question && method === 'PUT') {
      const view = viewOf(id, body, question[1]);
      questions.set(
        id,
        (questions.get(id) ?? []).map((held) => (held.id === view.id ? view : held)),
      );
      return ok({ question: view, set: counted(id) });
    }
    if (question && method === 'DELETE') {
      questions.set(
        id,
        (questions.get(id) ?? []).filter((held) => held.id !== question[1]),
      );
      return ok({ set: counted(id) });
    }
    throw new Error(`unexpected call ${method} ${path}`);
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}
