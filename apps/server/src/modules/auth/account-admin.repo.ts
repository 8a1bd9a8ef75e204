import {
  ADMIN_AGE_BANDS,
  birthYearsOfBand,
  type AdminAgeBand,
  type AdminUsersQuery,
} from '@quizarena/contracts';
import { and, asc, desc, eq, gte, ilike, isNull, lte, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions, users } from '../../db/schema';
import type { UserRow } from './auth.repo';

/** The account's row, locked until the transaction ends: standing and role change one at a time. */
export async function lockUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/**
 * The ids of the active admins, their rows locked in id order: two admins demoting each other at
 * once take these locks in the same order, so the second sees the first's change and the count
 * never reaches zero.
 */
export async function lockActiveAdmins(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Ends a suspension whose time has come; answers the row when it did. */
export async function liftDueSuspension(db: Db, id: string, now: Date) {
  const [row] = await db
    .update(users)
    .set({ status: 'active', statusReason: null, suspendedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.status, 'suspended'), lte(users.suspendedUntil, now)))
    .returning();
  return row;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function ageBandCondition(band: AdminAgeBand, currentYear: number): SQL | undefined {
  if (band === 'unknown') return isNull(users.birthYear);
  const years = birthYearsOfBand(band, currentYear);
  return and(
    years.from === null ? undefined : gte(users.birthYear, years.from),
    years.to === null ? undefined : lte(users.birthYear, years.to),
  );
}

/**
 * One page of accounts for the console: by part of the name or email, role, status and age
 * band, sorted (id breaks ties so pages never overlap). Reads one row past the page to say
 * whether another follows, instead of counting every match.
 */
export async function searchUsers(
  db: Db,
  query: AdminUsersQuery,
  currentYear: number,
): Promise<{ rows: UserRow[]; hasMore: boolean }> {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const conditions = [
    pattern ? or(ilike(users.fullName, pattern), ilike(users.emailNormalized, pattern)) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    query.age_band && ADMIN_AGE_BANDS.includes(query.age_band)
      ? ageBandCondition(query.age_band, currentYear)
      : undefined,
  ];
  const column = {
    created_at: users.createdAt,
    name: sql`lower(${users.fullName})`,
    email: users.emailNormalized,
  }[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(direction(column), direction(users.id))
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
  return { rows: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

/** When the account last signed in (its newest session), if ever. */
export async function lastSignInOf(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(authSessions.createdAt) })
    .from(authSessions)
    .where(eq(authSessions.userId, userId));
  return row?.at ?? null;
}

/** Mutes the account until then (a later mute replaces an earlier one). */
export async function muteUntil(db: Db, userId: string, until: Date): Promise<void> {
  await db
    .update(users)
    .set({ mutedUntil: until, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The end of the account's mute when it is muted now, else null. */
export async function mutedUntilOf(db: Db, userId: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ until: users.mutedUntil })
    .from(users)
    .where(eq(users.id, userId));
  return row?.until && row.until > now ? row.until : null;
}
