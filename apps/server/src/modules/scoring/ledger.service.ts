import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './ledger.repo';

/** One side of a movement: an account (a user's, or a system one) and a signed amount. */
export type Leg = { account: { userId: string } | { system: repo.SystemAccount }; amount: number };

export type Movement = {
  /** Unique per movement: the same key twice is the same movement, posted once. */
  key: string;
  kind: string;
  reference?: string;
  metadata?: Record<string, unknown>;
  legs: Leg[];
  /** When it happened, on the injected clock (windowed sums read it); the database's now by default. */
  at?: Date;
};

export type PostResult = {
  transactionId: string;
  posted: boolean;
  /** The balances of the users' accounts it moved, after it (none when it was a repeat). */
  balances: ReadonlyMap<string, number>;
};

/**
 * The rewards account is kept as this many rows (migration 0009), because every payment locks
 * the row it debits until its transaction commits: with one row, all completions would queue
 * behind each other. Together they are the rewards account.
 */
export const REWARDS_SHARDS = 16;

/**
 * The rewards row a movement debits, picked (FNV-1a) by the user it pays, else by its key. By
 * the user, so every payment of one transaction (a quiz and the achievements it unlocks) takes
 * the row the first one already holds: a second row taken after the hot leaderboard rows would
 * let two completions each hold what the other waits for (a deadlock, seen on PostgreSQL).
 */
export function rewardsShardCode(key: string): 'rewards' | `rewards:${number}` {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  const shard = (hash >>> 0) % REWARDS_SHARDS;
  return shard === 0 ? 'rewards' : `rewards:${shard}`;
}

const isInsufficient = (error: unknown) => {
  const text = String(
    (error as { message?: string; cause?: { message?: string } })?.cause?.message ??
      (error as Error)?.message,
  );
  return text.includes('ledger_accounts_user_balance_check');
};

/** The user a movement pays or charges, or its key when it has no user leg. */
function shardKeyOf(movement: Movement): string {
  for (const leg of movement.legs) if ('userId' in leg.account) return leg.account.userId;
  return movement.key;
}

/**
 * Posts a balanced movement inside the caller's transaction `tx`, so points move together with
 * what they pay for. A repeated key changes nothing and answers the first posting; a leg that
 * would make a user balance negative fails the whole transaction with INSUFFICIENT_POINTS.
 */
export async function postMovement(tx: Db, movement: Movement): Promise<PostResult> {
  const total = movement.legs.reduce((sum, leg) => sum + leg.amount, 0);
  if (
    movement.legs.length < 2 ||
    total !== 0 ||
    movement.legs.some((leg) => !Number.isSafeInteger(leg.amount) || leg.amount === 0)
  ) {
    throw new Error(`unbalanced ledger movement ${movement.key}`);
  }
  const transaction = await repo.insertTransaction(tx, {
    idempotencyKey: movement.key,
    kind: movement.kind,
    reference: movement.reference ?? null,
    metadata: movement.metadata ?? null,
    ...(movement.at ? { createdAt: movement.at } : {}),
  });
  if (!transaction) {
    const existing = await repo.findTransactionByKey(tx, movement.key);
    return { transactionId: existing!.id, posted: false, balances: new Map() };
  }
  const codeOf = (system: repo.SystemAccount): repo.SystemAccountCode =>
    system === 'rewards' ? rewardsShardCode(shardKeyOf(movement)) : system;
  const accounts = await repo.accountIdsOf(tx, {
    userIds: movement.legs.flatMap((leg) => ('userId' in leg.account ? [leg.account.userId] : [])),
    codes: movement.legs.flatMap((leg) =>
      'system' in leg.account ? [codeOf(leg.account.system)] : [],
    ),
  });
  const resolved = movement.legs.map((leg) => ({
    amount: leg.amount,
    accountId:
      'userId' in leg.account
        ? accounts.users.get(leg.account.userId)!
        : accounts.codes.get(codeOf(leg.account.system))!,
  }));
  // One lock order for every movement, so two movements never wait on each other in a circle.
  resolved.sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
  const balances = new Map<string, number>();
  try {
    for (const leg of resolved) {
      const moved = await repo.applyLeg(tx, leg.accountId, leg.amount);
      if (moved.userId) balances.set(moved.userId, moved.balance);
    }
  } catch (error) {
    if (isInsufficient(error))
      throw new AppError(409, 'INSUFFICIENT_POINTS', 'Not enough points for this');
    throw error;
  }
  await repo.insertEntries(
    tx,
    resolved.map((leg) => ({
      transactionId: transaction.id,
      accountId: leg.accountId,
      amount: leg.amount,
      ...(movement.at ? { createdAt: movement.at } : {}),
    })),
  );
  return { transactionId: transaction.id, posted: true, balances };
}

/** Runs `work` in a transaction, retrying when PostgreSQL reports a serialization failure or deadlock. */
export async function inTransaction<T>(
  db: Db,
  work: (tx: Db) => Promise<T>,
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).cause?.code ??
        (error as { code?: string }).code;
      if (attempt >= attempts || (code !== '40001' && code !== '40P01')) throw error;
    }
  }
}

/** Read side of the ledger used by other modules. */
export function createLedger(db: Db) {
  return {
    /** A user's points: their account balance. */
    balanceOf: (userId: string) => repo.userBalance(db, userId),
    balancesOf: (userIds: string[]) => repo.balancesOf(db, userIds),
    pointsEarnedSince: (userId: string, from: Date) => repo.pointsEarnedSince(db, userId, from),
    /** Posts one movement in its own transaction. */
    post: (movement: Movement) => inTransaction(db, (tx) => postMovement(tx, movement)),
  };
}
export type Ledger = ReturnType<typeof createLedger>;
