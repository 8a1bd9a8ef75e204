import {
  QUIZ_RULES,
  pointsForAnswer,
  priorDifficulty,
  type DifficultyLevel,
  type GameMode,
  type ServedQuestion,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import type { StoredOption } from '../../db/schema';
import {
  isPastDeadline,
  scoreInput,
  secondsOf,
  speedLimitSeconds,
  streaksFor,
} from './answer-judging';
import { currentQuestion, timeoutAnswer, type PlayState } from './play-state';
import { practiceBotAnswer } from './practice-bot';
import * as repo from './quiz.repo';

/** A question's option ids in the order one player sees them: a fair shuffle (Fisher-Yates). */
export function shuffledOptionOrder<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** The text of one of a stored question's options. */
export function optionText(question: repo.SessionQuestionRow, optionId: string): string {
  return question.options.find((option) => option.id === optionId)?.text ?? '';
}

/** A stored question's options as the contracts name them, in stored order. */
export const optionsOf = (question: { options: readonly StoredOption[] }) =>
  question.options.map((option) => ({ id: option.id, option_text: option.text }));

/** A stored question's options in the order this player sees them. */
export const optionsInPlayOrder = (question: repo.SessionQuestionRow) =>
  question.optionOrder.map((id) => ({ id, option_text: optionText(question, id) }));

/** Up to a quiz's worth of a topic's active questions for the player, the unseen ones first. */
export function chooseQuestions(tx: Db, userId: string, topicId: string) {
  return repo.pickQuestions(tx, { userId, topicId, limit: QUIZ_RULES.questionsPerQuiz });
}

/**
 * The session's questions as stored, in play order: a copy of each question as it is now, the
 * option order this player sees, and the Practice Bot's answer, time and points. The bot plays
 * the player's countdown `limitMs`: paced to it and scored against it, so an accommodated
 * player meets the same opponent at the same share of their clock.
 */
export function sessionQuestionRows(
  sessionId: string,
  picked: readonly repo.PickedQuestion[],
  timing: { mode: GameMode; limitMs: number | null },
  random: () => number,
): repo.SessionQuestionRow[] {
  const { mode, limitMs } = timing;
  const limitSeconds = speedLimitSeconds(limitMs);
  const bots = picked.map((question) =>
    practiceBotAnswer(
      {
        // The measured difficulty when the calibration has one (docs/ARCHITECTURE.md).
        difficultyB:
          question.calibratedB ?? priorDifficulty(question.difficulty as DifficultyLevel),
        optionIds: question.options.map((option) => option.id),
        correctOptionId: question.correctOptionId,
      },
      random,
      limitSeconds,
    ),
  );
  const botStreaks = streaksFor(
    mode,
    bots.map((bot) => bot.correct),
  );
  return picked.map((question, index) => {
    const optionIds = question.options.map((option) => option.id);
    const bot = bots[index]!;
    return {
      sessionId,
      position: index + 1,
      questionId: question.id,
      questionText: question.questionText,
      type: question.type,
      options: question.options,
      language: question.language,
      correctOptionId: question.correctOptionId,
      answerKey: question.answerKey,
      explanation: question.explanation,
      imageUrl: question.imageUrl,
      imageAlt: question.imageAlt,
      points: question.points,
      difficulty: question.difficulty,
      optionOrder: shuffledOptionOrder(optionIds, random),
      botOptionId: bot.optionId,
      botCorrect: bot.correct,
      botTimeMs: bot.timeMs,
      servedAt: null,
      botPoints: pointsForAnswer(
        scoreInput(mode, limitMs, {
          correct: bot.correct,
          basePoints: question.points,
          timeMs: bot.timeMs,
          streak: botStreaks[index],
        }),
      ),
    };
  });
}

/**
 * A served question as the player reads it (never its correct option), with its clock at `now`
 * and the session's countdown `limitMs`.
 */
export function servedQuestionDto(
  limitMs: number | null,
  question: repo.SessionQuestionRow,
  now: Date,
): ServedQuestion {
  const servedAt = question.servedAt!;
  return {
    id: question.questionId,
    position: question.position,
    question_text: question.questionText,
    type: question.type,
    options: optionsInPlayOrder(question),
    language: question.language,
    points: question.points,
    difficulty: question.difficulty as DifficultyLevel,
    served_at: servedAt.toISOString(),
    time_limit_seconds: limitMs === null ? null : limitMs / 1000,
    elapsed_seconds: Math.max(0, secondsOf(now.getTime() - servedAt.getTime())),
    image_url: question.imageUrl,
    image_alt: question.imageAlt,
  };
}

/** Said by a conditional write that wrote nothing: the database is ahead of the state held. */
export const STALE = Symbol('stale');

/**
 * The question the player should see at `now`: questions whose countdown ran out are recorded
 * as timeouts first, and the current one's clock starts when it is first served (a reload
 * never restarts it). Each change is one conditional statement, applied to `state` only once
 * written; STALE when one wrote nothing (another instance answered or served first, or the
 * session ended), so the caller reloads. Undefined when every question has an answer.
 */
export async function serveCurrentQuestion(
  db: Db,
  state: PlayState,
  now: Date,
): Promise<repo.SessionQuestionRow | undefined | typeof STALE> {
  let current = currentQuestion(state);
  while (current && isPastDeadline(state.session.timeLimitMs, current.servedAt, now)) {
    const answer = timeoutAnswer(state, current, now);
    if (!(await repo.insertAnswerIfActive(db, answer))) return STALE;
    state.answers.set(current.position, answer);
    current = currentQuestion(state);
  }
  if (current && !current.servedAt) {
    if (!(await repo.markServedIfActive(db, state.session.id, current.position, now))) return STALE;
    current.servedAt = now;
  }
  return current;
}
