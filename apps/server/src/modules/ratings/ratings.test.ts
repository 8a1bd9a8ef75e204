import { conservativeRating, displayRating, RATING_RULES } from '@quizarena/contracts';
import { eq, sql } from 'drizzle-orm';
import { rate, rating } from 'openskill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { skillRatingChanges } from '../../db/schema';
import { openTestDatabase } from '../../test/build-test-app';
import { buildCategory } from '../../test/factories';
import { addUser } from '../leaderboard/leaderboard.test-helpers';
import { inTransaction } from '../scoring';
import { rateGame, ratingsOf } from './index';
import { addGame, inOrder, playRated } from './ratings.test-helpers';

const AT = new Date('2026-11-20T18:00:00Z');

type Row = {
  user_id: string;
  category_id: string | null;
  mu: number;
  sigma: number;
  conservative: number;
  games: number;
  wins: number;
  losses: number;
};

/** The stored rows of these players in one category, in the order asked. */
async function rowsOf(db: Db, userIds: string[], categoryId: string | null): Promise<Row[]> {
  const result = (await db.execute(
    sql`select user_id, category_id, mu, sigma, conservative, games, wins, losses
        from skill_ratings
        where ${categoryId === null ? sql`category_id is null` : sql`category_id = ${categoryId}`}`,
  )) as unknown as { rows: Row[] };
  return userIds.map((id) => result.rows.find((row) => row.user_id === id)!);
}

const skills = (rows: Row[]) => rows.map(({ mu, sigma }) => ({ mu, sigma }));

