import type { Db } from '../../db/client';
import { openDisputeCounts } from '../disputes';

/**
 * Open disputes of each question's answer, by question id (only questions that have one): the
 * answer disputes waiting in the moderation queue, read through the disputes module.
 */
export function openDisputesByQuestion(db: Db): Promise<Map<string, number>> {
  return openDisputeCounts(db);
}
