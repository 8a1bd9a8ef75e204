import { sql } from 'drizzle-orm';
import { questions } from '../../db/schema';

/**
 * The level a question is served, filtered and counted under: its calibrated band once the
 * nightly round has one, else the source's. The SQL twin of `servedDifficulty` in contracts,
 * for the reads that draw or group questions by level (quiz, games, the topics' levels).
 */
export const servedDifficultySql = sql<string>`coalesce(${questions.calibratedDifficulty}, ${questions.difficulty})`;
