import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isTrueFalseOptions } from '@quizarena/contracts';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originalQuestionsFile, questionBankFile } from '../../paths';
import { buildTestApp, openTestDatabase, type TestApp } from '../../test/build-test-app';
import type { Database } from '../client';
import { appMeta, categories, questions, topics } from '../schema';
import { QUESTION_BANK_CATALOGUE } from './question-bank-catalogue';
import {
  DIFFICULTY_RULE_MARKER,
  parseQuestionBank,
  QUESTION_BANK_SEEDS,
  seedQuestionBank,
} from './seed-question-bank';

// The per-category table of the seed README: [topics, questions].
const EXPECTED_CATEGORIES = {
  'General Knowledge': [3, 725],
  Science: [5, 697],
  Humanities: [5, 990],
  Entertainment: [11, 2829],
  Programming: [5, 275],
  'Data Science': [2, 60],
  Design: [2, 60],
  Business: [2, 60],
};

async function totals(database: Database) {
  const db = database.db;
  const [questionTotal] = await db.select({ n: count() }).from(questions);
  const [topicTotal] = await db.select({ n: count() }).from(topics);
  const [categoryTotal] = await db.select({ n: count() }).from(categories);
  return { categories: categoryTotal!.n, topics: topicTotal!.n, questions: questionTotal!.n };
}

async function categoryCounts(database: Database) {
  const rows = await database.db
    .select({
      name: categories.name,
      topicCount: categories.topicCount,
      questionCount: categories.questionCount,
    })
    .from(categories);
  return Object.fromEntries(rows.map((row) => [row.name, [row.topicCount, row.questionCount]]));
}

