import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { hideProfile } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { pointsBalanceOf } from '../scoring';
import { call, player, type Player } from '../messages/messages.test-helpers';
import { escrowFor, grantPoints, topicWithQuestions } from './games.test-helpers';

describe('the rooms calls', () => {
  let app: TestApp;
  let topic: { categoryId: string; topicId: string };
  beforeAll(async () => {
    app = await buildTestApp();
    topic = await topicWithQuestions(app.database.db, 12);
  });
  afterAll(() => app.close());

  const room = (overrides: Record<string, unknown> = {}) => ({
    name: 'Friday quiz',
    category: topic.categoryId,
    topic: topic.topicId,
    ...overrides,
  });
  const create = async (who: Player, overrides: Record<string, unknown> = {}) => {
    const created = await call(app, who, 'POST', '/api/game-sessions', room(overrides));
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    return created.body.data.room as { id: string; [key: string]: unknown };
  };
  const funded = async (name: string, points: number) => {
    const who = await player(app, { name });
    if (points > 0) await grantPoints(app.database.db, who.id, points);
    return who;
  };
  const balance = (who: Player) => pointsBalanceOf(app.database.db, who.id);

  it('creates a room with the form’s defaults, its host seated, and refuses what the form refuses', async () => {
    const ada = await funded('Ada Host', 0);
    const created = await call(app, ada, 'POST', '/api/game-sessions', room());
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      room: {
        name: 'Friday quiz',
        status: 'waiting',
        difficulty: 'intermediate',
        game_mode: 'classic',
        max_players: 4,
        time_per_question: 30,
        total_questions: 10,
        is_private: false,
        password_protected: false,
        spectators_allowed: true,
        spectator_count: 0,
        prize_pool: 0,
        entry_fee: 0,
        locked: false,
        host: { user_id: ada.id, name: 'Ada Host' },
        players: [{ user_id: ada.id, name: 'Ada Host' }],
      },
      viewer: { is_player: true, is_spectator: false, is_host: true },
      results: null,
    });

    const blank = await call(app, ada, 'POST', '/api/game-sessions', room({ name: '   ' }));
    expect(blank.status).toBe(400);
    expect(blank.body.details).toEqual([
      { field: 'body.name', message: 'Please enter a room name' },
    ]);
    const seats = await call(app, ada, 'POST', '/api/game-sessions', room({ max_players: 3 }));
    expect(seats.body.details[0]).toEqual({
      field: 'body.max_players',
      message: 'Choose 2, 4, 8 or 16 players',
    });
    const other = await topicWithQuestions(app.database.db, 5);
    const elsewhere = await call(
      app,
      ada,
      'POST',
      '/api/game-sessions',
      room({ topic: other.topicId }),
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.details[0].field).toBe('topic');
    const tooMany = await call(
      app,
      ada,
      'POST',
      '/api/game-sessions',
      room({ total_questions: 20 }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details[0].field).toBe('total_questions');
  });

  it('lists waiting public rooms by search, category and difficulty, with the online count', async () => {
    const host = await funded('Lister', 0);
    const shown = await create(host, { name: 'Zebra crossing', difficulty: 'advanced' });
    const hidden = await create(host, { name: 'Zebra secret', is_private: true });
    const listed = await call(app, host, 'GET', '/api/game-sessions?search=zebra');
    expect(listed.status).toBe(200);
    expect(listed.body.data.rooms.map((one: { id: string }) => one.id)).toEqual([shown.id]);
    expect(listed.body.data).toMatchObject({ total: 1, online: 0 });
    const advanced = await call(
      app,
      host,
      'GET',
      `/api/game-sessions?search=zebra&difficulty=beginner&category=${topic.categoryId}`,
    );
    expect(advanced.body.data.rooms).toEqual([]);
    // A private room is reached by its link.
    const direct = await call(app, host, 'GET', `/api/game-sessions/${hidden.id}`);
    expect(direct.body.data.room).toMatchObject({ id: hidden.id, is_private: true });
    const bad = await call(app, host, 'GET', '/api/game-sessions?difficulty=expert');
    expect(bad.status).toBe(400);
  });

  it('seats players with their fee in escrow, asks for the password, counts wrong ones, and keeps full and locked rooms shut', async () => {
    const host = await funded('Fee Host', 100);
    const bob = await funded('Bob', 100);
    const cy = await funded('Cy', 100);
    const poor = await funded('Poor', 10);
    const paid = await create(host, { entry_fee: 50, password: 'open sesame', max_players: 2 });
    expect(await escrowFor(app.database.db, paid.id)).toBe(50);

    const join = (who: Player, body: Record<string, unknown> = {}) =>
      call(app, who, 'POST', `/api/games/session/${paid.id}/join`, body);
    expect((await join(poor, { password: 'open sesame' })).body.code).toBe('INSUFFICIENT_POINTS');
    const missing = await join(bob);
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({
      message: 'This room needs a password',
      details: [{ field: 'password' }],
    });
    const wrong = await join(bob, { password: 'open barley' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({
      message: 'Wrong room password',
      details: [{ field: 'password' }],
    });
    const joined = await join(bob, { password: 'open sesame' });
    expect(joined.status).toBe(200);
    expect(joined.body.data).toMatchObject({
      room: { prize_pool: 100, players: [{ user_id: host.id }, { user_id: bob.id }] },
      viewer: { is_player: true, is_host: false },
    });
    expect(await balance(bob)).toBe(50);
    expect(await escrowFor(app.database.db, paid.id)).toBe(100);
    // Joining again is harmless: no second fee.
    await join(bob, { password: 'open sesame' });
    expect(await balance(bob)).toBe(50);
    const full = await join(cy, { password: 'open sesame' });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('This room is full');
    expect(await balance(cy)).toBe(100);

    // Five wrong passwords, then a wait.
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await join(cy, { password: 'guess' + attempt })).status).toBe(403);
    const limited = await join(cy, { password: 'open sesame' });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();

    const locked = await create(host, { name: 'Locked room' });
    const lock = await call(app, host, 'PUT', `/api/game-sessions/${locked.id}`, { locked: true });
    expect(lock.body.data.room.locked).toBe(true);
    const shut = await call(app, cy, 'POST', `/api/games/session/${locked.id}/join`, {});
    expect(shut.status).toBe(409);
    expect(shut.body.message).toBe('This room is locked');
  });

  it('shows its players to strangers by the public-identity rule', async () => {
    const host = await funded('Room Owner', 0);
    const minor = await player(app, {
      name: 'Mia Young',
      user_type: 'student',
      birth_year: new Date().getUTCFullYear() - 14,
    });
    const hidden = await player(app, { name: 'Hal Hidden' });
    await hideProfile(app, hidden.headers);
    const open = await create(host);
    for (const who of [minor, hidden])
      expect((await call(app, who, 'POST', `/api/games/session/${open.id}/join`, {})).status).toBe(
        200,
      );
    const seen = (await call(app, host, 'GET', `/api/game-sessions/${open.id}`)).body.data.room;
    expect(seen.players.map((one: { name: string }) => one.name)).toEqual([
      'Room Owner',
      'Mia Y.',
      'Hidden player',
    ]);
    expect(seen.players[1].avatar_url).toBeNull();
  });

  it('lets spectators in where the room allows them', async () => {
    const host = await funded('Watch Host', 0);
    const fan = await funded('Fan', 0);
    const open = await create(host);
    const watching = await call(app, fan, 'POST', `/api/games/session/${open.id}/join`, {
      as_spectator: true,
    });
    expect(watching.body.data).toMatchObject({
      room: { spectator_count: 1, players: [{ user_id: host.id }] },
      viewer: { is_player: false, is_spectator: true },
    });
    const closed = await create(host, { spectators_allowed: false });
    const refused = await call(app, fan, 'POST', `/api/games/session/${closed.id}/join`, {
      as_spectator: true,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This room does not allow spectators');
  });

  it('lets only the host change or end a room; ending a waiting room gives every fee back', async () => {
    const host = await funded('End Host', 40);
    const bob = await funded('End Bob', 40);
    const paid = await create(host, { entry_fee: 40 });
    await call(app, bob, 'POST', `/api/games/session/${paid.id}/join`, {});
    expect(await escrowFor(app.database.db, paid.id)).toBe(80);

    const notHost = await call(app, bob, 'PUT', `/api/game-sessions/${paid.id}`, { name: 'Mine' });
    expect(notHost.status).toBe(403);
    const nothing = await call(app, host, 'PUT', `/api/game-sessions/${paid.id}`, {});
    expect(nothing.status).toBe(400);
    const renamed = await call(app, host, 'PUT', `/api/game-sessions/${paid.id}`, {
      name: '  Renamed  ',
      chat_enabled: false,
      password: 'letmein',
    });
    expect(renamed.body.data.room).toMatchObject({
      name: 'Renamed',
      chat_enabled: false,
      password_protected: true,
    });
    expect((await call(app, bob, 'POST', `/api/game-sessions/${paid.id}/end`)).status).toBe(403);
    const ended = await call(app, host, 'POST', `/api/game-sessions/${paid.id}/end`);
    expect(ended.status).toBe(200);
    expect(ended.body.data.room.status).toBe('completed');
    expect([await balance(host), await balance(bob)]).toEqual([40, 40]);
    expect(await escrowFor(app.database.db, paid.id)).toBe(0);
    const gone = await call(app, host, 'GET', `/api/game-sessions/${paid.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("This game session doesn't exist or has ended.");
    expect(app.games.host.holds(paid.id)).toBe(false);
  });
});
