import type { PlayerResponse } from '@quizarena/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  notExists,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listedOrOwnTopicSql } from '../content';
import {
  categories,
  questions,
  reviewCards,
  reviewDays,
  reviewRoundQuestions,
  reviewRounds,
  topics,
} from '../../db/schema';

// Besides its own tables this file reads content's `questions`, `topics` and `categories`:
// what a question says and whether it can still be asked (docs/ARCHITECTURE.md, Table ownership).

export type CardRow = typeof reviewCards.$inferSelect;
export type RoundRow = typeof reviewRounds.$inferSelect;

/** Questions players can be asked now: active, in an active topic of an active category. */
const askable = and(
  eq(questions.isActive, true),
  eq(topics.isActive, true),
  eq(categories.isActive, true),
);

/**
 * The stored memories of these players' questions (a superset of the pairs asked for), locked
 * until the transaction ends so two answers to one question are applied one after the other.
 */
export function lockCards(tx: Db, userIds: string[], questionIds: string[]): Promise<CardRow[]> {
  return tx
    .select()
    .from(reviewCards)
    .where(and(inArray(reviewCards.userId, userIds), inArray(reviewCards.questionId, questionIds)))
    .for('update');
}

/** Writes memories, one statement for all of them; a memory never moves back in time. */
export async function saveCards(tx: Db, rows: CardRow[]): Promise<void> {
  if (rows.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await tx
    .insert(reviewCards)
    .values(rows)
    .onConflictDoUpdate({
      target: [reviewCards.userId, reviewCards.questionId],
      set: {
        due: excluded('due'),
        stability: excluded('stability'),
        difficulty: excluded('difficulty'),
        elapsedDays: excluded('elapsed_days'),
        scheduledDays: excluded('scheduled_days'),
        learningSteps: excluded('learning_steps'),
        reps: excluded('reps'),
        lapses: excluded('lapses'),
        state: excluded('state'),
        lastReview: excluded('last_review'),
        lastRating: excluded('last_rating'),
      },
      // A first answer has no row to lock: two written at once keep the later one.
      setWhere: sql`excluded.last_review > ${reviewCards.lastReview}`,
    });
}

/** The player's askable cards due by `now`, per topic. */
export function dueByTopic(db: Db, userId: string, now: Date) {
  return db
    .select({ topicId: questions.topicId, due: count() })
    .from(reviewCards)
    .innerJoin(questions, eq(questions.id, reviewCards.questionId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .where(and(eq(reviewCards.userId, userId), lte(reviewCards.due, now), askable))
    .groupBy(questions.topicId)
    .orderBy(desc(count()), asc(questions.topicId));
}

/** How many cards the player has, and when the first one not yet due comes due. */
export async function cardTotals(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select({
      cards: count(),
      nextDue:
        sql<Date | null>`min(${reviewCards.due}) filter (where ${reviewCards.due} > ${now.toISOString()}::timestamptz)`.mapWith(
          (value: unknown) => (value === null ? null : new Date(value as string)),
        ),
    })
    .from(reviewCards)
    .where(eq(reviewCards.userId, userId));
  return { cards: row?.cards ?? 0, nextDue: row?.nextDue ?? null };
}

/** Up to `limit` askable questions due by `now`, the longest overdue first. */
export async function dueQuestionIds(
  tx: Db,
  { userId, now, limit, topicId }: { userId: string; now: Date; limit: number; topicId?: string },
): Promise<string[]> {
  const rows = await tx
    .select({ id: reviewCards.questionId })
    .from(reviewCards)
    .innerJoin(questions, eq(questions.id, reviewCards.questionId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .where(
      and(
        eq(reviewCards.userId, userId),
        lte(reviewCards.due, now),
        askable,
        topicId ? eq(questions.topicId, topicId) : undefined,
      ),
    )
    .orderBy(asc(reviewCards.due), asc(reviewCards.questionId))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Up to `limit` askable questions the player has never answered, from `topicIds` in that order
 * (the weakest first), at random within a topic. New questions come only from listed topics and
 * the player's own sets: a set someone shared by link gave them the questions they played, not
 * the rest of it (docs/DECISIONS.md #68).
 */
export async function newQuestionIds(
  tx: Db,
  { userId, topicIds, limit }: { userId: string; topicIds: string[]; limit: number },
): Promise<string[]> {
  if (topicIds.length === 0 || limit <= 0) return [];
  const rank = sql`array_position(${sql.param(topicIds)}::uuid[], ${questions.topicId})`;
  const rows = await tx
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .where(
      and(
        inArray(questions.topicId, topicIds),
        askable,
        listedOrOwnTopicSql(userId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(reviewCards)
            .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questions.id))),
        ),
      ),
    )
    .orderBy(rank, sql`random()`)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The options of these questions, to fix each one's order for the player. */
export function optionIdsOf(tx: Db, questionIds: string[]) {
  return tx
    .select({ id: questions.id, options: questions.options })
    .from(questions)
    .where(inArray(questions.id, questionIds));
}

/** The player's round in play, if any (there is at most one). */
export async function activeRound(db: Db, userId: string): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(reviewRounds)
    .where(and(eq(reviewRounds.userId, userId), eq(reviewRounds.status, 'active')));
  return row;
}

export async function insertRound(
  tx: Db,
  values: typeof reviewRounds.$inferInsert,
): Promise<RoundRow> {
  const [row] = await tx.insert(reviewRounds).values(values).returning();
  return row!;
}

export async function insertRoundQuestions(
  tx: Db,
  rows: (typeof reviewRoundQuestions.$inferInsert)[],
): Promise<void> {
  await tx.insert(reviewRoundQuestions).values(rows);
}

/** The round, locked until the transaction ends: its calls are taken one at a time. */
export async function lockRound(tx: Db, id: string): Promise<RoundRow | undefined> {
  const [row] = await tx.select().from(reviewRounds).where(eq(reviewRounds.id, id)).for('update');
  return row;
}

export async function findRound(db: Db, id: string): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(reviewRounds).where(eq(reviewRounds.id, id));
  return row;
}

/** A round's questions in play order, with what each question says now and its topic. */
export function roundQuestions(db: Db, roundId: string) {
  return db
    .select({
      position: reviewRoundQuestions.position,
      questionId: reviewRoundQuestions.questionId,
      wasDue: reviewRoundQuestions.wasDue,
      optionOrder: reviewRoundQuestions.optionOrder,
      servedAt: reviewRoundQuestions.servedAt,
      selectedOptionId: reviewRoundQuestions.selectedOptionId,
      response: reviewRoundQuestions.response,
      isCorrect: reviewRoundQuestions.isCorrect,
      credit: reviewRoundQuestions.credit,
      pointsEarned: reviewRoundQuestions.pointsEarned,
      answeredAt: reviewRoundQuestions.answeredAt,
      questionText: questions.questionText,
      options: questions.options,
      language: questions.language,
      type: questions.type,
      correctOptionId: questions.correctOptionId,
      answerKey: questions.answerKey,
      explanation: questions.explanation,
      imageUrl: questions.imageUrl,
      imageAlt: questions.imageAlt,
      points: questions.points,
      difficulty: questions.difficulty,
      topicId: questions.topicId,
      categoryId: topics.categoryId,
    })
    .from(reviewRoundQuestions)
    .innerJoin(questions, eq(questions.id, reviewRoundQuestions.questionId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(eq(reviewRoundQuestions.roundId, roundId))
    .orderBy(asc(reviewRoundQuestions.position));
}
export type RoundQuestionRow = Awaited<ReturnType<typeof roundQuestions>>[number];

/** Starts a question's clock (once: a question served again keeps its first time). */
export async function markServed(tx: Db, roundId: string, position: number, at: Date) {
  await tx
    .update(reviewRoundQuestions)
    .set({ servedAt: at })
    .where(
      and(
        eq(reviewRoundQuestions.roundId, roundId),
        eq(reviewRoundQuestions.position, position),
        isNull(reviewRoundQuestions.servedAt),
      ),
    );
}

/** Records the answer to a question that has none yet; false when it already had one. */
export async function recordAnswer(
  tx: Db,
  key: { roundId: string; position: number },
  answer: {
    selectedOptionId: string | null;
    response: PlayerResponse | null;
    isCorrect: boolean;
    credit: number;
    timeTakenMs: number;
    pointsEarned: number;
    rating: string;
    answeredAt: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .update(reviewRoundQuestions)
    .set(answer)
    .where(
      and(
        eq(reviewRoundQuestions.roundId, key.roundId),
        eq(reviewRoundQuestions.position, key.position),
        isNull(reviewRoundQuestions.answeredAt),
      ),
    )
    .returning({ position: reviewRoundQuestions.position });
  return rows.length === 1;
}

export async function completeRound(tx: Db, id: string, at: Date): Promise<void> {
  await tx
    .update(reviewRounds)
    .set({ status: 'completed', completedAt: at })
    .where(eq(reviewRounds.id, id));
}

/** Counts one review answer in the player's day; answers the day's count after it. */
export async function addReviewToDay(
  tx: Db,
  entry: { userId: string; day: string; correct: boolean },
): Promise<number> {
  const correct = entry.correct ? 1 : 0;
  const [row] = await tx
    .insert(reviewDays)
    .values({ userId: entry.userId, day: entry.day, reviewed: 1, correct })
    .onConflictDoUpdate({
      target: [reviewDays.userId, reviewDays.day],
      set: {
        reviewed: sql`${reviewDays.reviewed} + 1`,
        correct: sql`${reviewDays.correct} + ${correct}`,
      },
    })
    .returning({ reviewed: reviewDays.reviewed });
  return row!.reviewed;
}

/** Review answers the player gave on `day`. */
export async function reviewedOn(db: Db, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ reviewed: reviewDays.reviewed })
    .from(reviewDays)
    .where(and(eq(reviewDays.userId, userId), eq(reviewDays.day, day)));
  return row?.reviewed ?? 0;
}

/**
 * The player's memories of askable questions with their topic, and every topic they touch with
 * its names and active question count: what mastery is computed from.
 */
export function masteryCards(db: Db, userId: string) {
  return db
    .select({
      topicId: topics.id,
      topicName: topics.name,
      categoryId: categories.id,
      categoryName: categories.name,
      questionCount: topics.questionCount,
      stability: reviewCards.stability,
      lastReview: reviewCards.lastReview,
      lastRating: reviewCards.lastRating,
    })
    .from(reviewCards)
    .innerJoin(questions, eq(questions.id, reviewCards.questionId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .where(and(eq(reviewCards.userId, userId), askable))
    .orderBy(asc(categories.name), asc(topics.name));
}

/** The player's review answers per topic of the question: answers and right ones. */
export function reviewAnswersByTopic(db: Db, userId: string) {
  return db
    .select({
      topicId: questions.topicId,
      answers: count(),
      correct: sql<number>`count(*) filter (where ${reviewRoundQuestions.isCorrect})`.mapWith(
        Number,
      ),
    })
    .from(reviewRoundQuestions)
    .innerJoin(reviewRounds, eq(reviewRounds.id, reviewRoundQuestions.roundId))
    .innerJoin(questions, eq(questions.id, reviewRoundQuestions.questionId))
    .where(and(eq(reviewRounds.userId, userId), isNotNull(reviewRoundQuestions.answeredAt)))
    .groupBy(questions.topicId);
}
