import { describe, expect, it } from 'vitest';
import { estimateQuizMinutes, overallDifficulty, QUIZ_RULES } from './content.rules';

describe('estimateQuizMinutes', () => {
  it('counts one full quiz of answer time plus pauses, rounded up', () => {
    // 10 questions x (10 s + 2 s) = 120 s
    expect(estimateQuizMinutes(500)).toBe(2);
    expect(estimateQuizMinutes(QUIZ_RULES.questionsPerQuiz)).toBe(2);
  });
  it('uses fewer questions when the topic has fewer', () => {
    expect(estimateQuizMinutes(3)).toBe(1); // 36 s rounds up to one minute
    expect(estimateQuizMinutes(6)).toBe(2); // 72 s
  });
  it('never answers less than one minute', () => {
    expect(estimateQuizMinutes(0)).toBe(1);
    expect(estimateQuizMinutes(-4)).toBe(1);
  });
});

describe('overallDifficulty', () => {
  it('is the rounded mean level', () => {
    expect(overallDifficulty(['beginner', 'beginner', 'advanced'])).toBe('intermediate');
    expect(overallDifficulty(['beginner', 'beginner', 'intermediate'])).toBe('beginner');
    expect(overallDifficulty(['advanced', 'advanced', 'intermediate'])).toBe('advanced');
  });
  it('is beginner for an empty set', () => {
    expect(overallDifficulty([])).toBe('beginner');
  });
});
