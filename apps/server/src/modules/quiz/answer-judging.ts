import {
  ANSWER_TIMING,
  GAME_MODE_RULES,
  SPEED_FACTOR,
  accommodatedLimitMs,
  answerStreaks,
  chosenOptionOf,
  judgeResponse,
  pointsForAnswer,
  responseProblem,
  type AnswerKey,
  type AnswerScoreInput,
  type PlayerResponse,
  type QuestionType,
  type ExtendedTime,
  type GameMode,
  type ScoringMode,
} from '@quizarena/contracts';
import { AppError } from '../../lib/app-error';

/**
 * How a game scores its answers: the multiplier's context and whether runs of correct answers
 * earn the streak bonus. A solo mode names its own (`scoringOf`); a live game passes its room
 * mode's, so both are judged by the one function below.
 */
export type Scoring = { context: ScoringMode; streakBonus: boolean };

/** A solo mode's scoring. */
export const scoringOf = (mode: GameMode): Scoring => ({
  context: mode,
  streakBonus: GAME_MODE_RULES[mode].streakBonus,
});

const asScoring = (mode: GameMode | Scoring): Scoring =>
  typeof mode === 'string' ? scoringOf(mode) : mode;

/**
 * The longest answer time kept in practice, which has no countdown: the speed factor stops
 * changing at 10 s, and a question left open for weeks must still fit the column.
 */
export const PRACTICE_TIME_CAP_MS = 10 * 60_000;

/** A correct answer faster than this counts toward the speed achievements. */
export const FAST_ANSWER_MS = 2_000;

/** Milliseconds as answers show them: seconds to one decimal. */
export const secondsOf = (ms: number) => Math.round(ms / 100) / 10;

/** The countdown of a mode in milliseconds; null when the mode has none (practice). */
export function timeLimitMs(mode: GameMode): number | null {
  const seconds = GAME_MODE_RULES[mode].secondsPerQuestion;
  return seconds === null ? null : seconds * 1000;
}

/**
 * One player's countdown in `mode`: the mode's, extended by their time accommodation when the
 * game honours it. Solo play always does; a live game passes its host's switch, so every
 * player of a game without it gets the mode's own countdown. Null without a countdown.
 */
export function playerTimeLimitMs(
  mode: GameMode,
  extendedTime: ExtendedTime,
  honourAccommodation = true,
): number | null {
  const base = timeLimitMs(mode);
  return base === null ? null : accommodatedLimitMs(base, honourAccommodation ? extendedTime : 1);
}

/**
 * The limit the speed factor measures against: the player's own countdown (so an
 * accommodated player earns the same factor at the same share of it), or the standard one
 * when there is none (practice).
 */
export const speedLimitSeconds = (limitMs: number | null) =>
  limitMs === null ? SPEED_FACTOR.referenceSeconds : limitMs / 1000;

/** Whether a question served at `servedAt` is past the countdown `limitMs` and the network grace at `now`. */
export function isPastDeadline(limitMs: number | null, servedAt: Date | null, now: Date): boolean {
  return (
    limitMs !== null &&
    servedAt !== null &&
    now.getTime() - servedAt.getTime() > limitMs + ANSWER_TIMING.graceMs
  );
}

/** The answer time stored for `elapsed` ms: capped at the countdown, or the practice cap. */
export function storedTimeMs(limitMs: number | null, elapsed: number): number {
  return Math.min(Math.max(0, elapsed), limitMs ?? PRACTICE_TIME_CAP_MS);
}

/**
 * Each answer's place in its run of correct answers, in play order, in modes with a streak
 * bonus (0 elsewhere). It is a function of the stored answers, so the results breakdown
 * recomputes exactly what each answer was paid.
 */
export function streaksFor(mode: GameMode | Scoring, correct: readonly boolean[]): number[] {
  return asScoring(mode).streakBonus ? answerStreaks(correct) : correct.map(() => 0);
}

/**
 * The scoring rule's input for one answer in `mode` under the countdown `limitMs`, so payment
 * and breakdown read it alike.
 */
export function scoreInput(
  mode: GameMode | Scoring,
  limitMs: number | null,
  answer: {
    correct: boolean;
    basePoints: number;
    timeMs: number;
    streak: number | undefined;
    /** Partial credit (`judgeResponse`); all or nothing by `correct` when absent. */
    credit?: number;
  },
): AnswerScoreInput {
  return {
    correct: answer.correct,
    credit: answer.credit,
    basePoints: answer.basePoints,
    seconds: answer.timeMs / 1000,
    mode: asScoring(mode).context,
    limitSeconds: speedLimitSeconds(limitMs),
    streak: answer.streak,
  };
}

/** A question's key as stored: one correct option (single, true/false) or a key of its own. */
export type StoredKey = {
  type: QuestionType;
  correctOptionId: string | null;
  answerKey: Exclude<AnswerKey, { type: 'single' | 'true_false' }> | null;
};

