import type { CalibrationAnswer } from '@quizarena/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Sessions a page reads: about ten answers each, so one short statement. Larger pages held
 * PGlite's one connection for seconds and the event loop for hundreds of milliseconds a page
 * while their rows arrived (bench `calibration`).
 */
const SESSIONS_PER_PAGE = 250;

type Row = {
  id: string;
  started_at: string;
  user_id: string;
  question_id: string | null;
  is_correct: boolean | null;
};

/**
 * The answers the difficulty calibration measures (modules/content, Calibrated difficulty): solo
 * answers of quizzes started since `since`, newest quiz first, in pages of sessions walked by
 * `quiz_sessions(started_at)`, until `maxAnswers`. Timeouts are no answer (a quiz completed
 * early times out what was never seen) and fast-answer flags are left out (faster than a person
 * reads). Live games keep their answers in the game's state, so they are not here.
 */
export async function* calibrationAnswers(
  db: Db,
  {
    since,
    maxAnswers,
    sessionsPerPage = SESSIONS_PER_PAGE,
  }: { since: Date; maxAnswers: number; sessionsPerPage?: number },
): AsyncGenerator<CalibrationAnswer[]> {
  let after: { startedAt: string; id: string } | null = null;
  let read = 0;
  while (read < maxAnswers) {
    const before: SQL = after
      ? sql`and (started_at, id) < (${after.startedAt}::timestamptz, ${after.id}::uuid)`
      : sql``;
    const { rows } = (await db.execute(sql`
      with page as (
        select id, user_id, started_at from quiz_sessions
        where started_at >= ${since.toISOString()}::timestamptz ${before}
        order by started_at desc, id desc
        limit ${sessionsPerPage}
      )
      select p.id, p.started_at::text as started_at, p.user_id, a.question_id, a.is_correct
      from page p
      left join quiz_answers a
        on a.session_id = p.id and not a.timed_out and not a.flagged
      order by p.started_at desc, p.id desc, a.position`)) as unknown as { rows: Row[] };
    const answers = rows.flatMap((row) =>
      row.question_id === null
        ? []
        : [
            {
              playerId: row.user_id,
              questionId: row.question_id,
              correct: row.is_correct === true,
            },
          ],
    );
    const taken = answers.slice(0, maxAnswers - read);
    read += taken.length;
    if (taken.length > 0) yield taken;
    const last = rows.at(-1);
    if (!last || new Set(rows.map((row) => row.id)).size < sessionsPerPage) return;
    after = { startedAt: last.started_at, id: last.id };
  }
}
