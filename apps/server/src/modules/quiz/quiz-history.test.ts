import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { signUp } from '../../test/auth-helpers';
import type { TestApp } from '../../test/build-test-app';
import { appWithOneTopic, playSession, startSession } from '../../test/quiz-helpers';
import { QUIZ_HISTORY_COLUMNS } from './quiz-history';

describe('GET /api/quiz/history.csv', () => {
  const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
  let app: TestApp;
  let topicId: string;

  beforeAll(async () => {
    ({ app, topicId } = await appWithOneTopic(clock, 12));
  });
  afterAll(() => app.close());

  const download = (headers?: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/quiz/history.csv', ...(headers ? { headers } : {}) });

  it('lists the caller’s completed quizzes, newest first, on the clock of their zone', async () => {
    const player = await signUp(app);
    const first = await startSession(app, player.headers, {
      topic_id: topicId,
      time_zone: 'Europe/Madrid',
    });
    await playSession(app, player.headers, first.id, ['right', 'wrong'], clock.advance, 2_000);
    clock.advance(5 * 60_000);
    const second = await startSession(app, player.headers, {
      topic_id: topicId,
      game_mode: 'timed',
    });
    await playSession(app, player.headers, second.id, ['right'], clock.advance, 1_500);
    // A quiz in play is not a result yet.
    await startSession(app, player.headers, { topic_id: topicId });
    // Someone else's quiz is not the caller's.
    const other = await signUp(app);
    const theirs = await startSession(app, other.headers, { topic_id: topicId });
    await playSession(app, other.headers, theirs.id, ['wrong'], clock.advance);

    const response = await download(player.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="quizarena-results.csv"',
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, newest, oldest, end] = response.body.slice(1).split('\r\n');
    expect(header).toBe(QUIZ_HISTORY_COLUMNS.join(','));
    expect(end).toBe('');
    const cells = (line: string) => line.split(',');
    // 10 answers of 1.5 s each, all right; played in UTC.
    expect(cells(newest!)).toEqual([
      expect.stringMatching(/^2026-06-01 12:0\d:\d\d$/),
      'UTC',
      'Science',
      'Physics',
      'timed',
      expect.any(String),
      '10',
      '10',
      '100',
      expect.stringMatching(/^[1-9]\d*$/),
      '15',
    ]);
    // 10 answers of 2 s, one right then all wrong; Madrid is UTC+2 in June.
    expect(cells(oldest!).slice(0, 5)).toEqual([
      expect.stringMatching(/^2026-06-01 14:00:\d\d$/),
      'Europe/Madrid',
      'Science',
      'Physics',
      'practice',
    ]);
    expect(cells(oldest!).slice(6)).toEqual(['1', '10', '10', expect.any(String), '20']);
  });

  it('writes names a spreadsheet would run as text', async () => {
    const player = await signUp(app);
    await app.database.db
      .update(topics)
      .set({ name: '=HYPERLINK("x")' })
      .where(eq(topics.id, topicId));
    const session = await startSession(app, player.headers, { topic_id: topicId });
    await playSession(app, player.headers, session.id, ['right'], clock.advance);
    const body = (await download(player.headers)).body;
    expect(body).toContain(`,"'=HYPERLINK(""x"")",`);
    await app.database.db.update(topics).set({ name: 'Physics' }).where(eq(topics.id, topicId));
  });

  it('has just the header for a player with no results, and needs a session', async () => {
    const player = await signUp(app);
    const response = await download(player.headers);
    expect(response.body).toBe(`\uFEFF${QUIZ_HISTORY_COLUMNS.join(',')}\r\n`);
    expect((await download()).statusCode).toBe(401);
  });
});
