import type { DifficultyLevel } from './content.schemas';

/** Questions in one quiz, seconds to answer each, and the pause before the next one. */
export const QUIZ_RULES = {
  questionsPerQuiz: 10,
  secondsPerQuestion: 10,
  nextQuestionDelaySeconds: 2,
} as const;

/** Minutes one quiz of a topic takes: its questions (at most one quiz's worth) at full time plus pauses. */
export function estimateQuizMinutes(questionCount: number): number {
  const asked = Math.min(Math.max(questionCount, 0), QUIZ_RULES.questionsPerQuiz);
  const seconds = asked * (QUIZ_RULES.secondsPerQuestion + QUIZ_RULES.nextQuestionDelaySeconds);
  return Math.max(1, Math.ceil(seconds / 60));
}

/** How many questions of a set are at each level. */
export type DifficultyCounts = Readonly<Record<DifficultyLevel, number>>;

/** Counts the levels of a set of questions. */
export function countDifficulties(levels: readonly DifficultyLevel[]): DifficultyCounts {
  const counts = { beginner: 0, intermediate: 0, advanced: 0 };
  for (const level of levels) counts[level] += 1;
  return counts;
}

/** The share of a set's questions that must sit at one end for the set to take that level. */
export const DIFFICULTY_END_SHARE = 1 / 3;

/**
 * The level of a set of questions (a topic, a category, a quiz): Beginner when at least a third
 * of them are beginner questions and they outnumber the advanced ones, Advanced when at least a
 * third are advanced and they are at least as many as the beginner ones, Intermediate otherwise
 * (an empty set is Beginner). A rounded mean made every mixed topic Intermediate; this says which
 * end a topic leans to. Making any question harder never makes the set easier.
 */
export function difficultyOfCounts({
  beginner,
  intermediate,
  advanced,
}: DifficultyCounts): DifficultyLevel {
  const total = beginner + intermediate + advanced;
  if (total === 0) return 'beginner';
  const end = DIFFICULTY_END_SHARE * total;
  if (beginner >= end && beginner > advanced) return 'beginner';
  if (advanced >= end && advanced >= beginner) return 'advanced';
  return 'intermediate';
}

/** The level of a set of questions, given each question's level (see `difficultyOfCounts`). */
export function overallDifficulty(levels: readonly DifficultyLevel[]): DifficultyLevel {
  return difficultyOfCounts(countDifficulties(levels));
}
