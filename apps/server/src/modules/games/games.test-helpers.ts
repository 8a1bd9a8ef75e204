import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { inTransaction, postMovement } from '../scoring';
import * as engine from './engine/game-engine';

/** A waiting two-to-four-player classic game of `questions` questions, option a right in each. */
export function classicGame(input: {
  id: string;
  hostId: string;
  questions: number;
  powerUps?: boolean;
}) {
  return engine.newGame({
    id: input.id,
    hostId: input.hostId,
    settings: {
      mode: 'classic',
      secondsPerQuestion: 15,
      maxPlayers: 4,
      minPlayers: 2,
      powerUpsEnabled: input.powerUps ?? true,
      honourAccommodations: false,
    },
    questions: Array.from({ length: input.questions }, (_, n) => ({
      id: `q${n}`,
      text: `Question ${n}?`,
      options: ['a', 'b', 'c', 'd'].map((o) => ({ id: `q${n}-${o}`, text: o })),
      correctOptionId: `q${n}-a`,
      explanation: null,
      difficulty: 'beginner',
      points: 100,
    })),
  });
}

/** A player holding `points`, paid in from the rewards account. */
export async function fundedPlayer(db: Db, points: number): Promise<string> {
  const email = `game-${randomUUID()}@example.com`;
  const [row] = await db
    .insert(users)
    .values({ email, emailNormalized: email, fullName: 'Player' })
    .returning({ id: users.id });
  const userId = row!.id;
  if (points > 0) {
    await inTransaction(db, (tx) =>
      postMovement(tx, {
        key: `test-grant:${userId}`,
        kind: 'test_grant',
        legs: [
          { account: { system: 'rewards' }, amount: -points },
          { account: { userId }, amount: points },
        ],
      }),
    );
  }
  return userId;
}

/** What the escrow account holds for one game: its entries whose movements name the game. */
export async function escrowFor(db: Db, gameId: string): Promise<number> {
  const result = (await db.execute(sql`
    select coalesce(sum(e.amount), 0)::int as held
    from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id
    join ledger_accounts a on a.id = e.account_id
    where a.code = 'escrow' and t.reference = ${gameId}`)) as unknown as {
    rows: { held: number }[];
  };
  return result.rows[0]!.held;
}

/** Timers a test runs by hand: `due(now)` answers the next task due by then, taken off the list. */
export function handScheduler() {
  const tasks: { at: number; work: () => void; cancelled: boolean }[] = [];
  return {
    schedule(at: number, work: () => void) {
      const task = { at, work, cancelled: false };
      tasks.push(task);
      return { cancel: () => (task.cancelled = true) };
    },
    due(now: number) {
      const task = tasks
        .filter((candidate) => !candidate.cancelled && candidate.at <= now)
        .sort((a, b) => a.at - b.at)[0];
      if (task) task.cancelled = true;
      return task;
    },
    pending: () => tasks.filter((task) => !task.cancelled),
  };
}
