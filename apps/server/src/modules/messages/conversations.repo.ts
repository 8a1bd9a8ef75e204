import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationParticipants, conversations, messages, users } from '../../db/schema';
import { MINOR_AGE } from '@quizarena/contracts';

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const asDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

export type ConversationRow = typeof conversations.$inferSelect;

/** What others are shown of a participant, from the users row (the auth module's table). */
export type ParticipantUser = {
  fullName: string;
  birthYear: number | null;
  status: string;
  avatarUrl: string | null;
};
export type ParticipantRow = typeof conversationParticipants.$inferSelect & {
  user: ParticipantUser;
};
export type NewParticipant = typeof conversationParticipants.$inferInsert;

// users belongs to the auth module; these display columns are read with the participants, a
// read listed in docs/ARCHITECTURE.md (Table ownership) among those that cross a boundary.
export const participantUserColumns = {
  fullName: users.fullName,
  birthYear: users.birthYear,
  status: users.status,
  avatarUrl: users.avatarUrl,
};

export async function findConversation(db: Db, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

export async function findDirect(db: Db, directKey: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.directKey, directKey));
  return row;
}

/** Everyone in these conversations, oldest member first, with what others are shown of them. */
export async function participantsOf(db: Db, conversationIds: string[]): Promise<ParticipantRow[]> {
  if (conversationIds.length === 0) return [];
  return db
    .select({ ...getTableColumns(conversationParticipants), user: participantUserColumns })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(inArray(conversationParticipants.conversationId, conversationIds))
    .orderBy(asc(conversationParticipants.joinedAt), asc(conversationParticipants.userId));
}

/**
 * A conversation and everyone in it (as `participantsOf` orders them) in one statement: every
 * send and every read of a thread opens its conversation so.
 */
export async function conversationWithParticipants(
  db: Db,
  id: string,
): Promise<{ conversation: ConversationRow; participants: ParticipantRow[] } | undefined> {
  const rows = await db
    .select({
      conversation: getTableColumns(conversations),
      participant: getTableColumns(conversationParticipants),
      user: participantUserColumns,
    })
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      eq(conversationParticipants.conversationId, conversations.id),
    )
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(eq(conversations.id, id))
    .orderBy(asc(conversationParticipants.joinedAt), asc(conversationParticipants.userId));
  const first = rows[0];
  if (!first) return undefined;
  return {
    conversation: first.conversation,
    participants: rows.map((row) => ({ ...row.participant, user: row.user })),
  };
}

/**
 * Inserts a conversation; a direct one whose pair already has one inserts nothing and answers
 * undefined (the unique `direct_key`), so two people opening it at once get the same one.
 */
export async function insertConversation(
  db: Db,
  values: typeof conversations.$inferInsert,
): Promise<ConversationRow | undefined> {
  const [row] = await db.insert(conversations).values(values).onConflictDoNothing().returning();
  return row;
}

