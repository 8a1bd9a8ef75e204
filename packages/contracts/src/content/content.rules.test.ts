import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  difficultyOfCounts,
  estimateQuizMinutes,
  overallDifficulty,
  QUIZ_RULES,
} from './content.rules';
import { DIFFICULTY_LEVELS } from './content.schemas';

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
  const level = fc.constantFrom(...DIFFICULTY_LEVELS);

  it('says which end a mixed set leans to, not the rounded mean', () => {
    // A third or more beginner, outnumbering advanced.
    expect(overallDifficulty(['beginner', 'beginner', 'advanced'])).toBe('beginner');
    expect(overallDifficulty(['beginner', 'intermediate', 'intermediate'])).toBe('beginner');
    // A third or more advanced, at least as many as beginner.
    expect(overallDifficulty(['beginner', 'intermediate', 'advanced'])).toBe('advanced');
    expect(overallDifficulty(['advanced', 'advanced', 'intermediate'])).toBe('advanced');
    // Neither end reaches a third: intermediate, as is a set of intermediate questions only.
    expect(
      overallDifficulty(['beginner', 'intermediate', 'intermediate', 'intermediate', 'advanced']),
    ).toBe('intermediate');
    expect(overallDifficulty(['intermediate', 'intermediate'])).toBe('intermediate');
  });

  it('labels the real bank’s mixes (Gadgets 17/17/6, Geography 120/178/83, Art 17/19/21)', () => {
    expect(difficultyOfCounts({ beginner: 17, intermediate: 17, advanced: 6 })).toBe('beginner');
    expect(difficultyOfCounts({ beginner: 120, intermediate: 178, advanced: 83 })).toBe(
      'intermediate',
    );
    expect(difficultyOfCounts({ beginner: 17, intermediate: 19, advanced: 21 })).toBe('advanced');
  });

  it('is beginner for an empty set', () => {
    expect(overallDifficulty([])).toBe('beginner');
  });

  it('never calls a set easier when one of its questions is made harder', () => {
    const rank = (value: string) => DIFFICULTY_LEVELS.indexOf(value as never);
    fc.assert(
      fc.property(fc.array(level, { minLength: 1, maxLength: 30 }), fc.nat(), (levels, pick) => {
        const index = pick % levels.length;
        const harder = [...levels];
        harder[index] = levels[index] === 'beginner' ? 'intermediate' : 'advanced';
        expect(rank(overallDifficulty(harder))).toBeGreaterThanOrEqual(
          rank(overallDifficulty(levels)),
        );
      }),
    );
  });

  it('gives a set of one level that level', () => {
    fc.assert(
      fc.property(level, fc.integer({ min: 1, max: 50 }), (only, n) => {
        expect(overallDifficulty(Array<typeof only>(n).fill(only))).toBe(only);
      }),
    );
  });
});
