import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions, recoveryCodes, secondFactorTickets, userTotp } from '../../db/schema';

export type UserTotpRow = typeof userTotp.$inferSelect;
export type SecondFactorTicketRow = typeof secondFactorTickets.$inferSelect;

export async function findTotp(db: Db, userId: string): Promise<UserTotpRow | undefined> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  return row;
}

/**
 * Starts (or restarts) a set-up with a new sealed secret; undefined when the factor is already
 * on, which a set-up never replaces.
 */
export async function startTotpSetup(
  db: Db,
  userId: string,
  secretSealed: string,
): Promise<UserTotpRow | undefined> {
  const [row] = await db
    .insert(userTotp)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretSealed, lastUsedStep: null, updatedAt: sql`now()` },
      setWhere: isNull(userTotp.enabledAt),
    })
    .returning();
  return row;
}

/**
 * Takes `step` as the newest accepted one, in one conditional UPDATE, so a code is good once
 * even when two requests bring it at once; `enable` also turns the factor on. False when the
 * step is not newer than the last accepted one (a replay), or the factor is not in the state
 * asked for (`enable`: waiting for set-up; otherwise on).
 */
export async function claimTotpStep(
  db: Db,
  userId: string,
  step: number,
  options: { enable: boolean; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({
      lastUsedStep: step,
      updatedAt: sql`now()`,
      ...(options.enable ? { enabledAt: options.now } : {}),
    })
    .where(
      and(
        eq(userTotp.userId, userId),
        options.enable ? isNull(userTotp.enabledAt) : sql`${userTotp.enabledAt} is not null`,
        or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

export async function deleteTotp(db: Db, userId: string): Promise<void> {
  await db.delete(userTotp).where(eq(userTotp.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** The user's recovery codes become exactly these (hashes); earlier ones stop working. */
export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends one unused recovery code; false when there is no such unused code. */
export async function useRecoveryCode(
  db: Db,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.left ?? 0);
}

export async function insertTicket(db: Db, values: typeof secondFactorTickets.$inferInsert) {
  await db.insert(secondFactorTickets).values(values);
}

/** A ticket that has not expired, or undefined. */
export async function findTicket(
  db: Db,
  ticketHash: string,
  now: Date,
): Promise<SecondFactorTicketRow | undefined> {
  const [row] = await db
    .select()
    .from(secondFactorTickets)
    .where(
      and(eq(secondFactorTickets.ticketHash, ticketHash), gt(secondFactorTickets.expiresAt, now)),
    );
  return row;
}

/** Spends a ticket; false when another request spent it first or it expired meanwhile. */
export async function takeTicket(db: Db, ticketHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .delete(secondFactorTickets)
    .where(
      and(eq(secondFactorTickets.ticketHash, ticketHash), gt(secondFactorTickets.expiresAt, now)),
    )
    .returning({ ticketHash: secondFactorTickets.ticketHash });
  return rows.length === 1;
}

/** Counts a wrong code on the ticket and spends it once it has taken `max`. */
export async function countTicketFailure(db: Db, ticketHash: string, max: number): Promise<void> {
  await db
    .update(secondFactorTickets)
    .set({ failures: sql`${secondFactorTickets.failures} + 1` })
    .where(eq(secondFactorTickets.ticketHash, ticketHash));
  await db
    .delete(secondFactorTickets)
    .where(
      and(
        eq(secondFactorTickets.ticketHash, ticketHash),
        sql`${secondFactorTickets.failures} >= ${max}`,
      ),
    );
}

/** Expired tickets of this user go when they start another sign-in. */
export async function deleteExpiredTickets(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .delete(secondFactorTickets)
    .where(and(eq(secondFactorTickets.userId, userId), lt(secondFactorTickets.expiresAt, now)));
}

/** The session has shown the second factor. */
export async function markSessionSecondFactor(db: Db, sessionId: string): Promise<void> {
  await db.update(authSessions).set({ secondFactor: true }).where(eq(authSessions.id, sessionId));
}

/** No session of the user counts as signed in with a second factor any more. */
export async function clearSecondFactorSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ secondFactor: false })
    .where(and(eq(authSessions.userId, userId), eq(authSessions.secondFactor, true)));
}
