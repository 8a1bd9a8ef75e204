import {
  CALIBRATION_RULES,
  type CalibrationQuestion,
  type DifficultyLevel,
  type QuestionCalibration,
} from '@quizarena/contracts';
import { and, asc, desc, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questions, topics } from '../../db/schema';

/** Every question, inactive ones too (they come back as they were), with its source level. */
export async function questionsToCalibrate(db: Db): Promise<CalibrationQuestion[]> {
  const rows = await db
    .select({ id: questions.id, source: questions.difficulty })
    .from(questions)
    .orderBy(asc(questions.id));
  return rows.map((row) => ({ id: row.id, source: row.source as DifficultyLevel }));
}

/** Questions a statement writes: small enough for its parameters, large enough to be quick. */
const WRITE_CHUNK = 500;

/**
 * Stores the calibrations of the questions that had answers, `at` their time, one statement a
 * chunk (each commits alone: a question's figures are whole in every row, and the round that
 * wrote half of them writes them all again on its next run).
 */
export async function storeCalibrations(
  db: Db,
  calibrations: readonly QuestionCalibration[],
  at: Date,
): Promise<void> {
  const answered = calibrations.filter((calibration) => calibration.answers > 0);
  for (let start = 0; start < answered.length; start += WRITE_CHUNK) {
    const rows = answered.slice(start, start + WRITE_CHUNK).map(
      (row) =>
        sql`(${row.id}::uuid, ${row.band}, ${row.b}::real, ${row.answers}::int,
          ${row.discrimination}::real)`,
    );
    await db.execute(sql`update ${questions} set
        calibrated_difficulty = v.band, calibrated_b = v.b, calibration_answers = v.answers,
        discrimination = v.discrimination, calibrated_at = ${at.toISOString()}::timestamptz
      from (values ${sql.join(rows, sql`, `)}) as v(id, band, b, answers, discrimination)
      where ${questions.id} = v.id`);
  }
}

/**
 * Forgets the calibration of questions the round at `at` did not write (their answers left the
 * window): they are served at their source level again.
 */
export async function clearCalibrationsBefore(db: Db, at: Date): Promise<void> {
  await db
    .update(questions)
    .set({
      calibratedDifficulty: null,
      calibratedB: null,
      calibrationAnswers: 0,
      discrimination: null,
      calibratedAt: null,
    })
    .where(and(isNotNull(questions.calibratedAt), ne(questions.calibratedAt, at)));
}

export type BadlyDiscriminating = {
  id: string;
  text: string;
  topicId: string;
  topicName: string;
  source: DifficultyLevel;
  calibrated: DifficultyLevel;
  answers: number;
  discrimination: number;
};

/**
 * Active questions the last calibration found to discriminate badly (CALIBRATION_RULES), the
 * worst first, at most `limit`. A scan of the question table: an admin-only read.
 */
export async function badlyDiscriminating(db: Db, limit: number): Promise<BadlyDiscriminating[]> {
  const rows = await db
    .select({
      id: questions.id,
      text: questions.questionText,
      topicId: topics.id,
      topicName: topics.name,
      source: questions.difficulty,
      calibrated: questions.calibratedDifficulty,
      answers: questions.calibrationAnswers,
      discrimination: questions.discrimination,
    })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(
      and(
        eq(questions.isActive, true),
        lt(questions.discrimination, CALIBRATION_RULES.discriminationFloor),
      ),
    )
    .orderBy(asc(questions.discrimination), desc(questions.calibrationAnswers), asc(questions.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    source: row.source as DifficultyLevel,
    calibrated: (row.calibrated ?? row.source) as DifficultyLevel,
    discrimination: row.discrimination!,
  }));
}
