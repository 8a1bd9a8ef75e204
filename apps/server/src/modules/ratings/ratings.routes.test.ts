import { randomUUID } from 'node:crypto';
import { conservativeRating, displayRating, type RatingBoard } from '@quizarena/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { skillRatings } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { hideProfile, signUp } from '../../test/auth-helpers';
import { expectFieldRefusals } from '../../test/refusals';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory } from '../../test/factories';
import { addUser } from '../leaderboard/leaderboard.test-helpers';
import { inOrder, playRated } from './ratings.test-helpers';

const NOW = new Date('2026-11-20T18:00:00Z');

/** Sets a player's rating row outright, so a board's order can be chosen exactly. */
async function setRating(
  db: Db,
  userId: string,
  categoryId: string | null,
  values: { mu: number; sigma: number; games: number; wins?: number },
) {
  await db.insert(skillRatings).values({
    userId,
    categoryId,
    mu: values.mu,
    sigma: values.sigma,
    conservative: conservativeRating(values.mu, values.sigma),
    games: values.games,
    wins: values.wins ?? 0,
    updatedAt: NOW,
  });
}

describe('rating routes', () => {
  const clock = manualClock(NOW);
  let app: TestApp;
  let db: Db;
  let viewer: Awaited<ReturnType<typeof signUp>>;
  let categoryId: string;
  let otherCategoryId: string;

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    db = app.database.db;
    categoryId = (await buildCategory(db, { name: 'Science' })).id;
    otherCategoryId = (await buildCategory(db, { name: 'Art' })).id;
    viewer = await signUp(app, { name: 'Vera Viewer' });
  });
  afterAll(() => app.close());

  const get = (url: string, headers = viewer.headers) =>
    app.inject({ method: 'GET', url, headers });
  const board = async (query: string, headers = viewer.headers) => {
    const response = await get(`/api/ratings/leaderboard${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as RatingBoard;
  };

  it('refuses signed-out callers', async () => {
    for (const url of ['/api/ratings/leaderboard', `/api/users/${viewer.user.id}/ratings`]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('answers 400 naming the field for bad parameters', async () => {
    const cases: [string, string][] = [
      ['/api/ratings/leaderboard?category=science', 'querystring.category'],
      ['/api/ratings/leaderboard?limit=0', 'querystring.limit'],
      ['/api/ratings/leaderboard?limit=101', 'querystring.limit'],
      ['/api/ratings/leaderboard?limit=ten', 'querystring.limit'],
      ['/api/ratings/leaderboard?offset=-1', 'querystring.offset'],
      ['/api/ratings/leaderboard?offset=10001', 'querystring.offset'],
      ['/api/ratings/leaderboard?sort=best', 'querystring'],
      ['/api/users/42/ratings', 'params.userId'],
    ];
    await expectFieldRefusals(get, cases);
  });

  it('answers 404 naming the category for one nobody can browse', async () => {
    const retired = (await buildCategory(db, { isActive: false })).id;
    for (const id of [randomUUID(), retired]) {
      const response = await get(`/api/ratings/leaderboard?category=${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Category not found',
        details: [{ field: 'querystring.category', message: 'Category not found' }],
      });
    }
    expect((await get(`/api/users/${randomUUID()}/ratings`)).statusCode).toBe(404);
  });

  it('ranks a board by conservative rating, then games, then user id, a page at a time', async () => {
    const board0 = (await buildCategory(db)).id;
    const [top, fewer, more, tieA, tieB] = await Promise.all(
      ['Top', 'Fewer Games', 'More Games', 'Tie A', 'Tie B'].map((name) =>
        addUser(db, { fullName: name }),
      ),
    );
    await setRating(db, top!, board0, { mu: 40, sigma: 2, games: 12, wins: 9 });
    // Both conservative 960: the one with more games first.
    await setRating(db, fewer!, board0, { mu: 30, sigma: 2, games: 3 });
    await setRating(db, more!, board0, { mu: 28, sigma: 4 / 3, games: 5 });
    await setRating(db, tieA!, board0, { mu: 20, sigma: 5, games: 2 });
    await setRating(db, tieB!, board0, { mu: 20, sigma: 5, games: 2 });
    const [firstTie, secondTie] = [tieA!, tieB!].sort();

    const whole = await board(`?category=${board0}`);
    expect(whole.total).toBe(5);
    expect(whole.entries.map((entry) => entry.user_id)).toEqual([
      top,
      more,
      fewer,
      firstTie,
      secondTie,
    ]);
    expect(whole.entries.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(whole.entries[0]).toEqual({
      rank: 1,
      user_id: top,
      name: 'Top',
      avatar_url: null,
      rating: displayRating(40),
      conservative_rating: conservativeRating(40, 2),
      games: 12,
      wins: 9,
      provisional: false,
      is_current_user: false,
      profile_visible: true,
    });
    expect(whole.entries[1]).toMatchObject({ conservative_rating: 960, provisional: true });

    const page = await board(`?category=${board0}&limit=2&offset=2`);
    expect(page).toMatchObject({ category_id: board0, total: 5, limit: 2, offset: 2 });
    expect(page.entries.map((entry) => [entry.rank, entry.user_id])).toEqual([
      [3, fewer],
      [4, firstTie],
    ]);
    expect((await board(`?category=${board0}&offset=5`)).entries).toEqual([]);

    // The count is kept a while; the rows are not.
    const late = await addUser(db, { fullName: 'Late Comer' });
    await setRating(db, late, board0, { mu: 45, sigma: 1, games: 20 });
    const soon = await board(`?category=${board0}`);
    expect(soon.entries[0]!.user_id).toBe(late);
    expect(soon.total).toBe(5);
    clock.advance(30_000);
    expect((await board(`?category=${board0}`)).total).toBe(6);
  });

  it('lists General (no category) apart from each category, from rated games', async () => {
    const [winner, loser] = await Promise.all([
      addUser(db, { fullName: 'General Winner' }),
      addUser(db, { fullName: 'General Loser' }),
    ]);
    await playRated(db, null, NOW, inOrder(winner!, loser!));
    const general = await board('');
    expect(general.category_id).toBeNull();
    const names = general.entries.map((entry) => entry.name);
    expect(names.indexOf('General Winner')).toBeLessThan(names.indexOf('General Loser'));
    expect(general.entries.find((entry) => entry.user_id === winner)).toMatchObject({
      games: 1,
      wins: 1,
      provisional: true,
    });
    expect((await board(`?category=${otherCategoryId}`)).entries).toEqual([]);
  });

  it('shows hidden profiles and possible minors as the points boards do, and no banned player', async () => {
    const shown = (await buildCategory(db)).id;
    const [hidden, minor, banned] = await Promise.all([
      addUser(db, { fullName: 'Hanna Hideaway', profileHidden: true, avatarUrl: '/a.png' }),
      addUser(db, { fullName: 'Mia Young Player', birthYear: 2014, avatarUrl: '/b.png' }),
      addUser(db, { fullName: 'Bruno Banned', status: 'banned' }),
    ]);
    await setRating(db, hidden!, shown, { mu: 30, sigma: 3, games: 4 });
    await setRating(db, minor!, shown, { mu: 29, sigma: 3, games: 4 });
    await setRating(db, banned!, shown, { mu: 50, sigma: 1, games: 40 });
    await setRating(db, viewer.user.id, shown, { mu: 28, sigma: 3, games: 4 });

    const data = await board(`?category=${shown}`);
    expect(data.total).toBe(3);
    expect(
      data.entries.map((e) => [
        e.rank,
        e.name,
        e.user_id,
        e.avatar_url,
        e.profile_visible,
        e.is_current_user,
      ]),
    ).toEqual([
      [1, 'Hidden player', null, null, false, false],
      [2, 'Mia P.', minor, null, false, false],
      [3, 'Vera Viewer', viewer.user.id, null, true, true],
    ]);
  });

  it("answers a player's ratings, General first, each with its last change", async () => {
    const player = await signUp(app, { name: 'Rita Rated' });
    const rival = await addUser(db, { fullName: 'Rival' });
    const me = player.user.id;
    const first = await playRated(db, categoryId, NOW, inOrder(me, rival));
    clock.advance(60_000);
    const second = await playRated(db, categoryId, clock.now(), inOrder(rival, me));
    await playRated(db, otherCategoryId, clock.now(), inOrder(me, rival));
    await playRated(db, null, clock.now(), [
      { userId: me, place: 1, left: false },
      { userId: rival, place: 1, left: false },
    ]);

    const response = await get(`/api/users/${me}/ratings`);
    expect(response.statusCode).toBe(200);
    const { user_id, ratings } = response.json().data;
    expect(user_id).toBe(me);
    expect(ratings.map((r: { category_name: string | null }) => r.category_name)).toEqual([
      null,
      'Art',
      'Science',
    ]);
    expect(ratings[0]).toMatchObject({
      category_id: null,
      rating: 1000,
      games: 1,
      wins: 0,
      losses: 0,
      provisional: true,
      last_change: { before: 1000, after: 1000, at: clock.now().toISOString() },
    });
    const science = ratings[2];
    const lastChange = second.changes.find((change) => change.userId === me)!;
    expect(science).toMatchObject({
      category_id: categoryId,
      games: 2,
      wins: 1,
      losses: 1,
      rating: lastChange.after.rating,
      last_change: {
        before: lastChange.before.rating,
        after: lastChange.after.rating,
        at: clock.now().toISOString(),
      },
    });
    expect(lastChange.before.rating).toBe(
      first.changes.find((change) => change.userId === me)!.after.rating,
    );
    expect(science.last_change.after).toBeLessThan(science.last_change.before);
  });

  it('answers no ratings for a player who has not played a rated game', async () => {
    const newcomer = await signUp(app, { name: 'Nina New' });
    const own = await get(`/api/users/${newcomer.user.id}/ratings`, newcomer.headers);
    expect(own.json().data).toEqual({ user_id: newcomer.user.id, ratings: [] });
    // A rating with no recorded change (set outright) has no last change to show.
    await setRating(db, newcomer.user.id, null, { mu: 26, sigma: 7, games: 1 });
    const set = await get(`/api/users/${newcomer.user.id}/ratings`, newcomer.headers);
    expect(set.json().data.ratings).toEqual([
      expect.objectContaining({ category_id: null, rating: 1040, last_change: null }),
    ]);
  });

  it("hides a hidden or possibly under-16 player's ratings from others, not from themselves", async () => {
    const shy = await signUp(app, { name: 'Sam Shy' });
    const rival = await addUser(db, { fullName: 'Rival' });
    await playRated(db, null, NOW, inOrder(shy.user.id, rival));
    expect((await get(`/api/users/${shy.user.id}/ratings`)).statusCode).toBe(200);
    await hideProfile(app, shy.headers);
    expect((await get(`/api/users/${shy.user.id}/ratings`)).statusCode).toBe(404);
    const own = await get(`/api/users/${shy.user.id}/ratings`, shy.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.ratings).toHaveLength(1);

    const minor = await addUser(db, { fullName: 'Young One', birthYear: 2013 });
    await playRated(db, null, NOW, inOrder(minor, rival));
    expect((await get(`/api/users/${minor}/ratings`)).statusCode).toBe(404);
    const banned = await addUser(db, { fullName: 'Gone', status: 'banned' });
    expect((await get(`/api/users/${banned}/ratings`)).statusCode).toBe(404);
  });
});
