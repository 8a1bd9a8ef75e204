import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityColumns } from '../auth';
import { listedTopicSql, servedDifficultySql } from '../content';
import {
  categories,
  questions,
  quizAnswers,
  quizSessionQuestions,
  quizSessions,
  sharedResults,
  topics,
  users,
} from '../../db/schema';

export type SessionRow = typeof quizSessions.$inferSelect;
export type AnswerRow = typeof quizAnswers.$inferSelect;
export type NewSessionQuestion = typeof quizSessionQuestions.$inferInsert;

export type PickedQuestion = Pick<
  typeof questions.$inferSelect,
  | 'id'
  | 'questionText'
  | 'type'
  | 'options'
  | 'language'
  | 'correctOptionId'
  | 'answerKey'
  | 'explanation'
  | 'imageUrl'
  | 'imageAlt'
  | 'points'
> & {
  /** The level it is served under (calibrated when measured). */
  difficulty: string;
  /** Its calibrated difficulty in logits; null before the calibration has measured it. */
  calibratedB: number | null;
};

/**
 * Up to `limit` random active questions of a topic, the ones this player has never been asked
 * first. The seen set is the player's own sessions of this topic, found through their index.
 * The draw sorts only the topic's ids; the chosen few rows are read whole afterwards (sorting
 * every row with its text, options and explanation cost a third more on a 465-question topic).
 */
export function pickQuestions(
  db: Db,
  { userId, topicId, limit }: { userId: string; topicId: string; limit: number },
): Promise<PickedQuestion[]> {
  const seen = db
    .select({ questionId: quizSessionQuestions.questionId })
    .from(quizSessionQuestions)
    .innerJoin(quizSessions, eq(quizSessions.id, quizSessionQuestions.sessionId))
    .where(and(eq(quizSessions.userId, userId), eq(quizSessions.topicId, topicId)));
  const drawn = db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.topicId, topicId), eq(questions.isActive, true)))
    .orderBy(inArray(questions.id, seen), sql`random()`)
    .limit(limit);
  return db
    .select({
      id: questions.id,
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
      difficulty: servedDifficultySql,
      calibratedB: questions.calibratedB,
    })
    .from(questions)
    .where(inArray(questions.id, drawn))
    .orderBy(sql`random()`);
}

export async function insertSession(
  tx: Db,
  values: typeof quizSessions.$inferInsert,
): Promise<SessionRow> {
  const [row] = await tx.insert(quizSessions).values(values).returning();
  return row!;
}

export async function insertSessionQuestions(tx: Db, rows: NewSessionQuestion[]): Promise<void> {
  await tx.insert(quizSessionQuestions).values(rows);
}

/**
 * Locks the player's row: their session starts and abandons then happen one at a time.
 * Answers, read with the lock, the name live game events show for them and their time
 * accommodation, which a new session records.
 */
export async function lockPlayer(
  tx: Db,
  userId: string,
): Promise<{ name: string; extendedTime: number }> {
  const [row] = await tx
    .select({ name: users.fullName, extendedTime: users.extendedTime })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return { name: row?.name ?? 'Player', extendedTime: row?.extendedTime ?? 1 };
}

/** The player's quiz in play, if any (there is at most one). */
export async function findActiveSession(tx: Db, userId: string): Promise<SessionRow | undefined> {
  const [row] = await tx
    .select()
    .from(quizSessions)
    .where(and(eq(quizSessions.userId, userId), eq(quizSessions.status, 'active')));
  return row;
}

/** The player's quiz in play, with its topic's name (what the 'back to your games' list shows). */
export async function activeSessionWithTopic(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: quizSessions.id,
      topicId: quizSessions.topicId,
      categoryId: quizSessions.categoryId,
      gameMode: quizSessions.gameMode,
      startedAt: quizSessions.startedAt,
      topicName: topics.name,
    })
    .from(quizSessions)
    .innerJoin(topics, eq(topics.id, quizSessions.topicId))
    .where(and(eq(quizSessions.userId, userId), eq(quizSessions.status, 'active')));
  return row;
}

export async function abandonSession(tx: Db, id: string): Promise<void> {
  await tx.update(quizSessions).set({ status: 'abandoned' }).where(eq(quizSessions.id, id));
}

/** The session, locked until the transaction ends so its answers are taken one at a time. */
export async function lockSession(tx: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await tx.select().from(quizSessions).where(eq(quizSessions.id, id)).for('update');
  return row;
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(quizSessions).where(eq(quizSessions.id, id));
  return row;
}

/** The name live game events show for a player. */
export async function playerName(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.name ?? 'Player';
}

export async function namesOf(db: Db, topicId: string) {
  const [row] = await db
    .select({
      topicName: topics.name,
      categoryName: categories.name,
      listed: sql<boolean>`${listedTopicSql}`,
    })
    .from(topics)
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .where(eq(topics.id, topicId));
  return row!;
}

