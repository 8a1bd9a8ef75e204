import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { questionIdsOf, seedPlayers, seedSoloQuiz } from '../../test/answer-seeding';
import { signIn, signUp } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { startSession } from '../../test/quiz-helpers';
import { steerableTime } from '../../test/steerable-time';
import { drawQuestions } from '../games/games.repo';
import { rederiveDifficulty } from './content.admin.repo';

const DAY_MS = 24 * 60 * 60_000;

type Calibrated = {
  id: string;
  calibrated_difficulty: string | null;
  calibrated_b: number | null;
  calibration_answers: number;
  discrimination: number | null;
  calibrated_at: Date | string | null;
};

describe('the difficulty calibration', () => {
  const time = steerableTime();
  let app: TestApp;
  let db: Db;
  let categoryId: string;
  let mixedId: string;
  let rareId: string;
  /** Source intermediate, answered right about half the time. */
  let anchors: string[];
  /** Source advanced, answered right by 58 of 60 players. */
  let easy: string[];
  let rare: string;
  let player: Awaited<ReturnType<typeof signUp>>;

  const calibrationOf = async (ids: string[]) =>
    (
      (await db.execute(sql`select id, calibrated_difficulty, calibrated_b, calibration_answers,
          discrimination, calibrated_at
        from questions where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) order by id`)) as unknown as { rows: Calibrated[] }
    ).rows;
  /** A player's headers, signed in again: the test's clock outruns an access token. */
  const headers = async () => (await signIn(app, player.email, player.password)).headers;
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: await headers() });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const beginnerCategoryIds = async () =>
    (
      (await get('/api/categories?difficulty=beginner')) as { categories: { id: string }[] }
    ).categories.map((category) => category.id);
  const topicLevel = async (topicId: string) =>
    (
      (await get(`/api/categories/${categoryId}/topics`)) as {
        topics: { id: string; difficulty_level: string }[];
      }
    ).topics.find((topic) => topic.id === topicId)!.difficulty_level;

  beforeAll(async () => {
    app = await buildTestApp({ clock: time.clock });
    db = app.database.db;
    player = await signUp(app);
    categoryId = (await buildCategory(db)).id;
    mixedId = (await buildTopic(db, categoryId, { name: 'Mixed' })).id;
    await buildQuestions(db, mixedId, 10, { difficulty: 'intermediate' });
    await buildQuestions(db, mixedId, 10, { difficulty: 'advanced' });
    rareId = (await buildTopic(db, categoryId, { name: 'Rarely played' })).id;
    await buildQuestions(db, rareId, 1, { difficulty: 'advanced' });
    // The derived levels as an admin write would leave them: both topics lean advanced.
    await rederiveDifficulty(db, [mixedId, rareId]);
    anchors = await questionIdsOf(db, mixedId, 'intermediate');
    easy = await questionIdsOf(db, mixedId, 'advanced');
    rare = (await questionIdsOf(db, rareId))[0]!;

    const players = await seedPlayers(db, 60);
    const yesterday = new Date(time.clock.now().getTime() - DAY_MS);
    for (const [p, userId] of players.entries()) {
      const quiz = { userId, topicId: mixedId, categoryId, startedAt: yesterday };
      await seedSoloQuiz(db, {
        ...quiz,
        answers: anchors.map((questionId, q) => ({ questionId, correct: (p + q) % 2 === 0 })),
      });
      await seedSoloQuiz(db, {
        ...quiz,
        startedAt: new Date(yesterday.getTime() + 60_000),
        answers: easy.map((questionId) => ({ questionId, correct: p % 30 !== 0 })),
      });
    }
    // Three players right, one who let the clock run out, one flagged as too fast: three answers.
    for (const [index, userId] of players.slice(0, 5).entries())
      await seedSoloQuiz(db, {
        userId,
        topicId: rareId,
        categoryId,
        startedAt: yesterday,
        answers: [
          { questionId: rare, correct: index !== 3, timedOut: index === 3, flagged: index === 4 },
        ],
      });
    // The scheduler writes its rounds' rows on its first look, each due a first delay later.
    await app.scheduler.runDue();
  });
  afterAll(() => app.close());

  it('starts from the source levels: nothing measured, the topic advanced', async () => {
    expect((await calibrationOf([...easy, rare])).every((row) => row.calibrated_at === null)).toBe(
      true,
    );
    expect(await topicLevel(mixedId)).toBe('advanced');
    // Read once, so the catalogue cache holds the old lists the round must clear.
    expect(await beginnerCategoryIds()).not.toContain(categoryId);
  });

  it('runs as the scheduler’s daily round: a question nearly everyone gets right becomes beginner', async () => {
    time.advance(31 * 60_000);
    expect(await app.scheduler.runDue()).toBeGreaterThanOrEqual(1);
    const rows = await calibrationOf(easy);
    for (const row of rows) {
      expect(row).toMatchObject({ calibrated_difficulty: 'beginner', calibration_answers: 60 });
      expect(row.calibrated_b!).toBeLessThan(-0.5);
      expect(row.calibrated_at).not.toBeNull();
    }
    for (const row of await calibrationOf(anchors))
      expect(row).toMatchObject({ calibrated_difficulty: 'intermediate', calibration_answers: 60 });
    // Few answers, all right: still at its source level; the timeout and the flag not counted.
    const [few] = await calibrationOf([rare]);
    expect(few).toMatchObject({ calibrated_difficulty: 'advanced', calibration_answers: 3 });
    expect(few!.discrimination).toBeNull();
    // The round is on the scheduler once a day.
    const [job] = (
      (await db.execute(
        sql`select run_at from scheduled_jobs where name = 'content.calibration'`,
      )) as unknown as { rows: { run_at: Date | string }[] }
    ).rows;
    expect(new Date(job!.run_at).getTime()).toBeGreaterThan(
      time.clock.now().getTime() + DAY_MS - 60_000,
    );
  });

  it('lists the topic and its category under the measured level, and serves its questions so', async () => {
    expect(await topicLevel(mixedId)).toBe('beginner');
    expect(await beginnerCategoryIds()).toContain(categoryId);
    const { questions: served } = (await get(`/api/questions?topic_id=${mixedId}&limit=20`)) as {
      questions: { id: string; difficulty: string }[];
    };
    expect(served).toHaveLength(20);
    for (const question of served)
      expect(question.difficulty).toBe(easy.includes(question.id) ? 'beginner' : 'intermediate');
    // A game asked for beginner questions (a room, a match, a tournament) draws these first.
    const drawn = await drawQuestions(db, { topicId: mixedId }, 'beginner', 10);
    expect(drawn.map((question) => question.id).sort()).toEqual([...easy].sort());
    expect(drawn.every((question) => question.difficulty === 'beginner')).toBe(true);
    const general = await drawQuestions(db, 'general', 'beginner', 10);
    expect(general.every((question) => easy.includes(question.id))).toBe(true);
  });

  it('has the Practice Bot play a measured question at its measured difficulty', async () => {
    const session = await startSession(app, await headers(), {
      topic_id: mixedId,
      game_mode: 'competitive',
    });
    const asked = (
      (await db.execute(sql`select question_id, difficulty, bot_time_ms
        from quiz_session_questions where session_id = ${session.id}`)) as unknown as {
        rows: { question_id: string; difficulty: string; bot_time_ms: number }[];
      }
    ).rows;
    const easyAsked = asked.filter((row) => easy.includes(row.question_id));
    expect(easyAsked.length).toBeGreaterThan(0);
    for (const row of easyAsked) {
      expect(row.difficulty).toBe('beginner');
      // A beginner question's pace (2-5 s); at its source level it would take 4.5-9 s.
      expect(row.bot_time_ms).toBeLessThanOrEqual(5_000);
    }
  });

  it('writes the same figures when it runs again on the same answers', async () => {
    const before = await calibrationOf([...easy, ...anchors, rare]);
    time.advance(60_000);
    const report = await app.calibration.calibrate();
    expect(report.answers).toBe(60 * 20 + 3);
    const after = await calibrationOf([...easy, ...anchors, rare]);
    expect(after.map(({ calibrated_at: _, ...row }) => row)).toEqual(
      before.map(({ calibrated_at: _, ...row }) => row),
    );
    expect(new Date(after[0]!.calibrated_at!).getTime()).toBeGreaterThan(
      new Date(before[0]!.calibrated_at!).getTime(),
    );
  });

  it('forgets what it measured once the answers have left the window', async () => {
    time.advance(400 * DAY_MS);
    await app.calibration.calibrate();
    const rows = await calibrationOf([...easy, rare]);
    expect(
      rows.every((row) => row.calibrated_difficulty === null && row.calibration_answers === 0),
    ).toBe(true);
    expect(await topicLevel(mixedId)).toBe('advanced');
  });
});
