import {
  plausibleFloorMs,
  readingLength,
  REVIEW_RULES,
  responseOfBody,
  reviewRating,
  rightAnswerText,
  rightResponse,
  type AnswerBody,
  type DifficultyLevel,
  type ReviewAnswerResult,
  type ReviewRound,
  type ReviewRoundCreateBody,
  type ReviewRoundResult,
  type ReviewSummary,
  type ServedQuestion,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { DomainEvents } from '../../lib/domain-events';
import type { ContentService } from '../content';
import { notePlayerChanged, recordEarnedPoints } from '../leaderboard';
import {
  answerKeyOf,
  judgeAnswer,
  refuseOutOfTurn,
  responseField,
  shuffledOptionOrder,
} from '../quiz';
import {
  creditPlayerDay,
  creditStreakDay,
  inTransaction,
  playerDayOf,
  postMovement,
  topicsByAccuracyOf,
} from '../scoring';
import { memoryKey, recordAnswers } from './memory';
import * as repo from './review.repo';

export type ReviewDependencies = {
  db: Db;
  clock: Clock;
  /** Checks a topic a round is asked for (`getTopicNamedIn`). */
  content: Pick<ContentService, 'getTopicNamedIn'>;
  /** Values in [0, 1): option orders. */
  random?: () => number;
  /** Told of board changes once a paid answer committed. */
  events?: Pick<DomainEvents, 'emit'>;
  /** Brings the cached leaderboard rankings up to the points an answer committed. */
  leaderboard?: { publishAfter<T>(work: () => Promise<T>): Promise<T> };
};

const ROUND_NOT_FOUND = 'Review round not found';
const secondsOf = (ms: number) => Math.round(ms / 100) / 10;

/** Whether a failed insert was the second active round of a player (two starts at once). */
const isSecondActiveRound = (error: unknown) =>
  (error as { code?: string; constraint?: string } | null)?.constraint ===
  'review_rounds_one_active_key';

/**
 * Review mode (docs/ARCHITECTURE.md, Review and spaced repetition): rounds of questions the
 * player's memories say are due, then new ones from their weakest topics, played like practice
 * (no countdown, practice's points through the ledger), each answer moving the memory it
 * reviews, and a day's review goal counting the day for the streak.
 */
export function createReviewService({
  db,
  clock,
  content,
  random = Math.random,
  events,
  leaderboard,
}: ReviewDependencies) {
  const publishAfter = leaderboard?.publishAfter ?? (<T>(work: () => Promise<T>) => work());

  /** Today's review answers, as the streak counts the day. */
  async function dailyGoal(handle: Db, userId: string, reviewed?: number) {
    const count =
      reviewed ??
      (await repo.reviewedOn(handle, userId, (await playerDayOf(handle, userId, clock.now())).day));
    return {
      reviewed_today: count,
      daily_goal: REVIEW_RULES.dailyGoal,
      goal_met: count >= REVIEW_RULES.dailyGoal,
    };
  }

  /** The caller's round, locked; anyone else's is not found. */
  async function lockOwnRound(tx: Db, userId: string, roundId: string) {
    const round = await repo.lockRound(tx, roundId);
    if (!round || round.userId !== userId) throw AppError.notFound(ROUND_NOT_FOUND);
    return round;
  }

  const requireActive = (round: repo.RoundRow) => {
    if (round.status !== 'active') {
      throw AppError.conflict('SESSION_COMPLETED', 'This review round is already complete');
    }
  };

  const currentOf = (questions: repo.RoundQuestionRow[]) =>
    questions.find((question) => question.answeredAt === null);

  function servedDto(question: repo.RoundQuestionRow, servedAt: Date, now: Date): ServedQuestion {
    const text = new Map(question.options.map((option) => [option.id, option.text]));
    return {
      id: question.questionId,
      position: question.position,
      question_text: question.questionText,
      type: question.type,
      options: question.optionOrder.map((id) => ({ id, option_text: text.get(id) ?? '' })),
      language: question.language,
      points: question.points,
      difficulty: question.difficulty as DifficultyLevel,
      served_at: servedAt.toISOString(),
      time_limit_seconds: null,
      elapsed_seconds: Math.max(0, secondsOf(now.getTime() - servedAt.getTime())),
      image_url: question.imageUrl,
      image_alt: question.imageAlt,
    };
  }

  function roundDto(round: repo.RoundRow, questions: repo.RoundQuestionRow[]): ReviewRound {
    const answered = questions.filter((question) => question.answeredAt !== null);
    const current = round.status === 'active' ? currentOf(questions) : undefined;
    const now = clock.now();
    return {
      id: round.id,
      status: round.status as ReviewRound['status'],
      total_questions: round.questionCount,
      due_questions: round.dueCount,
      answered_count: answered.length,
      correct_count: answered.filter((question) => question.isCorrect).length,
      points_earned: answered.reduce((sum, question) => sum + (question.pointsEarned ?? 0), 0),
      started_at: round.startedAt.toISOString(),
      current_question: current?.servedAt ? servedDto(current, current.servedAt, now) : null,
    };
  }

  /**
   * The round's questions: the player's due ones, longest overdue first, then new ones (never
   * answered) from the topics they answer worst, up to `size`.
   */
  async function chooseQuestions(tx: Db, userId: string, body: ReviewRoundCreateBody) {
    const now = clock.now();
    const due = await repo.dueQuestionIds(tx, {
      userId,
      now,
      limit: body.size,
      ...(body.topic_id ? { topicId: body.topic_id } : {}),
    });
    const weakest = body.topic_id
      ? [body.topic_id]
      : (await topicsByAccuracyOf(tx, userId)).map((topic) => topic.topicId);
    const fresh = await repo.newQuestionIds(tx, {
      userId,
      topicIds: weakest,
      limit: body.size - due.length,
    });
    return { due, fresh };
  }

  return {
    /** What is due now, per topic, and today's progress towards the review goal. */
    async summary(userId: string): Promise<ReviewSummary> {
      const now = clock.now();
      const [byTopic, totals, goal] = await Promise.all([
        repo.dueByTopic(db, userId, now),
        repo.cardTotals(db, userId, now),
        dailyGoal(db, userId),
      ]);
      return {
        ...goal,
        due_now: byTopic.reduce((sum, topic) => sum + topic.due, 0),
        next_due_at: totals.nextDue?.toISOString() ?? null,
        total_cards: totals.cards,
        topics: byTopic.map((topic) => ({ topic_id: topic.topicId, due: topic.due })),
      };
    },

    /**
     * Starts a review round, or resumes the one in play (a player has one at a time): due
     * questions first, then new ones from the weakest topics. Nothing to ask is a conflict.
     */
    async start(userId: string, body: ReviewRoundCreateBody): Promise<ReviewRound> {
      if (body.topic_id) await content.getTopicNamedIn(body.topic_id, 'body.topic_id', { userId });
      const begin = () =>
        inTransaction(db, async (tx) => {
          const active = await repo.activeRound(tx, userId);
          if (active) return { round: active, questions: await repo.roundQuestions(tx, active.id) };
          const { due, fresh } = await chooseQuestions(tx, userId, body);
          const picked = [...due, ...fresh];
          if (picked.length === 0) {
            throw AppError.conflict('NOTHING_TO_REVIEW', 'Nothing to review now');
          }
          const options = new Map(
            (await repo.optionIdsOf(tx, picked)).map((row) => [
              row.id,
              row.options.map((option) => option.id),
            ]),
          );
          const round = await repo.insertRound(tx, {
            userId,
            questionCount: picked.length,
            dueCount: due.length,
            startedAt: clock.now(),
          });
          await repo.insertRoundQuestions(
            tx,
            picked.map((questionId, index) => ({
              roundId: round.id,
              position: index + 1,
              questionId,
              wasDue: index < due.length,
              optionOrder: shuffledOptionOrder(options.get(questionId) ?? [], random),
            })),
          );
          return { round, questions: await repo.roundQuestions(tx, round.id) };
        });
      try {
        const { round, questions } = await begin();
        return roundDto(round, questions);
      } catch (error) {
        // Two starts at once: the second finds the first's round.
        if (!isSecondActiveRound(error)) throw error;
        const { round, questions } = await begin();
        return roundDto(round, questions);
      }
    },

    /** The caller's round as it stands (the served question included, for a reload). */
    async get(userId: string, roundId: string): Promise<ReviewRound> {
      const round = await repo.findRound(db, roundId);
      if (!round || round.userId !== userId) throw AppError.notFound(ROUND_NOT_FOUND);
      return roundDto(round, await repo.roundQuestions(db, roundId));
    },

    /**
     * Serves the next unanswered question and starts its clock (once: serving it again keeps the
     * time it was first served). Null when every question has an answer.
     */
    async next(userId: string, roundId: string): Promise<ServedQuestion | null> {
      return inTransaction(db, async (tx) => {
        const round = await lockOwnRound(tx, userId, roundId);
        requireActive(round);
        const current = currentOf(await repo.roundQuestions(tx, roundId));
        if (!current) return null;
        const now = clock.now();
        if (!current.servedAt) await repo.markServed(tx, roundId, current.position, now);
        return servedDto(current, current.servedAt ?? now, now);
      });
    },

    /**
     * Judges an answer as solo play does (practice: no countdown), moves the question's memory
     * by its grade, pays practice's points through the ledger (the answer is the key) and counts
     * it towards the day's review goal, whose tenth answer counts the day for the streak; all in
     * one transaction.
     */
    async answer(userId: string, roundId: string, body: AnswerBody): Promise<ReviewAnswerResult> {
      const outcome = await publishAfter(() =>
        inTransaction(db, async (tx) => {
          const round = await lockOwnRound(tx, userId, roundId);
          requireActive(round);
          const questions = await repo.roundQuestions(tx, roundId);
          const question = questions.find((one) => one.questionId === body.question_id);
          if (!question) {
            throw AppError.validation(
              'body.question_id',
              'This question is not part of the review round',
            );
          }
          const response = responseOfBody(body);
          refuseOutOfTurn({
            answered: question.answeredAt !== null,
            current: question === currentOf(questions) && question.servedAt !== null,
            question,
            response,
            field: responseField(body),
          });
          const now = clock.now();
          const judged = judgeAnswer({
            mode: 'practice',
            limitMs: null,
            question: {
              type: question.type,
              correctOptionId: question.correctOptionId,
              answerKey: question.answerKey,
              points: question.points,
              servedAt: question.servedAt,
            },
            response,
            now,
            earlierCorrect: [],
          });
          const readingChars = readingLength(question.questionText, question.options);
          const rating = reviewRating({
            correct: judged.isCorrect,
            timedOut: judged.timedOut,
            timeMs: judged.timeTakenMs,
            limitMs: null,
            readingChars,
          });
          await repo.recordAnswer(
            tx,
            { roundId, position: question.position },
            {
              selectedOptionId: judged.selectedOptionId,
              response: judged.response,
              isCorrect: judged.isCorrect,
              credit: judged.credit,
              timeTakenMs: judged.timeTakenMs,
              pointsEarned: judged.pointsEarned,
              rating,
              answeredAt: now,
            },
          );
          const memories = await recordAnswers(tx, [
            { userId, questionId: question.questionId, at: now, rating },
          ]);
          const { day, timeZone } = await playerDayOf(tx, userId, now);
          const reviewed = await repo.addReviewToDay(tx, {
            userId,
            day,
            correct: judged.isCorrect,
          });
          // The goal's answer counts the day, once: later answers find it counted.
          if (reviewed === REVIEW_RULES.dailyGoal) await creditStreakDay(tx, userId, day);
          const points = judged.pointsEarned;
          if (points > 0) {
            // The player's day before the shared rewards row, in the order a quiz takes them.
            await creditPlayerDay(tx, { userId, at: now, points, timeZone });
            await postMovement(tx, {
              key: `review_answer:${roundId}:${question.position}`,
              kind: 'review_reward',
              reference: roundId,
              at: now,
              legs: [
                { account: { system: 'rewards' }, amount: -points },
                { account: { userId }, amount: points },
              ],
            });
            notePlayerChanged(userId);
            // As a practice quiz's points, on the same boards; an answer faster than a person
            // reads is paid but kept off them, as the fast-answer review keeps a flagged quiz.
            if (judged.timeTakenMs >= plausibleFloorMs(readingChars)) {
              await recordEarnedPoints(tx, {
                userId,
                points,
                at: now,
                categoryId: question.categoryId,
                topicId: question.topicId,
              });
            }
          }
          const memory = memories.get(memoryKey(userId, question.questionId))!;
          const answered = questions.filter((one) => one.answeredAt !== null).length + 1;
          const key = answerKeyOf(question);
          const result: ReviewAnswerResult = {
            question_id: question.questionId,
            position: question.position,
            type: question.type,
            selected_option: judged.selectedOptionId,
            response: judged.response,
            correct_option: question.correctOptionId,
            correct_response: rightResponse(key),
            correct_answer: rightAnswerText(
              key,
              question.options.map((option) => ({ id: option.id, option_text: option.text })),
            ),
            is_correct: judged.isCorrect,
            credit: judged.credit,
            timed_out: judged.timedOut,
            time_taken: secondsOf(judged.timeTakenMs),
            points_earned: points,
            explanation: question.explanation,
            rating,
            next_due_at: memory.due.toISOString(),
            answered_count: answered,
            total_questions: round.questionCount,
            is_last: answered === round.questionCount,
            ...(await dailyGoal(tx, userId, reviewed)),
          };
          return { result, paid: points > 0, scopes: [question.categoryId, question.topicId] };
        }),
      );
      if (outcome.paid) {
        const [categoryId, topicId] = outcome.scopes;
        events?.emit('leaderboard.changed', {
          scopes: ['global', 'organization', 'level', categoryId!, `topic_${topicId}`],
        });
      }
      return outcome.result;
    },

    /**
     * Ends the caller's round: questions left unanswered are simply not asked (review has no
     * countdown to run out). Completing again answers the same summary.
     */
    async complete(userId: string, roundId: string): Promise<ReviewRoundResult> {
      return inTransaction(db, async (tx) => {
        const round = await lockOwnRound(tx, userId, roundId);
        if (round.status === 'active') await repo.completeRound(tx, roundId, clock.now());
        const questions = await repo.roundQuestions(tx, roundId);
        const answered = questions.filter((question) => question.answeredAt !== null);
        const totals = await repo.cardTotals(tx, userId, clock.now());
        return {
          id: round.id,
          total_questions: round.questionCount,
          answered_count: answered.length,
          correct_count: answered.filter((question) => question.isCorrect).length,
          points_earned: answered.reduce((sum, question) => sum + (question.pointsEarned ?? 0), 0),
          next_due_at: totals.nextDue?.toISOString() ?? null,
          ...(await dailyGoal(tx, userId)),
        };
      });
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
