import { DISPUTE_MESSAGES, type AnswerDispute, type DisputeBody } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { askedQuestionOf, sessionOwnerOf } from '../quiz';
import * as repo from './disputes.repo';

const SESSION_NOT_FOUND = 'Quiz session not found';

export function toDisputeDto(row: repo.DisputeRow): AnswerDispute {
  return {
    id: row.id,
    session_id: row.sessionId,
    question_id: row.questionId,
    reason: row.reason,
    status: row.status,
    moderator_note: row.moderatorNote,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

/**
 * A player's disputes of their own quizzes' answers (docs/DECISIONS.md #67). Only the quiz's
 * player may dispute (anyone else's quiz is not found, as the quiz's own calls say), only a
 * question the quiz put to them: answered, or seen in a quiz that is over (a question still in
 * play is answered first). One dispute per question of a quiz: a second is 409.
 */
export function createDisputes(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function ownSession(userId: string, sessionId: string) {
    if ((await sessionOwnerOf(db, sessionId)) !== userId)
      throw AppError.notFound(SESSION_NOT_FOUND);
  }

  return {
    /** `POST /api/games/session/{id}/questions/{questionId}/disputes`. */
    async file(
      userId: string,
      sessionId: string,
      questionId: string,
      body: DisputeBody,
    ): Promise<AnswerDispute> {
      await ownSession(userId, sessionId);
      const asked = await askedQuestionOf(db, sessionId, questionId);
      const field = 'params.questionId';
      if (!asked) throw AppError.validation(field, DISPUTE_MESSAGES.notInQuiz);
      if (asked.status === 'active' && !asked.answered)
        throw AppError.validation(field, DISPUTE_MESSAGES.notAnswered);
      // A quiz completed early records a timeout for what it never showed.
      if (asked.servedAt === null) throw AppError.validation(field, DISPUTE_MESSAGES.notServed);
      const row = await repo.insertDispute(db, {
        userId,
        sessionId,
        questionId,
        reason: body.reason,
        createdAt: clock.now(),
      });
      if (!row)
        throw new AppError(409, 'ALREADY_DISPUTED', DISPUTE_MESSAGES.already, {
          details: [{ field, message: DISPUTE_MESSAGES.already }],
        });
      return toDisputeDto(row);
    },

    /** `GET /api/games/session/{id}/disputes`: the caller's disputes of their quiz. */
    async ofSession(userId: string, sessionId: string): Promise<AnswerDispute[]> {
      await ownSession(userId, sessionId);
      return (await repo.disputesOfSession(db, userId, sessionId)).map(toDisputeDto);
    },
  };
}
export type Disputes = ReturnType<typeof createDisputes>;
