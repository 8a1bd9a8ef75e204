import { createTournamentBodySchema, type CreateTournamentBody } from '@quizarena/contracts';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { TestApp } from './build-test-app';
import { escrowFor, type Loose } from '../modules/games/games.test-helpers';
import { inTransaction, postMovement } from '../modules/scoring';

export const ADMIN_EMAIL = 'tournament-admin@example.com';
const MINUTE = 60_000;

/** A tournament body whose registration is open now and which starts in an hour. */
export function tournamentBody(
  now: Date,
  categoryId: string,
  overrides: Partial<CreateTournamentBody> = {},
): CreateTournamentBody {
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE).toISOString();
  return {
    name: 'Autumn Open',
    description: 'Knock-out quiz for everyone',
    category_id: categoryId,
    entry_fee: 100,
    max_participants: 8,
    prize_distribution: [
      { place: 1, share_percent: 60, description: 'Champion' },
      { place: 2, share_percent: 30, description: '' },
      { place: 3, share_percent: 10, description: '' },
    ],
    registration_start: at(-1),
    registration_end: at(50),
    tournament_start: at(60),
    question_count: 5,
    seconds_per_question: 15,
    ...overrides,
  };
}

/** Creates a tournament through the service as `caller` (an admin by default). */
export async function createTournament(
  app: TestApp,
  caller: { id: string; role: string },
  body: CreateTournamentBody,
): Promise<Loose> {
  return app.tournaments.create(caller, createTournamentBodySchema.parse(body));
}

/** What the escrow account holds for one tournament: its entries naming it. */
export const escrowOf = escrowFor;

/** The whole ledger sums to 0 and no user balance is below 0. */
export async function expectBalancedLedger(db: Db): Promise<void> {
  const result = (await db.execute(sql`
    select (select coalesce(sum(amount), 0)::bigint from ledger_entries) as sum,
           (select coalesce(min(balance), 0) from ledger_accounts where user_id is not null)
             as lowest`)) as unknown as { rows: { sum: string | number; lowest: number }[] };
  expect(Number(result.rows[0]!.sum)).toBe(0);
  expect(Number(result.rows[0]!.lowest)).toBeGreaterThanOrEqual(0);
}

/** Seats as stored: the counter and the rows (they must agree). */
export async function seatCounts(
  db: Db,
  tournamentId: string,
): Promise<{ counter: number; rows: number; fees: number }> {
  const result = (await db.execute(sql`
    select t.current_participants as counter,
           (select count(*)::int from tournament_participants p where p.tournament_id = t.id)
             as rows,
           (select count(*)::int from ledger_transactions x
             where x.reference = t.id::text and x.kind = 'tournament_entry_fee') as fees
    from tournaments t where t.id = ${tournamentId}`)) as unknown as {
    rows: { counter: number; rows: number; fees: number }[];
  };
  return result.rows[0]!;
}

/**
 * `count` players holding `points` each, made in two statements and one ledger movement (a
 * race of a thousand contenders should not spend its time making them).
 */
export async function fundedPlayers(db: Db, count: number, points: number): Promise<string[]> {
  const rows = Array.from({ length: count }, () => {
    const email = `contender-${randomUUID()}@example.com`;
    return { email, emailNormalized: email, fullName: 'Contender' };
  });
  const ids = (await db.insert(users).values(rows).returning({ id: users.id })).map(
    (row) => row.id,
  );
  if (points > 0)
    await inTransaction(db, (tx) =>
      postMovement(tx, {
        key: `test-grant:${randomUUID()}`,
        kind: 'test_grant',
        legs: [
          { account: { system: 'rewards' }, amount: -points * count },
          ...ids.map((userId) => ({ account: { userId }, amount: points })),
        ],
      }),
    );
  return ids;
}
