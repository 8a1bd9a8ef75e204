import { priorDifficulty } from '@quizarena/contracts';
import { describe, expect, it } from 'vitest';
import { botSkillAt, practiceBotAnswer } from './practice-bot';

const question = (difficultyB: number) => ({
  difficultyB,
  optionIds: ['a', 'b', 'c', 'd'],
  correctOptionId: 'b',
});

describe('the Practice Bot', () => {
  it('plays each level’s table at that level’s prior difficulty', () => {
    expect(botSkillAt(priorDifficulty('beginner'))).toMatchObject({ accuracy: 0.8, minMs: 2_000 });
    expect(botSkillAt(priorDifficulty('intermediate'))).toMatchObject({ accuracy: 0.65 });
    expect(botSkillAt(priorDifficulty('advanced'))).toMatchObject({ accuracy: 0.45, maxMs: 9_000 });
  });

  it('follows a measured difficulty between the levels, and holds beyond the ends', () => {
    const between = botSkillAt(0.5);
    expect(between.accuracy).toBeCloseTo(0.55, 10);
    expect(between.minMs).toBeCloseTo(3_750, 10);
    expect(botSkillAt(-4)).toEqual(botSkillAt(priorDifficulty('beginner')));
    expect(botSkillAt(4)).toEqual(botSkillAt(priorDifficulty('advanced')));
    for (let b = -3; b < 3; b += 0.25)
      expect(botSkillAt(b + 0.25).accuracy).toBeLessThanOrEqual(botSkillAt(b).accuracy);
  });

  it('is right and quick on a question measured easy, whatever its source said', () => {
    // The same draw (0.7) is right at a measured beginner difficulty, wrong at advanced.
    const easy = practiceBotAnswer(question(-1.5), () => 0.7);
    const hard = practiceBotAnswer(question(1), () => 0.7);
    expect(easy).toMatchObject({ correct: true, optionId: 'b' });
    expect(easy.timeMs).toBe(2_000 + 0.7 * 3_000);
    expect(hard.correct).toBe(false);
    expect(hard.timeMs).toBe(4_500 + 0.7 * 4_500);
  });

  it('paces itself to a shorter countdown', () => {
    expect(practiceBotAnswer(question(-1), () => 0, 5).timeMs).toBe(1_000);
  });
});
