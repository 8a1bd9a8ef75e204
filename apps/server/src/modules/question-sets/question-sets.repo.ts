import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, questions, questionSetReviews, topics, users } from '../../db/schema';
import { identityColumns } from '../auth';

// A question set is a topic with an owner: this file reads and writes content's `topics` and
// `questions` for the sets' owners, and auth's `users` for the author's shown name (the reads
// that cross a boundary are listed in docs/ARCHITECTURE.md, Table ownership).

export type SetRow = typeof topics.$inferSelect;
export type ReviewRow = typeof questionSetReviews.$inferSelect;

/** A set with its category's name and the note of its latest decided review. */
export type SetWithContext = SetRow & { categoryName: string; reviewNote: string | null };

const latestNote = sql<string | null>`(select ${questionSetReviews.note} from ${questionSetReviews}
  where ${questionSetReviews.topicId} = ${topics.id} and ${questionSetReviews.decidedAt} is not null
  order by ${questionSetReviews.decidedAt} desc limit 1)`;

function withContext(db: Db) {
  return db
    .select({ set: topics, categoryName: categories.name, reviewNote: latestNote })
    .from(topics)
    .innerJoin(categories, eq(categories.id, topics.categoryId));
}

const flatten = (row: { set: SetRow; categoryName: string; reviewNote: string | null }) => ({
  ...row.set,
  categoryName: row.categoryName,
  reviewNote: row.reviewNote,
});

/** The owner's sets not deleted, newest first. */
export async function setsOf(db: Db, ownerId: string): Promise<SetWithContext[]> {
  const rows = await withContext(db)
    .where(and(eq(topics.ownerId, ownerId), eq(topics.isActive, true)))
    .orderBy(desc(topics.createdAt), asc(topics.id));
  return rows.map(flatten);
}

export async function countSetsOf(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(topics)
    .where(and(eq(topics.ownerId, ownerId), eq(topics.isActive, true)));
  return row?.n ?? 0;
}

/** An active set (a topic with an owner), whoever owns it. */
export async function findSet(db: Db, id: string): Promise<SetWithContext | undefined> {
  const [row] = await withContext(db).where(
    and(eq(topics.id, id), isNotNull(topics.ownerId), eq(topics.isActive, true)),
  );
  return row && flatten(row);
}

/** A set whatever its state (a moderator reads what was asked about, even if deleted since). */
export async function anySet(db: Db, id: string): Promise<SetWithContext | undefined> {
  const [row] = await withContext(db).where(and(eq(topics.id, id), isNotNull(topics.ownerId)));
  return row && flatten(row);
}

/** The set, locked until the transaction ends (its writes then happen one at a time). */
export async function lockSet(tx: Db, id: string): Promise<SetRow | undefined> {
  const [row] = await tx
    .select()
    .from(topics)
    .where(and(eq(topics.id, id), isNotNull(topics.ownerId), eq(topics.isActive, true)))
    .for('update');
  return row;
}

/** An active set under this share key, with its category's name and its author's identity. */
export async function findByShareKey(db: Db, key: string) {
  const [row] = await db
    .select({ set: topics, categoryName: categories.name, owner: identityColumns })
    .from(topics)
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .innerJoin(users, eq(users.id, topics.ownerId))
    .where(and(eq(topics.shareKey, key), eq(topics.isActive, true)));
  return row;
}

export async function insertSet(tx: Db, values: typeof topics.$inferInsert): Promise<SetRow> {
  const [row] = await tx.insert(topics).values(values).returning();
  return row!;
}

export async function updateSet(tx: Db, id: string, values: Partial<typeof topics.$inferInsert>) {
  await tx
    .update(topics)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(topics.id, id));
}

/** Deletes a set with its questions (the keys cascade to them, and to its reviews). */
export async function deleteSet(tx: Db, id: string): Promise<void> {
  await tx.delete(topics).where(eq(topics.id, id));
}

/** A set's active questions, in the order they were written. */
export function questionsOf(db: Db, topicId: string) {
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.topicId, topicId), eq(questions.isActive, true)))
    .orderBy(asc(questions.createdAt), asc(questions.id));
}

/** Every question of a set, deleted ones too (an export, an erasure). */
export function allQuestionsOf(db: Db, topicId: string) {
  return db
    .select()
    .from(questions)
    .where(eq(questions.topicId, topicId))
    .orderBy(asc(questions.createdAt), asc(questions.id));
}

export async function findQuestionOf(db: Db, topicId: string, questionId: string) {
  const [row] = await db
    .select()
    .from(questions)
    .where(
      and(
        eq(questions.id, questionId),
        eq(questions.topicId, topicId),
        eq(questions.isActive, true),
      ),
    );
  return row;
}

export async function updateQuestion(
  tx: Db,
  id: string,
  values: Partial<typeof questions.$inferInsert>,
) {
  const [row] = await tx.update(questions).set(values).where(eq(questions.id, id)).returning();
  return row!;
}

/** A category players can choose from (an active catalogue category). */
export async function activeCategory(db: Db, id: string) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.isActive, true)));
  return row;
}

// ---- Publication requests ------------------------------------------------------------------

export async function insertReview(tx: Db, values: typeof questionSetReviews.$inferInsert) {
  const [row] = await tx.insert(questionSetReviews).values(values).returning();
  return row!;
}

/** Takes back the set's request still waiting in the queue, if any. */
export async function withdrawPending(tx: Db, topicId: string): Promise<void> {
  await tx
    .update(questionSetReviews)
    .set({ status: 'withdrawn' })
    .where(and(eq(questionSetReviews.topicId, topicId), eq(questionSetReviews.status, 'pending')));
}

/** The requests waiting for a moderator, oldest first, with their set's name. */
export function pendingReviews(db: Db, limit: number) {
  return db
    .select({ review: questionSetReviews, setName: topics.name })
    .from(questionSetReviews)
    .innerJoin(topics, eq(topics.id, questionSetReviews.topicId))
    .where(eq(questionSetReviews.status, 'pending'))
    .orderBy(asc(questionSetReviews.requestedAt), asc(questionSetReviews.id))
    .limit(limit);
}

export async function countPendingReviews(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questionSetReviews)
    .where(eq(questionSetReviews.status, 'pending'));
  return row?.n ?? 0;
}

export async function findReview(db: Db, id: string) {
  const [row] = await db
    .select({ review: questionSetReviews, setName: topics.name })
    .from(questionSetReviews)
    .innerJoin(topics, eq(topics.id, questionSetReviews.topicId))
    .where(eq(questionSetReviews.id, id));
  return row;
}

export async function lockReview(tx: Db, id: string): Promise<ReviewRow | undefined> {
  const [row] = await tx
    .select()
    .from(questionSetReviews)
    .where(eq(questionSetReviews.id, id))
    .for('update');
  return row;
}

export async function decideReview(
  tx: Db,
  id: string,
  values: { status: 'approved' | 'rejected'; decidedAt: Date; decidedBy: string; note: string },
): Promise<void> {
  await tx.update(questionSetReviews).set(values).where(eq(questionSetReviews.id, id));
}

// ---- A person's sets -------------------------------------------------------------------------

/** Every set the person owns, deleted ones too. */
export function ownedBy(db: Db, ownerId: string) {
  return db
    .select()
    .from(topics)
    .where(eq(topics.ownerId, ownerId))
    .orderBy(asc(topics.createdAt), asc(topics.id));
}

export function reviewsOf(db: Db, ownerId: string) {
  return db
    .select()
    .from(questionSetReviews)
    .where(eq(questionSetReviews.ownerId, ownerId))
    .orderBy(asc(questionSetReviews.requestedAt));
}
