import { createDifficultyCalibration, type CalibrationAnswer } from '@quizarena/contracts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { rederiveAllDifficulties } from './content.admin.repo';
import * as repo from './calibration.repo';
import { lockContentWrites } from './content.repo';

/** Answers older than this say little about the question as it reads now. */
export const CALIBRATION_WINDOW_DAYS = 365;
/** The most answers a round reads (the newest): what bounds its memory and time. */
export const CALIBRATION_MAX_ANSWERS = 500_000;

/**
 * Where the answers come from: pages of solo answers given since `since`, newest first, at most
 * `maxAnswers` in all (the quiz module's `calibrationAnswers`, handed over by app.ts, since
 * content is built before quiz).
 */
export type CalibrationAnswerSource = (
  db: Db,
  window: { since: Date; maxAnswers: number },
) => AsyncIterable<CalibrationAnswer[]>;

export type CalibrationReport = { questions: number; answers: number; rounds: number };

/**
 * The nightly calibration (docs/ARCHITECTURE.md, Calibrated difficulty): every question's
 * difficulty estimated from the window's answers, stored, and the topics' and categories' levels
 * derived again from their questions' served levels. Safe to repeat: the same answers give the
 * same figures. Answers are read a page at a time and the estimate runs a round at a time with a
 * turn of the event loop between, so requests keep being served while a large bank calibrates.
 */
export function createCalibration(deps: {
  db: Db;
  clock: Clock;
  answers: CalibrationAnswerSource;
  /** Told once the new levels are stored (clears the catalogue cache). */
  changed: () => void;
}) {
  const { db, clock } = deps;
  return async function calibrate(): Promise<CalibrationReport> {
    const at = clock.now();
    const questions = await repo.questionsToCalibrate(db);
    const estimate = createDifficultyCalibration(questions);
    const since = new Date(at.getTime() - CALIBRATION_WINDOW_DAYS * 24 * 60 * 60_000);
    let answers = 0;
    // Newest first: a player's latest answer to a question is the one that counts.
    for await (const page of deps.answers(db, { since, maxAnswers: CALIBRATION_MAX_ANSWERS })) {
      estimate.add(page);
      answers += page.length;
    }
    let rounds = 1;
    while (!estimate.iterate()) {
      rounds += 1;
      await nextTurn();
    }
    await repo.storeCalibrations(db, estimate.results(), at);
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await lockContentWrites(tx);
      await repo.clearCalibrationsBefore(tx, at);
      await rederiveAllDifficulties(tx);
    });
    deps.changed();
    return { questions: questions.length, answers, rounds };
  };
}
