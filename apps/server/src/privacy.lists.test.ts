import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from './lib/clock';
import { setAccountStatus } from './modules/auth';
import { playRated } from './modules/ratings/ratings.test-helpers';
import { signUp } from './test/auth-helpers';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from './test/factories';
import { playSession, startSession, type Headers } from './test/quiz-helpers';

type Player = Awaited<ReturnType<typeof signUp>>;
type Entry = {
  user_id: string | null;
  name: string;
  avatar_url: string | null;
  organization: string | null;
  is_current_user: boolean;
  profile_visible: boolean;
};

/**
 * Minors and hidden profiles, organization opt-in and bans, across every list and page that
 * shows one player to another (docs/PRIVACY.md).
 */
describe('who public lists show', () => {
  const clock = manualClock(new Date('2026-06-10T09:00:00Z'));
  const year = clock.now().getUTCFullYear();
  const school = 'Springfield Elementary';
  let app: TestApp;
  let categoryId: string;
  let topicId: string;
  let adult: Player;
  let minor: Player;
  let hidden: Player;
  let optedOut: Player;
  let banned: Player;
  let viewer: Player;

  const put = (headers: Headers, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/auth/profile', headers, payload });
  const get = (url: string, headers: Headers = viewer.headers) =>
    app.inject({ method: 'GET', url, headers });

  async function earn(player: Player) {
    const session = await startSession(app, player.headers, {
      topic_id: topicId,
      game_mode: 'timed',
    });
    // Two seconds an answer: a human pace, so the fast-answer review keeps nothing back.
    await playSession(app, player.headers, session.id, ['right'], clock.advance, 2_000);
  }

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    const db = app.database.db;
    categoryId = (await buildCategory(db)).id;
    topicId = (await buildTopic(db, categoryId)).id;
    await buildQuestions(db, topicId, 10);
    adult = await signUp(app, { name: 'Ada Adultson', organization: school, birth_year: 1990 });
    minor = await signUp(app, {
      name: 'Bart Youngling',
      organization: school,
      user_type: 'student',
      birth_year: year - 15,
    });
    hidden = await signUp(app, { name: 'Hilda Hiddenfield', organization: school });
    optedOut = await signUp(app, { name: 'Otto Optedout', organization: school });
    banned = await signUp(app, { name: 'Boris Bannerman', organization: school });
    for (const player of [adult, minor, hidden, banned]) {
      expect((await put(player.headers, { list_on_organization_board: true })).statusCode).toBe(
        200,
      );
    }
    const hide = await put(hidden.headers, { profile_hidden: true });
    expect(hide.json().user).toMatchObject({
      profile_hidden: true,
      list_on_organization_board: true,
    });
    for (const player of [adult, minor, hidden, optedOut, banned]) await earn(player);
    // A rated game in General and one in the category, everyone sharing first place.
    const everyone = [adult, minor, hidden, optedOut, banned].map((player) => ({
      userId: player.user.id,
      place: 1,
      left: false,
    }));
    for (const rated of [null, categoryId]) await playRated(db, rated, clock.now(), everyone);
    await setAccountStatus(db, banned.email, 'banned', { clock });
    // Anyone may type a school's name as their organization: it is a label, not a credential.
    viewer = await signUp(app, { name: 'Vera Viewer', organization: ` ${school.toUpperCase()} ` });
  });
  afterAll(() => app.close());

  const boardUrls = () => [
    ...['daily', 'weekly', 'monthly', 'all_time'].map(
      (timeframe) => `/api/leaderboards/global?timeframe=${timeframe}&limit=100`,
    ),
    ...['global', 'organization', 'level', categoryId, `topic_${topicId}`].map(
      (scope) => `/api/scoring/leaderboard?scope=${scope}&limit=100`,
    ),
    `/api/leaderboards/category/${categoryId}?limit=100`,
    `/api/scoring/leaderboard/category/${categoryId}?limit=100`,
    `/api/leaderboards/topic/${topicId}?limit=100`,
  ];

  it('shows a possible minor by first name and initial, without organization or avatar', async () => {
    for (const url of boardUrls()) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('Youngling');
      const rows = (response.json().data.entries as Entry[]).filter(
        (entry) => entry.user_id === minor.user.id,
      );
      expect(rows, url).toEqual([
        expect.objectContaining({
          name: 'Bart Y.',
          organization: null,
          avatar_url: null,
          // Their profile answers not found to others, so no row may link to it.
          profile_visible: false,
        }),
      ]);
    }
    // The adult's row links; the minor still opens their own.
    const board = (await get('/api/leaderboards/global?limit=100')).json().data.entries as Entry[];
    expect(board.find((entry) => entry.user_id === adult.user.id)).toMatchObject({
      profile_visible: true,
    });
    const own = (await get('/api/leaderboards/global?limit=100', minor.headers)).json().data;
    expect(own.entries.filter((entry: Entry) => entry.is_current_user)).toEqual([
      expect.objectContaining({ user_id: minor.user.id, profile_visible: true }),
    ]);
  });

  it('shows a hidden profile as Hidden player, with no id, name or organization', async () => {
    for (const url of boardUrls()) {
      const body = (await get(url)).body;
      expect(body, url).not.toContain('Hiddenfield');
      expect(body, url).not.toContain(hidden.user.id);
      const rows = (JSON.parse(body).data.entries as Entry[]).filter(
        (entry) => entry.name === 'Hidden player',
      );
      expect(rows, url).toEqual([
        expect.objectContaining({
          user_id: null,
          organization: null,
          avatar_url: null,
          profile_visible: false,
        }),
      ]);
    }
    // The hidden player still finds their own row, unlinked like everyone sees it.
    const own = (await get('/api/leaderboards/global?limit=100', hidden.headers)).json().data;
    expect(own.entries.filter((entry: Entry) => entry.is_current_user)).toEqual([
      expect.objectContaining({ user_id: null, name: 'Hidden player' }),
    ]);
    expect(own.user_rank.rank).not.toBeNull();
  });

  it('lists no banned player anywhere, at once, and ranks the listed rows without them', async () => {
    for (const url of boardUrls()) {
      const response = await get(url);
      expect(response.body, url).not.toContain('Bannerman');
      expect(response.body, url).not.toContain(banned.user.id);
      const ranks = (response.json().data.entries as { rank: number }[]).map((e) => e.rank);
      // Everyone earned the same: the listed rows share rank 1 with no gap for the banned.
      expect(new Set(ranks), url).toEqual(new Set([1]));
    }
  });

  it('shows the rating boards by the same rule', async () => {
    for (const url of [
      '/api/ratings/leaderboard',
      `/api/ratings/leaderboard?category=${categoryId}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      for (const text of [
        'Youngling',
        'Hiddenfield',
        'Bannerman',
        hidden.user.id,
        banned.user.id,
      ]) {
        expect(response.body, url).not.toContain(text);
      }
      const rows = response.json().data.entries as Omit<Entry, 'organization'>[];
      expect(
        rows.map((row) => [row.name, row.user_id, row.avatar_url, row.profile_visible]).sort(),
        url,
      ).toEqual(
        [
          ['Ada Adultson', adult.user.id, null, true],
          ['Bart Y.', minor.user.id, null, false],
          ['Hidden player', null, null, false],
          ['Otto Optedout', optedOut.user.id, null, true],
        ].sort(),
      );
      expect(response.json().data.total, url).toBe(4);
    }
    const own = (await get('/api/ratings/leaderboard', hidden.headers)).json().data;
    expect(own.entries.filter((entry: Entry) => entry.is_current_user)).toEqual([
      expect.objectContaining({ user_id: null, name: 'Hidden player' }),
    ]);
  });

  it('lists on an organization board only members who opted in', async () => {
    const data = (await get('/api/scoring/leaderboard?scope=organization&limit=100')).json().data;
    const names = (data.entries as Entry[]).map((entry) => entry.name).sort();
    expect(names).toEqual(['Ada Adultson', 'Bart Y.', 'Hidden player']);
    expect(JSON.stringify(data)).not.toContain('Optedout');
    // Otto is listed everywhere else as the adult he is.
    const global = (await get('/api/leaderboards/global?limit=100')).json().data;
    expect((global.entries as Entry[]).find((e) => e.user_id === optedOut.user.id)).toMatchObject({
      name: 'Otto Optedout',
      organization: school,
    });
  });

  it('opens an adult’s pages to others, and no hidden, banned or possibly under-16 player’s', async () => {
    const pages = (id: string) => [
      `/api/users/${id}/profile`,
      `/api/leaderboards/user/${id}/activity`,
      `/api/leaderboards/user/${id}/rank`,
      `/api/scoring/user-stats/${id}`,
      `/api/analytics/performance/${id}`,
      `/api/analytics/skills/${id}`,
      `/api/achievements/user/${id}`,
      `/api/users/${id}/ratings`,
    ];
    for (const url of pages(adult.user.id)) expect((await get(url)).statusCode, url).toBe(200);
    for (const player of [minor, hidden, banned]) {
      for (const url of pages(player.user.id)) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain(player.user.id);
      }
    }
    // Their own pages stay theirs.
    for (const player of [minor, hidden]) {
      for (const url of pages(player.user.id)) {
        expect((await get(url, player.headers)).statusCode, url).toBe(200);
      }
    }
  });

  it('names nobody in the board totals and the caller’s own activity', async () => {
    for (const url of [
      '/api/leaderboards/stats',
      '/api/scoring/user/recent-activity',
      `/api/leaderboards/user/${viewer.user.id}/activity`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      for (const text of ['Youngling', 'Hiddenfield', 'Bannerman', hidden.user.id]) {
        expect(response.body, url).not.toContain(text);
      }
    }
  });

  it('keeps the settings off by default and lets the owner change them, refusing bad values', async () => {
    expect(viewer.user).toMatchObject({
      profile_hidden: false,
      list_on_organization_board: false,
    });
    const bad = await put(viewer.headers, { profile_hidden: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('body.profile_hidden');
    const me = await get('/api/auth/me', viewer.headers);
    expect(me.json().user.profile_hidden).toBe(false);
  });
});
