import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { fundedPlayer, topicWithQuestions } from '../games/games.test-helpers';
import {
  createTournament,
  escrowOf,
  fundedPlayers,
  expectBalancedLedger,
  seatCounts,
  tournamentBody,
} from '../../test/tournament-helpers';

const ADMIN = { id: '00000000-0000-4000-8000-000000000001', role: 'admin' };

/** Runs every promise; answers how many kept and the refusal codes of the rest. */
async function settle(work: Promise<unknown>[]) {
  const outcomes = await Promise.allSettled(work);
  const codes = outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' ? [String((outcome.reason as { code?: string }).code)] : [],
  );
  return { kept: outcomes.filter((outcome) => outcome.status === 'fulfilled').length, codes };
}

/**
 * The ledger rows of tournaments (docs/SECURITY.md): seats exact under contention, the escrow
 * at zero after any mix of registrations, withdrawals and a cancel, and a registration that
 * fails part-way leaving nothing behind.
 */
describe('tournament seats and escrow', () => {
  const clock = manualClock(new Date('2026-11-02T09:00:00Z'));
  let app: TestApp;
  let categoryId: string;

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    // Enough questions for a match: a tournament's scope is checked when it is created.
    ({ categoryId } = await topicWithQuestions(app.database.db, 5));
    // The admin who creates them (the service trusts its caller's role; the route checks it).
    await app.database.db.execute(
      sql`insert into users (id, email, email_normalized, full_name, role)
          values (${ADMIN.id}, 'seat-admin@example.com', 'seat-admin@example.com', 'Seat Admin', 'admin')`,
    );
  });
  afterAll(() => app.close());

  // A thousand transactions queue on the embedded database's one connection.
  it(
    'gives exactly 64 seats and 64 fees to 1,000 simultaneous registrations',
    { timeout: 120_000 },
    async () => {
      const tournament = await createTournament(
        app,
        ADMIN,
        tournamentBody(clock.now(), categoryId, { max_participants: 64, entry_fee: 50 }),
      );
      const players = await fundedPlayers(app.database.db, 1_000, 60);
      const { kept, codes } = await settle(
        players.map((userId) =>
          app.tournaments.register({ id: userId, role: 'user' }, tournament.id),
        ),
      );
      expect(kept).toBe(64);
      expect(codes).toHaveLength(936);
      expect(new Set(codes)).toEqual(new Set(['CONFLICT']));
      expect(await seatCounts(app.database.db, tournament.id)).toEqual({
        counter: 64,
        rows: 64,
        fees: 64,
      });
      expect(await escrowOf(app.database.db, tournament.id)).toBe(64 * 50);
      await expectBalancedLedger(app.database.db);
    },
  );

  it('ends the escrow at zero after registrations, withdrawals and a cancel in any interleaving', async () => {
    const tournament = await createTournament(
      app,
      ADMIN,
      tournamentBody(clock.now(), categoryId, { max_participants: 16, entry_fee: 30 }),
    );
    const players = await fundedPlayers(app.database.db, 40, 100);
    const as = (userId: string) => ({ id: userId, role: 'user' });
    // Each player registers, some withdraw at once, some come back; all at the same time.
    await settle(
      players.map(async (userId, index) => {
        await app.tournaments.register(as(userId), tournament.id);
        if (index % 3 === 0) await app.tournaments.withdraw(as(userId), tournament.id);
        if (index % 6 === 0) await app.tournaments.register(as(userId), tournament.id);
      }),
    );
    const seats = await seatCounts(app.database.db, tournament.id);
    expect(seats.counter).toBe(seats.rows);
    expect(seats.rows).toBeLessThanOrEqual(16);
    expect(await escrowOf(app.database.db, tournament.id)).toBe(seats.rows * 30);
    await app.tournaments.cancel(ADMIN, tournament.id);
    expect(await escrowOf(app.database.db, tournament.id)).toBe(0);
    // Everyone holds exactly what they had: every fee came back.
    const balances = await app.database.db.execute(
      sql`select min(balance)::int as low, max(balance)::int as high from ledger_accounts
          where user_id in (${sql.join(
            players.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
    expect((balances as unknown as { rows: unknown[] }).rows[0]).toEqual({ low: 100, high: 100 });
    await expectBalancedLedger(app.database.db);
  });

  it('leaves no seat, no fee and no count when a registration fails after its debit; a retry completes once', async () => {
    const tournament = await createTournament(
      app,
      ADMIN,
      tournamentBody(clock.now(), categoryId, { entry_fee: 40 }),
    );
    const userId = await fundedPlayer(app.database.db, 100);
    const db = app.database.db;
    // The crash: the ledger's entries cannot be written, after the seat and the balance moved.
    await db.execute(sql`create or replace function fail_tournament_entry() returns trigger as $$
      begin raise exception 'crash between debit and entries'; end $$ language plpgsql`);
    await db.execute(sql`create trigger fail_tournament_entry before insert on ledger_entries
      for each row when (new.amount = -40) execute function fail_tournament_entry()`);
    try {
      await expect(
        app.tournaments.register({ id: userId, role: 'user' }, tournament.id),
      ).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger fail_tournament_entry on ledger_entries`);
      await db.execute(sql`drop function fail_tournament_entry()`);
    }
    expect(await seatCounts(db, tournament.id)).toEqual({ counter: 0, rows: 0, fees: 0 });
    expect(await escrowOf(db, tournament.id)).toBe(0);
    const balance = async () =>
      Number(
        (
          (await db.execute(
            sql`select balance from ledger_accounts where user_id = ${userId}`,
          )) as unknown as { rows: { balance: number | string }[] }
        ).rows[0]!.balance,
      );
    expect(await balance()).toBe(100);

    await app.tournaments.register({ id: userId, role: 'user' }, tournament.id);
    await expect(
      app.tournaments.register({ id: userId, role: 'user' }, tournament.id),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await seatCounts(db, tournament.id)).toEqual({ counter: 1, rows: 1, fees: 1 });
    expect(await balance()).toBe(60);
    await expectBalancedLedger(db);
  });
});