describe('seeding the question bank', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp({ seedQuestionBank: true });
  });
  afterAll(() => app.close());

  it('loads every question of both seed files under its category and topic', async () => {
    expect(await totals(app.database)).toEqual({ categories: 8, topics: 35, questions: 5696 });
  });

  it('lists the categories in catalogue order with counts that match the bank', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/categories' });
    const listed: { name: string; topic_count: number; question_count: number }[] =
      response.json().data.categories;
    expect(listed.map((c) => c.name)).toEqual(QUESTION_BANK_CATALOGUE.map((c) => c.name));
    expect(
      Object.fromEntries(listed.map((c) => [c.name, [c.topic_count, c.question_count]])),
    ).toEqual(EXPECTED_CATEGORIES);
  });

  it('derives difficulty from the questions and keeps explanations and sources', async () => {
    const db = app.database.db;
    const [programming] = await db
      .select()
      .from(categories)
      .where(eq(categories.name, 'Programming'));
    expect(programming!.difficultyLevel).toBe('intermediate');
    const programmingTopics = await db
      .select()
      .from(topics)
      .where(eq(topics.categoryId, programming!.id))
      .orderBy(topics.sortOrder);
    expect(programmingTopics.map((t) => [t.name, t.questionCount])).toEqual([
      ['JavaScript', 155],
      ['React', 30],
      ['Python', 30],
      ['Algorithms', 30],
      ['SQL', 30],
    ]);
    const jsQuestions = await db
      .select()
      .from(questions)
      .where(eq(questions.topicId, programmingTopics[0]!.id));
    expect(jsQuestions).toHaveLength(155);
    expect(
      jsQuestions.every((q) => q.explanation && q.source === 'lydiahallie/javascript-questions'),
    ).toBe(true);
    const reactQuestions = await db
      .select()
      .from(questions)
      .where(eq(questions.topicId, programmingTopics[1]!.id));
    expect(reactQuestions.every((q) => q.explanation && q.source === 'quizarena')).toBe(true);
  });

  it('spreads the real topics over all three levels, so every difficulty filter finds something', async () => {
    for (const level of ['beginner', 'intermediate', 'advanced']) {
      const listed = await app.inject({
        method: 'GET',
        url: `/api/categories?difficulty=${level}`,
      });
      const found: { id: string }[] = listed.json().data.categories;
      expect(found.length, level).toBeGreaterThan(0);
      const topicLevels = await Promise.all(
        found.map(async (category) =>
          (await app.inject({ method: 'GET', url: `/api/categories/${category.id}/topics` }))
            .json()
            .data.topics.map((topic: { difficulty_level: string }) => topic.difficulty_level),
        ),
      );
      // Each category it finds has that level or offers a topic of it.
      expect(
        topicLevels.every((levels: string[]) => levels.length > 0),
        level,
      ).toBe(true);
      expect(
        topicLevels.some((levels: string[]) => levels.includes(level)),
        level,
      ).toBe(true);
    }
    const byName = Object.fromEntries(
      (await app.database.db.select().from(topics)).map((t) => [t.name, t.difficultyLevel]),
    );
    // 213/176/76, 155 intermediate only, 17/19/21 (beginner/intermediate/advanced).
    expect(byName).toMatchObject({
      Miscellaneous: 'beginner',
      JavaScript: 'intermediate',
      Art: 'advanced',
      'Board Games': 'advanced',
    });
    const spread = Object.values(byName).reduce<Record<string, number>>(
      (tally, level) => ({ ...tally, [level]: (tally[level] ?? 0) + 1 }),
      {},
    );
    expect(spread).toEqual({ beginner: 21, intermediate: 12, advanced: 2 });
  });

  it('stores the correct option by an id that is one of the options, as in the bank', async () => {
    const bank = parseQuestionBank(await readFile(questionBankFile, 'utf8'));
    const first = bank[1]!; // "Which band released songs suchs as ..."
    const [stored] = await app.database.db
      .select()
      .from(questions)
      .where(eq(questions.questionText, first.question_text));
    expect(stored!.options.map((o) => o.text)).toEqual(first.options);
    const correct = stored!.options.find((o) => o.id === stored!.correctOptionId);
    expect(correct?.text).toBe(first.options[first.correct_index]);
    expect(new Set(stored!.options.map((o) => o.id)).size).toBe(first.options.length);
  });

  it("stores the bank's True/False questions as true/false, the others as single choice", async () => {
    const lines = [
      ...parseQuestionBank(await readFile(questionBankFile, 'utf8')),
      ...parseQuestionBank(await readFile(originalQuestionsFile, 'utf8')),
    ];
    const trueFalse = lines.filter((line) => isTrueFalseOptions(line.options)).length;
    expect(trueFalse).toBeGreaterThan(0);
    const byType = await app.database.db
      .select({ type: questions.type, n: count() })
      .from(questions)
      .groupBy(questions.type);
    const counted = Object.fromEntries(byType.map((row) => [row.type, row.n]));
    expect(counted.true_false).toBe(trueFalse);
    expect(Object.keys(counted).sort()).toEqual(['single', 'true_false']);
  });

  it('writes one marker per seed file and does nothing when run again', async () => {
    const markers = await app.database.db.select({ key: appMeta.key }).from(appMeta);
    expect(markers.map((m) => m.key).sort()).toEqual(
      [...QUESTION_BANK_SEEDS.map((s) => s.key), DIFFICULTY_RULE_MARKER.key].sort(),
    );
    const again = await seedQuestionBank(app.database);
    expect(again).toEqual({ seeded: false, files: [], categories: 0, topics: 0, questions: 0 });
    expect(await totals(app.database)).toEqual({ categories: 8, topics: 35, questions: 5696 });
  });
});

