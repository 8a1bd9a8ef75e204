import { estimateQuizMinutes } from '@quizarena/contracts';
import { and, asc, eq, exists, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, questions, topics } from '../../db/schema';
import { listedOrOwnTopicSql, listedTopicSql } from './topic-access';

export type CategoryRow = typeof categories.$inferSelect;
export type TopicRow = typeof topics.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
export type NewTopic = typeof topics.$inferInsert;
export type NewQuestion = typeof questions.$inferInsert;
export type QuestionRow = typeof questions.$inferSelect;

export type CategoryFilter = {
  search?: string | undefined;
  difficulty?: string | undefined;
  /** Only categories with active topics in this language, their counts over those topics. */
  language?: string | undefined;
};

/** Makes user text match literally in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/**
 * Active categories matching the filter, in display order. A difficulty matches a category of
 * that level or one with a playable topic of that level, so each level finds the categories
 * where its quizzes are. Without a language the counts are the stored ones: no counting here.
 * With one, a category is listed when it has active topics in that language, and its counts
 * add up just those topics' stored question counts (the topics table is small; the questions
 * are never counted).
 */
export async function listCategories(db: Db, filter: CategoryFilter): Promise<CategoryRow[]> {
  const conditions = [eq(categories.isActive, true)];
  if (filter.difficulty) {
    const level = filter.difficulty;
    conditions.push(
      or(
        eq(categories.difficultyLevel, level),
        exists(
          db
            .select({ one: sql`1` })
            .from(topics)
            .where(
              and(
                eq(topics.categoryId, categories.id),
                eq(topics.isActive, true),
                listedTopicSql,
                gt(topics.questionCount, 0),
                eq(topics.difficultyLevel, level),
                filter.language ? eq(topics.language, filter.language) : undefined,
              ),
            ),
        ),
      )!,
    );
  }
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(categories.name, pattern), ilike(categories.description, pattern))!);
  }
  const order = [asc(categories.sortOrder), asc(categories.name)];
  if (!filter.language) {
    return db
      .select()
      .from(categories)
      .where(and(...conditions))
      .orderBy(...order);
  }
  const inLanguage = db
    .select({
      categoryId: topics.categoryId,
      topicCount: sql<number>`count(*)::int`.as('language_topic_count'),
      questionCount: sql<number>`coalesce(sum(${topics.questionCount}), 0)::int`.as(
        'language_question_count',
      ),
    })
    .from(topics)
    .where(and(eq(topics.isActive, true), listedTopicSql, eq(topics.language, filter.language)))
    .groupBy(topics.categoryId)
    .as('in_language');
  const rows = await db
    .select({
      category: categories,
      topicCount: inLanguage.topicCount,
      questionCount: inLanguage.questionCount,
    })
    .from(categories)
    .innerJoin(inLanguage, eq(inLanguage.categoryId, categories.id))
    .where(and(...conditions))
    .orderBy(...order);
  return rows.map(({ category, topicCount, questionCount }) => ({
    ...category,
    topicCount,
    questionCount,
    estimatedTimeMinutes: estimateQuizMinutes(questionCount),
  }));
}

/** The languages of the active listed topics of active categories, each once, sorted. */
export async function listTopicLanguages(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ language: topics.language })
    .from(topics)
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .where(and(eq(topics.isActive, true), listedTopicSql, eq(categories.isActive, true)))
    .orderBy(asc(topics.language));
  return rows.map((row) => row.language);
}

