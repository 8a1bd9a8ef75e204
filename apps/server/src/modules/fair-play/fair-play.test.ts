import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliDeps } from '../../cli-commands';
import { loadConfig } from '../../config';
import { auditLog, playReviews } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { signUp } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { playSession, startSession, type Headers } from '../../test/quiz-helpers';

describe('fast-answer review', () => {
  const clock = manualClock(new Date('2026-06-10T09:00:00Z'));
  let app: TestApp;
  let topicId: string;
  let lines: string[];
  let errors: string[];

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    const db = app.database.db;
    const categoryId = (await buildCategory(db)).id;
    topicId = (await buildTopic(db, categoryId)).id;
    await buildQuestions(db, topicId, 10);
  });
  afterAll(() => app.close());

  /** Plays a whole timed quiz, every answer right after `waitMs`; answers the session and its points. */
  async function play(headers: Headers, waitMs: number) {
    const session = await startSession(app, headers, { topic_id: topicId, game_mode: 'timed' });
    const done = await playSession(app, headers, session.id, ['right'], clock.advance, waitMs);
    return { id: session.id, points: done.quiz_results.total_points as number };
  }

  const reviewOf = async (sessionId: string) =>
    (
      await app.database.db.select().from(playReviews).where(eq(playReviews.sessionId, sessionId))
    )[0];

  const boardEntries = async (headers: Headers, timeframe: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/leaderboards/global?timeframe=${timeframe}&limit=100`,
        headers,
      })
    ).json().data.entries as { user_id: string | null; points: number }[];

  const balanceOf = async (headers: Headers) =>
    (await app.inject({ method: 'GET', url: '/api/auth/me', headers })).json().user
      .points as number;

  const cli = (argv: string[]) => {
    const deps: CliDeps = {
      loadConfig: () => loadConfig({ NODE_ENV: 'test' }),
      openDatabase: async () => ({ ...app.database, close: async () => {} }),
      log: (line) => lines.push(line),
      error: (line) => errors.push(line),
    };
    lines = [];
    errors = [];
    return runCli(argv, deps);
  };

  it('flags a scripted client (10 of 10 right at 250 ms): paid, kept off the boards, stored for review', async () => {
    const bot = await signUp(app);
    const honest = await signUp(app);
    const scripted = await play(bot.headers, 250);
    const fair = await play(honest.headers, 1_000);
    expect(scripted.points).toBeGreaterThan(0);

    const review = await reviewOf(scripted.id);
    expect(review).toMatchObject({
      userId: bot.user.id,
      reason: 'implausible_pace',
      status: 'pending',
      reviewedAt: null,
      evidence: { answers: 10, implausible: 10 },
    });
    expect(await reviewOf(fair.id)).toBeUndefined();

    // Paid through the ledger as usual...
    const balance = await balanceOf(bot.headers);
    expect(balance).toBeGreaterThanOrEqual(scripted.points);
    // ...but not on the boards while the review is pending (only the achievement rewards the
    // quiz unlocked are); the honest player's quiz is.
    const daily = await boardEntries(honest.headers, 'daily');
    expect(daily.map((entry) => entry.user_id)).toContain(honest.user.id);
    const botRow = daily.find((entry) => entry.user_id === bot.user.id);
    expect(botRow?.points ?? 0).toBe(balance - scripted.points);
  });

  it('clears a review from the CLI: the points reach the boards at the time they were earned, audited', async () => {
    const bot = await signUp(app);
    const scripted = await play(bot.headers, 250);
    const balance = await balanceOf(bot.headers);
    clock.advance(86_400_000);
    const viewer = await signUp(app);

    expect(await cli(['review-play', scripted.id, 'clear'])).toBe(0);
    expect(lines).toEqual([
      `session ${scripted.id} cleared: ${scripted.points} points recorded on the leaderboards`,
    ]);
    expect(await reviewOf(scripted.id)).toMatchObject({ status: 'cleared', reviewedBy: 'cli' });

    const allTime = await boardEntries(viewer.headers, 'all_time');
    expect(allTime.find((entry) => entry.user_id === bot.user.id)?.points).toBe(balance);
    // Recorded in the windows of the day it was played, not of the day it was cleared.
    const today = await boardEntries(viewer.headers, 'daily');
    expect(today.find((entry) => entry.user_id === bot.user.id)).toBeUndefined();

    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userId, bot.user.id));
    expect(audit.filter((row) => row.event.startsWith('play_review'))).toMatchObject([
      {
        event: 'play_review_cleared',
        detail: { session_id: scripted.id, points: scripted.points, reviewer: 'cli' },
      },
    ]);

    // A decided review stays decided.
    expect(await cli(['review-play', scripted.id, 'confirm'])).toBe(1);
    expect(errors.join()).toContain('already cleared');
  });

  it('confirms a review: the points stay off the boards', async () => {
    const bot = await signUp(app);
    const scripted = await play(bot.headers, 250);
    const balance = await balanceOf(bot.headers);
    expect(await cli(['review-play', scripted.id.toUpperCase(), 'confirm'])).toBe(0);
    expect(await reviewOf(scripted.id)).toMatchObject({ status: 'confirmed' });
    const allTime = await boardEntries(bot.headers, 'all_time');
    const row = allTime.find((entry) => entry.user_id === bot.user.id);
    expect(row?.points ?? 0).toBe(balance - scripted.points);
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userId, bot.user.id));
    expect(audit.map((entry) => entry.event)).toContain('play_review_confirmed');
  });

  it('refuses bad arguments and unknown sessions, changing nothing', async () => {
    expect(await cli(['review-play'])).toBe(2);
    expect(await cli(['review-play', 'not-a-session', 'clear'])).toBe(2);
    expect(await cli(['review-play', '00000000-0000-4000-8000-000000000000', 'maybe'])).toBe(2);
    expect(await cli(['review-play', '00000000-0000-4000-8000-000000000000', 'clear'])).toBe(1);
    expect(errors.join()).toContain('No review for this session');
  });
});