/** The question's answer key in the contracts' form, whichever way it is stored. */
export function answerKeyOf(question: StoredKey): AnswerKey {
  if (question.type === 'single' || question.type === 'true_false') {
    if (question.correctOptionId === null) throw new Error('A choice question without its option');
    return { type: question.type, correct_option_id: question.correctOptionId };
  }
  if (question.answerKey?.type !== question.type) throw new Error('A question without its key');
  return question.answerKey;
}

const RESPONSE_PROBLEMS = {
  wrong_shape: {
    single: 'This question is answered with one option',
    true_false: 'This question is answered with True or False',
    multiple: 'This question is answered with every option that applies (option_ids)',
    ordering: 'This question is answered with all its options in order (order)',
    typed: 'This question is answered in words (text)',
  },
  unknown_option: 'Not an option of this question',
} as const;

/**
 * Refuses, before anything is written, a response a question cannot judge: the wrong shape for
 * its type, or an option it does not have. The error names the field the response came in.
 */
export function requireAnswerable(
  question: { type: QuestionType; options: readonly { id: string }[] },
  response: PlayerResponse | null,
  field: 'body.selected_option' | 'body.response',
): void {
  if (response === null) return;
  const problem = responseProblem(
    question.type,
    question.options.map((option) => option.id),
    response,
  );
  if (problem === 'wrong_shape') {
    throw AppError.validation(field, RESPONSE_PROBLEMS.wrong_shape[question.type]);
  }
  if (problem) throw AppError.validation(field, RESPONSE_PROBLEMS[problem]);
}

/** One answer to judge: the question as stored for the player, and what they sent when. */
export type AnswerToJudge = {
  /** A solo mode, or a live game's scoring. */
  mode: GameMode | Scoring;
  /**
   * The player's countdown for the question in ms (`playerTimeLimitMs`, or the one a session
   * recorded when it started); null without one (practice).
   */
  limitMs: number | null;
  question: StoredKey & {
    /** The question's base points. */
    points: number;
    /** When the player's clock started; null for a question never served (a timeout of 0 ms). */
    servedAt: Date | null;
  };
  /** What the player sent; null when they sent nothing or never answered. */
  response: PlayerResponse | null;
  /** The server's time of the answer (or of the timeout being recorded). */
  now: Date;
  /** Whether each of the player's earlier questions was answered correctly, in play order. */
  earlierCorrect: readonly boolean[];
};

/** What the server decided about one answer: the fields stored with it. */
export type Judgement = {
  /** The option chosen, for a question answered by one. */
  selectedOptionId: string | null;
  response: PlayerResponse | null;
  isCorrect: boolean;
  /** The share of the points earned (`judgeResponse`). */
  credit: number;
  timedOut: boolean;
  timeTakenMs: number;
  pointsEarned: number;
  /** Faster than a person can answer: kept and paid, but flagged for review. */
  flagged: boolean;
};

/**
 * Judges one answer by the server's clock: an empty or late answer (past the player's
 * countdown and its grace) is a timeout worth nothing; the time kept is capped at the
 * countdown; the response is judged by its type's rule (`judgeResponse`, partial credit
 * included) and points follow the contracts' rule, the speed factor measured against that
 * countdown, with the mode's streak bonus. Pure, so any game can call it per player.
 */
export function judgeAnswer({
  mode,
  limitMs,
  question,
  response,
  now,
  earlierCorrect,
}: AnswerToJudge): Judgement {
  const elapsed = question.servedAt ? Math.max(0, now.getTime() - question.servedAt.getTime()) : 0;
  const timedOut = response === null || isPastDeadline(limitMs, question.servedAt, now);
  const verdict = timedOut
    ? { credit: 0, correct: false }
    : judgeResponse(answerKeyOf(question), response);
  const timeTakenMs = storedTimeMs(limitMs, elapsed);
  const streak = streaksFor(mode, [...earlierCorrect, verdict.correct]).at(-1);
  return {
    selectedOptionId: chosenOptionOf(response),
    response,
    isCorrect: verdict.correct,
    credit: verdict.credit,
    timedOut,
    timeTakenMs,
    pointsEarned: pointsForAnswer(
      scoreInput(mode, limitMs, {
        correct: verdict.correct,
        credit: verdict.credit,
        basePoints: question.points,
        timeMs: timeTakenMs,
        streak,
      }),
    ),
    flagged: !timedOut && elapsed < ANSWER_TIMING.suspiciousMs,
  };
}

/** Whether a stored answer counts toward the speed achievements (a flagged one never does). */
export const isFastAnswer = (answer: Pick<Judgement, 'isCorrect' | 'flagged' | 'timeTakenMs'>) =>
  answer.isCorrect && !answer.flagged && answer.timeTakenMs < FAST_ANSWER_MS;
