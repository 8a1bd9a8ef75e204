import { eq } from 'drizzle-orm';
import { answerDisputes } from '../../db/schema';
import { cascade, type PersonalDataPart } from '../../lib/personal-data';

/**
 * The answers the person disputed, what they wrote and what became of them; not who decided.
 * A moderator who decided disputes is named only by `resolved_by`, which their erasure empties
 * (`on delete set null`).
 */
export const disputesPersonalData: PersonalDataPart = {
  module: 'disputes',
  describes: 'The quiz answers you disputed, your reasons and the moderators’ decisions',
  tables: ['answer_disputes'],
  async export(db, userId) {
    return {
      disputes: await db
        .select({
          id: answerDisputes.id,
          session_id: answerDisputes.sessionId,
          question_id: answerDisputes.questionId,
          reason: answerDisputes.reason,
          status: answerDisputes.status,
          moderator_note: answerDisputes.moderatorNote,
          created_at: answerDisputes.createdAt,
          resolved_at: answerDisputes.resolvedAt,
        })
        .from(answerDisputes)
        .where(eq(answerDisputes.userId, userId)),
    };
  },
  // The person's disputes are keyed to them `on delete cascade`.
  erase: cascade,
};
