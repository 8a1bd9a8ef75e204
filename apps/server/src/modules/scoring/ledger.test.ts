import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/build-test-app';
import { insertUser } from '../auth/auth.repo';
import { createLedger, totalOfAllBalances, type Ledger } from '.';
import { REWARDS_SHARDS, rewardsShardCode } from './ledger.service';

async function newUser(database: Database): Promise<string> {
  const email = `ledger-${randomUUID()}@example.com`;
  const user = await insertUser(database.db, {
    email,
    emailNormalized: email,
    fullName: 'Ledger Test',
  });
  return user!.id;
}

const grant = (userId: string, amount: number, key = randomUUID()) => ({
  key,
  kind: 'test_grant',
  legs: [
    { account: { system: 'rewards' as const }, amount: -amount },
    { account: { userId }, amount },
  ],
});
const spend = (userId: string, amount: number, key = randomUUID()) => ({
  key,
  kind: 'test_spend',
  legs: [
    { account: { userId }, amount: -amount },
    { account: { system: 'escrow' as const }, amount },
  ],
});

describe('the points ledger', () => {
  let database: Database;
  let ledger: Ledger;
  beforeAll(async () => {
    database = await openTestDatabase();
    ledger = createLedger(database.db);
  });
  afterAll(() => database.close());

  it('moves points between a user and the system accounts, keeping the books at zero', async () => {
    const userId = await newUser(database);
    await ledger.post(grant(userId, 120));
    await ledger.post(spend(userId, 20));
    expect(await ledger.balanceOf(userId)).toBe(100);
    expect(await totalOfAllBalances(database.db)).toBe(0);
  });

  it('spreads rewards over the rewards rows by the user paid, each row equal to its entries', async () => {
    const rewardsRows = async () =>
      (
        (await database.db.execute(sql`
          select a.code, a.balance::int as balance, coalesce(sum(e.amount), 0)::int as entries
            from ledger_accounts a left join ledger_entries e on e.account_id = a.id
           where a.code = 'rewards' or a.code like 'rewards:%'
           group by a.code, a.balance`)) as unknown as {
          rows: { code: string; balance: number; entries: number }[];
        }
      ).rows;
    const users = await Promise.all(Array.from({ length: 40 }, () => newUser(database)));
    await Promise.all(users.map((userId) => ledger.post(grant(userId, 5))));
    const rows = await rewardsRows();
    expect(rows).toHaveLength(REWARDS_SHARDS);
    for (const row of rows) expect(row.balance).toBe(row.entries);
    // 40 users over 16 rows: far more than one row takes part.
    const picked = new Set(users.map(rewardsShardCode));
    expect(picked.size).toBeGreaterThan(4);
    const used = rows.filter((row) => row.entries !== 0).map((row) => row.code);
    for (const code of picked) expect(used).toContain(code);

    // Every payment to one user (a quiz and its achievements) debits the same row.
    const [first] = users;
    const before = new Map(rows.map((row) => [row.code, row.balance]));
    await Promise.all(Array.from({ length: 5 }, () => ledger.post(grant(first!, 7))));
    const moved = (await rewardsRows()).filter((row) => row.balance !== before.get(row.code));
    expect(moved).toEqual([
      expect.objectContaining({
        code: rewardsShardCode(first!),
        balance: before.get(rewardsShardCode(first!))! - 35,
      }),
    ]);
    expect(await totalOfAllBalances(database.db)).toBe(0);
  });

  it('refuses a movement that does not balance', async () => {
    const userId = await newUser(database);
    await expect(
      ledger.post({
        key: randomUUID(),
        kind: 'bad',
        legs: [
          { account: { userId }, amount: 10 },
          { account: { system: 'rewards' }, amount: -9 },
        ],
      }),
    ).rejects.toThrow('unbalanced');
  });

  it('never lets a user balance go negative', async () => {
    const userId = await newUser(database);
    await ledger.post(grant(userId, 10));
    await expect(ledger.post(spend(userId, 11))).rejects.toMatchObject({
      code: 'INSUFFICIENT_POINTS',
      statusCode: 409,
    });
    expect(await ledger.balanceOf(userId)).toBe(10);
    expect(await totalOfAllBalances(database.db)).toBe(0);
  });

  it('battery "ledger double spend": 50 parallel spends of 30 against 100, exactly 3 succeed, 10 left', async () => {
    const userId = await newUser(database);
    await ledger.post(grant(userId, 100));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => ledger.post(spend(userId, 30))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(
      refused.every((r) => (r.reason as { code?: string }).code === 'INSUFFICIENT_POINTS'),
    ).toBe(true);
    expect(await ledger.balanceOf(userId)).toBe(10);
    expect(await totalOfAllBalances(database.db)).toBe(0);
  });

  it('battery "ledger idempotency": one key 20 times at once is one movement with identical answers', async () => {
    const userId = await newUser(database);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => ledger.post(grant(userId, 25, key))),
    );
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(results.filter((r) => r.posted)).toHaveLength(1);
    expect(await ledger.balanceOf(userId)).toBe(25);
  });

  it("opens a user's account once however many first movements race, each answering the balance it left", async () => {
    const userId = await newUser(database);
    const key = randomUUID();
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => ledger.post(grant(userId, 5))),
      ledger.post(grant(userId, 5, key)),
    ]);
    expect(results.map((r) => r.balances.get(userId)).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 11 }, (_, index) => 5 * (index + 1)),
    );
    const accounts = (await database.db.execute(
      sql`select count(*)::int as count from ledger_accounts where user_id = ${userId}`,
    )) as unknown as { rows: { count: number }[] };
    expect(accounts.rows[0]!.count).toBe(1);
    // A repeat moves nothing, so it answers no balance.
    const repeat = await ledger.post(grant(userId, 5, key));
    expect(repeat).toMatchObject({ posted: false });
    expect(repeat.balances.size).toBe(0);
    expect(await ledger.balanceOf(userId)).toBe(55);
  });

  it('counts only credits inside a time window as points earned', async () => {
    const userId = await newUser(database);
    const before = new Date(Date.now() - 1000);
    await ledger.post(grant(userId, 40));
    await ledger.post(spend(userId, 15));
    expect(await ledger.pointsEarnedSince(userId, before)).toBe(40);
    expect(await ledger.pointsEarnedSince(userId, new Date(Date.now() + 60_000))).toBe(0);
  });

  it('battery "ledger model": random command sequences keep balances equal to a model and the sum at zero', async () => {
    const users = [await newUser(database), await newUser(database), await newUser(database)];
    const model = new Map<string, number>(users.map((id) => [id, 0]));
    const command = fc.record({
      user: fc.nat(users.length - 1),
      amount: fc.integer({ min: 1, max: 60 }),
      kind: fc.constantFrom('grant', 'spend', 'transfer'),
      other: fc.nat(users.length - 1),
      repeatKey: fc.boolean(),
    });
    let lastKey = randomUUID();
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        for (const c of commands) {
          const userId = users[c.user]!;
          const otherId = users[c.other]!;
          const key = c.repeatKey ? lastKey : randomUUID();
          const movement =
            c.kind === 'grant'
              ? grant(userId, c.amount, key)
              : c.kind === 'spend'
                ? spend(userId, c.amount, key)
                : {
                    key,
                    kind: 'test_transfer',
                    legs: [
                      { account: { userId }, amount: -c.amount },
                      { account: { userId: otherId }, amount: c.amount },
                    ],
                  };
          if (userId === otherId && c.kind === 'transfer') continue;
          try {
            const result = await ledger.post(movement);
            if (result.posted) {
              for (const leg of movement.legs) {
                const account = leg.account as { userId?: string };
                if (account.userId)
                  model.set(account.userId, model.get(account.userId)! + leg.amount);
              }
            }
          } catch (error) {
            expect((error as { code?: string }).code).toBe('INSUFFICIENT_POINTS');
          }
          lastKey = key;
        }
        for (const userId of users) expect(await ledger.balanceOf(userId)).toBe(model.get(userId));
        expect(await totalOfAllBalances(database.db)).toBe(0);
      }),
      { numRuns: 30 },
    );
  });
});
