import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** `count` players as bare user rows (no password, no sign-in): people who answered. */
export async function seedPlayers(db: Db, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await db.execute(sql`insert into users (id, email, email_normalized, full_name)
    values ${sql.join(
      ids.map((id) => sql`(${id}, ${`${id}@example.com`}, ${`${id}@example.com`}, 'Seeded')`),
      sql`, `,
    )}`);
  return ids;
}

/** The ids of a topic's questions of one source level, in a stable order. */
export async function questionIdsOf(db: Db, topicId: string, difficulty?: string) {
  return rows<{ id: string }>(
    await db.execute(sql`select id from questions where topic_id = ${topicId}
      ${difficulty ? sql`and difficulty = ${difficulty}` : sql``} order by id`),
  ).map((row) => row.id);
}

export type SeededAnswer = {
  questionId: string;
  correct: boolean;
  timedOut?: boolean;
  flagged?: boolean;
};

/**
 * One completed solo quiz of `userId` on the topic with these answers, written straight into the
 * quiz tables (what play would have stored), started at `startedAt`.
 */
export async function seedSoloQuiz(
  db: Db,
  quiz: {
    userId: string;
    topicId: string;
    categoryId: string;
    startedAt: Date;
    answers: SeededAnswer[];
  },
): Promise<string> {
  const id = randomUUID();
  const at = quiz.startedAt.toISOString();
  await db.execute(sql`insert into quiz_sessions (id, user_id, topic_id, category_id, game_mode,
      status, difficulty, question_count, started_at, completed_at)
    values (${id}, ${quiz.userId}, ${quiz.topicId}, ${quiz.categoryId}, 'timed', 'completed',
      'beginner', ${quiz.answers.length}, ${at}::timestamptz, ${at}::timestamptz)`);
  await db.execute(sql`insert into quiz_answers (session_id, question_id, position,
      selected_option_id, is_correct, timed_out, time_taken_ms, points_earned, flagged, answered_at)
    values ${sql.join(
      quiz.answers.map(
        (answer, index) =>
          sql`(${id}, ${answer.questionId}, ${index + 1}, ${answer.timedOut ? null : 'b'},
            ${answer.correct}, ${answer.timedOut ?? false}, 3000, 0, ${answer.flagged ?? false},
            ${at}::timestamptz)`,
      ),
      sql`, `,
    )}`);
  return id;
}
