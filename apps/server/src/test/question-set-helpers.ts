import { expect } from 'vitest';
import type { TestApp } from './build-test-app';
import { buildCategory } from './factories';
import { call, player, type Player } from '../modules/messages/messages.test-helpers';

/** A signed-in educator: who may write question sets. */
export const educator = (app: TestApp, name = 'Erin Educator') =>
  player(app, { name, user_type: 'educator', birth_year: 1980 });

/** A single-choice question body, `n` making its words its own. */
export const singleQuestion = (n: number, extra: Record<string, unknown> = {}) => ({
  question_text: `Set question ${n}?`,
  options: [
    { option_text: `Right ${n}`, is_correct: true },
    { option_text: `Wrong ${n}`, is_correct: false },
    { option_text: `Also wrong ${n}`, is_correct: false },
  ],
  explanation: `Because ${n}.`,
  difficulty: 'beginner',
  ...extra,
});

/** A set of `owner`'s with `count` questions, in a fresh active category; answers its view. */
export async function setWithQuestions(
  app: TestApp,
  owner: Player,
  count: number,
  body: Record<string, unknown> = {},
  question: Record<string, unknown> = {},
) {
  const category = await buildCategory(app.database.db);
  const created = await call(app, owner, 'POST', '/api/sets', {
    name: 'Fractions for class 5B',
    description: 'Halves, thirds and quarters',
    category_id: category.id,
    ...body,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.set.id as string;
  for (let n = 1; n <= count; n += 1) {
    const added = await call(
      app,
      owner,
      'POST',
      `/api/sets/${id}/questions`,
      singleQuestion(n, question),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  const set = await call(app, owner, 'GET', `/api/sets/${id}`);
  return { id, categoryId: category.id, set: set.body.data.set };
}

/** Changes who may see a set; answers the set as its owner sees it. */
export async function makeVisible(
  app: TestApp,
  owner: Player,
  id: string,
  visibility: 'private' | 'link' | 'public',
) {
  const changed = await call(app, owner, 'PUT', `/api/sets/${id}/visibility`, { visibility });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  return changed.body.data.set as { share_key: string | null; review_status: string | null };
}

/** Starts a quiz of a topic; answers the status and body (404 for a set the player may not see). */
export const startQuiz = (
  app: TestApp,
  who: Player,
  topicId: string,
  extra: Record<string, unknown> = {},
) => call(app, who, 'POST', '/api/games/session', { topic_id: topicId, ...extra });