export async function findCategory(db: Db, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

/**
 * The active listed topics of a category in display order (a question set once approved for
 * public listing, never before), only those in `language` when given.
 */
export function listTopicsOfCategory(
  db: Db,
  categoryId: string,
  language?: string,
): Promise<TopicRow[]> {
  return db
    .select()
    .from(topics)
    .where(
      and(
        eq(topics.categoryId, categoryId),
        eq(topics.isActive, true),
        listedTopicSql,
        language ? eq(topics.language, language) : undefined,
      ),
    )
    .orderBy(asc(topics.sortOrder), asc(topics.name));
}

export async function findTopic(db: Db, id: string): Promise<TopicRow | undefined> {
  const [row] = await db.select().from(topics).where(eq(topics.id, id));
  return row;
}

/** Whether the topic and its category are both active: what a player may see. */
function playable() {
  return and(eq(topics.isActive, true), eq(categories.isActive, true));
}

/**
 * Up to `limit` active questions of a playable topic, in random order. The caller has checked
 * the player may play the topic (`mayPlay`).
 */
export async function listRandomQuestions(
  db: Db,
  topicId: string,
  limit: number,
): Promise<QuestionRow[]> {
  const rows = await db
    .select({ question: questions })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .where(and(eq(questions.topicId, topicId), eq(questions.isActive, true), playable()))
    .orderBy(sql`random()`)
    .limit(limit);
  return rows.map((row) => row.question);
}

/**
 * One active question whose topic and category are active too, and whose topic is listed or
 * `userId`'s own set.
 */
export async function findPlayableQuestion(
  db: Db,
  id: string,
  userId: string,
): Promise<QuestionRow | undefined> {
  const [row] = await db
    .select({ question: questions })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .where(
      and(
        eq(questions.id, id),
        eq(questions.isActive, true),
        playable(),
        listedOrOwnTopicSql(userId),
      ),
    );
  return row?.question;
}

export async function insertCategory(db: Db, values: NewCategory): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function insertTopic(db: Db, values: NewTopic): Promise<TopicRow> {
  const [row] = await db.insert(topics).values(values).returning();
  return row!;
}

/** Inserts in chunks so one statement never carries thousands of parameters. */
export async function insertQuestions(db: Db, rows: NewQuestion[], chunkSize = 500): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await db.insert(questions).values(rows.slice(start, start + chunkSize));
  }
}

// Any fixed 64-bit number, distinct from the setup lock's.
const CONTENT_WRITE_LOCK_KEY = 7_241_908_201;

/**
 * Serialises content writes until the transaction ends. The recounts read counts and write
 * them back; under READ COMMITTED two writers in one topic would each miss the other's
 * uncommitted row and the last to commit would store a short count. Holding this lock, a
 * recount runs after every earlier writer has committed. Take it first in a write
 * transaction, before touching rows, so it never waits while holding row locks.
 */
export async function lockContentWrites(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${CONTENT_WRITE_LOCK_KEY})`);
}

/**
 * Runs a content write: one transaction that takes the write lock first, then this instance's
 * catalogue cache is cleared so players see the change at once.
 */
export async function writeContent<T>(
  db: Db,
  content: { invalidate(): void },
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockContentWrites(tx);
    return work(tx);
  });
  content.invalidate();
  return result;
}

/**
 * Recomputes the derived counters of the given topics and their categories. Call it in the
 * transaction of every content write; each count walks one topic's index range only.
 */
export async function recountTopics(db: Db, topicIds: string[]): Promise<void> {
  if (topicIds.length === 0) return;
  // Never waits when the write already holds it (they stack); a safety net when it does not.
  await lockContentWrites(db);
  await db
    .update(topics)
    .set({
      questionCount: sql`(select count(*)::int from ${questions}
        where ${questions.topicId} = ${topics.id} and ${questions.isActive})`,
      updatedAt: sql`now()`,
    })
    .where(inArray(topics.id, topicIds));
  const counted = await db
    .select({ id: topics.id, categoryId: topics.categoryId, questionCount: topics.questionCount })
    .from(topics)
    .where(inArray(topics.id, topicIds));
  for (const topic of counted) {
    await db
      .update(topics)
      .set({ estimatedTimeMinutes: estimateQuizMinutes(topic.questionCount) })
      .where(eq(topics.id, topic.id));
  }
  await recountCategories(db, [...new Set(counted.map((topic) => topic.categoryId))]);
}

export async function recountCategories(db: Db, categoryIds: string[]): Promise<void> {
  if (categoryIds.length === 0) return;
  await lockContentWrites(db);
  await db
    .update(categories)
    .set({
      // A category counts what players find in it: its listed topics (docs/DECISIONS.md #68).
      topicCount: sql`(select count(*)::int from ${topics}
        where ${topics.categoryId} = ${categories.id} and ${topics.isActive} and ${listedTopicSql})`,
      questionCount: sql`(select coalesce(sum(${topics.questionCount}), 0)::int from ${topics}
        where ${topics.categoryId} = ${categories.id} and ${topics.isActive} and ${listedTopicSql})`,
      updatedAt: sql`now()`,
    })
    .where(inArray(categories.id, categoryIds));
  const counted = await db
    .select({ id: categories.id, questionCount: categories.questionCount })
    .from(categories)
    .where(inArray(categories.id, categoryIds));
  for (const category of counted) {
    await db
      .update(categories)
      .set({ estimatedTimeMinutes: estimateQuizMinutes(category.questionCount) })
      .where(eq(categories.id, category.id));
  }
}

export async function setCategoryDifficulty(db: Db, id: string, level: string): Promise<void> {
  await db.update(categories).set({ difficultyLevel: level }).where(eq(categories.id, id));
}
