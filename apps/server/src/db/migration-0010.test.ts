import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';
import { databaseBefore } from '../test/migrations-before';
import type { Database } from './client';

describe('migration 0010: accommodations and languages', () => {
  let database: Database;
  beforeAll(async () => {
    database = await databaseBefore('0010_accommodations_languages');
  });
  afterAll(() => database.close());

  it('records the countdown each earlier session was played with, and English content', async () => {
    const { db } = database;
    const user = '00000000-0000-4000-8000-000000000001';
    const category = '00000000-0000-4000-8000-000000000002';
    const topic = '00000000-0000-4000-8000-000000000003';
    await db.execute(sql`insert into users (id, email, email_normalized, full_name)
      values (${user}, 'a@example.com', 'a@example.com', 'A')`);
    await db.execute(sql`insert into categories (id, slug, name, color, icon)
      values (${category}, 'c', 'C', '#000000', 'x')`);
    await db.execute(sql`insert into topics (id, category_id, slug, name, icon)
      values (${topic}, ${category}, 't', 'T', 'x')`);
    await db.execute(sql`insert into quiz_sessions (user_id, topic_id, category_id, game_mode,
        status, difficulty, question_count, started_at)
      select ${user}::uuid, ${topic}::uuid, ${category}::uuid, mode, 'abandoned', 'beginner', 10, now()
      from unnest(array['practice', 'timed', 'quick_fire', 'competitive']) as mode`);
    await database.migrate(migrationsFolder);
    const sessions = (await db.execute(
      sql`select game_mode, time_limit_ms, extended_time from quiz_sessions order by game_mode`,
    )) as unknown as {
      rows: { game_mode: string; time_limit_ms: number | null; extended_time: number }[];
    };
    expect(sessions.rows).toEqual([
      { game_mode: 'competitive', time_limit_ms: 10_000, extended_time: 1 },
      { game_mode: 'practice', time_limit_ms: null, extended_time: 1 },
      { game_mode: 'quick_fire', time_limit_ms: 5_000, extended_time: 1 },
      { game_mode: 'timed', time_limit_ms: 10_000, extended_time: 1 },
    ]);
    const rest = (await db.execute(
      sql`select (select language from topics) as topic, (select extended_time from users) as factor,
        (select locale from users) as locale`,
    )) as unknown as { rows: unknown[] };
    expect(rest.rows).toEqual([{ topic: 'en', factor: 1, locale: null }]);
  });
});