describe('a database seeded by the single-file seeder', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    // What the old version did: the shared bank only, under the marker key it used.
    const old = await seedQuestionBank(database, [QUESTION_BANK_SEEDS[0]!]);
    expect(old).toMatchObject({ seeded: true, categories: 5, topics: 25, questions: 5396 });
  });
  afterAll(() => database.close());

  it('receives the original questions once on its next start, and nothing after that', async () => {
    const next = await seedQuestionBank(database);
    expect(next).toEqual({
      seeded: true,
      files: ['original-questions.jsonl'],
      categories: 3,
      topics: 10,
      questions: 300,
    });
    expect(await totals(database)).toEqual({ categories: 8, topics: 35, questions: 5696 });
    expect(await categoryCounts(database)).toEqual(EXPECTED_CATEGORIES);

    const third = await seedQuestionBank(database);
    expect(third.seeded).toBe(false);
    expect(await totals(database)).toEqual({ categories: 8, topics: 35, questions: 5696 });
  });

  it('shows the new categories after the old ones and the new topics after JavaScript', async () => {
    const rows = await database.db
      .select({ name: categories.name, sortOrder: categories.sortOrder })
      .from(categories)
      .orderBy(categories.sortOrder);
    expect(rows.map((row) => row.name)).toEqual(QUESTION_BANK_CATALOGUE.map((c) => c.name));
    const [programming] = await database.db
      .select()
      .from(categories)
      .where(eq(categories.name, 'Programming'));
    expect(programming!.difficultyLevel).toBe('intermediate');
    const programmingTopics = await database.db
      .select({ name: topics.name })
      .from(topics)
      .where(eq(topics.categoryId, programming!.id))
      .orderBy(topics.sortOrder);
    expect(programmingTopics.map((t) => t.name)).toEqual([
      'JavaScript',
      'React',
      'Python',
      'Algorithms',
      'SQL',
    ]);
  });
});

describe('an installation seeded under the earlier difficulty rule', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedQuestionBank(database);
    // What the rounded mean left behind: everything intermediate, and no rule marker.
    await database.db.update(topics).set({ difficultyLevel: 'intermediate' });
    await database.db.update(categories).set({ difficultyLevel: 'intermediate' });
    await database.db.delete(appMeta).where(eq(appMeta.key, DIFFICULTY_RULE_MARKER.key));
  });
  afterAll(() => database.close());

  const levelsOf = async (names: string[]) =>
    Object.fromEntries(
      (
        await database.db
          .select({ name: topics.name, level: topics.difficultyLevel })
          .from(topics)
          .where(inArray(topics.name, names))
      ).map((row) => [row.name, row.level]),
    );

  it('re-derives every level once on its next start, and leaves them alone after that', async () => {
    const next = await seedQuestionBank(database);
    expect(next.seeded).toBe(false);
    expect(await levelsOf(['Miscellaneous', 'Art', 'JavaScript'])).toEqual({
      Miscellaneous: 'beginner',
      Art: 'advanced',
      JavaScript: 'intermediate',
    });
    const [general] = await database.db
      .select()
      .from(categories)
      .where(eq(categories.name, 'General Knowledge'));
    expect(general!.difficultyLevel).toBe('beginner');

    // With the marker written, a later start re-derives nothing.
    await database.db
      .update(topics)
      .set({ difficultyLevel: 'intermediate' })
      .where(eq(topics.name, 'Art'));
    await seedQuestionBank(database);
    expect(await levelsOf(['Art'])).toEqual({ Art: 'intermediate' });
  });
});

