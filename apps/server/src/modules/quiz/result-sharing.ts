import {
  accuracyPercent,
  publicIdentity,
  type GameMode,
  type SharedResult,
  type ShareLink,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token';
import { findOwnSession, requireOwnCompleted } from './play-state';
import * as repo from './quiz.repo';
import { toIdentityInput } from '../auth';

/** A share link's token; only its SHA-256 is stored. */
const newShareToken = newOpaqueToken;
const hashShareToken = hashOpaqueToken;

/** Share links to completed results: turning them on and off, and the public card they open. */
export function createResultSharing({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /**
     * Turns on a share link for one of the caller's completed results, answering the link; a
     * link given out before stops working. Anyone else's session is not found.
     */
    async share(userId: string, sessionId: string): Promise<ShareLink> {
      const session = await requireOwnCompleted(db, userId, sessionId);
      const token = newShareToken();
      await repo.putShare(db, session.id, hashShareToken(token), clock.now());
      return { token, path: `/shared/${token}` };
    },

    /** Turns the caller's share link off: the link answers not found from now on. */
    async unshare(userId: string, sessionId: string): Promise<void> {
      const session = await findOwnSession(db, userId, sessionId);
      await repo.deleteShare(db, session.id);
    },

    /**
     * The public card of a shared result, for anyone with the link: the player as others may
     * see them (hidden profiles unnamed, possible minors by short name), never their answers.
     * A link turned off, or a player who is no longer listed, is not found.
     */
    async sharedResult(token: string): Promise<SharedResult> {
      const row = await repo.findShared(db, hashShareToken(token));
      const identity =
        row && publicIdentity(toIdentityInput(row.player), clock.now().getUTCFullYear());
      if (!row || !identity?.listed) throw AppError.notFound('Shared result not found');
      const { session } = row;
      return {
        display_name: identity.displayName,
        topic: { id: session.topicId, name: row.topicName },
        category: { id: session.categoryId, name: row.categoryName },
        game_mode: session.gameMode as GameMode,
        total_points: session.totalPoints,
        accuracy: accuracyPercent(session.correctCount, session.questionCount),
        correct_answers: session.correctCount,
        total_questions: session.questionCount,
        completed_at: session.completedAt!.toISOString(),
      };
    },
  };
}