describe('rating a game', () => {
  let database: Database;
  let db: Db;
  let categoryId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    categoryId = (await buildCategory(db)).id;
  });
  afterAll(() => database?.close());

  const players = (n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => addUser(db, { fullName: `Player ${i}` })));

  it('starts every player at OpenSkill’s new rating, which the display rules call 1000', () => {
    expect(rating()).toEqual({ mu: RATING_RULES.initialMu, sigma: RATING_RULES.initialSigma });
    expect(displayRating(RATING_RULES.initialMu)).toBe(1000);
  });

  it('persists exactly OpenSkill’s update of its documented four-player example', async () => {
    // README, 'Artificial Ranking': four new players ranked [4, 1, 3, 2].
    const [a, b, c, d] = await players(4);
    const { changes } = await playRated(db, categoryId, AT, [
      { userId: a!, place: 4, left: false },
      { userId: b!, place: 1, left: false },
      { userId: c!, place: 3, left: false },
      { userId: d!, place: 2, left: false },
    ]);
    const r = rating();
    const expected = rate([[r], [r], [r], [r]], { rank: [4, 1, 3, 2] }).map(([player]) => player!);
    // The numbers the README prints for it.
    expect(expected.map((p) => [+p.mu.toFixed(3), +p.sigma.toFixed(3)])).toEqual([
      [20.962, 8.084],
      [27.795, 8.264],
      [24.689, 8.084],
      [26.553, 8.18],
    ]);
    const rows = await rowsOf(db, [a!, b!, c!, d!], categoryId);
    expect(skills(rows)).toEqual(expected);
    expect(rows.map((row) => row.conservative)).toEqual(
      expected.map((p) => conservativeRating(p.mu, p.sigma)),
    );
    expect(rows.map((row) => [row.games, row.wins, row.losses])).toEqual([
      [1, 0, 1],
      [1, 1, 0],
      [1, 0, 1],
      [1, 0, 1],
    ]);
    expect(changes.map((change) => [change.rank, change.outcome])).toEqual([
      [4, 'loss'],
      [1, 'win'],
      [3, 'loss'],
      [2, 'loss'],
    ]);
    expect(changes[1]!.after).toEqual({ ...expected[1], rating: displayRating(expected[1]!.mu) });
  });

  it('persists OpenSkill’s documented tie (equal places), which is neither won nor lost', async () => {
    // README: scores [37, 19, 37, 42], so places 2, 4, 2, 1.
    const [a, b, c, d] = await players(4);
    await playRated(db, categoryId, AT, [
      { userId: a!, place: 2, left: false },
      { userId: b!, place: 4, left: false },
      { userId: c!, place: 2, left: false },
      { userId: d!, place: 1, left: false },
    ]);
    const r = rating();
    const expected = rate([[r], [r], [r], [r]], { score: [37, 19, 37, 42] }).map(([p]) => p!);
    expect(expected.map((p) => +p.mu.toFixed(3))).toEqual([24.689, 22.826, 24.689, 27.795]);
    const rows = await rowsOf(db, [a!, b!, c!, d!], categoryId);
    expect(skills(rows)).toEqual(expected);
    expect(rows[0]).toEqual({ ...rows[2], user_id: a });
  });

  it('moves a winner up and a loser down by the same amount from equal ratings', async () => {
    const [winner, loser] = await players(2);
    const { changes } = await playRated(db, categoryId, AT, inOrder(winner!, loser!));
    const [won, lost] = changes;
    expect(won!.after.mu).toBeGreaterThan(RATING_RULES.initialMu);
    expect(lost!.after.mu).toBeLessThan(RATING_RULES.initialMu);
    expect(won!.after.mu - 25).toBeCloseTo(25 - lost!.after.mu, 10);
    expect(won!.after.rating).toBeGreaterThan(1000);
    expect(lost!.after.rating).toBeLessThan(1000);
    expect(changes.map((change) => change.outcome)).toEqual(['win', 'loss']);
  });

  it('counts a two-player tie as a draw that moves neither mean', async () => {
    const [a, b] = await players(2);
    const { changes } = await playRated(db, categoryId, AT, [
      { userId: a!, place: 1, left: false },
      { userId: b!, place: 1, left: false },
    ]);
    expect(changes.map((change) => [change.outcome, change.after.mu])).toEqual([
      ['draw', 25],
      ['draw', 25],
    ]);
    const rows = await rowsOf(db, [a!, b!], categoryId);
    expect(rows.map((row) => [row.games, row.wins, row.losses])).toEqual([
      [1, 0, 0],
      [1, 0, 0],
    ]);
  });

  it('ranks a player who left after everyone who stayed, whatever their place, as a loss', async () => {
    const [leaver, stayer] = await players(2);
    // The leaver was ahead on points when they went.
    const { changes } = await playRated(db, categoryId, AT, [
      { userId: leaver!, place: 1, left: true },
      { userId: stayer!, place: 2, left: false },
    ]);
    const r = rating();
    const [[gone], [stayed]] = rate([[r], [r]], { rank: [2, 1] });
    const rows = await rowsOf(db, [leaver!, stayer!], categoryId);
    expect(skills(rows)).toEqual([gone, stayed]);
    expect(changes.map((c) => [c.rank, c.outcome, c.place, c.left])).toEqual([
      [2, 'loss', 1, true],
      [1, 'win', 2, false],
    ]);
    expect(rows.map((row) => [row.wins, row.losses])).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  it('keeps leavers in their order behind the players who stayed', async () => {
    const [first, early, late, stayer] = await players(4);
    const { changes } = await playRated(db, categoryId, AT, [
      { userId: first!, place: 1, left: true },
      { userId: early!, place: 4, left: true },
      { userId: late!, place: 2, left: true },
      { userId: stayer!, place: 3, left: false },
    ]);
    expect(changes.map((change) => change.rank)).toEqual([2, 4, 3, 1]);
    expect(changes.map((change) => change.outcome)).toEqual(['loss', 'loss', 'loss', 'win']);
  });

  it('rates a four-player game from unequal ratings as OpenSkill does, in order', async () => {
    const [a, b, c, d] = await players(4);
    await playRated(db, categoryId, AT, inOrder(a!, b!, c!, d!));
    const before = skills(await rowsOf(db, [d!, c!, b!, a!], categoryId));
    // The same four again, the order reversed.
    await playRated(db, categoryId, AT, inOrder(d!, c!, b!, a!));
    const expected = rate(
      before.map((skill) => [skill]),
      { rank: [1, 2, 3, 4] },
    ).map(([p]) => p!);
    const rows = await rowsOf(db, [d!, c!, b!, a!], categoryId);
    expect(skills(rows)).toEqual(expected);
    expect(rows.map((row) => [row.games, row.wins, row.losses])).toEqual([
      [2, 1, 1],
      [2, 0, 2],
      [2, 0, 2],
      [2, 1, 1],
    ]);
    // The last-placed before gains most from winning now.
    const gains = rows.map((row, i) => row.mu - before[i]!.mu);
    expect(gains[0]).toBeGreaterThan(gains[1]!);
    expect(gains[3]).toBeLessThan(0);
  });

  it('rates a game once: a second call changes nothing and answers no changes', async () => {
    const [a, b] = await players(2);
    const { gameId, changes } = await playRated(db, categoryId, AT, inOrder(a!, b!));
    expect(changes).toHaveLength(2);
    const after = await rowsOf(db, [a!, b!], categoryId);
    const again = await inTransaction(db, (tx) =>
      rateGame(tx, {
        gameId,
        categoryId,
        at: new Date(AT.getTime() + 60_000),
        standings: inOrder(b!, a!),
      }),
    );
    expect(again).toEqual([]);
    expect(await rowsOf(db, [a!, b!], categoryId)).toEqual(after);
    const recorded = await db
      .select()
      .from(skillRatingChanges)
      .where(eq(skillRatingChanges.gameId, gameId));
    expect(recorded).toHaveLength(2);
  });

  it('changes nothing for fewer than two players', async () => {
    const [alone] = await players(1);
    const { changes } = await playRated(db, categoryId, AT, inOrder(alone!));
    expect(changes).toEqual([]);
    expect((await ratingsOf(db, [alone!], categoryId)).get(alone!)?.games).toBe(0);
  });

  it('refuses a player listed twice, rating nothing', async () => {
    const [a, b] = await players(2);
    const gameId = await addGame(db, categoryId, AT);
    await expect(
      inTransaction(db, (tx) =>
        rateGame(tx, {
          gameId,
          categoryId,
          at: AT,
          standings: [...inOrder(a!, b!), { userId: a!, place: 3, left: false }],
        }),
      ),
    ).rejects.toThrow(/twice/);
    expect((await ratingsOf(db, [a!], categoryId)).get(a!)?.games).toBe(0);
  });

  it('keeps the General rating (no category) apart from each category’s', async () => {
    const [a, b] = await players(2);
    await playRated(db, null, AT, inOrder(a!, b!));
    await playRated(db, null, AT, inOrder(a!, b!));
    await playRated(db, categoryId, AT, inOrder(b!, a!));
    const general = await ratingsOf(db, [a!, b!], null);
    const inCategory = await ratingsOf(db, [a!, b!], categoryId);
    expect(general.get(a!)).toMatchObject({ games: 2 });
    expect(general.get(a!)!.rating).toBeGreaterThan(1000);
    expect(inCategory.get(a!)).toMatchObject({ games: 1 });
    expect(inCategory.get(a!)!.rating).toBeLessThan(1000);
    const rows = (await db.execute(
      sql`select count(*)::int as n from skill_ratings where user_id = ${a!}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(2);
  });

  it('refuses a second row for a player in General, as for a category (NULLS NOT DISTINCT)', async () => {
    const [a] = await players(1);
    const insert = () =>
      db.execute(
        sql`insert into skill_ratings (user_id, category_id, mu, sigma, conservative, updated_at)
            values (${a!}, null, 25, 8.3, 0, now())`,
      );
    await insert();
    await expect(insert()).rejects.toThrow();
  });

  it('answers a new player’s rating for players who never played there', async () => {
    const [a, b, newcomer] = await players(3);
    await playRated(db, categoryId, AT, inOrder(a!, b!));
    const found = await ratingsOf(db, [a!, newcomer!, a!], categoryId);
    expect([...found.keys()]).toEqual([a!, newcomer!]);
    expect(found.get(newcomer!)).toEqual({
      mu: RATING_RULES.initialMu,
      sigma: RATING_RULES.initialSigma,
      games: 0,
      rating: 1000,
      provisional: true,
    });
    expect(found.get(a!)).toMatchObject({ games: 1, provisional: true });
    expect(found.get(a!)!.rating).toBeGreaterThan(1000);
  });

  it('stops calling a rating provisional at ten games', async () => {
    const [a, b] = await players(2);
    for (let game = 0; game < 9; game += 1) await playRated(db, null, AT, inOrder(a!, b!));
    expect((await ratingsOf(db, [a!], null)).get(a!)).toMatchObject({
      games: 9,
      provisional: true,
    });
    await playRated(db, null, AT, inOrder(a!, b!));
    expect((await ratingsOf(db, [a!], null)).get(a!)).toMatchObject({
      games: 10,
      provisional: false,
    });
  });

  it('counts both of two games of the same players rated at once', async () => {
    const [a, b, c] = await players(3);
    const games = await Promise.all([addGame(db, null, AT), addGame(db, null, AT)]);
    await Promise.all([
      inTransaction(db, (tx) =>
        rateGame(tx, { gameId: games[0], categoryId: null, at: AT, standings: inOrder(a!, b!) }),
      ),
      inTransaction(db, (tx) =>
        rateGame(tx, {
          gameId: games[1],
          categoryId: null,
          at: AT,
          standings: inOrder(c!, b!, a!),
        }),
      ),
    ]);
    const rows = await rowsOf(db, [a!, b!, c!], null);
    expect(rows.map((row) => row.games)).toEqual([2, 2, 1]);
  });

  it('rates a game once when two settlements race to rate it', async () => {
    const [a, b] = await players(2);
    const gameId = await addGame(db, null, AT);
    const settle = () =>
      inTransaction(db, (tx) =>
        rateGame(tx, { gameId, categoryId: null, at: AT, standings: inOrder(a!, b!) }),
      );
    const answers = await Promise.all([settle(), settle()]);
    expect(answers.map((changes) => changes.length).sort()).toEqual([0, 2]);
    expect((await rowsOf(db, [a!, b!], null)).map((row) => row.games)).toEqual([1, 1]);
  });
});
