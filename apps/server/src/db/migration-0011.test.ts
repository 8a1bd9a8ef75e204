import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';
import { databaseBefore } from '../test/migrations-before';
import type { Database } from './client';

describe('migration 0011: the language of a session question', () => {
  let database: Database;
  beforeAll(async () => {
    database = await databaseBefore('0011_session_question_language');
  });
  afterAll(() => database.close());

  it('gives the questions of sessions already started the language of their question', async () => {
    const { db } = database;
    const user = '00000000-0000-4000-8000-000000000001';
    const category = '00000000-0000-4000-8000-000000000002';
    const topic = '00000000-0000-4000-8000-000000000003';
    const [english, spanish] = [
      '00000000-0000-4000-8000-000000000004',
      '00000000-0000-4000-8000-000000000005',
    ];
    await db.execute(sql`insert into users (id, email, email_normalized, full_name)
      values (${user}, 'a@example.com', 'a@example.com', 'A')`);
    await db.execute(sql`insert into categories (id, slug, name, color, icon)
      values (${category}, 'c', 'C', '#000000', 'x')`);
    await db.execute(sql`insert into topics (id, category_id, slug, name, icon)
      values (${topic}, ${category}, 't', 'T', 'x')`);
    await db.execute(sql`insert into questions (id, topic_id, question_text, options,
        correct_option_id, difficulty, source, language)
      values (${english}, ${topic}, 'Q?', '[]', 'a', 'beginner', 'test', 'en'),
        (${spanish}, ${topic}, '¿P?', '[]', 'a', 'beginner', 'test', 'es')`);
    await db.execute(sql`insert into quiz_sessions (id, user_id, topic_id, category_id,
        game_mode, status, difficulty, question_count, started_at)
      values (${user}, ${user}, ${topic}, ${category}, 'practice', 'abandoned', 'beginner', 2, now())`);
    await db.execute(sql`insert into quiz_session_questions (session_id, position, question_id,
        question_text, options, correct_option_id, points, difficulty, option_order,
        bot_option_id, bot_correct, bot_time_ms, bot_points)
      select ${user}::uuid, position, id, question_text, options, 'a', 10, 'beginner', '[]',
        'a', true, 1000, 10
      from (values (1, ${english}::uuid), (2, ${spanish}::uuid)) as picked (position, qid)
      join questions on questions.id = picked.qid`);
    await database.migrate(migrationsFolder);
    const rows = (await db.execute(
      sql`select position, language from quiz_session_questions order by position`,
    )) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([
      { position: 1, language: 'en' },
      { position: 2, language: 'es' },
    ]);
  });
});
