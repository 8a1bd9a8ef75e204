import type { AnswerKey } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { Outbox } from '../../lib/outbox';
import { notePlayerChanged } from '../leaderboard';
import type { NotificationsService } from '../notifications';
import {
  QUIZ_SESSION_CHANGED,
  rescoreQuizPage,
  sessionsAskingPage,
  type RescoredSession,
} from '../quiz';
import { inTransaction, lockPointsBalancesOf, postMovement } from '../scoring';
import * as repo from './disputes.repo';

/**
 * Quizzes re-scored per transaction. Each page holds its quizzes' rows (and, on PGlite, the one
 * connection) while it works, about 10 ms a quiz (a ledger movement and a notice each): a page of
 * 10 keeps what a request waits behind it near 100 ms (bench `disputes`).
 */
export const RESCORE_PAGE = 10;
/** How long a moderator's decision re-scores before answering; the background round goes on. */
export const DECISION_BUDGET_MS = 10_000;
/** How long a background round works on one re-scoring before it lets others have a turn. */
export const ROUND_BUDGET_MS = 20_000;
/** How long a re-scoring is kept from the background round while a process works on it. */
export const CLAIM_MS = 2 * 60_000;
/** How often the background round looks for re-scorings left unfinished. */
export const RESCORE_ROUND_MS = 60_000;

/** The ledger movement of one quiz's re-scoring: its key names the decided dispute and the quiz. */
export const rescoreKey = (disputeId: string, sessionId: string) =>
  `dispute_rescore:${disputeId}:${sessionId}`;

export type RescoringDeps = {
  db: Db;
  clock: Clock;
  notifications: Pick<NotificationsService, 'notify'>;
  outbox: Pick<Outbox, 'poke'>;
  invalidation: Pick<InvalidationBus, 'publish'>;
  /** Brings cached rankings up to the balances a page moved (the leaderboard service). */
  leaderboard?: { publishAfter<T>(work: () => Promise<T>): Promise<T> } | undefined;
  pageSize?: number;
};

/**
 * The points of one re-scored quiz through the ledger, in the page's transaction: a gain is paid
 * from the rewards account; a loss is taken back to it, at most what the player holds now (points
 * already spent cannot be taken back, as with a confirmed fast-answer flag), read from
 * `balances` (locked for the page, kept up to date here). Answers what moved.
 */
async function settle(
  tx: Db,
  disputeId: string,
  quiz: RescoredSession,
  at: Date,
  balances: Map<string, number>,
) {
  const key = rescoreKey(disputeId, quiz.sessionId);
  if (quiz.pointsChange > 0) {
    const paid = await postMovement(tx, {
      key,
      kind: 'quiz_reward_corrected',
      reference: quiz.sessionId,
      at,
      legs: [
        { account: { system: 'rewards' }, amount: -quiz.pointsChange },
        { account: { userId: quiz.userId }, amount: quiz.pointsChange },
      ],
    });
    return { paid: paid.posted ? quiz.pointsChange : 0, taken: 0, short: 0 };
  }
  const owed = -quiz.pointsChange;
  const taken = Math.min(owed, balances.get(quiz.userId) ?? 0);
  if (taken === 0) return { paid: 0, taken: 0, short: owed };
  balances.set(quiz.userId, (balances.get(quiz.userId) ?? 0) - taken);
  const posted = await postMovement(tx, {
    key,
    kind: 'quiz_reward_withdrawn',
    reference: quiz.sessionId,
    at,
    legs: [
      { account: { userId: quiz.userId }, amount: -taken },
      { account: { system: 'rewards' }, amount: taken },
    ],
  });
  return posted.posted ? { paid: 0, taken, short: owed - taken } : { paid: 0, taken: 0, short: 0 };
}

/**
 * Re-scores the solo quizzes that asked a corrected question (docs/DECISIONS.md #67), a page of
 * quizzes per transaction in session id order, from where the correction's record says the walk
 * stopped: each page corrects the quizzes' copies, re-judges their answers, moves each completed
 * quiz's points through the ledger (key `dispute_rescore:<dispute>:<session>`, so a page run
 * twice pays once) and tells its player, then records its progress, all in one transaction. A
 * walk cut short (a time budget, a crash) is taken up again from there.
 */
