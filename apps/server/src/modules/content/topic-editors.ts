import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { topics } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export const TOPIC_NOT_EDITABLE = 'Only the owner of this question set may change it';

/** Who asks to change a topic's questions. */
export type TopicEditor = { id: string; role: string };

/**
 * The topic `editor` may write questions into: their own question set, or, for an
 * administrator, a catalogue topic (docs/DECISIONS.md #68). Someone else's set is 404 to a
 * stranger (its existence is not revealed) and 403 to an administrator, who moderates sets but
 * does not write in them.
 */
export async function requireEditableTopic(
  db: Db,
  editor: TopicEditor,
  topicId: string,
): Promise<typeof topics.$inferSelect> {
  const [topic] = await db.select().from(topics).where(eq(topics.id, topicId)).limit(1);
  if (!topic) throw AppError.notFound('Topic not found');
  if (topic.ownerId === editor.id) return topic;
  if (topic.ownerId === null && editor.role === 'admin') return topic;
  if (editor.role === 'admin') throw AppError.forbidden(TOPIC_NOT_EDITABLE);
  throw AppError.notFound('Topic not found');
}