describe('a seed file that fails part-way', () => {
  let database: Database;
  let folder: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    folder = await mkdtemp(path.join(os.tmpdir(), 'qa-seed-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  });

  const line = (topic: string, questionText: string) =>
    JSON.stringify({
      category: 'Programming',
      topic,
      difficulty: 'beginner',
      question_text: questionText,
      options: ['a', 'b', 'c', 'd'],
      correct_index: 2,
      explanation: 'Because.',
      source: 'quizarena',
    });

  it('leaves none of that file behind, keeps the files before it, and loads it once fixed', async () => {
    const first = { key: 'test.first', file: path.join(folder, 'first.jsonl') };
    const second = { key: 'test.second', file: path.join(folder, 'second.jsonl') };
    await writeFile(first.file, `${line('Python', 'First?')}\n`);
    // PostgreSQL text cannot hold NUL, so the second topic's insert fails after the first
    // topic of the same file (and its category) were written.
    await writeFile(second.file, `${line('React', 'Fine?')}\n${line('SQL', 'Bad\u0000?')}\n`);

    await expect(seedQuestionBank(database, [first, second])).rejects.toThrow();
    expect(await totals(database)).toEqual({ categories: 1, topics: 1, questions: 1 });
    const markers = await database.db.select({ key: appMeta.key }).from(appMeta);
    expect(markers.map((m) => m.key)).toEqual(['test.first']);

    await writeFile(second.file, `${line('React', 'Fine?')}\n${line('SQL', 'Good?')}\n`);
    const retried = await seedQuestionBank(database, [first, second]);
    expect(retried).toEqual({
      seeded: true,
      files: ['second.jsonl'],
      categories: 0,
      topics: 2,
      questions: 2,
    });
    expect(await categoryCounts(database)).toEqual({ Programming: [3, 3] });
  });
});

describe('original-questions.jsonl', () => {
  const REQUIRED_TOPICS: [string, string][] = [
    ['Programming', 'React'],
    ['Programming', 'Python'],
    ['Programming', 'Algorithms'],
    ['Programming', 'SQL'],
    ['Data Science', 'Statistics'],
    ['Data Science', 'Machine Learning'],
    ['Design', 'UX Design'],
    ['Design', 'Visual Design'],
    ['Business', 'Finance & Accounting'],
    ['Business', 'Marketing & Strategy'],
  ];
  let text: string;

  beforeAll(async () => {
    text = await readFile(originalQuestionsFile, 'utf8');
  });

  it('has only valid lines, each with four distinct options and an explanation', () => {
    const lines = parseQuestionBank(text, 'original-questions.jsonl');
    expect(lines.length).toBe(text.trimEnd().split('\n').length);
    for (const line of lines) {
      expect(Object.keys(line)).toEqual([
        'category',
        'topic',
        'difficulty',
        'question_text',
        'options',
        'correct_index',
        'explanation',
        'source',
      ]);
      expect(line.source).toBe('quizarena');
      expect(line.explanation?.trim()).toBeTruthy();
      expect(line.options).toHaveLength(4);
      const normalised = line.options.map((o) => o.toLowerCase().replace(/\s+/g, ''));
      expect(new Set(normalised).size, line.question_text).toBe(4);
    }
  });

  it('covers every required topic with at least 25 questions, all in the catalogue', () => {
    const lines = parseQuestionBank(text);
    const perTopic = new Map<string, number>();
    for (const line of lines) {
      const key = `${line.category} > ${line.topic}`;
      perTopic.set(key, (perTopic.get(key) ?? 0) + 1);
    }
    for (const [category, topic] of REQUIRED_TOPICS) {
      expect(perTopic.get(`${category} > ${topic}`) ?? 0, topic).toBeGreaterThanOrEqual(25);
    }
    const catalogue = new Set(
      QUESTION_BANK_CATALOGUE.flatMap((c) => c.topics.map((t) => `${c.name} > ${t.name}`)),
    );
    expect([...perTopic.keys()].filter((key) => !catalogue.has(key))).toEqual([]);
  });

  it('repeats no question, within the file or from the shared bank', async () => {
    const normalise = (question: string) => question.toLowerCase().replace(/[\W_]+/g, '');
    const original = parseQuestionBank(text).map((line) => normalise(line.question_text));
    expect(new Set(original).size).toBe(original.length);
    const shared = new Set(
      parseQuestionBank(await readFile(questionBankFile, 'utf8')).map((line) =>
        normalise(line.question_text),
      ),
    );
    expect(original.filter((question) => shared.has(question))).toEqual([]);
  });
});

describe('parseQuestionBank', () => {
  const valid = {
    category: 'Science',
    topic: 'Animals',
    difficulty: 'beginner',
    question_text: 'Q?',
    options: ['a', 'b'],
    correct_index: 1,
    explanation: null,
    source: 'opentdb',
  };

  it('refuses a line whose correct index is out of range, naming the line', () => {
    const text = [valid, { ...valid, correct_index: 2 }]
      .map((line) => JSON.stringify(line))
      .join('\n');
    expect(() => parseQuestionBank(text)).toThrow('line 2');
  });

  it('refuses an unknown difficulty', () => {
    expect(() => parseQuestionBank(JSON.stringify({ ...valid, difficulty: 'easy' }))).toThrow(
      'line 1',
    );
  });

  it('refuses a line that is not JSON, naming the file and the line', () => {
    expect(() => parseQuestionBank(`${JSON.stringify(valid)}\n{oops`, 'extra.jsonl')).toThrow(
      'extra.jsonl line 2 is invalid',
    );
  });
});
