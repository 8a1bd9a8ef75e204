import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { manualClock } from '../../lib/clock';
import { migrationsFolder } from '../../paths';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn, signUp } from '../../test/auth-helpers';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { answerNext, playSession, serveNext, startSession } from '../../test/quiz-helpers';
import { createScratchDatabase } from '../../test/scratch-database';

/** One database that survives closing the app: a PGlite folder, or a scratch PostgreSQL database. */
async function durableDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    return {
      open: () => openDatabase({ kind: 'postgres', url: scratch.url }),
      cleanup: scratch.drop,
    };
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'quizarena-restart-'));
  return {
    open: () => openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'pglite') }),
    cleanup: () => rm(folder, { recursive: true, force: true }),
  };
}

describe('a played quiz after a server restart', () => {
  const clock = manualClock();
  let durable: Awaited<ReturnType<typeof durableDatabase>>;
  const start = async (): Promise<TestApp> => {
    const database: Database = await durable.open();
    await database.migrate(migrationsFolder);
    return buildTestApp({ clock, database, config: { jwtSecret: 'x'.repeat(40) } });
  };

  /** A topic of ten questions and a signed-in player on the first app. */
  const topicAndPlayer = async (app: TestApp) => {
    const category = await buildCategory(app.database.db);
    const topic = await buildTopic(app.database.db, category.id);
    await buildQuestions(app.database.db, topic.id, 10);
    return { topic, player: await signUp(app) };
  };

  it('keeps the same points, stats and results', async () => {
    durable = await durableDatabase();
    try {
      const first = await start();
      const { topic, player } = await topicAndPlayer(first);
      const session = await startSession(first, player.headers, { topic_id: topic.id });
      await playSession(first, player.headers, session.id, ['right', 'wrong'], clock.advance);
      const read = async (app: TestApp, headers: { authorization: string }) =>
        Promise.all(
          [
            `/api/games/session/${session.id}/results`,
            '/api/scoring/user-stats/current',
            '/api/auth/me',
            '/api/scoring/user/recent-activity',
          ].map(async (url) => (await app.inject({ method: 'GET', url, headers })).json()),
        );
      const before = await read(first, player.headers);
      expect(before[0].data.total_points).toBe(15);
      await first.close();

      const second = await start();
      const again = await signIn(second, player.email, player.password);
      expect(await read(second, again.headers)).toEqual(before);
      await second.close();
    } finally {
      await durable.cleanup();
    }
  });

  it('resumes a quiz in play where it was: the next question, its clock and the score', async () => {
    durable = await durableDatabase();
    try {
      const first = await start();
      const { topic, player } = await topicAndPlayer(first);
      const session = await startSession(first, player.headers, {
        topic_id: topic.id,
        game_mode: 'quick_fire',
      });
      await answerNext(first, player.headers, session.id, 'right', clock.advance);
      const second = await answerNext(first, player.headers, session.id, 'wrong', clock.advance);
      const scoreBefore = second.response.json().data.score;
      const third = (await serveNext(first, player.headers, session.id))!;
      expect(third.position).toBe(3);
      clock.advance(2_000);
      await first.close();

      const again = await start();
      const { headers } = await signIn(again, player.email, player.password);
      const resumed = (
        await again.inject({ method: 'GET', url: `/api/games/session/${session.id}`, headers })
      ).json().data.session;
      expect(resumed).toMatchObject({ status: 'active', answered_count: 2, score: scoreBefore });
      // The third question is served again with its clock still running, not restarted.
      expect(resumed.current_question).toMatchObject({ id: third.id, elapsed_seconds: 2 });
      const { question, response } = await answerNext(
        again,
        headers,
        session.id,
        'right',
        clock.advance,
      );
      expect(question).toMatchObject({ id: third.id, position: 3 });
      const answered = response.json().data;
      expect(answered).toMatchObject({ position: 3, is_correct: true, answered_count: 3 });
      expect(answered.time_taken).toBe(3);
      expect(answered.score.player_points).toBe(scoreBefore.player_points + answered.points_earned);
      const served = await serveNext(again, headers, session.id);
      expect(served?.position).toBe(4);
      await again.close();
    } finally {
      await durable.cleanup();
    }
  });
});