/** Adds people; someone already in is left as they are. */
export async function insertParticipants(db: Db, rows: NewParticipant[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(conversationParticipants).values(rows).onConflictDoNothing();
}

/** One person's row in one conversation. */
const theParticipant = (conversationId: string, userId: string) =>
  and(
    eq(conversationParticipants.conversationId, conversationId),
    eq(conversationParticipants.userId, userId),
  );

export async function updateParticipant(
  db: Db,
  conversationId: string,
  userId: string,
  patch: Partial<
    Pick<
      NewParticipant,
      'role' | 'status' | 'isMuted' | 'isArchived' | 'isPinned' | 'filterEnabled'
    >
  >,
): Promise<void> {
  await db
    .update(conversationParticipants)
    .set(patch)
    .where(theParticipant(conversationId, userId));
}

export async function removeParticipant(
  db: Db,
  conversationId: string,
  userId: string,
): Promise<void> {
  await db.delete(conversationParticipants).where(theParticipant(conversationId, userId));
}

export async function updateConversation(
  db: Db,
  id: string,
  patch: Partial<Pick<ConversationRow, 'name' | 'description' | 'avatarUrl' | 'ownerId'>>,
): Promise<void> {
  await db.update(conversations).set(patch).where(eq(conversations.id, id));
}

export async function deleteConversation(db: Db, id: string): Promise<void> {
  await db.delete(conversations).where(eq(conversations.id, id));
}

/** `%`, `_` and `\` typed into a search match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the user's conversations (archived or not): pinned first, then the latest message
 * (or creation) first. `search` matches a group's name or another participant's name as the
 * user is shown it: a possible minor's first name only, never a disabled account's.
 */
export async function listConversationsOf(
  db: Db,
  userId: string,
  query: { search: string; archived: boolean; limit: number; offset: number; year: number },
): Promise<{ rows: ConversationRow[]; total: number }> {
  const pattern = likePattern(query.search);
  const where = and(
    eq(conversationParticipants.userId, userId),
    eq(conversationParticipants.isArchived, query.archived),
    query.search
      ? sql`(${conversations.name} ilike ${pattern} or exists (
          select 1 from ${conversationParticipants} o join ${users} u on u.id = o.user_id
          where o.conversation_id = ${conversations.id} and o.user_id <> ${userId}
            and u.status = 'active'
            and (case when u.birth_year is not null and ${query.year} - u.birth_year - 1 < ${MINOR_AGE}
                      then split_part(btrim(u.full_name), ' ', 1) else u.full_name end) ilike ${pattern}))`
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(getTableColumns(conversations))
      .from(conversationParticipants)
      .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
      .where(where)
      .orderBy(
        desc(conversationParticipants.isPinned),
        sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt}) desc`,
        asc(conversations.id),
      )
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(conversationParticipants)
      .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One participant of a conversation, or undefined when the user is not in it. */
export async function participantOf(
  db: Db,
  conversationId: string,
  userId: string,
): Promise<ParticipantRow | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(conversationParticipants), user: participantUserColumns })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(theParticipant(conversationId, userId));
  return row;
}

/** Accounts by id, for people about to join a conversation (missing ids are left out). */
export async function peopleByIds(
  db: Db,
  ids: string[],
): Promise<(ParticipantUser & { id: string })[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, ...participantUserColumns })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Unread messages across the user's conversations that they have not muted. */
export async function unreadTotal(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${conversationParticipants.unreadCount}), 0)::int` })
    .from(conversationParticipants)
    .where(
      and(eq(conversationParticipants.userId, userId), eq(conversationParticipants.isMuted, false)),
    );
  return row?.total ?? 0;
}

/** How many group conversations the user is in, created or joined (an achievement's metric). */
export async function groupConversationCountOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(and(eq(conversationParticipants.userId, userId), eq(conversations.isGroup, true)));
  return row?.count ?? 0;
}

export type Marks = { deliveredUpTo: Date | null; readUpTo: Date | null; unreadCount: number };

/**
 * Moves the user's delivered mark (and with `read`, the read mark) forward to a message of the
 * conversation, or to its latest; never back. Reading recounts the unread messages after the
 * new mark (zero when read to the latest). Answers the marks, or undefined when there is no
 * message to move to.
 */
export async function moveMarks(
  db: Db,
  input: { conversationId: string; userId: string; upToMessageId: string | null; read: boolean },
): Promise<Marks | undefined> {
  const { conversationId, userId, upToMessageId, read } = input;
  const target = upToMessageId
    ? sql`(select created_at from ${messages} where id = ${upToMessageId} and conversation_id = ${conversationId})`
    : sql`(select last_message_at from ${conversations} where id = ${conversationId})`;
  const readSet = read
    ? sql`, read_up_to = greatest(p.read_up_to, t.at),
         unread_count = (select count(*) from ${messages} m
           where m.conversation_id = ${conversationId} and m.sender_id is not null
             and m.sender_id <> ${userId} and m.created_at >= p.joined_at
             and m.created_at > greatest(p.read_up_to, t.at))::int`
    : sql``;
  const rows = await rowsOf<{
    delivered_up_to: Date | string | null;
    read_up_to: Date | string | null;
    unread_count: number;
  }>(
    db,
    sql`with t as (select ${target} as at)
        update ${conversationParticipants} p
        set delivered_up_to = greatest(p.delivered_up_to, t.at) ${readSet}
        from t
        where p.conversation_id = ${conversationId} and p.user_id = ${userId} and t.at is not null
        returning p.delivered_up_to, p.read_up_to, p.unread_count`,
  );
  const row = rows[0];
  return (
    row && {
      deliveredUpTo: asDate(row.delivered_up_to),
      readUpTo: asDate(row.read_up_to),
      unreadCount: row.unread_count,
    }
  );
}
