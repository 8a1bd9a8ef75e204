import type { PlayerResponse } from '@quizarena/contracts';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizAnswers, quizSessionQuestions, quizSessions } from '../../db/schema';
import type { StoredKey } from './answer-judging';
import type { AnswerRow, SessionQuestionRow, SessionRow } from './quiz.repo';

/**
 * The next `limit` quizzes that asked a question, in session id order after `after` (null: from
 * the first), through `quiz_session_questions(question_id, session_id)`: served or not, of any
 * status, so a quiz in play or abandoned gets the corrected copy too.
 */
export async function sessionsAskingPage(
  db: Db,
  questionId: string,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ sessionId: quizSessionQuestions.sessionId })
    .from(quizSessionQuestions)
    .where(
      and(
        eq(quizSessionQuestions.questionId, questionId),
        after === null ? undefined : gt(quizSessionQuestions.sessionId, after),
      ),
    )
    .orderBy(asc(quizSessionQuestions.sessionId))
    .limit(limit);
  return rows.map((row) => row.sessionId);
}

/** The quizzes, locked for update in id order (one order for every re-scoring page). */
export function lockSessions(tx: Db, ids: readonly string[]): Promise<SessionRow[]> {
  return tx
    .select()
    .from(quizSessions)
    .where(inArray(quizSessions.id, [...ids]))
    .orderBy(asc(quizSessions.id))
    .for('update');
}

/** Every question copy and answer of these quizzes, by session, in play order. */
export async function playOfSessions(db: Db, ids: readonly string[]) {
  const [questionRows, answerRows] = await Promise.all([
    db
      .select()
      .from(quizSessionQuestions)
      .where(inArray(quizSessionQuestions.sessionId, [...ids]))
      .orderBy(asc(quizSessionQuestions.sessionId), asc(quizSessionQuestions.position)),
    db
      .select()
      .from(quizAnswers)
      .where(inArray(quizAnswers.sessionId, [...ids]))
      .orderBy(asc(quizAnswers.sessionId), asc(quizAnswers.position)),
  ]);
  const group = <T extends { sessionId: string }>(rows: T[]) => {
    const bySession = new Map<string, T[]>();
    for (const row of rows)
      bySession.set(row.sessionId, [...(bySession.get(row.sessionId) ?? []), row]);
    return bySession;
  };
  return {
    questions: group<SessionQuestionRow>(questionRows),
    answers: group<AnswerRow>(answerRows),
  };
}

/** Re-judged answers, written in one statement (one re-scoring page). */
export async function updateAnswers(
  tx: Db,
  rows: readonly ({ sessionId: string; position: number } & Pick<
    AnswerRow,
    'isCorrect' | 'credit' | 'pointsEarned'
  >)[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.sessionId}::uuid, ${row.position}::integer, ${row.isCorrect}::boolean,
          ${row.credit}::double precision, ${row.pointsEarned}::integer)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${quizAnswers} a
    set is_correct = v.is_correct, credit = v.credit, points_earned = v.points_earned
    from (values ${values}) as v(session_id, position, is_correct, credit, points_earned)
    where a.session_id = v.session_id and a.position = v.position`);
}

/**
 * Moves completed quizzes' totals by a re-scoring (one statement a page), and each one's
 * balance-after with them, so its results page shows the level as if the corrected points had
 * been paid (never below 0).
 */
export async function moveSessionTotals(
  tx: Db,
  rows: readonly { sessionId: string; pointsChange: number; correctChange: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.sessionId}::uuid, ${row.pointsChange}::integer, ${row.correctChange}::integer)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${quizSessions} s
    set total_points = s.total_points + v.points,
      correct_count = s.correct_count + v.correct,
      points_after = greatest(0, s.points_after + v.points)
    from (values ${values}) as v(id, points, correct)
    where s.id = v.id`);
}

/** The corrected key (and explanation, when given) on these quizzes' copies of the question. */
export async function correctCopies(
  tx: Db,
  questionId: string,
  sessionIds: readonly string[],
  key: StoredKey,
  explanation: string | null | undefined,
): Promise<void> {
  if (sessionIds.length === 0) return;
  await tx
    .update(quizSessionQuestions)
    .set({
      correctOptionId: key.correctOptionId,
      answerKey: key.answerKey,
      ...(explanation === undefined ? {} : { explanation }),
    })
    .where(
      and(
        eq(quizSessionQuestions.questionId, questionId),
        inArray(quizSessionQuestions.sessionId, [...sessionIds]),
      ),
    );
}

/** A question as one quiz asked it, with its player's answer: what a dispute of it stands on. */
export async function askedQuestionOf(db: Db, sessionId: string, questionId: string) {
  const [row] = await db
    .select({
      userId: quizSessions.userId,
      status: quizSessions.status,
      servedAt: quizSessionQuestions.servedAt,
      questionText: quizSessionQuestions.questionText,
      answered: sql<boolean>`${quizAnswers.sessionId} is not null`,
      response: quizAnswers.response,
    })
    .from(quizSessionQuestions)
    .innerJoin(quizSessions, eq(quizSessions.id, quizSessionQuestions.sessionId))
    .leftJoin(
      quizAnswers,
      and(
        eq(quizAnswers.sessionId, quizSessionQuestions.sessionId),
        eq(quizAnswers.position, quizSessionQuestions.position),
      ),
    )
    .where(
      and(
        eq(quizSessionQuestions.sessionId, sessionId),
        eq(quizSessionQuestions.questionId, questionId),
      ),
    );
  return row;
}

/** Whether the quiz exists and whose it is (a dispute's access check). */
export async function sessionOwnerOf(db: Db, sessionId: string) {
  const [row] = await db
    .select({ userId: quizSessions.userId })
    .from(quizSessions)
    .where(eq(quizSessions.id, sessionId));
  return row?.userId;
}

type Counted = {
  response: PlayerResponse | null;
  timed_out: boolean;
  is_correct: boolean;
  n: number;
};

/**
 * Every stored solo answer of a question put to a player, grouped by what was sent (through the
 * quizzes that asked it, `quiz_session_questions(question_id, ...)`, then each answer by its
 * key): timeouts apart, the others with how many were fully right. Choose-one answers group by their option;
 * others by their whole response, the caller folding and ranking them.
 */
export async function answersOfQuestion(db: Db, questionId: string): Promise<Counted[]> {
  const { rows } = (await db.execute(sql`
    select a.response, a.timed_out, a.is_correct, count(*)::int as n
    from ${quizSessionQuestions} q
    join ${quizAnswers} a on a.session_id = q.session_id and a.position = q.position
    where q.question_id = ${questionId}::uuid and q.served_at is not null
    group by a.response, a.timed_out, a.is_correct`)) as unknown as { rows: Counted[] };
  return rows;
}
