import type { Db } from '../../db/client';

/**
 * Open disputes of each question's answer, by question id (only questions that have one).
 * Answer disputes do not exist yet: issue 24 adds them to the moderation queue and fills this
 * in; until then every question has none, so no question is suspect for being 'disputed'.
 */
export async function openDisputesByQuestion(_db: Db): Promise<Map<string, number>> {
  return new Map();
}
