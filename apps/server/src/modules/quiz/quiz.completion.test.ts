import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { createLocalInvalidationBus } from '../../lib/invalidation-bus';
import { createOutbox } from '../../lib/outbox';
import { openTestDatabase } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { createAchievementsService, type AchievementsService } from '../achievements';
import { createContentService } from '../content';
import { createStatsService } from '../scoring';
import { createQuizService, type QuizService } from './quiz.service';

/** The statements of a transaction's body: its begin and commit are the driver's. */
const isBody = (text: string) => !/^(begin|commit|rollback|savepoint|release)\b/i.test(text);

describe('what completing a quiz asks of the database', () => {
  const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
  const poke = vi.fn();
  let database: Database;
  let captured: string[] | undefined;
  let quiz: QuizService;
  let achievements: AchievementsService;
  let topicId: string;

  beforeAll(async () => {
    database = await openTestDatabase({ onQuery: (text) => captured?.push(text.trim()) });
    const db = database.db;
    topicId = (await buildTopic(db, (await buildCategory(db)).id)).id;
    await buildQuestions(db, topicId, 40);
    const outbox = createOutbox({ db, clock });
    // Something listens to unlocks, as the realtime bridge does; nothing to completions.
    outbox.register('achievement.unlocked', 'test.listening', () => {});
    const spied = { write: outbox.write, poke };
    achievements = createAchievementsService({
      db,
      clock,
      invalidation: createLocalInvalidationBus({ alone: true }),
      outbox: spied,
    });
    await achievements.syncCatalogue();
    quiz = createQuizService({
      db,
      clock,
      content: createContentService(db),
      stats: createStatsService(db, clock),
      outbox: spied,
      achievements,
    });
  });
  afterAll(() => database?.close());

  const addPlayer = async () => {
    const email = `cost-${randomUUID()}@example.com`;
    const [row] = await database.db
      .insert(users)
      .values({ email, emailNormalized: email, fullName: 'Player' })
      .returning({ id: users.id });
    return row!.id;
  };

  /** Plays a whole quiz (option b is right), then completes it with the statements noted. */
  const play = async (userId: string, right: (position: number) => boolean) => {
    const session = await quiz.createSession(userId, { topic_id: topicId, game_mode: 'practice' });
    for (;;) {
      const question = await quiz.nextQuestion(userId, session.id);
      if (!question) break;
      clock.advance(2_000);
      await quiz.answer(userId, session.id, {
        question_id: question.id,
        selected_option: right(question.position) ? 'b' : 'a',
      });
    }
    poke.mockClear();
    captured = [];
    const result = await quiz.complete(userId, session.id);
    const statements = captured.filter(isBody);
    captured = undefined;
    return { result, statements };
  };

  it('records the quiz and the rewards it unlocked on the boards once, last, reading back nothing it wrote', async () => {
    const player = await addPlayer();
    const { result, statements } = await play(player, () => true);
    expect(result.achievements_earned.length).toBeGreaterThan(1);
    expect(result.user_stats.total_points).toBeGreaterThan(result.quiz_results.total_points);
    // The shared histogram rows: one statement, the transaction's last.
    expect(statements.filter((text) => text.includes('leaderboard_histogram'))).toHaveLength(1);
    expect(statements.at(-1)).toMatch(/^insert into leaderboard_histogram/);
    // The stats and balance it wrote are handed on, not read again.
    expect(statements.filter((text) => /^select\b[^]*\bfrom "user_stats"/.test(text))).toEqual([]);
    expect(statements.filter((text) => /^select "balance"/.test(text))).toEqual([]);
    // Unlocks wrote deliveries: the outbox is asked to deliver them.
    expect(poke).toHaveBeenCalledTimes(1);
  });

  it('costs at most 23 statements when it unlocks nothing, and no outbox poke', async () => {
    const player = await addPlayer();
    // The first quiz reads the catalogue afresh; the second comes well within its age.
    await achievements.syncCatalogue();
    await play(player, () => true);
    const { result, statements } = await play(player, (position) => position > 5);
    expect(result.achievements_earned).toEqual([]);
    expect(result.quiz_results.total_points).toBeGreaterThan(0);
    // The session and its play (3), the player's stats, topic, day and activity (5), the
    // payment (5), the session's result and its event (2), the achievements' metrics (3) and
    // progress (1), the topic's counters (1), the boards (3, 4 on a level-up). The catalogue
    // is held in memory.
    expect(statements.filter((text) => /\bfrom "achievements"/.test(text))).toEqual([]);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(23);
    // Nothing listens to completions: nothing waits for delivery.
    expect(poke).not.toHaveBeenCalled();
  });
});
