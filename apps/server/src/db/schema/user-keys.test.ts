import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { totalOfAllBalances } from '../../modules/scoring';
import { signUp } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { playSession, startSession } from '../../test/quiz-helpers';
import { authSessions, leaderboardScores, ledgerAccounts, userAchievements, users } from './index';

describe('foreign keys to users', () => {
  const clock = manualClock(new Date('2026-10-01T10:00:00Z'));
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp({ clock });
  });
  afterAll(() => app.close());

  it('each says what erasing the user does (none is left at NO ACTION)', async () => {
    // Read from the catalogue, so a table added later without `onDelete` fails here.
    const { rows } = (await app.database.db.execute(sql`
      select c.conrelid::regclass::text || '.' || c.conname as name, c.confdeltype as action
      from pg_constraint c
      where c.contype = 'f' and c.confrelid = 'public.users'::regclass
      order by 1`)) as unknown as { rows: { name: string; action: string }[] };
    expect(rows.length).toBeGreaterThanOrEqual(10);
    // 'a' is NO ACTION and 'r' RESTRICT: both block an erasure.
    expect(rows.filter((row) => row.action === 'a' || row.action === 'r')).toEqual([]);
  });

  it('lets a user who played, earned achievements and points, and signed in be deleted', async () => {
    const db = app.database.db;
    const category = await buildCategory(db, { name: 'Erasure' });
    const topic = await buildTopic(db, category.id, { name: 'Forgetting' });
    await buildQuestions(db, topic.id, 10);
    const player = await signUp(app);
    const session = await startSession(app, player.headers, {
      topic_id: topic.id,
      game_mode: 'timed',
    });
    const completed = await playSession(app, player.headers, session.id, ['right'], clock.advance);
    expect(completed.achievements_earned.length).toBeGreaterThan(0);
    const userId = player.user.id as string;
    expect(await db.select().from(authSessions).where(eq(authSessions.userId, userId))).not.toEqual(
      [],
    );
    expect(
      await db.select().from(leaderboardScores).where(eq(leaderboardScores.userId, userId)),
    ).not.toEqual([]);
    const [account] = await db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId));
    expect(account!.balance).toBeGreaterThan(0);

    await db.delete(users).where(eq(users.id, userId));

    expect(await db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(
      await db.select().from(userAchievements).where(eq(userAchievements.userId, userId)),
    ).toEqual([]);
    // The account stays, ownerless, with its balance, so every movement still balances.
    const [kept] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, account!.id));
    expect(kept).toMatchObject({ userId: null, balance: account!.balance });
    expect(await totalOfAllBalances(db)).toBe(0);
  });
});
