import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../run';
import { seedUsers, signInAll } from './accounts';
import { startApp } from './app-server';
import { pickQuizTopic, runQuizLoad } from './quiz-load';
import type { BenchOptions } from './types';

const smoke: BenchOptions = {
  smoke: true,
  durationSeconds: 1,
  databaseUrl: undefined,
  redisUrl: undefined,
};

describe('the quiz load generator', () => {
  beforeAll(() => ensureBuilt(), 900_000);

  it('leaves no quiz in play after a phase, so the next phase on the same accounts plays fresh quizzes', async () => {
    const app = await startApp(smoke, { seed: (sql) => seedUsers(sql, 2) });
    try {
      const topic = await pickQuizTopic(app.baseUrl);
      const tokens = await signInAll(app.baseUrl, 2);
      const load = { baseUrl: app.baseUrl, tokens, topicId: topic.id, gameMode: 'practice' };
      // A window that closes while both players are in the middle of a quiz: each starts one
      // at once, then thinks 1.5 to 4.5 s before its next call, so the window (1.4 s) has
      // closed by then however busy the machine is.
      const first = await runQuizLoad({
        ...load,
        players: 2,
        durationSeconds: 1.4,
        thinkTimeMs: 3000,
      });
      expect(first.errors, first.errorSamples.join(' | ')).toMatchObject({ total: 0 });
      expect(first.quizzesAbandoned).toBe(2);
      expect(first.abandonFailures).toBe(0);
      // One player on the same accounts: it starts on the first, whose quiz the window cut short.
      const second = await runQuizLoad({
        ...load,
        players: 1,
        durationSeconds: 0.1,
        minQuizzesPerPlayer: 2,
      });
      expect(second.errors, second.errorSamples.join(' | ')).toMatchObject({ total: 0 });
      expect(second.quizzesResumed).toBe(0);
      expect(second.quizzesCompleted).toBeGreaterThanOrEqual(2);
    } finally {
      await app.stop();
    }
  });
});
