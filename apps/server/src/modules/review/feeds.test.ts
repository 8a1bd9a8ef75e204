import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { questions, reviewCards, users } from '../../db/schema';
import { openTestDatabase } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import type { GameEnd } from '../games';
import { inTransaction } from '../scoring';
import { recordGameAnswers } from './feeds';
import { afterAnswer } from './memory-model';
import { saveCards } from './review.repo';

const DAY_MS = 86_400_000;

describe('a live game’s answers in the players’ memories', () => {
  let database: Database;
  let questionIds: string[];

  beforeAll(async () => {
    database = await openTestDatabase();
    const topicId = (await buildTopic(database.db, (await buildCategory(database.db)).id)).id;
    await buildQuestions(database.db, topicId, 3);
    questionIds = (await database.db.select({ id: questions.id }).from(questions)).map(
      (row) => row.id,
    );
  });
  afterAll(() => database?.close());

  const addPlayer = async () => {
    const email = `game-${randomUUID()}@example.com`;
    const [row] = await database.db
      .insert(users)
      .values({ email, emailNormalized: email, fullName: 'Player' })
      .returning({ id: users.id });
    return row!.id;
  };

  it('grades each seated player’s answers against their own countdown, once', async () => {
    const [fast, slow] = [await addPlayer(), await addPlayer()];
    const at = new Date('2026-06-01T12:00:00Z');
    const [q0, q1] = questionIds as [string, string];
    const answer = (questionId: string, correct: boolean, timeMs: number, limitMs: number) => ({
      correct,
      answered: true,
      fast: false,
      questionId,
      timeMs,
      limitMs,
    });
    const end = {
      outcome: 'settled',
      at,
      game: {} as GameEnd['game'],
      results: [
        { userId: fast, place: 1, points: 30, answers: [answer(q0, true, 1_000, 10_000)] },
        {
          userId: slow,
          place: 2,
          points: 10,
          answers: [
            answer(q0, true, 9_000, 10_000),
            // Ran out of time: no option, a miss.
            {
              correct: false,
              answered: false,
              fast: false,
              questionId: q1,
              timeMs: 20_000,
              limitMs: 20_000,
            },
            // An answer from an engine state saved before questions were named: left out.
            { correct: true, answered: true, fast: false },
          ],
        },
      ],
    } satisfies GameEnd;
    await inTransaction(database.db, (tx) => recordGameAnswers(tx, end));
    // Delivered again (a settlement retried): nothing moves twice.
    await inTransaction(database.db, (tx) => recordGameAnswers(tx, end));
    const cards = await database.db.select().from(reviewCards);
    const of = (userId: string, questionId: string) =>
      cards.find((card) => card.userId === userId && card.questionId === questionId);
    expect(cards).toHaveLength(3);
    expect(of(fast, q0)).toMatchObject({ lastRating: 'easy', reps: 1 });
    expect(of(slow, q0)).toMatchObject({ lastRating: 'hard', reps: 1 });
    expect(of(slow, q1)).toMatchObject({ lastRating: 'again', reps: 1 });
    expect(of(slow, q1)!.due.getTime() - at.getTime()).toBe(DAY_MS);
    expect(of(fast, q0)!.due.getTime()).toBeGreaterThan(of(slow, q0)!.due.getTime());
  });

  it('never moves a memory back in time, even when two first answers are written at once', async () => {
    const userId = await addPlayer();
    const questionId = questionIds[2]!;
    const card = (at: Date, rating: 'again' | 'easy') => ({
      userId,
      questionId,
      ...afterAnswer(undefined, at, rating),
      lastRating: rating,
    });
    const later = card(new Date('2026-06-02T12:00:00Z'), 'easy');
    await saveCards(database.db, [later]);
    // Computed from no memory by a writer that started earlier: it loses.
    await saveCards(database.db, [card(new Date('2026-06-01T12:00:00Z'), 'again')]);
    const [stored] = await database.db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId)));
    expect(stored).toMatchObject({ lastRating: 'easy', lastReview: later.lastReview });
  });

  it('records nothing for a game cancelled before it started', async () => {
    const before = await database.db.select().from(reviewCards);
    await inTransaction(database.db, (tx) =>
      recordGameAnswers(tx, { outcome: 'cancelled', at: new Date(), game: {} as GameEnd['game'] }),
    );
    expect(await database.db.select().from(reviewCards)).toHaveLength(before.length);
  });
});
