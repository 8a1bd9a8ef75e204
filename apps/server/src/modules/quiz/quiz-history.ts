import { accuracyPercent, toCsv } from '@quizarena/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, quizAnswers, quizSessions, topics } from '../../db/schema';
import { secondsOf } from './answer-judging';

/** The newest completed quizzes one file holds: years of daily play. */
export const QUIZ_HISTORY_MAX_ROWS = 10_000;

/** The columns of a player's results file (docs/IMPORTING.md, Results). */
export const QUIZ_HISTORY_COLUMNS = [
  'date',
  'time_zone',
  'category',
  'topic',
  'mode',
  'difficulty',
  'correct',
  'total',
  'accuracy',
  'points',
  'time_seconds',
] as const;

/** A player's completed quizzes, newest first, with their names and the time their answers took. */
function completedQuizzesOf(db: Db, userId: string) {
  return (
    db
      .select({
        completedAt: quizSessions.completedAt,
        timeZone: quizSessions.timeZone,
        category: categories.name,
        topic: topics.name,
        mode: quizSessions.gameMode,
        difficulty: quizSessions.difficulty,
        correct: quizSessions.correctCount,
        total: quizSessions.questionCount,
        points: quizSessions.totalPoints,
        timeMs: sql<number>`(select coalesce(sum(${quizAnswers.timeTakenMs}), 0)::int
          from ${quizAnswers} where ${quizAnswers.sessionId} = ${quizSessions.id})`,
      })
      .from(quizSessions)
      .innerJoin(categories, eq(categories.id, quizSessions.categoryId))
      .innerJoin(topics, eq(topics.id, quizSessions.topicId))
      .where(and(eq(quizSessions.userId, userId), eq(quizSessions.status, 'completed')))
      // quiz_sessions_user_started_idx serves this.
      .orderBy(desc(quizSessions.startedAt), desc(quizSessions.id))
      .limit(QUIZ_HISTORY_MAX_ROWS)
  );
}

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/** `2026-11-28 17:10:16`: the wall clock of a zone, as spreadsheets read a date and time. */
function wallClock(zones: Map<string, Intl.DateTimeFormat>, at: Date, zone: string): string {
  let format = zones.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('sv-SE', { ...WALL_CLOCK, timeZone: zone });
    } catch {
      // Zones are checked when a quiz starts; one the runtime has since dropped reads as UTC.
      format = new Intl.DateTimeFormat('sv-SE', { ...WALL_CLOCK, timeZone: 'UTC' });
    }
    zones.set(zone, format);
  }
  return format.format(at);
}

/**
 * A player's completed quizzes as a CSV file, newest first: when (on the clock of the zone they
 * played in), what, how well, the points it earned and the time their answers took. Names come
 * from topics people write (question sets): the shared CSV rule guards them.
 */
export async function quizHistoryCsv(db: Db, userId: string): Promise<string> {
  const rows = await completedQuizzesOf(db, userId);
  const zones = new Map<string, Intl.DateTimeFormat>();
  return toCsv(
    QUIZ_HISTORY_COLUMNS,
    rows.map((row) => [
      wallClock(zones, row.completedAt!, row.timeZone),
      row.timeZone,
      row.category,
      row.topic,
      row.mode,
      row.difficulty,
      row.correct,
      row.total,
      accuracyPercent(row.correct, row.total),
      row.points,
      secondsOf(row.timeMs),
    ]),
  );
}
