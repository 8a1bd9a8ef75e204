import { authoredQuestionSchema } from '@quizarena/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { questions, topics } from '../../db/schema';
import type { AppError } from '../../lib/app-error';
import { openTestDatabase } from '../../test/build-test-app';
import { buildCategory, buildTopic } from '../../test/factories';
import { authoredOfStored, insertAuthoredQuestions, storedQuestionOf } from './authored-questions';

const authored = (body: object) =>
  authoredQuestionSchema.parse({ question_text: 'Q?', difficulty: 'beginner', ...body });

describe('storedQuestionOf', () => {
  it('gives options ids and keeps each type’s key beside them', () => {
    const multiple = storedQuestionOf(
      authored({
        type: 'multiple',
        options: [
          { option_text: 'a', is_correct: true },
          { option_text: 'b' },
          { option_text: 'c', is_correct: true },
        ],
      }),
      null,
    );
    const ids = multiple.options!.map((option) => option.id);
    expect(multiple.correctOptionId).toBeNull();
    expect(multiple.answerKey).toEqual({ type: 'multiple', correct_option_ids: [ids[0], ids[2]] });

    const single = storedQuestionOf(
      authored({ options: [{ option_text: 'a' }, { option_text: 'b', is_correct: true }] }),
      null,
    );
    expect(single.correctOptionId).toBe(single.options![1]!.id);
    expect(single.answerKey).toBeNull();
  });

  it('keeps an edited option’s id and refuses one the question never had, naming it', () => {
    const current = { options: [{ id: 'keep', text: 'a' }] };
    const kept = storedQuestionOf(
      authored({
        options: [{ id: 'keep', option_text: 'A', is_correct: true }, { option_text: 'b' }],
      }),
      current,
    );
    expect(kept.options![0]!.id).toBe('keep');
    try {
      storedQuestionOf(
        authored({
          options: [{ id: 'other', option_text: 'A', is_correct: true }, { option_text: 'b' }],
        }),
        current,
      );
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).options.details?.[0]?.field).toBe('body.options.0.id');
    }
  });
});

describe('authoredOfStored', () => {
  it('gives back what storedQuestionOf stored, for every type', () => {
    const questions = [
      authored({ options: [{ option_text: 'a' }, { option_text: 'b', is_correct: true }] }),
      authored({
        type: 'multiple',
        options: [
          { option_text: 'a', is_correct: true },
          { option_text: 'b' },
          { option_text: 'c', is_correct: true },
        ],
        explanation: 'Why',
      }),
      authored({ type: 'ordering', options: [{ option_text: '1' }, { option_text: '2' }] }),
      authored({ type: 'typed', accepted_answers: ['Paris', 'París'], max_typos: 1 }),
      authored({
        type: 'true_false',
        options: [{ option_text: 'True' }, { option_text: 'False', is_correct: true }],
        image_url: '/uploads/questions/a.webp',
        image_alt: 'A map',
      }),
    ];
    for (const question of questions) {
      const stored = storedQuestionOf(question, null);
      const back = authoredOfStored({ ...stored, type: question.type, language: 'es' } as never);
      expect(back).toEqual({ ...question, language: 'es' });
    }
  });
});

describe('insertAuthoredQuestions', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Db;
  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

  it('writes questions of every type into a topic and counts them', async () => {
    const topic = await buildTopic(db, (await buildCategory(db)).id);
    const before = topic.questionCount;
    const rows = await db.transaction((tx) =>
      insertAuthoredQuestions(
        tx as never,
        topic,
        [
          authored({ type: 'typed', accepted_answers: ['Paris'], max_typos: 1 }),
          authored({ type: 'ordering', options: [{ option_text: '1' }, { option_text: '2' }] }),
        ],
        'import',
      ),
    );
    expect(rows.map((row) => row.type)).toEqual(['typed', 'ordering']);
    expect(rows[0]!.answerKey).toEqual({ type: 'typed', accepted: ['Paris'], max_typos: 1 });
    expect(rows[1]!.answerKey).toEqual({
      type: 'ordering',
      order: rows[1]!.options.map((o) => o.id),
    });
    const [after] = await db.select().from(topics).where(eq(topics.id, topic.id));
    expect(after!.questionCount).toBe(before + 2);
    const stored = await db.select().from(questions).where(eq(questions.source, 'import'));
    expect(stored).toHaveLength(2);
  });
});