/** The session's questions in play order, as they were when it started. */
export function sessionQuestions(db: Db, sessionId: string) {
  return db
    .select()
    .from(quizSessionQuestions)
    .where(eq(quizSessionQuestions.sessionId, sessionId))
    .orderBy(asc(quizSessionQuestions.position));
}
export type SessionQuestionRow = Awaited<ReturnType<typeof sessionQuestions>>[number];

/**
 * The session's row is still active, share-locked for this statement: a completion or an
 * abandon (which lock it for update) on another instance waits for the write, or the write
 * waits for them and then finds the session no longer active.
 */
const sessionIsActive = (sessionId: string) =>
  sql`exists (select 1 from ${quizSessions} where ${quizSessions.id} = ${sessionId} and ${quizSessions.status} = 'active' for share)`;

/**
 * Starts a question's clock in one statement, only while the session is active and the
 * question was never served; false when nothing was written (the caller's view is stale).
 */
export async function markServedIfActive(
  db: Db,
  sessionId: string,
  position: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(quizSessionQuestions)
    .set({ servedAt: at })
    .where(
      and(
        eq(quizSessionQuestions.sessionId, sessionId),
        eq(quizSessionQuestions.position, position),
        isNull(quizSessionQuestions.servedAt),
        sessionIsActive(sessionId),
      ),
    )
    .returning({ position: quizSessionQuestions.position });
  return rows.length === 1;
}

/**
 * Records an answer in one statement, only while the session is active and the question has
 * no answer yet; false when nothing was written (answered already, or the session ended).
 */
export async function insertAnswerIfActive(db: Db, answer: AnswerRow): Promise<boolean> {
  const result = (await db.execute(sql`
    insert into ${quizAnswers} (session_id, question_id, position, selected_option_id,
      response, is_correct, credit, timed_out, time_taken_ms, points_earned, flagged, answered_at)
    select ${answer.sessionId}::uuid, ${answer.questionId}::uuid, ${answer.position}::integer,
      ${answer.selectedOptionId}::text,
      ${answer.response === null ? null : JSON.stringify(answer.response)}::jsonb,
      ${answer.isCorrect}::boolean, ${answer.credit}::double precision, ${answer.timedOut}::boolean,
      ${answer.timeTakenMs}::integer, ${answer.pointsEarned}::integer, ${answer.flagged}::boolean,
      ${answer.answeredAt.toISOString()}::timestamptz
    where ${sessionIsActive(answer.sessionId)}
    on conflict do nothing
    returning position`)) as unknown as { rows: unknown[] };
  return result.rows.length === 1;
}

export function answersOf(db: Db, sessionId: string): Promise<AnswerRow[]> {
  return db
    .select()
    .from(quizAnswers)
    .where(eq(quizAnswers.sessionId, sessionId))
    .orderBy(asc(quizAnswers.position));
}

/** Records an answer; false when the question already has one (the primary key refuses it). */
export async function insertAnswer(tx: Db, values: typeof quizAnswers.$inferInsert) {
  const rows = await tx
    .insert(quizAnswers)
    .values(values)
    .onConflictDoNothing()
    .returning({ sessionId: quizAnswers.sessionId });
  return rows.length === 1;
}

export async function completeSession(
  tx: Db,
  id: string,
  values: { completedAt: Date; totalPoints: number; correctCount: number; pointsAfter: number },
): Promise<void> {
  await tx
    .update(quizSessions)
    .set({ ...values, status: 'completed' })
    .where(eq(quizSessions.id, id));
}

/** Turns sharing on with a new token (a link shared before stops working). */
export async function putShare(db: Db, sessionId: string, tokenHash: string, at: Date) {
  await db
    .insert(sharedResults)
    .values({ sessionId, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: sharedResults.sessionId, set: { tokenHash, createdAt: at } });
}

export async function deleteShare(db: Db, sessionId: string): Promise<void> {
  await db.delete(sharedResults).where(eq(sharedResults.sessionId, sessionId));
}

export async function isShared(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sharedResults.sessionId })
    .from(sharedResults)
    .where(eq(sharedResults.sessionId, sessionId));
  return row !== undefined;
}

/** The shared result behind a token's hash, with what its public card shows of the player. */
export async function findShared(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      session: quizSessions,
      topicName: topics.name,
      categoryName: categories.name,
      player: identityColumns,
    })
    .from(sharedResults)
    .innerJoin(quizSessions, eq(quizSessions.id, sharedResults.sessionId))
    .innerJoin(users, eq(users.id, quizSessions.userId))
    .innerJoin(topics, eq(topics.id, quizSessions.topicId))
    .innerJoin(categories, eq(categories.id, quizSessions.categoryId))
    .where(eq(sharedResults.tokenHash, tokenHash));
  return row;
}
