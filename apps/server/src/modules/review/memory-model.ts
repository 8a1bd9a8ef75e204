import { REVIEW_RULES, type ReviewRating } from '@quizarena/contracts';
import {
  createEmptyCard,
  fsrs,
  generatorParameters,
  Rating,
  type Card,
  type Grade,
  type State,
} from 'ts-fsrs';

/**
 * The scheduler's parameters (docs/ARCHITECTURE.md, Review and spaced repetition): FSRS-6 with
 * ts-fsrs' default weights (no per-player optimisation: a player has too few reviews for one),
 * aiming at a 90% chance of recall when a question comes due, a year at most between reviews, a
 * little fuzz so questions learnt together spread over several days, and no short-term steps:
 * a quiz is played days apart, not minutes, so a missed question comes back the next day rather
 * than in one minute.
 */
export const MEMORY_PARAMETERS = generatorParameters({
  request_retention: 0.9,
  maximum_interval: 365,
  enable_fuzz: true,
  enable_short_term: false,
});

const scheduler = fsrs(MEMORY_PARAMETERS);

const GRADES: Readonly<Record<ReviewRating, Grade>> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

/** A stored memory of a question: the columns of `review_cards` the scheduler reads. */
export type MemoryState = {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date;
};

const toCard = (memory: MemoryState): Card => ({
  due: memory.due,
  stability: memory.stability,
  difficulty: memory.difficulty,
  elapsed_days: memory.elapsedDays,
  scheduled_days: memory.scheduledDays,
  learning_steps: memory.learningSteps,
  reps: memory.reps,
  lapses: memory.lapses,
  state: memory.state as State,
  last_review: memory.lastReview,
});

/** The memory after one answer graded `rating` at `at`; `memory` undefined for a first answer. */
export function afterAnswer(
  memory: MemoryState | undefined,
  at: Date,
  rating: ReviewRating,
): MemoryState {
  const card = memory ? toCard(memory) : createEmptyCard(at);
  const next = scheduler.next(card, at, GRADES[rating]).card;
  return {
    due: next.due,
    stability: next.stability,
    difficulty: next.difficulty,
    elapsedDays: next.elapsed_days,
    scheduledDays: next.scheduled_days,
    learningSteps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    lastReview: next.last_review ?? at,
  };
}

const DAY_MS = 86_400_000;

/**
 * The chance the player recalls the question at `now`: FSRS's forgetting curve over the time
 * since the last answer, in fractional days (ts-fsrs' own `get_retrievability` counts whole
 * days, which would call a question missed an hour ago certain to be recalled).
 */
export function recallChance(memory: Pick<MemoryState, 'stability' | 'lastReview'>, now: Date) {
  const days = Math.max(0, now.getTime() - memory.lastReview.getTime()) / DAY_MS;
  return scheduler.forgetting_curve(days, memory.stability);
}

/**
 * Whether the question counts as mastered at `now`: the player's last answer to it was right
 * and their chance of recalling it now is at least REVIEW_RULES.masteredRetrievability. (Right
 * after a miss the curve is still near 1, since the answer was just shown; that is learning, not
 * mastery.)
 */
export function isMastered(
  memory: Pick<MemoryState, 'stability' | 'lastReview'> & { lastRating: string },
  now: Date,
): boolean {
  return (
    memory.lastRating !== 'again' &&
    recallChance(memory, now) >= REVIEW_RULES.masteredRetrievability
  );
}
