import {
  MODERATION_MESSAGES,
  answerKeyProblem,
  rightAnswerText,
  type AnswerCorrection,
  type AnswerKey,
  type DisputeDetail,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../../lib/outbox';
import { fullNamesOf } from '../auth';
import {
  lockQuestion,
  questionWithKey,
  questionsWithKeys,
  setQuestionKey,
  type QuestionRow,
} from '../content';
import { maskRudeWords } from '../messages';
import type { NotificationsService } from '../notifications';
import { answerKeyOf, answersOfQuestion, askedQuestionOf, storedKeyOf } from '../quiz';
import { inTransaction } from '../scoring';
import { disputeStatistics } from './dispute-statistics';
import * as repo from './disputes.repo';
import { CLAIM_MS, type Rescoring } from './rescoring';

/** What a decision hands the moderation queue to record in its transaction. */
export type DisputeDecision = {
  questionId: string;
  /** Every dispute it resolved (all that were open on the question). */
  disputes: repo.DisputeRow[];
  /** An upheld one's key before and after. */
  key?: { before: AnswerKey; after: AnswerKey; explanation_changed: boolean };
};

type Within = (tx: Db, decision: DisputeDecision) => Promise<void>;

const decided = () => AppError.conflict('ITEM_DECIDED', MODERATION_MESSAGES.decided);
const sameKey = (a: AnswerKey, b: AnswerKey) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The corrected key a moderator's `correction` says, checked against the question: the right
 * field for its type (`correct_option_id` for single choice and true/false, `answer_key` of the
 * question's own type for the others), a key that fits its options (`answerKeyProblem`), and a
 * change (a new key, or at least a new explanation). Each refusal is a 400 naming its field.
 */
export function correctedKeyOf(question: QuestionRow, correction: AnswerCorrection | undefined) {
  const messages = MODERATION_MESSAGES;
  if (!correction) throw AppError.validation('body.correction', messages.correctionNeeded);
  const choice = question.type === 'single' || question.type === 'true_false';
  let key: AnswerKey;
  let field: string;
  if (choice) {
    field = 'body.correction.correct_option_id';
    if (correction.answer_key !== undefined)
      throw AppError.validation('body.correction.answer_key', messages.correctionWrongField.choice);
    if (correction.correct_option_id === undefined)
      throw AppError.validation(field, messages.correctionNeeded);
    key = { type: question.type, correct_option_id: correction.correct_option_id } as AnswerKey;
  } else {
    field = 'body.correction.answer_key';
    if (correction.correct_option_id !== undefined)
      throw AppError.validation(
        'body.correction.correct_option_id',
        messages.correctionWrongField.key,
      );
    if (correction.answer_key === undefined)
      throw AppError.validation(field, messages.correctionNeeded);
    if (correction.answer_key.type !== question.type)
      throw AppError.validation(`${field}.type`, messages.correctionWrongType);
    key = correction.answer_key;
  }
  const problem = answerKeyProblem(
    key,
    question.options.map((option) => option.id),
  );
  if (problem) throw AppError.validation(field, messages.keyProblems[problem]);
  const explanationChanged =
    correction.explanation !== undefined && correction.explanation !== question.explanation;
  if (sameKey(key, answerKeyOf(question)) && !explanationChanged)
    throw AppError.validation(field, messages.correctionUnchanged);
  return { key, explanation: explanationChanged ? correction.explanation : undefined };
}

/**
 * The moderation queue's source of answer disputes (docs/DECISIONS.md #67): one item per
 * disputed question, named by its oldest open dispute; a decision resolves every open dispute
 * of the question. Upholding corrects the question and re-scores the quizzes that asked it
 * (`Rescoring`); rejecting leaves it. Each disputer is told either way.
 */
export function createDisputeDecisions(deps: {
  db: Db;
  clock: Clock;
  notifications: Pick<NotificationsService, 'notify'>;
  outbox: Pick<Outbox, 'poke'>;
  rescoring: Pick<Rescoring, 'afterDecision'>;
}) {
  const { db, clock } = deps;

  async function tellDisputers(
    tx: Db,
    disputes: repo.DisputeRow[],
    question: { id: string; text: string },
    outcome: 'upheld' | 'rejected',
    note: string,
  ): Promise<boolean> {
    let wrote = false;
    for (const dispute of disputes)
      wrote =
        (await deps.notifications.notify(tx, {
          userId: dispute.userId,
          kind: 'dispute_resolved',
          data: {
            dispute_id: dispute.id,
            session_id: dispute.sessionId,
            question_id: question.id,
            question_text: question.text,
            outcome,
            note,
          },
        })) || wrote;
    return wrote;
  }

  /** Locks the question's open disputes; the item's own must be among them, else it is decided. */
  async function openOnes(tx: Db, dispute: repo.DisputeRow) {
    const open = await repo.lockOpenDisputesOf(tx, dispute.questionId);
    if (!open.some((row) => row.id === dispute.id)) throw decided();
    return open;
  }

  return {
    find: (id: string) => repo.findDispute(db, id),

    /** The queue's items: the disputed questions, oldest dispute first, with the question's text. */
    async pending(limit: number) {
      const rows = await repo.pendingQuestions(db, limit);
      const questions = await questionsWithKeys(db, [
        ...new Set(rows.map((row) => row.dispute.questionId)),
      ]);
      const texts = new Map(questions.map((question) => [question.id, question.questionText]));
      return rows.map((row) => ({
        ...row,
        questionText: texts.get(row.dispute.questionId) ?? '',
      }));
    },

    count: () => repo.countDisputedQuestions(db),

    /** The open disputes of the dispute's question (whose they are, for the own-item rule). */
    openOf: (dispute: repo.DisputeRow) => repo.openDisputesOf(db, dispute.questionId),

    /** Everything a moderator decides a disputed question on. */
    async detail(dispute: repo.DisputeRow): Promise<DisputeDetail> {
      const question = (await questionWithKey(db, dispute.questionId))!;
      const key = answerKeyOf(question);
      const [open, asked, grouped] = await Promise.all([
        repo.openDisputesOf(db, dispute.questionId),
        askedQuestionOf(db, dispute.sessionId, dispute.questionId),
        answersOfQuestion(db, dispute.questionId),
      ]);
      const names = await fullNamesOf(db, [
        ...new Set([dispute.userId, ...open.map((row) => row.userId)]),
      ]);
      const entry = (row: repo.DisputeRow) => ({
        id: row.id,
        session_id: row.sessionId,
        disputer: names.has(row.userId) ? { id: row.userId, name: names.get(row.userId)! } : null,
        // Staff read it as written but for rude words: it is evidence about a question, not a person.
        reason: maskRudeWords(row.reason),
        created_at: row.createdAt.toISOString(),
      });
      const options = question.options.map((option) => ({
        id: option.id,
        option_text: option.text,
      }));
      const statistics = disputeStatistics(key, question.options, grouped);
      return {
        id: dispute.id,
        status: dispute.status,
        moderator_note: dispute.moderatorNote,
        question: {
          id: question.id,
          text: question.questionText,
          type: question.type,
          options,
          answer_key: key,
          correct_answer: rightAnswerText(key, options),
          explanation: question.explanation,
          language: question.language,
        },
        response: asked?.response ?? null,
        statistics: {
          ...statistics,
          responses:
            statistics.responses?.map((row) => ({ ...row, text: maskRudeWords(row.text) })) ?? null,
        },
        open_disputes: open.map(entry),
        disputer: entry(dispute),
      };
    },

    /** Refuses a correction that cannot be made, before the decision's claim is taken. */
    async check(dispute: repo.DisputeRow, correction: AnswerCorrection | undefined) {
      const question = await questionWithKey(db, dispute.questionId);
      if (!question) throw AppError.notFound('Question not found');
      correctedKeyOf(question, correction);
    },

    /**
     * Upholds every open dispute of the question in one transaction: the question's key (and
     * explanation) corrected in the catalogue, the correction recorded for the re-scoring (kept
     * from the background round while this process works on it), the disputes resolved and each
     * disputer told, and whatever `within` records. Then re-scores the quizzes that asked it,
     * within the decision's budget; answers how far that got.
     */
    async uphold(
      dispute: repo.DisputeRow,
      body: { note: string; correction: AnswerCorrection | undefined },
      moderatorId: string,
      within: Within,
    ) {
      const correction = await inTransaction(db, async (tx) => {
        const open = await openOnes(tx, dispute);
        const question = await lockQuestion(tx, dispute.questionId);
        if (!question) throw AppError.notFound('Question not found');
        const { key, explanation } = correctedKeyOf(question, body.correction);
        const before = answerKeyOf(question);
        await setQuestionKey(tx, question.id, storedKeyOf(key), explanation);
        const now = clock.now();
        const row = await repo.insertCorrection(tx, {
          disputeId: dispute.id,
          questionId: question.id,
          answerKey: key,
          previousKey: before,
          explanationChanged: explanation !== undefined,
          explanation: explanation ?? null,
          decidedAt: now,
          claimedUntil: new Date(now.getTime() + CLAIM_MS),
        });
        await repo.resolveDisputes(
          tx,
          open.map((row) => row.id),
          { status: 'upheld', note: body.note, by: moderatorId, at: now },
        );
        const told = await tellDisputers(
          tx,
          open,
          { id: question.id, text: question.questionText },
          'upheld',
          body.note,
        );
        await within(tx, {
          questionId: question.id,
          disputes: open,
          key: { before, after: key, explanation_changed: explanation !== undefined },
        });
        return { row, told };
      });
      if (correction.told) deps.outbox.poke();
      return deps.rescoring.afterDecision(correction.row.id);
    },

    /** Rejects every open dispute of the question, each disputer told, with `within`'s record. */
    async reject(dispute: repo.DisputeRow, note: string, moderatorId: string, within: Within) {
      const told = await inTransaction(db, async (tx) => {
        const open = await openOnes(tx, dispute);
        const question = (await questionWithKey(tx, dispute.questionId))!;
        await repo.resolveDisputes(
          tx,
          open.map((row) => row.id),
          { status: 'rejected', note, by: moderatorId, at: clock.now() },
        );
        const wrote = await tellDisputers(
          tx,
          open,
          { id: question.id, text: question.questionText },
          'rejected',
          note,
        );
        await within(tx, { questionId: question.id, disputes: open });
        return wrote;
      });
      if (told) deps.outbox.poke();
    },
  };
}
export type DisputeDecisions = ReturnType<typeof createDisputeDecisions>;
