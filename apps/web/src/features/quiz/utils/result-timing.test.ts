import { describe, expect, it } from 'vitest';
import { sessionResults } from '../test/fake-quiz-server';
import { resultTiming } from './result-timing';

describe('resultTiming', () => {
  it('takes the recorded countdown and accommodation when the results carry them', () => {
    const results = sessionResults({
      game_mode: 'quick_fire',
      time_per_question: 7.5,
      extended_time: 1.5,
    });
    expect(resultTiming(results)).toEqual({ seconds: 7.5, extendedTime: 1.5 });
  });

  it('has no countdown for practice', () => {
    expect(resultTiming(sessionResults({ game_mode: 'practice' }))).toEqual({
      seconds: null,
      extendedTime: 1,
    });
  });
});
