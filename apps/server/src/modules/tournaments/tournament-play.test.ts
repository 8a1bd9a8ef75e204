import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { steerableTime } from '../../test/steerable-time';
import { topicWithQuestions } from '../games/games.test-helpers';
import { runTournament, seededRandom, type BotChoice } from '../../test/tournament-bots';
import {
  createTournament,
  escrowOf,
  expectBalancedLedger,
  fundedPlayers,
  tournamentBody,
} from '../../test/tournament-helpers';

const ADMIN = { id: '00000000-0000-4000-8000-000000000002', role: 'admin' };
/**
 * The field of the single-elimination run: 256 on PostgreSQL (the integration pass), 32 on the
 * embedded database, whose one connection plays the same rules eight times slower.
 */
const FIELD = process.env.TEST_DATABASE_URL ? 256 : 32;
const ROUNDS = Math.log2(FIELD);
const MINUTE = 60_000;

/** Every notification of a kind, by reader. */
async function noticesOf(app: TestApp, kind: string): Promise<Map<string, unknown[]>> {
  const rows = (await app.database.db.execute(
    sql`select user_id, data from notifications where kind = ${kind}`,
  )) as unknown as { rows: { user_id: string; data: unknown }[] };
  const byUser = new Map<string, unknown[]>();
  for (const row of rows.rows)
    byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.data]);
  return byUser;
}

/**
 * Whole tournaments played by bots on the engine, on a steered clock: seeding, byes, forfeits,
 * every round's games, the final places and the prizes, with the ledger balanced at the end.
 */
