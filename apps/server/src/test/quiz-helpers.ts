import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { questions } from '../db/schema';
import type { Clock } from '../lib/clock';
import { buildTestApp, type TestApp } from './build-test-app';
import { buildCategory, buildQuestions, buildTopic } from './factories';

export type Headers = { authorization: string };

/** The correct option id of a question, straight from the database. */
export async function correctOptionOf(db: Db, questionId: string): Promise<string> {
  const [row] = await db
    .select({ correct: questions.correctOptionId })
    .from(questions)
    .where(eq(questions.id, questionId));
  if (!row?.correct) throw new Error('Not a question answered by one option');
  return row.correct;
}

export async function startSession(app: TestApp, headers: Headers, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/games/session',
    headers,
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`start failed: ${response.body}`);
  return response.json().data.session as { id: string; total_questions: number };
}

export async function serveNext(app: TestApp, headers: Headers, sessionId: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/games/session/${sessionId}/next`,
    headers,
  });
  if (response.statusCode !== 200) throw new Error(`next failed: ${response.body}`);
  return response.json().data.question as {
    id: string;
    position: number;
    type: string;
    options: { id: string; option_text: string }[];
    language: string;
  } | null;
}

export function sendAnswer(
  app: TestApp,
  headers: Headers,
  sessionId: string,
  questionId: string,
  selected: string | null,
) {
  return app.inject({
    method: 'POST',
    url: `/api/games/session/${sessionId}/answer`,
    headers,
    payload: { question_id: questionId, selected_option: selected },
  });
}

export function completeSession(
  app: TestApp,
  headers: Headers,
  sessionId: string,
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/quiz/complete',
    headers,
    payload: { session_id: sessionId, ...extra },
  });
}

export type Move = 'right' | 'wrong' | 'timeout';

/**
 * Serves the next question, lets `waitMs` pass on the test clock, and answers it right, wrong
 * or not at all (a timeout). Answers the served question and the raw answer response.
 */
export async function answerNext(
  app: TestApp,
  headers: Headers,
  sessionId: string,
  move: Move,
  advance: (ms: number) => void,
  waitMs = 1000,
) {
  const question = await serveNext(app, headers, sessionId);
  if (!question) throw new Error('no question left to answer');
  const correct = await correctOptionOf(app.database.db, question.id);
  const wrong = question.options.find((option) => option.id !== correct)!.id;
  advance(waitMs);
  const selected = move === 'right' ? correct : move === 'wrong' ? wrong : null;
  const response = await sendAnswer(app, headers, sessionId, question.id, selected);
  return { question, correct, response };
}

/**
 * Plays every question left in a session with the given moves (the last move repeats), `waitMs`
 * (one second) of the test clock per answer, and completes it. Answers the completion's data.
 */
export async function playSession(
  app: TestApp,
  headers: Headers,
  sessionId: string,
  moves: Move[],
  advance: (ms: number) => void,
  waitMs = 1000,
) {
  const { total_questions: total, answered_count: answered } = (
    await app.inject({ method: 'GET', url: `/api/games/session/${sessionId}`, headers })
  ).json().data.session as { total_questions: number; answered_count: number };
  for (let index = answered; index < total; index += 1) {
    const { response } = await answerNext(
      app,
      headers,
      sessionId,
      moves[Math.min(index, moves.length - 1)]!,
      advance,
      waitMs,
    );
    if (response.statusCode !== 200) throw new Error(`answer failed: ${response.body}`);
  }
  const completed = await completeSession(app, headers, sessionId);
  if (completed.statusCode !== 200) throw new Error(`complete failed: ${completed.body}`);
  return completed.json().data;
}

/** A test app on `clock` with one topic, Science / Physics, of `questionCount` questions. */
export async function appWithOneTopic(clock: Clock, questionCount: number) {
  const app = await buildTestApp({ clock });
  const category = await buildCategory(app.database.db, { name: 'Science' });
  const topicId = (await buildTopic(app.database.db, category.id, { name: 'Physics' })).id;
  await buildQuestions(app.database.db, topicId, questionCount);
  return { app, topicId };
}
