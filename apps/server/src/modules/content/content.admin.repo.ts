import { overallDifficulty, type DifficultyLevel } from '@quizarena/contracts';
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  questions,
  topics,
  type StoredAnswerKey,
  type StoredOption,
} from '../../db/schema';
import { servedDifficultySql } from './served-difficulty';
import { listedTopicSql } from './topic-access';
import {
  escapeLike,
  type CategoryRow,
  type NewCategory,
  type NewQuestion,
  type NewTopic,
  type QuestionRow,
  type TopicRow,
} from './content.repo';

/** PostgreSQL's unique_violation, found on the error or on the driver error Drizzle wraps. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Every category, inactive ones included, in display order. */
export function listAllCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
}

/**
 * Every catalogue topic of a category, inactive ones included, in display order. Educators'
 * question sets are theirs, not the catalogue's: the console does not list them.
 */
export function listAllTopicsOfCategory(db: Db, categoryId: string): Promise<TopicRow[]> {
  return db
    .select()
    .from(topics)
    .where(and(eq(topics.categoryId, categoryId), isNull(topics.ownerId)))
    .orderBy(asc(topics.sortOrder), asc(topics.name));
}

/** A category, other than `exceptId`, that has this slug or this name in any letter case. */
export async function findCategoryNamed(
  db: Db,
  name: { slug: string; name: string },
  exceptId?: string,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(
      and(
        or(eq(categories.slug, name.slug), sql`lower(${categories.name}) = lower(${name.name})`),
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/**
 * A catalogue topic of the category, other than `exceptId`, with this slug or this name in any
 * case (a question set's name takes nothing from the catalogue; sets have slugs of their own).
 */
export async function findTopicNamed(
  db: Db,
  categoryId: string,
  name: { slug: string; name: string },
  exceptId?: string,
): Promise<TopicRow | undefined> {
  const [row] = await db
    .select()
    .from(topics)
    .where(
      and(
        eq(topics.categoryId, categoryId),
        isNull(topics.ownerId),
        or(eq(topics.slug, name.slug), sql`lower(${topics.name}) = lower(${name.name})`),
        exceptId ? ne(topics.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** The sort order that puts a new category last. */
export async function nextCategorySortOrder(db: Db): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${categories.sortOrder}) + 1, 0)::int` })
    .from(categories);
  return row?.next ?? 0;
}

/** The sort order that puts a new topic last in its category. */
export async function nextTopicSortOrder(db: Db, categoryId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${topics.sortOrder}) + 1, 0)::int` })
    .from(topics)
    .where(eq(topics.categoryId, categoryId));
  return row?.next ?? 0;
}

/** Inserts a category; undefined when its slug is taken (a concurrent create won). */
export async function insertCategory(
  db: Db,
  values: NewCategory,
): Promise<CategoryRow | undefined> {
  const [row] = await db.insert(categories).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCategory(
  db: Db,
  id: string,
  values: Partial<NewCategory>,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .update(categories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(categories.id, id))
    .returning();
  return row;
}

/** Inserts a topic; undefined when its slug is taken in the category. */
export async function insertTopic(db: Db, values: NewTopic): Promise<TopicRow | undefined> {
  const [row] = await db.insert(topics).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateTopic(
  db: Db,
  id: string,
  values: Partial<NewTopic>,
): Promise<TopicRow | undefined> {
  const [row] = await db
    .update(topics)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(topics.id, id))
    .returning();
  return row;
}

export async function findQuestion(db: Db, id: string): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  return row;
}

/** The question, locked until the transaction ends (an answer dispute's correction of it). */
export async function lockQuestion(tx: Db, id: string): Promise<QuestionRow | undefined> {
  const [row] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
  return row;
}

/**
 * Corrects a question's answer key as its type stores it (`correct_option_id`, or `answer_key`)
 * and, when given, its explanation (null removes it): an upheld answer dispute's correction.
 */
export async function setQuestionKey(
  tx: Db,
  id: string,
  key: Pick<NewQuestion, 'correctOptionId' | 'answerKey'>,
  explanation: string | null | undefined,
): Promise<void> {
  await tx
    .update(questions)
    .set({
      correctOptionId: key.correctOptionId,
      answerKey: key.answerKey,
      ...(explanation === undefined ? {} : { explanation }),
    })
    .where(eq(questions.id, id));
}

/** The questions with these ids (in no particular order); unknown ids are simply absent. */
export function findQuestions(db: Db, ids: string[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(questions).where(inArray(questions.id, ids));
}

/** Turns these questions on or off for players in one statement. */
export async function setQuestionsActive(db: Db, ids: string[], isActive: boolean): Promise<void> {
  await db.update(questions).set({ isActive }).where(inArray(questions.id, ids));
}

export async function insertQuestion(db: Db, values: NewQuestion): Promise<QuestionRow> {
  const [row] = await db.insert(questions).values(values).returning();
  return row!;
}

/** A question as `insertQuestionRows` writes it: the stored columns, and its place in the file. */
export type QuestionJsonRow = {
  question_text: string;
  type: string;
  options: StoredOption[];
  correct_option_id: string | null;
  answer_key: StoredAnswerKey | null;
  explanation: string | null;
  points: number;
  difficulty: string;
  image_url: string | null;
  image_alt: string | null;
  language: string;
  /** Its place among the questions written together, from 0. */
  position: number;
};

/**
 * Many questions of one topic in one statement, their values one JSON parameter (a statement of
 * thousands of bound parameters is several times slower on PGlite). Each is created a
 * microsecond after the one before, so the topic lists them in the order given. Answers the ids
 * in that order.
 */
export async function insertQuestionRows(
  db: Db,
  topicId: string,
  source: string,
  rows: QuestionJsonRow[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = (await db.execute(sql`
    insert into ${questions} (topic_id, question_text, type, options, correct_option_id,
      answer_key, explanation, points, difficulty, image_url, image_alt, language, source,
      created_at)
    select ${topicId}, r.question_text, r.type, r.options, r.correct_option_id, r.answer_key,
      r.explanation, r.points, r.difficulty, r.image_url, r.image_alt, r.language, ${source},
      now() + r.position * interval '1 microsecond'
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(question_text text, type text,
      options jsonb, correct_option_id text, answer_key jsonb, explanation text, points int,
      difficulty text, image_url text, image_alt text, language text, position int)
    order by r.position
    returning id`)) as unknown as { rows: { id: string }[] };
  return inserted.rows.map((row) => row.id);
}

/** A topic's active questions in the order they were written (what an export holds). */
export function activeQuestionsOfTopic(db: Db, topicId: string): Promise<QuestionRow[]> {
  return (
    db
      .select()
      .from(questions)
      .where(and(eq(questions.topicId, topicId), eq(questions.isActive, true)))
      // questions_topic_id_idx finds the rows; a set holds thousands at most, sorted in memory.
      .orderBy(asc(questions.createdAt), asc(questions.id))
  );
}

/** Questions by id, in the order they were created. */
export function questionsInOrder(db: Db, ids: string[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(questions)
    .where(sql`${questions.id} = any(${`{${ids.join(',')}}`}::uuid[])`)
    .orderBy(asc(questions.createdAt), asc(questions.id));
}

export async function updateQuestion(
  db: Db,
  id: string,
  values: Partial<NewQuestion>,
): Promise<QuestionRow | undefined> {
  const [row] = await db.update(questions).set(values).where(eq(questions.id, id)).returning();
  return row;
}

/** One page of a topic's questions (inactive ones included), oldest first, and the total. */
export async function pageQuestionsOfTopic(
  db: Db,
  topicId: string,
  page: { search?: string | undefined; offset: number; limit: number },
): Promise<{ rows: QuestionRow[]; total: number }> {
  const where = and(
    eq(questions.topicId, topicId),
    page.search ? ilike(questions.questionText, `%${escapeLike(page.search)}%`) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(questions).where(where);
  const rows = await db
    .select()
    .from(questions)
    .where(where)
    .orderBy(asc(questions.createdAt), asc(questions.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: counted?.total ?? 0 };
}

export type ActiveSplit = { active: number; inactive: number };

const split = (rows: { isActive: boolean; n: number }[]): ActiveSplit => ({
  active: rows.find((row) => row.isActive)?.n ?? 0,
  inactive: rows.find((row) => !row.isActive)?.n ?? 0,
});

/**
 * Active and inactive rows of each content table. This counts the question table, which the
 * player read paths never do; it is an admin-only call, a few milliseconds on the full bank.
 */
export async function countContent(
  db: Db,
): Promise<{ categories: ActiveSplit; topics: ActiveSplit; questions: ActiveSplit }> {
  const byCategory = await db
    .select({ isActive: categories.isActive, n: count() })
    .from(categories)
    .groupBy(categories.isActive);
  const byTopic = await db
    .select({ isActive: topics.isActive, n: count() })
    .from(topics)
    .groupBy(topics.isActive);
  const byQuestion = await db
    .select({ isActive: questions.isActive, n: count() })
    .from(questions)
    .groupBy(questions.isActive);
  return { categories: split(byCategory), topics: split(byTopic), questions: split(byQuestion) };
}

type LevelCount = { id: string; difficulty: string; n: number };

const levelsOf = (counts: LevelCount[], id: string): DifficultyLevel[] =>
  counts
    .filter((row) => row.id === id)
    .flatMap((row) => Array<DifficultyLevel>(row.n).fill(row.difficulty as DifficultyLevel));

/**
 * Re-derives the difficulty of every topic and category with today's rule: an installation
 * seeded under an earlier rule is brought up to date by this (see the seeder's start-up step).
 */
export async function rederiveAllDifficulties(db: Db): Promise<void> {
  const [allTopics, allCategories] = await Promise.all([
    db.select({ id: topics.id }).from(topics),
    db.select({ id: categories.id }).from(categories),
  ]);
  await rederiveDifficulty(
    db,
    allTopics.map((topic) => topic.id),
    allCategories.map((category) => category.id),
  );
}

/**
 * Re-derives the difficulty of the given topics (from their active questions) and of their
 * categories plus `extraCategoryIds` (from the active questions of their active listed topics), with
 * the same rule the seed uses, over the questions' served levels (calibrated when measured,
 * `topicDifficulty` in contracts). Call it in the transaction of every topic or question write,
 * after `recountTopics` (whose content write lock keeps concurrent writers from racing here).
 */
export async function rederiveDifficulty(
  db: Db,
  topicIds: string[],
  extraCategoryIds: string[] = [],
): Promise<void> {
  const categoryIds = new Set(extraCategoryIds);
  if (topicIds.length > 0) {
    const byTopic = await db
      .select({ id: questions.topicId, difficulty: servedDifficultySql, n: count() })
      .from(questions)
      .where(and(inArray(questions.topicId, topicIds), eq(questions.isActive, true)))
      .groupBy(questions.topicId, servedDifficultySql);
    for (const id of topicIds) {
      await db
        .update(topics)
        .set({ difficultyLevel: overallDifficulty(levelsOf(byTopic, id)) })
        .where(eq(topics.id, id));
    }
    const owners = await db
      .select({ categoryId: topics.categoryId })
      .from(topics)
      .where(inArray(topics.id, topicIds));
    for (const owner of owners) categoryIds.add(owner.categoryId);
  }
  if (categoryIds.size === 0) return;
  const ids = [...categoryIds];
  const byCategory = await db
    .select({ id: topics.categoryId, difficulty: servedDifficultySql, n: count() })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(
      and(
        inArray(topics.categoryId, ids),
        eq(topics.isActive, true),
        listedTopicSql,
        eq(questions.isActive, true),
      ),
    )
    .groupBy(topics.categoryId, servedDifficultySql);
  for (const id of ids) {
    await db
      .update(categories)
      .set({ difficultyLevel: overallDifficulty(levelsOf(byCategory, id)) })
      .where(eq(categories.id, id));
  }
}