describe('running a tournament', () => {
  const time = steerableTime();
  let app: TestApp;
  let categoryId: string;
  let topicId: string;

  beforeAll(async () => {
    app = await buildTestApp({ clock: time.clock, gameScheduler: time.schedule });
    ({ categoryId, topicId } = await topicWithQuestions(app.database.db, 12));
    await app.database.db.execute(
      sql`insert into users (id, email, email_normalized, full_name, role)
          values (${ADMIN.id}, 'play-admin@example.com', 'play-admin@example.com', 'Play Admin', 'admin')`,
    );
  });
  afterAll(() => app.close());

  async function openTournament(players: number, overrides: Record<string, unknown>) {
    const tournament = await createTournament(
      app,
      ADMIN,
      tournamentBody(time.clock.now(), categoryId, {
        topic_id: topicId,
        max_participants: players,
        ...overrides,
      }),
    );
    const ids = await fundedPlayers(app.database.db, players, 1_000);
    for (const userId of ids)
      await app.tournaments.register({ id: userId, role: 'user' }, tournament.id);
    time.advance(61 * MINUTE);
    return { id: tournament.id as string, ids };
  }

  it("tells the bracket's watchers on `tournament:{id}:bracket` once the start has drawn round 1", async () => {
    const publish = vi.spyOn(app.realtime, 'publish');
    let id = '';
    try {
      ({ id } = await openTournament(4, { entry_fee: 0 }));
      publish.mockClear();
      await app.scheduler.runDue();
      // Read after the commit: the hint says what the bracket's readers will find.
      await vi.waitFor(() =>
        expect(publish).toHaveBeenCalledWith(
          { kind: 'tournament', tournamentId: id },
          { tournament_id: id, current_participants: 4, status: 'active', current_round: 1 },
        ),
      );
    } finally {
      publish.mockRestore();
      // Out of the way of the tests after it: its matches' games never open.
      if (id) await app.tournaments.cancel(ADMIN, id);
    }
  });

  it('tells the watchers once registration opens on schedule', async () => {
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      const now = time.clock.now();
      const minutes = (count: number) => new Date(now.getTime() + count * MINUTE).toISOString();
      const tournament = await createTournament(
        app,
        ADMIN,
        tournamentBody(now, categoryId, {
          topic_id: topicId,
          registration_start: minutes(10),
          registration_end: minutes(50),
          tournament_start: minutes(60),
        }),
      );
      expect(tournament.status).toBe('upcoming');
      time.advance(11 * MINUTE);
      publish.mockClear();
      await app.scheduler.runDue();
      await vi.waitFor(() =>
        expect(publish).toHaveBeenCalledWith(
          { kind: 'tournament', tournamentId: tournament.id },
          expect.objectContaining({ tournament_id: tournament.id, status: 'registration' }),
        ),
      );
      await app.tournaments.cancel(ADMIN, tournament.id);
    } finally {
      publish.mockRestore();
    }
  });

  it(
    `runs ${FIELD} bots through single elimination to a champion, pays the pool by place and empties the escrow`,
    { timeout: 240_000 },
    async () => {
      const { id, ids } = await openTournament(FIELD, {
        entry_fee: 10,
        sponsor_prize: 440,
        prize_distribution: [
          { place: 1, share_percent: 50, description: '' },
          { place: 2, share_percent: 25, description: '' },
          { place: 3, share_percent: 15, description: '' },
          { place: 4, share_percent: 10, description: '' },
        ],
      });
      const random = seededRandom(2026);
      const choose: BotChoice = () => (random() < 0.6 ? 'right' : 'wrong');
      expect(await runTournament(app, time, id, choose)).toBe(ROUNDS);

      const page = await app.tournaments.get(ADMIN, id);
      expect(page.status).toBe('completed');
      const pool = FIELD * 10 + 440;
      expect(page.prize_pool).toBe(pool);
      // Every round's matches: half the field, then half as many, ... 1; each decided; every
      // player once a round.
      expect(page.brackets!.rounds.map((round) => round.matches.length)).toEqual(
        Array.from({ length: ROUNDS }, (_, index) => FIELD / 2 ** (index + 1)),
      );
      for (const round of page.brackets!.rounds) {
        expect(round.matches.every((match) => match.status === 'completed')).toBe(true);
        const seen = round.matches.flatMap((match) => match.players.map((p) => p.user_id));
        expect(new Set(seen).size).toBe(seen.length);
      }
      expect(page.brackets!.rounds.at(-1)!.label).toBe('final');
      const byPlace = [...page.participants].sort((a, b) => a.final_place! - b.final_place!);
      // The semi-final losers are ranked by their semi-final's score, then time.
      expect(byPlace.slice(0, 4).map((p) => p.final_place)).toEqual([1, 2, 3, 4]);
      const prizes = page.participants.reduce((sum, p) => sum + p.prize_won, 0);
      expect(prizes).toBe(pool);
      // Both fields' pools divide evenly: 50%, 25%, 15% and 10% of it.
      expect(byPlace.slice(0, 4).map((p) => p.prize_won)).toEqual(
        [50, 25, 15, 10].map((share) => (pool * share) / 100),
      );
      expect(await escrowOf(app.database.db, id)).toBe(0);
      await expectBalancedLedger(app.database.db);

      const champion = byPlace[0]!.user_id!;
      expect((await noticesOf(app, 'tournament_prize')).get(champion)).toEqual([
        { tournament_id: id, tournament_name: 'Autumn Open', place: 1, points: pool / 2 },
      ]);
      const eliminated = await noticesOf(app, 'tournament_eliminated');
      // Everyone but the two finalists was knocked out before the final, and told once.
      expect(ids.filter((userId) => eliminated.has(userId))).toHaveLength(FIELD - 2);
      expect((await noticesOf(app, 'tournament_match_ready')).get(champion)).toHaveLength(ROUNDS);
      // Told of going on after every round but the final (the final's places come with prizes).
      const advanced = await noticesOf(app, 'tournament_advanced');
      expect(advanced.get(champion)).toHaveLength(ROUNDS - 1);
      expect([...advanced.values()].flat()).toHaveLength(FIELD - 2);
      // Match points were paid at the tournament multiplier, through the ledger.
      const paid = (await app.database.db.execute(
        sql`select count(*)::int as games from games where kind = 'tournament' and status = 'completed'`,
      )) as unknown as { rows: { games: number }[] };
      expect(paid.rows[0]!.games).toBe(FIELD - 1);
    },
  );

  it('plays knockout groups with byes in round 1 and sends an absent player out', async () => {
    const { id, ids } = await openTournament(11, {
      format: 'knockout_groups',
      entry_fee: 7,
      prize_distribution: [
        { place: 1, share_percent: 70, description: '' },
        { place: 2, share_percent: 30, description: '' },
      ],
    });
    const absent = ids[10]!;
    const random = seededRandom(7);
    const choose: BotChoice = (userId) =>
      userId === absent ? 'absent' : random() < 0.5 ? 'right' : 'wrong';
    await runTournament(app, time, id, choose);

    const page = await app.tournaments.get(ADMIN, id);
    expect(page.status).toBe('completed');
    const [first, second, final] = page.brackets!.rounds;
    // 11 players in 16 slots: four groups of 4 places, seeds 12-16 byes, no group below 2.
    expect(first!.matches.map((match) => match.players.length).sort()).toEqual([2, 3, 3, 3]);
    expect(first!.matches.find((match) => match.players.length === 2)!.status).toBe('bye');
    // Later rounds are full: 2 groups of 4, then a final of 4.
    expect(second!.matches.map((match) => match.players.length)).toEqual([4, 4]);
    expect(final!.matches.map((match) => match.players.length)).toEqual([4]);
    const absentSeat = page.participants.find((p) => p.user_id === absent)!;
    expect(absentSeat.is_eliminated).toBe(true);
    const forfeits = page
      .brackets!.rounds.flatMap((round) => round.matches)
      .flatMap((match) => match.players)
      .filter((player) => player.forfeited);
    expect(forfeits.map((player) => player.user_id)).toEqual([absent]);
    expect(page.participants.reduce((sum, p) => sum + p.prize_won, 0)).toBe(77);
    expect(await escrowOf(app.database.db, id)).toBe(0);
    await expectBalancedLedger(app.database.db);

    // A participant rates the host; the host cannot rate their own tournament.
    const rated = await app.tournaments.rate({ id: ids[0]!, role: 'user' }, id, 4);
    expect(rated).toMatchObject({ my_rating: 4, host: { rating: 4 } });
    expect(rated.host.tournaments_hosted).toBeGreaterThanOrEqual(1);
    await expect(app.tournaments.rate(ADMIN, id, 5)).rejects.toMatchObject({ statusCode: 403 });
  }, 120_000);

  it('cancels and refunds a tournament in which nobody answered a question', async () => {
    const { id, ids } = await openTournament(2, { entry_fee: 25 });
    await runTournament(app, time, id, () => 'absent');
    const page = await app.tournaments.get(ADMIN, id);
    expect(page.status).toBe('cancelled');
    expect(page.participants.every((p) => p.prize_won === 0)).toBe(true);
    expect(await escrowOf(app.database.db, id)).toBe(0);
    const refunds = await noticesOf(app, 'tournament_cancelled');
    expect(ids.map((userId) => refunds.get(userId))).toEqual(
      ids.map(() => [{ tournament_id: id, tournament_name: 'Autumn Open', refund: 25 }]),
    );
    await expectBalancedLedger(app.database.db);
  }, 60_000);
});
