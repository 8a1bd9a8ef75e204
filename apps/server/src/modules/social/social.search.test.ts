import { randomUUID } from 'node:crypto';
import {
  BROWSE_PAGE_SIZE,
  FRIEND_REQUESTS_PER_DAY,
  USER_SEARCHES_PER_MINUTE,
} from '@quizarena/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendRequests, userBlocks, users } from '../../db/schema';
import { signUp } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { Headers } from '../../test/quiz-helpers';
import { addPlayer, befriendDirectly, socialApi } from './social.test-helpers';

type Found = {
  user_id: string;
  name: string;
  full_name: string;
  avatar_url: string | null;
  points: number;
  games_played: number;
  relationship: string;
  relationship_status: string;
};

/**
 * Finding players: who search and browse list (docs/PRIVACY.md), in what order, a page at a
 * time, and the per-player limits.
 */
describe('finding players', () => {
  let app: TestApp;
  let api: ReturnType<typeof socialApi>;
  let viewer: Awaited<ReturnType<typeof signUp>>;
  const year = new Date().getUTCFullYear();
  const ids = {} as Record<
    | 'ada'
    | 'bea'
    | 'cal'
    | 'minorFriend'
    | 'hiddenFriend'
    | 'minor'
    | 'hidden'
    | 'banned'
    | 'blocker'
    | 'blocked',
    string
  >;

  const search = async (query: string, headers: Headers = viewer.headers) => {
    const response = await api.get(headers, `/users/search?query=${encodeURIComponent(query)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.users as Found[];
  };
  const browse = async (params: string, headers: Headers = viewer.headers) => {
    const response = await api.get(headers, `/users/browse?${params}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      users: Found[];
      pagination: {
        current_page: number;
        total_pages: number;
        total_users: number;
        limit: number;
      };
    };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    api = socialApi(app);
    viewer = await signUp(app, { name: 'Zara Viewer' });
    const db = app.database.db;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    // Listed: three adults, a friend who is under 16 and a friend with a hidden profile.
    ids.ada = await addPlayer(db, {
      fullName: 'Ada Zeller',
      createdAt: day(1),
      points: 500,
      gamesPlayed: 3,
      avatarUrl: '/uploads/avatars/ada.webp',
    });
    ids.bea = await addPlayer(db, {
      fullName: 'bea zimmer',
      createdAt: day(3),
      points: 50,
      gamesPlayed: 9,
    });
    ids.cal = await addPlayer(db, { fullName: 'Cal 100% Zed_x', createdAt: day(2), points: 900 });
    ids.minorFriend = await addPlayer(db, {
      fullName: 'Mia Zoon',
      birthYear: year - 14,
      createdAt: day(4),
      avatarUrl: '/uploads/avatars/mia.webp',
    });
    ids.hiddenFriend = await addPlayer(db, {
      fullName: 'Hal Zorn',
      profileHidden: true,
      createdAt: day(5),
    });
    await befriendDirectly(db, viewer.user.id, ids.minorFriend);
    await befriendDirectly(db, viewer.user.id, ids.hiddenFriend);
    // Never listed to the viewer.
    ids.minor = await addPlayer(db, { fullName: 'Max Zoom', birthYear: year - 14 });
    ids.hidden = await addPlayer(db, { fullName: 'Hugo Zeal', profileHidden: true });
    ids.banned = await addPlayer(db, { fullName: 'Bo Zany', status: 'banned' });
    ids.blocker = await addPlayer(db, { fullName: 'Bill Zest' });
    ids.blocked = await addPlayer(db, { fullName: 'Bert Zinc' });
    await db.insert(userBlocks).values([
      { blockerId: ids.blocker, blockedId: viewer.user.id },
      { blockerId: viewer.user.id, blockedId: ids.blocked },
    ]);
    // Where the viewer stands shows on each result.
    await db.insert(friendRequests).values([
      { senderId: viewer.user.id, receiverId: ids.ada },
      { senderId: ids.bea, receiverId: viewer.user.id },
    ]);
  });
  afterAll(() => app.close());

  it('matches the trimmed query anywhere in the full name, ignoring case, names that start with it first', async () => {
    const found = await search('  ZE ');
    expect(found.map((user) => user.user_id)).toEqual([ids.ada, ids.cal]);
    expect((await search('zimm')).map((user) => user.user_id)).toEqual([ids.bea]);
    // 'Mia Zoon' starts with it, 'bea zimmer' only contains it.
    expect((await search('m')).map((user) => user.user_id)).toEqual([ids.minorFriend, ids.bea]);
    // LIKE's wildcards are matched as themselves.
    expect((await search('%')).map((user) => user.user_id)).toEqual([ids.cal]);
    expect((await search('z_d')).map((user) => user.user_id)).toEqual([]);
    expect((await search('zed_x')).map((user) => user.user_id)).toEqual([ids.cal]);
  });

  it('finds no one for a blank query, and limits how many it answers', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('    ')).toEqual([]);
    const limited = await api.get(viewer.headers, '/users/search?query=z&limit=2');
    expect(limited.json().data.users).toHaveLength(2);
    const tooMany = await api.get(viewer.headers, '/users/search?query=z&limit=51');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details[0].field).toBe('querystring.limit');
  });

  it('lists neither the caller, disabled players, blockers and the blocked, nor hidden profiles and minors who are not friends', async () => {
    const found = await search('z');
    expect(new Set(found.map((user) => user.user_id))).toEqual(
      new Set([ids.ada, ids.bea, ids.cal, ids.minorFriend, ids.hiddenFriend]),
    );
    const { users: all, pagination } = await browse('sort=alphabetical');
    expect(new Set(all.map((user) => user.user_id))).toEqual(
      new Set([ids.ada, ids.bea, ids.cal, ids.minorFriend, ids.hiddenFriend]),
    );
    expect(pagination.total_users).toBe(5);
  });

  it('shows each result by the identity rule, with where the caller stands', async () => {
    const byId = new Map((await search('z')).map((user) => [user.user_id, user]));
    expect(byId.get(ids.ada)).toMatchObject({
      name: 'Ada Zeller',
      full_name: 'Ada Zeller',
      avatar_url: '/uploads/avatars/ada.webp',
      points: 500,
      total_points: 500,
      level: 3,
      games_played: 3,
      relationship: 'pending_sent',
      relationship_status: 'pending',
    });
    expect(byId.get(ids.bea)).toMatchObject({
      relationship: 'pending_received',
      relationship_status: 'pending',
    });
    expect(byId.get(ids.cal)).toMatchObject({ relationship: 'none', relationship_status: 'other' });
    // A friend under 16 shows by the short name only, without a picture, to friends too.
    expect(byId.get(ids.minorFriend)).toMatchObject({
      name: 'Mia Z.',
      full_name: 'Mia Z.',
      avatar_url: null,
      relationship: 'friends',
      relationship_status: 'friends',
    });
    // A friend's hidden profile still shows its name to them.
    expect(byId.get(ids.hiddenFriend)).toMatchObject({ name: 'Hal Zorn', relationship: 'friends' });
  });

  it('keeps a blocked player from finding the blocker, and the blocker from finding them', async () => {
    const blocked = await signUp(app, { name: 'Quinn Blocked' });
    const blocker = await signUp(app, { name: 'Quentin Blocker' });
    expect((await search('quentin', blocked.headers)).length).toBe(1);
    await api.block(blocker.headers, blocked.user.id);
    expect(await search('quentin', blocked.headers)).toEqual([]);
    expect(await search('quinn', blocker.headers)).toEqual([]);
    const names = (list: Found[]) => list.map((user) => user.name);
    expect(
      names((await browse('sort=alphabetical&limit=50', blocked.headers)).users),
    ).not.toContain('Quentin Blocker');
    expect(
      names((await browse('sort=alphabetical&limit=50', blocker.headers)).users),
    ).not.toContain('Quinn Blocked');
  });

  it('sorts browse by newest, points, games played or name', async () => {
    // Players other tests sign up meanwhile are left out: the fixtures' order is what counts.
    const fixtures = new Set(Object.values(ids));
    const order = async (sort: string) =>
      (await browse(`sort=${sort}&limit=50`)).users
        .map((user) => user.user_id)
        .filter((id) => fixtures.has(id));
    expect(await order('newest')).toEqual([
      ids.hiddenFriend,
      ids.minorFriend,
      ids.bea,
      ids.cal,
      ids.ada,
    ]);
    expect((await order('points')).slice(0, 3)).toEqual([ids.cal, ids.ada, ids.bea]);
    expect((await order('games_played')).slice(0, 2)).toEqual([ids.bea, ids.ada]);
    expect(await order('alphabetical')).toEqual([
      ids.ada,
      ids.bea,
      ids.cal,
      ids.hiddenFriend,
      ids.minorFriend,
    ]);
    const bad = await api.get(viewer.headers, '/users/browse?sort=richest');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('querystring.sort');
  });

  it('pages browse 12 at a time, with the pages and the total', async () => {
    const pager = await signUp(app, { name: 'Pat Pager' });
    const first = await browse('sort=alphabetical', pager.headers);
    const total = first.pagination.total_users;
    expect(first.users).toHaveLength(Math.min(BROWSE_PAGE_SIZE, total));
    for (let i = total; i < 14; i += 1) await addPlayer(app.database.db, { fullName: `Page ${i}` });
    const one = await browse('sort=alphabetical&page=1', pager.headers);
    const two = await browse('sort=alphabetical&page=2', pager.headers);
    const all = one.pagination.total_users;
    expect(all).toBeGreaterThanOrEqual(14);
    expect(one.pagination).toEqual({
      current_page: 1,
      total_pages: Math.ceil(all / BROWSE_PAGE_SIZE),
      total_users: all,
      limit: BROWSE_PAGE_SIZE,
    });
    expect(one.users).toHaveLength(BROWSE_PAGE_SIZE);
    expect(two.pagination.current_page).toBe(2);
    const seen = [...one.users, ...two.users].map((user) => user.user_id);
    expect(new Set(seen).size).toBe(seen.length);
    const beyond = await browse('sort=alphabetical&page=99', pager.headers);
    expect(beyond.users).toEqual([]);
    expect(beyond.pagination.total_users).toBe(all);
  });

  it('counts searches and browse pages per minute: past the limit 429 with Retry-After', async () => {
    const busy = await signUp(app, { name: 'Busy Searcher' });
    for (let i = 0; i < USER_SEARCHES_PER_MINUTE - 1; i += 1) await search('a', busy.headers);
    await browse('page=1', busy.headers);
    const refused = await api.get(busy.headers, '/users/search?query=a');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await api.get(busy.headers, '/users/browse')).statusCode).toBe(429);
    // Another player's searches are their own.
    expect((await api.get(viewer.headers, '/users/search?query=a')).statusCode).toBe(200);
  });

  it('counts friend requests per day, not repeats: past the limit 429 with Retry-After', async () => {
    const eager = await signUp(app, { name: 'Eager Asker' });
    const db = app.database.db;
    const targets = await db
      .insert(users)
      .values(
        Array.from({ length: FRIEND_REQUESTS_PER_DAY + 1 }, (_, i) => {
          const email = `target-${randomUUID()}@example.com`;
          return { email, emailNormalized: email, fullName: `Target ${i}`, birthYear: 1990 };
        }),
      )
      .returning({ id: users.id });
    // A repeat of a request already sent asks nothing of anyone and is not counted.
    await api.request(eager.headers, targets[0]!.id);
    await api.request(eager.headers, targets[0]!.id);
    for (const target of targets.slice(1, FRIEND_REQUESTS_PER_DAY)) {
      const response = await api.request(eager.headers, target.id);
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await api.request(eager.headers, targets[FRIEND_REQUESTS_PER_DAY]!.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
  });
});
