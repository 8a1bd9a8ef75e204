import { readFile } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionBankFile } from '../../paths';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { categories, questions, topics } from '../schema';
import { parseQuestionBank, seedQuestionBank } from './seed-question-bank';

describe('seeding the question bank', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp({ seedQuestionBank: true });
  });
  afterAll(() => app.close());

  it('loads every question of the bank under its category and topic', async () => {
    const db = app.database.db;
    const [questionTotal] = await db.select({ n: count() }).from(questions);
    const [topicTotal] = await db.select({ n: count() }).from(topics);
    const [categoryTotal] = await db.select({ n: count() }).from(categories);
    expect({
      categories: categoryTotal!.n,
      topics: topicTotal!.n,
      questions: questionTotal!.n,
    }).toEqual({
      categories: 5,
      topics: 25,
      questions: 5396,
    });
  });

  it('lists the categories with counts that match the bank', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/categories' });
    const byName = Object.fromEntries(
      response
        .json()
        .data.categories.map((c: { name: string; topic_count: number; question_count: number }) => [
          c.name,
          [c.topic_count, c.question_count],
        ]),
    );
    // The per-category table of the bank's README.
    expect(byName).toEqual({
      'General Knowledge': [3, 725],
      Science: [5, 697],
      Humanities: [5, 990],
      Entertainment: [11, 2829],
      Programming: [1, 155],
    });
  });

  it('derives difficulty from the questions and keeps explanations and sources', async () => {
    const db = app.database.db;
    const [programming] = await db
      .select()
      .from(categories)
      .where(eq(categories.name, 'Programming'));
    expect(programming!.difficultyLevel).toBe('intermediate');
    const javascript = await db.select().from(topics).where(eq(topics.categoryId, programming!.id));
    const jsQuestions = await db
      .select()
      .from(questions)
      .where(eq(questions.topicId, javascript[0]!.id));
    expect(jsQuestions).toHaveLength(155);
    expect(
      jsQuestions.every((q) => q.explanation && q.source === 'lydiahallie/javascript-questions'),
    ).toBe(true);
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

  it('does nothing when run again', async () => {
    const again = await seedQuestionBank(app.database, questionBankFile);
    expect(again.seeded).toBe(false);
    const [questionTotal] = await app.database.db.select({ n: count() }).from(questions);
    expect(questionTotal!.n).toBe(5396);
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
});
