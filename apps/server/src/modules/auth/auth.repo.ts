import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  authSessions,
  emailTokens,
  oauthIdentities,
  oauthStates,
  refreshTokens,
  users,
} from '../../db/schema';
import { identityColumns } from './identity-columns';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AuthSessionRow = typeof authSessions.$inferSelect;
export type EmailTokenPurpose = 'verify_email' | 'reset_password';

export async function findUserByEmail(
  db: Db,
  emailNormalized: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.emailNormalized, emailNormalized));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * The full names of these accounts, by id, for staff views (the audit log): no identity rule
 * applies there. An erased account is simply missing from the map.
 */
export async function fullNamesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: identityColumns.id, name: identityColumns.fullName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Inserts a user unless the email is taken; undefined means taken. */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(db: Db, id: string, values: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** Records a birth year on an account that has none; false when one is already recorded. */
export async function setBirthYearOnce(db: Db, id: string, birthYear: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ birthYear, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.birthYear)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Sets the user's avatar URL and answers the one it replaces. The row is locked first, so two
 * uploads at once each see the URL the other replaced and no file is left orphaned.
 */
export async function replaceAvatarUrl(
  db: Db,
  id: string,
  avatarUrl: string | null,
): Promise<{ row: UserRow; previous: string | null } | undefined> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [current] = await tx
      .select({ avatarUrl: users.avatarUrl })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!current) return undefined;
    const row = await updateUser(tx, id, { avatarUrl });
    return { row, previous: current.avatarUrl };
  });
}

/** Ends every session of the user: access tokens made before now stop working too. */
export async function endAllSessions(
  db: Db,
  userId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

/** Ends every session of the user but `keep`, the one asking. */
export async function endOtherSessions(
  db: Db,
  userId: string,
  keep: string,
  reason: string,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        ne(authSessions.id, keep),
      ),
    )
    .returning({ id: authSessions.id });
  return rows.map((row) => row.id);
}

export async function insertSession(
  db: Db,
  values: typeof authSessions.$inferInsert,
): Promise<AuthSessionRow> {
  const [row] = await db.insert(authSessions).values(values).returning();
  return row!;
}

export async function findSession(db: Db, id: string): Promise<AuthSessionRow | undefined> {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.id, id));
  return row;
}

/**
 * Of the given sessions, those still good now (not revoked, not expired, account active), each
 * with its user's current session version: one query for every socket an instance holds.
 */
export async function liveSessions(
  db: Db,
  sessionIds: string[],
  now: Date,
): Promise<{ sessionId: string; userId: string; sessionVersion: number }[]> {
  if (sessionIds.length === 0) return [];
  return db
    .select({
      sessionId: authSessions.id,
      userId: users.id,
      sessionVersion: users.sessionVersion,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        inArray(authSessions.id, sessionIds),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
        eq(users.status, 'active'),
      ),
    );
}

export async function revokeSession(db: Db, id: string, reason: string, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)));
}

/** The user's sessions that can still be used, newest activity first. */
export function listActiveSessions(db: Db, userId: string, now: Date): Promise<AuthSessionRow[]> {
  return db
    .select()
    .from(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
      ),
    )
    .orderBy(desc(authSessions.lastUsedAt));
}

export async function insertRefreshToken(
  db: Db,
  values: typeof refreshTokens.$inferInsert,
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * Rotation's one conditional UPDATE: marks the token used if, and only if, nobody has used it
 * yet. Of two concurrent refreshes with one token, exactly one gets a row back.
 */
export async function claimRefreshToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ id: string; sessionId: string } | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id, sessionId: refreshTokens.sessionId });
  return row;
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db.update(authSessions).set({ lastUsedAt: now }).where(eq(authSessions.id, id));
}

export async function insertEmailToken(
  db: Db,
  values: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailTokens).values(values);
}

/** Whom a mailed link goes to; `locale` is their stored interface language (null: none chosen). */
export type LinkRecipient = { id: string; email: string; fullName: string; locale: string | null };

/**
 * One statement that finds the active account at an address (unverified only, if asked), ends
 * its unused tokens of this purpose and stores a new one, answering that account or nothing.
 * The same statement runs whether or not there is such an account, so answers that must not
 * tell the two apart also take the same time.
 */
export async function issueEmailTokenByAddress(
  db: Db,
  values: {
    emailNormalized: string;
    unverifiedOnly: boolean;
    purpose: EmailTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<LinkRecipient | undefined> {
  const result = (await db.execute(sql`
    with target as (
      select id, email, full_name, locale from users
      where email_normalized = ${values.emailNormalized}
        and status = 'active'
        and (not ${values.unverifiedOnly}::boolean or email_verified_at is null)
    ), expired as (
      update email_tokens set used_at = ${values.now.toISOString()}::timestamptz
      where user_id in (select id from target)
        and purpose = ${values.purpose}
        and used_at is null
    ), issued as (
      insert into email_tokens (user_id, purpose, token_hash, expires_at)
      select id, ${values.purpose}, ${values.tokenHash}, ${values.expiresAt.toISOString()}::timestamptz
      from target
      returning user_id
    )
    select target.id, target.email, target.full_name, target.locale
    from target join issued on issued.user_id = target.id
  `)) as unknown as {
    rows: { id: string; email: string; full_name: string; locale: string | null }[];
  };
  const row = result.rows[0];
  return row && { id: row.id, email: row.email, fullName: row.full_name, locale: row.locale };
}

/** Uses a mailed token once: answers its user id only if it was unused and unexpired. */
export async function consumeEmailToken(
  db: Db,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId;
}

/** Older links of the same purpose stop working when a new one is sent or one is used. */
export async function expireEmailTokens(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}

export async function insertOAuthState(
  db: Db,
  values: typeof oauthStates.$inferInsert,
): Promise<void> {
  await db.insert(oauthStates).values(values);
  // Abandoned attempts are cleaned up as new ones arrive.
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, values.createdAt ?? new Date()));
}

/** Takes a pending OAuth state once: deleted as it is read, so a replay finds nothing. */
export async function takeOAuthState(db: Db, stateHash: string) {
  const [row] = await db
    .delete(oauthStates)
    .where(eq(oauthStates.stateHash, stateHash))
    .returning();
  return row;
}

export async function findIdentity(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)));
  return row;
}

export async function insertIdentity(
  db: Db,
  values: typeof oauthIdentities.$inferInsert,
): Promise<void> {
  await db.insert(oauthIdentities).values(values).onConflictDoNothing();
}