export function createRescoring(deps: RescoringDeps) {
  const { db, clock } = deps;
  const pageSize = deps.pageSize ?? RESCORE_PAGE;
  const publishAfter = deps.leaderboard?.publishAfter ?? (<T>(work: () => Promise<T>) => work());

  /** One page; answers false when the walk is done. */
  async function page(correction: repo.CorrectionRow): Promise<repo.CorrectionRow | null> {
    const sessionIds = await sessionsAskingPage(
      db,
      correction.questionId,
      correction.rescoredThrough,
      pageSize,
    );
    if (sessionIds.length === 0) {
      await repo.finishCorrection(db, correction.id, clock.now());
      return null;
    }
    const at = clock.now();
    const done = await publishAfter(() =>
      inTransaction(db, async (tx) => {
        const { rescored, inPlay } = await rescoreQuizPage(tx, {
          questionId: correction.questionId,
          key: correction.answerKey as AnswerKey,
          explanation: correction.explanationChanged ? correction.explanation : undefined,
          sessionIds,
        });
        const moved = { paid: 0, taken: 0, short: 0 };
        let notified = false;
        const paid = rescored.filter((quiz) => quiz.status === 'completed');
        const balances = await lockPointsBalancesOf(tx, [
          ...new Set(paid.filter((quiz) => quiz.pointsChange < 0).map((quiz) => quiz.userId)),
        ]);
        for (const quiz of paid) {
          if (quiz.pointsChange !== 0) {
            const settled = await settle(tx, correction.disputeId, quiz, at, balances);
            moved.paid += settled.paid;
            moved.taken += settled.taken;
            moved.short += settled.short;
            notePlayerChanged(quiz.userId);
          }
          notified =
            (await deps.notifications.notify(tx, {
              userId: quiz.userId,
              kind: 'answer_corrected',
              data: {
                session_id: quiz.sessionId,
                question_id: correction.questionId,
                question_text: quiz.questionText,
                points_change: quiz.pointsChange,
                now_correct: quiz.nowCorrect,
              },
            })) || notified;
        }
        await repo.advanceCorrection(tx, correction.id, {
          through: sessionIds.at(-1)!,
          sessions: rescored.length,
          ...moved,
        });
        return { notified, inPlay, through: sessionIds.at(-1)!, rescored: rescored.length };
      }),
    );
    if (done.notified) deps.outbox.poke();
    for (const sessionId of done.inPlay)
      await deps.invalidation.publish(QUIZ_SESSION_CHANGED, sessionId);
    return {
      ...correction,
      rescoredThrough: done.through,
      sessionsRescored: correction.sessionsRescored + done.rescored,
    };
  }

  /**
   * Walks the correction's quizzes until it is done or `budgetMs` has passed; answers the
   * correction as it then stands (`completedAt` null: more is left).
   */
  async function run(correctionId: string, budgetMs: number): Promise<repo.CorrectionRow> {
    const started = Date.now();
    let correction = (await repo.findCorrection(db, correctionId))!;
    while (correction.completedAt === null) {
      const next = await page(correction);
      if (next === null) return (await repo.findCorrection(db, correctionId))!;
      correction = next;
      if (Date.now() - started >= budgetMs) break;
    }
    return correction;
  }

  return {
    run,

    /**
     * Re-scores a correction just decided, within the decision's budget, then leaves what is
     * left to the background round. Answers the quizzes re-scored and whether more remain.
     */
    async afterDecision(correctionId: string, budgetMs = DECISION_BUDGET_MS) {
      const correction = await run(correctionId, budgetMs);
      if (correction.completedAt === null) await repo.releaseCorrection(db, correctionId);
      return { sessions: correction.sessionsRescored, pending: correction.completedAt === null };
    },

    /**
     * The background round: takes up re-scorings left unfinished (a decision past its budget, a
     * crash), one at a time under a claim, each for at most the round's budget.
     */
    async round(budgetMs = ROUND_BUDGET_MS): Promise<number> {
      const started = Date.now();
      let worked = 0;
      while (Date.now() - started < budgetMs) {
        const now = clock.now();
        const claimed = await repo.claimUnfinished(db, now, new Date(now.getTime() + CLAIM_MS));
        if (!claimed) break;
        worked += 1;
        const correction = await run(claimed.id, budgetMs - (Date.now() - started));
        if (correction.completedAt === null) await repo.releaseCorrection(db, claimed.id);
      }
      return worked;
    },
  };
}
export type Rescoring = ReturnType<typeof createRescoring>;
