import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userPresence } from '../../db/schema';

export type PresenceRow = typeof userPresence.$inferSelect;

export async function findPresence(db: Db, userIds: string[]): Promise<PresenceRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(userPresence).where(inArray(userPresence.userId, userIds));
}

/** Notes that the user was connected at `at`; answers their row. */
export async function touchLastSeen(db: Db, userId: string, at: Date): Promise<PresenceRow> {
  const [row] = await db
    .insert(userPresence)
    .values({ userId, lastSeenAt: at })
    .onConflictDoUpdate({
      target: userPresence.userId,
      set: { lastSeenAt: at, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function setVisible(db: Db, userId: string, visible: boolean): Promise<PresenceRow> {
  const [row] = await db
    .insert(userPresence)
    .values({ userId, visible })
    .onConflictDoUpdate({ target: userPresence.userId, set: { visible, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function findOne(db: Db, userId: string): Promise<PresenceRow | undefined> {
  const [row] = await db.select().from(userPresence).where(eq(userPresence.userId, userId));
  return row;
}
