import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { grantPoints, topicWithQuestions, type Loose } from '../games/games.test-helpers';
import {
  call,
  player,
  signInAgain,
  staffPlayer,
  type Player,
} from '../messages/messages.test-helpers';
import { TOURNAMENT_MESSAGES } from './tournaments.service';
import {
  ADMIN_EMAIL,
  escrowOf,
  expectBalancedLedger,
  tournamentBody,
} from '../../test/tournament-helpers';

const MINUTE = 60_000;

/** The reader's notifications of a kind, newest first. */
async function noticesOf(app: TestApp, who: Player, kind: string): Promise<Loose[]> {
  const read = await call(app, who, 'GET', '/api/social/notifications?limit=50');
  return (read.body.data.notifications as Loose[]).filter((one) => one.kind === kind);
}

describe('tournaments over HTTP', () => {
  const clock = manualClock(new Date('2026-11-02T09:00:00Z'));
  let app: TestApp;
  let admin: Player;
  let ada: Player;
  let bob: Player;
  let categoryId: string;
  let topicId: string;

  const create = (who: Player, overrides: Record<string, unknown> = {}) =>
    call(app, who, 'POST', '/api/tournaments', {
      ...tournamentBody(clock.now(), categoryId),
      ...overrides,
    });
  const act = (who: Player, id: string, action: string) =>
    call(app, who, 'POST', `/api/tournaments/${id}/${action}`);
  const balanceOf = async (who: Player) =>
    (await call(app, who, 'GET', '/api/scoring/user-stats/current')).body.data.profile
      .points as number;

  beforeAll(async () => {
    app = await buildTestApp({ clock, config: { adminEmails: [ADMIN_EMAIL] } });
    admin = await staffPlayer(app, { email: ADMIN_EMAIL, name: 'Ada Admin' });
    ada = await player(app, { name: 'Ada Player' });
    bob = await player(app, { name: 'Bob Player' });
    const category = await buildCategory(app.database.db);
    categoryId = category.id;
    topicId = (await buildTopic(app.database.db, categoryId)).id;
    // One match's worth (the body asks 5 a match): a scope is checked when a tournament is made.
    await buildQuestions(app.database.db, topicId, 5);
    await grantPoints(app.database.db, ada.id, 1_000);
    await grantPoints(app.database.db, bob.id, 50);
  });
  afterAll(() => app.close());

  it('lets admins and verified hosts create tournaments, and refuses bad fields by name', async () => {
    expect((await create(ada)).status).toBe(403);
    const made = await create(admin, { topic_id: topicId, is_featured: true });
    expect(made.status).toBe(201);
    const tournament = made.body.data.tournament;
    expect(tournament).toMatchObject({
      name: 'Autumn Open',
      status: 'registration',
      registration_open: true,
      format: 'single_elimination',
      entry_fee: 100,
      prize_pool: 0,
      current_participants: 0,
      is_featured: true,
      host: { name: 'Ada Admin', verified: true, tournaments_hosted: 0, rating: null },
      brackets: null,
      can_cancel: true,
    });
    expect(tournament.prize_distribution.map((prize: Loose) => prize.share_percent)).toEqual([
      60, 30, 10,
    ]);

    // An admin verifies Ada as a host; she may then create, but not feature or add a prize.
    expect(
      (await call(app, admin, 'PUT', `/api/tournament-hosts/${ada.id}`, { verified: true })).status,
    ).toBe(200);
    expect((await create(ada)).status).toBe(201);
    const featured = await create(ada, { is_featured: true });
    expect(featured.status).toBe(400);
    expect(JSON.stringify(featured.body)).toContain('body.is_featured');
    const hosts = await call(app, admin, 'GET', '/api/tournament-hosts');
    expect(hosts.body.data.hosts.map((host: Loose) => host.user_id)).toEqual([ada.id]);
    expect((await call(app, ada, 'GET', '/api/tournament-hosts')).status).toBe(403);

    for (const [field, value] of [
      ['prize_distribution', [{ place: 1, share_percent: 90 }]],
      ['registration_end', new Date(clock.now().getTime() - 5 * MINUTE).toISOString()],
      ['max_participants', 1],
      ['entry_fee', -5],
    ] as const) {
      const refused = await create(admin, { [field]: value });
      expect(refused.status, field).toBe(400);
      expect(JSON.stringify(refused.body), field).toContain(field);
    }
    const otherTopic = (
      await buildTopic(app.database.db, (await buildCategory(app.database.db)).id)
    ).id;
    const misplaced = await create(admin, { topic_id: otherTopic });
    expect(misplaced.status).toBe(400);
    expect(JSON.stringify(misplaced.body)).toContain('body.topic_id');
    const noCategory = await create(admin, { category_id: crypto.randomUUID() });
    expect(noCategory.status).toBe(400);
    expect(JSON.stringify(noCategory.body)).toContain('body.category_id');
  });

  it('refuses a scope without one match of questions, naming its field, and writes nothing', async () => {
    const db = app.database.db;
    const shortCategory = (await buildCategory(db)).id;
    const shortTopic = (await buildTopic(db, shortCategory)).id;
    // Four active questions a match can draw; the inactive ones are never drawn.
    await buildQuestions(db, shortTopic, 4);
    await buildQuestions(db, shortTopic, 3, { isActive: false });
    const before = (await call(app, admin, 'GET', '/api/tournaments?limit=50')).body.data.total;
    const refusals = [
      [{ category_id: shortCategory }, 'body.category_id'],
      [{ category_id: shortCategory, topic_id: shortTopic }, 'body.topic_id'],
      [
        { category_id: shortCategory, topic_id: shortTopic, difficulty: 'advanced' },
        'body.topic_id',
      ],
      // The test's own scope holds 5: short of a match of 10, by category or by topic.
      [{ question_count: 10 }, 'body.category_id'],
      [{ topic_id: topicId, question_count: 10, difficulty: 'mixed' }, 'body.topic_id'],
    ] as const;
    for (const [overrides, field] of refusals) {
      const refused = await create(admin, overrides);
      expect(refused.status, JSON.stringify(overrides)).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'NO_QUESTIONS',
        message: TOURNAMENT_MESSAGES.tooFewQuestions,
        details: [{ field, message: TOURNAMENT_MESSAGES.tooFewQuestions }],
      });
    }
    expect((await call(app, admin, 'GET', '/api/tournaments?limit=50')).body.data.total).toBe(
      before,
    );
    // In the reader's language.
    const spanish = await app.inject({
      method: 'POST',
      url: '/api/tournaments',
      headers: { ...admin.headers, 'accept-language': 'es' },
      payload: { ...tournamentBody(clock.now(), shortCategory) },
    });
    expect(spanish.json().message).toBe(
      'No hay suficientes preguntas para este torneo; elige menos preguntas u otro tema',
    );

    // One more active question and a match can be drawn, at any level: a scope short of the
    // level asked for fills up with its others, as a match's draw does.
    await buildQuestions(db, shortTopic, 1, { difficulty: 'intermediate' });
    for (const difficulty of ['mixed', 'advanced'])
      expect(
        (await create(admin, { category_id: shortCategory, topic_id: shortTopic, difficulty }))
          .status,
        difficulty,
      ).toBe(201);
  });

  it('takes a seat with its fee into escrow, refuses the short, refunds a withdrawal in full', async () => {
    const id = (await create(admin)).body.data.tournament.id as string;
    const before = await balanceOf(ada);
    const registered = await act(ada, id, 'register');
    expect(registered.status).toBe(200);
    expect(registered.body.data.tournament).toMatchObject({
      is_registered: true,
      current_participants: 1,
      prize_pool: 100,
    });
    expect(registered.body.data.tournament.participants).toMatchObject([
      { user_id: ada.id, name: 'Ada Player', is_you: true, seed_number: null },
    ]);
    expect(await balanceOf(ada)).toBe(before - 100);
    expect(await escrowOf(app.database.db, id)).toBe(100);
    expect((await act(ada, id, 'register')).status).toBe(409);

    const short = await act(bob, id, 'register');
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({
      code: 'INSUFFICIENT_POINTS',
      message: 'Insufficient points. You need 100 points to register.',
    });
    expect(await balanceOf(bob)).toBe(50);

    // Withdraw gives it all back; coming back pays again.
    const withdrawn = await act(ada, id, 'withdraw');
    expect(withdrawn.body.data.tournament).toMatchObject({
      is_registered: false,
      current_participants: 0,
    });
    expect(await balanceOf(ada)).toBe(before);
    expect(await escrowOf(app.database.db, id)).toBe(0);
    expect((await act(ada, id, 'withdraw')).status).toBe(409);
    expect((await act(ada, id, 'register')).status).toBe(200);
    expect(await balanceOf(ada)).toBe(before - 100);
    expect(await escrowOf(app.database.db, id)).toBe(100);

    // The host cancels: every fee comes back and the player is told.
    expect((await act(bob, id, 'cancel')).status).toBe(403);
    const cancelled = await act(admin, id, 'cancel');
    expect(cancelled.body.data.tournament).toMatchObject({
      status: 'cancelled',
      can_cancel: false,
    });
    expect(await balanceOf(ada)).toBe(before);
    expect(await escrowOf(app.database.db, id)).toBe(0);
    expect((await act(admin, id, 'cancel')).status).toBe(409);
    expect((await act(ada, id, 'register')).status).toBe(409);
    expect((await noticesOf(app, ada, 'tournament_cancelled'))[0]!.data).toMatchObject({
      tournament_id: id,
      refund: 100,
    });
    await expectBalancedLedger(app.database.db);
  });

  it('opens registration on schedule and tells those who bookmarked it; lists featured first', async () => {
    const at = (minutes: number) =>
      new Date(clock.now().getTime() + minutes * MINUTE).toISOString();
    const later = await create(admin, {
      name: 'Winter Cup',
      registration_start: at(30),
      registration_end: at(90),
      tournament_start: at(120),
    });
    const id = later.body.data.tournament.id as string;
    expect(later.body.data.tournament).toMatchObject({
      status: 'upcoming',
      registration_open: false,
    });
    expect((await act(ada, id, 'register')).status).toBe(409);
    expect((await act(bob, id, 'bookmark')).body.data).toEqual({ is_bookmarked: true });
    const saved = await call(app, bob, 'GET', '/api/tournament-bookmarks');
    expect(saved.body.data.tournaments.map((one: Loose) => one.id)).toEqual([id]);

    await app.scheduler.runDue();
    expect(
      (await call(app, bob, 'GET', `/api/tournaments/${id}`)).body.data.tournament.status,
    ).toBe('upcoming');
    clock.advance(31 * MINUTE);
    for (const who of [admin, ada, bob]) await signInAgain(app, who);
    await app.scheduler.runDue();
    const opened = (await call(app, bob, 'GET', `/api/tournaments/${id}`)).body.data.tournament;
    expect(opened).toMatchObject({
      status: 'registration',
      registration_open: true,
      is_bookmarked: true,
    });
    expect((await noticesOf(app, bob, 'tournament_registration_open'))[0]!.data).toMatchObject({
      tournament_id: id,
      tournament_name: 'Winter Cup',
    });

    const list = await call(app, bob, 'GET', '/api/tournaments?status=registration');
    expect(list.body.data.can_create).toBe(false);
    expect((await call(app, admin, 'GET', '/api/tournaments')).body.data.can_create).toBe(true);
    const names = list.body.data.tournaments.map((one: Loose) => one.name);
    expect(list.body.data.tournaments[0].is_featured).toBe(true);
    expect(names).toContain('Winter Cup');
    expect(list.body.data.tournaments.every((one: Loose) => one.status === 'registration')).toBe(
      true,
    );
    expect((await call(app, bob, 'GET', '/api/tournaments?status=nope')).status).toBe(400);

    expect((await act(bob, id, 'bookmark')).status).toBe(200);
    await call(app, bob, 'DELETE', `/api/tournaments/${id}/bookmark`);
    expect(
      (await call(app, bob, 'GET', '/api/tournament-bookmarks')).body.data.tournaments,
    ).toEqual([]);
  });

  it("says every refusal in the reader's language, amounts and limits included", async () => {
    for (const message of Object.values(TOURNAMENT_MESSAGES)) {
      const text = typeof message === 'function' ? message(100) : message;
      expect(app.i18n.message('es', text, 'NO_SUCH_CODE'), text).not.toBe(text);
    }
    expect(app.i18n.message('es', TOURNAMENT_MESSAGES.tooFarAhead, 'VALIDATION_FAILED')).toBe(
      'Como mucho con 365 días de antelación',
    );
    const id = (await create(admin, { entry_fee: 250 })).body.data.tournament.id as string;
    const short = await app.inject({
      method: 'POST',
      url: `/api/tournaments/${id}/register`,
      headers: { ...bob.headers, 'accept-language': 'es' },
    });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      code: 'INSUFFICIENT_POINTS',
      message: 'Puntos insuficientes. Necesitas 250 puntos para inscribirte.',
    });
    const missing = await app.inject({
      method: 'GET',
      url: `/api/tournaments/${crypto.randomUUID()}`,
      headers: { ...bob.headers, 'accept-language': 'es' },
    });
    expect(missing.json().message).toBe('Este torneo no existe o se ha eliminado.');
  });

  it("answers the spec's not-found text, keeps marks to admins, and cancels one nobody joined at its start", async () => {
    const missing = await call(app, ada, 'GET', `/api/tournaments/${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("This tournament doesn't exist or has been removed.");

    const id = (await create(admin)).body.data.tournament.id as string;
    expect(
      (await call(app, ada, 'PUT', `/api/tournaments/${id}/marks`, { is_verified: true })).status,
    ).toBe(403);
    const marked = await call(app, admin, 'PUT', `/api/tournaments/${id}/marks`, {
      is_verified: true,
    });
    expect(marked.body.data.tournament.is_verified).toBe(true);

    // One player is not enough: at the start it is cancelled and the fee goes back.
    await act(ada, id, 'register');
    clock.advance(61 * MINUTE);
    for (const who of [admin, ada, bob]) await signInAgain(app, who);
    await app.scheduler.runDue();
    const after = (await call(app, ada, 'GET', `/api/tournaments/${id}`)).body.data.tournament;
    expect(after.status).toBe('cancelled');
    expect(await escrowOf(app.database.db, id)).toBe(0);
    expect(
      (await call(app, ada, 'GET', `/api/tournaments/${id}/live`)).body.data.standing,
    ).toMatchObject({
      status: 'cancelled',
      registered: true,
      match: null,
    });
    expect(
      (await call(app, ada, 'POST', `/api/tournaments/${id}/rating`, { rating: 5 })).status,
    ).toBe(409);
  });

  it("opens a match's game that its players' game page can read, as a tournament game", async () => {
    const topic = await topicWithQuestions(app.database.db, 6);
    const id = (
      await create(admin, {
        category_id: topic.categoryId,
        topic_id: topic.topicId,
        entry_fee: 0,
        max_participants: 2,
      })
    ).body.data.tournament.id as string;
    for (const who of [ada, bob]) expect((await act(who, id, 'register')).status).toBe(200);
    clock.advance(61 * MINUTE);
    await app.scheduler.runDue();
    // The sweep after the start opens the final's game.
    clock.advance(10_000);
    await app.scheduler.runDue();
    for (const who of [admin, ada, bob]) await signInAgain(app, who);
    const { match } = (await call(app, ada, 'GET', `/api/tournaments/${id}/live`)).body.data
      .standing;
    expect(match).toMatchObject({ status: 'playing', game_id: expect.any(String) });
    const game = await call(app, bob, 'GET', `/api/game-sessions/${match.game_id}`);
    expect(game.status).toBe(200);
    expect(game.body.data.room).toMatchObject({ id: match.game_id, kind: 'tournament' });
    // And the match is among the player's games in progress, to go back to.
    expect((await call(app, ada, 'GET', '/api/games/sessions/active')).body.data.games).toEqual([
      expect.objectContaining({
        kind: 'tournament',
        id: match.game_id,
        path: `/game/multiplayer/${match.game_id}`,
      }),
    ]);
  });
});
