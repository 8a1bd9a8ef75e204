import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizSessionQuestions } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { signUp } from '../../test/auth-helpers';
import type { TestApp } from '../../test/build-test-app';
import {
  answerNext,
  appWithOneTopic,
  completeSession,
  serveNext,
  startSession,
  type Move,
} from '../../test/quiz-helpers';

describe('quiz modes: quick fire and results against the Practice Bot', () => {
  const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
  let app: TestApp;
  let topicId: string;

  beforeAll(async () => {
    ({ app, topicId } = await appWithOneTopic(clock, 10));
  });
  afterAll(() => app.close());

  const resultsOf = async (headers: { authorization: string }, sessionId: string) =>
    (
      await app.inject({ method: 'GET', url: `/api/games/session/${sessionId}/results`, headers })
    ).json().data;

  it('quick fire counts down 5 s a question, plus the same 500 ms grace', async () => {
    const { headers } = await signUp(app);
    const session = await startSession(app, headers, {
      topic_id: topicId,
      game_mode: 'quick_fire',
    });
    expect(session).toMatchObject({ time_per_question: 5, multiplier: 1 });
    const first = (await serveNext(app, headers, session.id))!;
    expect(first).toMatchObject({ time_limit_seconds: 5 });
    // At the limit the speed factor is 0.8 whatever the limit: 10 x 0.8.
    const inGrace = await answerNext(app, headers, session.id, 'right', clock.advance, 5_400);
    expect(inGrace.response.json().data).toMatchObject({
      timed_out: false,
      is_correct: true,
      points_earned: 8,
    });
    const late = await answerNext(app, headers, session.id, 'right', clock.advance, 5_600);
    expect(late.response.json().data).toMatchObject({
      timed_out: true,
      is_correct: false,
      points_earned: 0,
    });
  });

  it('quick fire pays the streak bonus per answer, resets it on a miss, and the breakdown adds up to the ledger', async () => {
    const { headers } = await signUp(app);
    const session = await startSession(app, headers, {
      topic_id: topicId,
      game_mode: 'quick_fire',
    });
    const moves: Move[] = [
      'right',
      'right',
      'right',
      'wrong',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
    ];
    const paid: number[] = [];
    for (const move of moves) {
      // 0.5 s is a tenth of the 5-second limit: the full x1.5 speed factor.
      const { response } = await answerNext(app, headers, session.id, move, clock.advance, 500);
      paid.push(response.json().data.points_earned);
    }
    // 15 x (1, 1.1, 1.2), reset, then 15 x (1 ... 1.5), capped at x1.5.
    expect(paid).toEqual([15, 17, 18, 0, 15, 17, 18, 20, 21, 23]);
    const completed = await completeSession(app, headers, session.id);
    const total = paid.reduce((sum, points) => sum + points, 0);
    expect(completed.json().data.quiz_results.total_points).toBe(total);
    const results = await resultsOf(headers, session.id);
    const { base_points, speed_bonus, streak_bonus, mode_bonus } = results.breakdown;
    expect(results.breakdown).toMatchObject({ base_points: 90, speed_bonus: 45, mode_bonus: 0 });
    expect(streak_bonus).toBe(total - 135);
    expect(base_points + speed_bonus + streak_bonus + mode_bonus).toBe(total);
    expect(results.total_points).toBe(total);
  });

  it('timed play earns no streak bonus', async () => {
    const { headers } = await signUp(app);
    const session = await startSession(app, headers, { topic_id: topicId, game_mode: 'timed' });
    const paid: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const { response } = await answerNext(app, headers, session.id, 'right', clock.advance, 1000);
      paid.push(response.json().data.points_earned);
    }
    expect(paid).toEqual([15, 15, 15]);
  });

  /** Plays a competitive quiz 7 right (slowly) and 3 wrong, with the bot's points set to `botEach`. */
  async function competitiveAt70Percent(botEach: (playerTotal: number) => number[]) {
    const { headers } = await signUp(app);
    const session = await startSession(app, headers, {
      topic_id: topicId,
      game_mode: 'competitive',
    });
    let playerTotal = 0;
    for (let index = 0; index < 10; index += 1) {
      const move: Move = index < 7 ? 'right' : 'wrong';
      const { response } = await answerNext(app, headers, session.id, move, clock.advance, 9_000);
      playerTotal += response.json().data.points_earned;
    }
    const bot = botEach(playerTotal);
    for (const [index, points] of bot.entries()) {
      await app.database.db
        .update(quizSessionQuestions)
        .set({ botPoints: points, botCorrect: points > 0 })
        .where(
          and(
            eq(quizSessionQuestions.sessionId, session.id),
            eq(quizSessionQuestions.position, index + 1),
          ),
        );
    }
    expect((await completeSession(app, headers, session.id)).statusCode).toBe(200);
    const stats = (
      await app.inject({ method: 'GET', url: '/api/scoring/user-stats/current', headers })
    ).json().data.profile;
    return { ...(await resultsOf(headers, session.id)), gamesWon: stats.games_won };
  }

  it('a competitive result is a loss when the bot scored more, whatever the accuracy (decision 25)', async () => {
    const results = await competitiveAt70Percent(() => Array(10).fill(30));
    expect(results.accuracy).toBe(70);
    expect(results.opponent.total_points).toBe(300);
    expect(results.outcome).toBe('loss');
    expect(results.headline).not.toBe('YOU WIN');
    // The player's stats agree with the results page: no win.
    expect(results.gamesWon).toBe(0);
  });

  it('a competitive result is a draw on equal points, and a win above the bot', async () => {
    const draw = await competitiveAt70Percent((total) => [total, ...Array(9).fill(0)]);
    expect(draw.opponent.total_points).toBe(draw.total_points);
    expect(draw.outcome).toBe('draw');
    expect(draw.gamesWon).toBe(0);
    const win = await competitiveAt70Percent((total) => [total - 1, ...Array(9).fill(0)]);
    expect(win.outcome).toBe('win');
    expect(win.gamesWon).toBe(1);
  });

  it('solo results keep the accuracy band: 70% is a win even when the bot scored more', async () => {
    const { headers } = await signUp(app);
    const session = await startSession(app, headers, { topic_id: topicId, game_mode: 'timed' });
    for (let index = 0; index < 10; index += 1) {
      await answerNext(
        app,
        headers,
        session.id,
        index < 7 ? 'right' : 'wrong',
        clock.advance,
        9_000,
      );
    }
    await app.database.db
      .update(quizSessionQuestions)
      .set({ botPoints: 30, botCorrect: true })
      .where(eq(quizSessionQuestions.sessionId, session.id));
    await completeSession(app, headers, session.id);
    const results = await resultsOf(headers, session.id);
    expect(results).toMatchObject({ accuracy: 70, outcome: 'win', headline: 'WELL DONE' });
  });
});
