import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { inTransaction, postMovement } from '../scoring';
import { recordEarnedPoints, type LeaderboardService } from './index';

/** A bare account straight in the table (no sign-up), for board tests. */
export async function addUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const email = `lb-${randomUUID()}@example.com`;
  const [row] = await db
    .insert(users)
    .values({ email, emailNormalized: email, fullName: 'Player', ...overrides })
    .returning({ id: users.id });
  return row!.id;
}

/** Pays `points` through the ledger and records them, as a quiz completion or a reward does. */
export function earn(
  service: LeaderboardService,
  db: Db,
  userId: string,
  points: number,
  at: Date,
  extra: { categoryId?: string; topicId?: string } = {},
) {
  return service.publishAfter(() =>
    inTransaction(db, async (tx) => {
      await postMovement(tx, {
        key: `test:${randomUUID()}`,
        kind: 'test_reward',
        at,
        legs: [
          { account: { system: 'rewards' }, amount: -points },
          { account: { userId }, amount: points },
        ],
      });
      await recordEarnedPoints(tx, { userId, points, at, ...extra });
    }),
  );
}
