import type { DifficultyLevel } from './content.schemas';

/** Questions in one quiz, seconds to answer each, and the pause before the next one. */
export const QUIZ_RULES = {
  questionsPerQuiz: 10,
  secondsPerQuestion: 10,
  nextQuestionDelaySeconds: 2,
} as const;

const DIFFICULTY_RANK: Record<DifficultyLevel, number> = {
  beginner: 1,
  intermediate: 2,
  advanced: 3,
};
const RANKED: DifficultyLevel[] = ['beginner', 'intermediate', 'advanced'];

/** Minutes one quiz of a topic takes: its questions (at most one quiz's worth) at full time plus pauses. */
export function estimateQuizMinutes(questionCount: number): number {
  const asked = Math.min(Math.max(questionCount, 0), QUIZ_RULES.questionsPerQuiz);
  const seconds = asked * (QUIZ_RULES.secondsPerQuestion + QUIZ_RULES.nextQuestionDelaySeconds);
  return Math.max(1, Math.ceil(seconds / 60));
}

/** The overall level of a set of questions: the rounded mean of their levels (beginner when empty). */
export function overallDifficulty(levels: readonly DifficultyLevel[]): DifficultyLevel {
  if (levels.length === 0) return 'beginner';
  const mean = levels.reduce((sum, level) => sum + DIFFICULTY_RANK[level], 0) / levels.length;
  return RANKED[Math.round(mean) - 1] ?? 'beginner';
}
