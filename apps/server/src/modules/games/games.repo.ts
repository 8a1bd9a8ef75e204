import { HIDDEN_PLAYER_NAME, publicAvatar, publicIdentity } from '@quizarena/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  gameGuests,
  gamePlayers,
  games,
  gameSpectators,
  questions,
  topics,
  users,
} from '../../db/schema';
import { identityColumns, toIdentityInput } from '../auth';
import { contentRepo, listedTopicSql, servedDifficultySql } from '../content';

export type GameRow = typeof games.$inferSelect;
export type GamePlayerRow = typeof gamePlayers.$inferSelect;

export async function insertGame(db: Db, values: typeof games.$inferInsert): Promise<GameRow> {
  const [row] = await db.insert(games).values(values).returning();
  return row!;
}

/** The game, its row locked until the transaction ends (seats, the start and the end take it). */
export async function lockGame(db: Db, id: string): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, id)).for('update');
  return row;
}

export async function findGame(db: Db, id: string): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, id));
  return row;
}

export async function playersOf(db: Db, gameId: string): Promise<GamePlayerRow[]> {
  return db
    .select()
    .from(gamePlayers)
    .where(eq(gamePlayers.gameId, gameId))
    .orderBy(asc(gamePlayers.joinedAt), asc(gamePlayers.userId));
}

/** Takes a seat; answers false when the player already has one. */
export async function insertPlayer(
  db: Db,
  values: typeof gamePlayers.$inferInsert,
): Promise<boolean> {
  const rows = await db.insert(gamePlayers).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function deletePlayer(db: Db, gameId: string, userId: string): Promise<void> {
  await db
    .delete(gamePlayers)
    .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.userId, userId)));
}

export async function setStatus(
  db: Db,
  id: string,
  status: 'active' | 'completed' | 'cancelled',
  at: Date,
): Promise<void> {
  await db
    .update(games)
    .set({
      status,
      ...(status === 'active' ? { startedAt: at } : { endedAt: at }),
    })
    .where(eq(games.id, id));
}

/**
 * Stores the engine's state as version `version`, unless a newer one is stored: an owner that
 * lost the game to another instance cannot write over what the new owner saved.
 */
export async function saveState(
  db: Db,
  id: string,
  state: unknown,
  version: number,
): Promise<boolean> {
  const rows = await db
    .update(games)
    .set({ state: sql`${JSON.stringify(state)}::jsonb`, stateVersion: version })
    .where(and(eq(games.id, id), lt(games.stateVersion, version), ne(games.status, 'completed')))
    .returning({ id: games.id });
  return rows.length > 0;
}

export async function recordResult(
  db: Db,
  gameId: string,
  userId: string,
  result: { place: number; points: number; prize: number },
): Promise<void> {
  await db
    .update(gamePlayers)
    .set(result)
    .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.userId, userId)));
}

/**
 * Gives the game to `owner` until `until`, when it is in play and nobody else holds a lease on
 * it that lasts past `now`. Answers the game when `owner` holds it now.
 */
export async function claim(
  db: Db,
  id: string,
  owner: string,
  now: Date,
  until: Date,
): Promise<GameRow | undefined> {
  const [row] = await db
    .update(games)
    .set({ owner, leaseUntil: until })
    .where(
      and(
        eq(games.id, id),
        inArray(games.status, ['waiting', 'active']),
        or(isNull(games.owner), eq(games.owner, owner), lt(games.leaseUntil, now)),
      ),
    )
    .returning();
  return row;
}

/** Extends `owner`'s leases on these games; answers the ids it still holds. */
export async function renew(db: Db, owner: string, ids: string[], until: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(games)
    .set({ leaseUntil: until })
    .where(and(inArray(games.id, ids), eq(games.owner, owner)))
    .returning({ id: games.id });
  return rows.map((row) => row.id);
}

/** Games waiting or in play whose owner's lease ran out before `now`, oldest lease first. */
export async function orphaned(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(and(inArray(games.status, ['waiting', 'active']), lt(games.leaseUntil, now)))
    .orderBy(asc(games.leaseUntil))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function updateGame(
  db: Db,
  id: string,
  values: Partial<Pick<GameRow, 'name' | 'settings' | 'passwordHash' | 'hostId'>>,
): Promise<void> {
  await db.update(games).set(values).where(eq(games.id, id));
}

/** Adds a spectator; answers false when they already watch. */
export async function insertSpectator(
  db: Db,
  values: typeof gameSpectators.$inferInsert,
): Promise<boolean> {
  const rows = await db.insert(gameSpectators).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function deleteSpectator(db: Db, gameId: string, userId: string): Promise<void> {
  await db
    .delete(gameSpectators)
    .where(and(eq(gameSpectators.gameId, gameId), eq(gameSpectators.userId, userId)));
}

/**
 * Whether the user plays the game (a seat, or a hosted game's guest) or watches it (who may
 * follow its channel and chat in it).
 */
export async function membership(
  db: Db,
  gameId: string,
  userId: string,
): Promise<{ player: boolean; spectator: boolean }> {
  const [row] = await db
    .select({
      player: sql<boolean>`exists (select 1 from ${gamePlayers} where ${gamePlayers.gameId} = ${gameId} and ${gamePlayers.userId} = ${userId})
        or exists (select 1 from ${gameGuests} where ${gameGuests.gameId} = ${gameId} and ${gameGuests.guestId} = ${userId})`,
      spectator: sql<boolean>`exists (select 1 from ${gameSpectators} where ${gameSpectators.gameId} = ${gameId} and ${gameSpectators.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return { player: Boolean(row?.player), spectator: Boolean(row?.spectator) };
}

/** A hosted game not yet over, by its PIN. */
export async function findByPin(db: Db, pin: string): Promise<GameRow | undefined> {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.pin, pin), inArray(games.status, ['waiting', 'active'])));
  return row;
}

export async function insertGuest(db: Db, values: typeof gameGuests.$inferInsert): Promise<void> {
  await db.insert(gameGuests).values(values);
}

export async function deleteGuest(db: Db, gameId: string, guestId: string): Promise<void> {
  await db
    .delete(gameGuests)
    .where(and(eq(gameGuests.gameId, gameId), eq(gameGuests.guestId, guestId)));
}

/** Forgets every guest of a game (it ended: nothing of them is kept). */
export async function deleteGuests(db: Db, gameId: string): Promise<void> {
  await db.delete(gameGuests).where(eq(gameGuests.gameId, gameId));
}

export function guestsOf(db: Db, gameId: string) {
  return db
    .select()
    .from(gameGuests)
    .where(eq(gameGuests.gameId, gameId))
    .orderBy(asc(gameGuests.joinedAt), asc(gameGuests.guestId));
}

/** Of these guest sessions (`guest:{gameId}:{guestId}`), the ones whose game is not over. */
export async function liveGuests(db: Db, pairs: { gameId: string; guestId: string }[]) {
  if (pairs.length === 0) return [];
  return db
    .select({ gameId: gameGuests.gameId, guestId: gameGuests.guestId })
    .from(gameGuests)
    .innerJoin(games, eq(games.id, gameGuests.gameId))
    .where(
      and(
        inArray(games.status, ['waiting', 'active']),
        or(
          ...pairs.map((pair) =>
            and(eq(gameGuests.gameId, pair.gameId), eq(gameGuests.guestId, pair.guestId)),
          ),
        ),
      ),
    );
}

/** Names in use in a hosted game (guests' and players' nicknames), lower-cased, and the count. */
export async function namesIn(db: Db, gameId: string): Promise<string[]> {
  const rows = await db.execute(sql`
    select lower(${gameGuests.nickname}) as name from ${gameGuests} where ${gameGuests.gameId} = ${gameId}
    union all
    select lower(coalesce(${gamePlayers.nickname}, '')) from ${gamePlayers} where ${gamePlayers.gameId} = ${gameId}`);
  return (rows as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}

export async function setNickname(db: Db, gameId: string, userId: string, nickname: string) {
  await db
    .update(gamePlayers)
    .set({ nickname })
    .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.userId, userId)));
}

/**
 * Topics a game may draw from (with `topics` joined to `categories`): active listed ones of
 * active categories (docs/DECISIONS.md #68), of one category or (null) of all.
 */
export const playableTopicsWhere = (categoryId: string | null) =>
  and(
    eq(topics.isActive, true),
    eq(categories.isActive, true),
    // Strangers draw only from listed topics: never from a set its owner keeps to themselves.
    listedTopicSql,
    categoryId === null ? undefined : eq(topics.categoryId, categoryId),
  );

const questionColumns = {
  id: questions.id,
  text: questions.questionText,
  type: questions.type,
  options: questions.options,
  correctOptionId: questions.correctOptionId,
  answerKey: questions.answerKey,
  explanation: questions.explanation,
  imageUrl: questions.imageUrl,
  imageAlt: questions.imageAlt,
  // The level it is served under: calibrated from real answers when measured.
  difficulty: servedDifficultySql,
  points: questions.points,
};

/** Where a game's questions come from: a topic, a whole category, or every category. */
export type QuestionScope = { topicId: string } | { categoryId: string } | 'general';

/**
 * `count` active questions of a scope for a game, those served at `difficulty` first (null: any;
 * a calibrated question counts at its calibrated level), in a random order (a scope short of
 * that difficulty fills up with its others). Across a category or every category only active
 * topics of active categories count.
 */
export function drawQuestions(
  db: Db,
  scope: QuestionScope,
  difficulty: string | null,
  limit: number,
) {
  const where =
    typeof scope === 'object' && 'topicId' in scope
      ? eq(questions.topicId, scope.topicId)
      : and(
          inArray(
            questions.topicId,
            db
              .select({ id: topics.id })
              .from(topics)
              .innerJoin(categories, eq(categories.id, topics.categoryId))
              .where(playableTopicsWhere(scope === 'general' ? null : scope.categoryId)),
          ),
        );
  return db
    .select(questionColumns)
    .from(questions)
    .where(and(where, eq(questions.isActive, true)))
    .orderBy(
      ...(difficulty === null ? [] : [desc(sql`${servedDifficultySql} = ${difficulty}`)]),
      sql`random()`,
    )
    .limit(limit);
}

/**
 * These questions in this order (a challenge's set, drawn once and played by everyone as it
 * was), whether or not they are still active, so every play of the set gets the same ones; an
 * id no longer found is left out.
 */
export async function questionsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(questionColumns)
    .from(questions)
    .where(inArray(questions.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A room's row with what its card shows beside it: names, seats and spectators. */
export type RoomRow = GameRow & {
  /** Null for a game of 'General' (every category) or of a whole category. */
  categoryName: string | null;
  topicName: string | null;
  hostName: string | null;
  spectatorCount: number;
};

const roomColumns = {
  game: games,
  categoryName: categories.name,
  topicName: topics.name,
  hostName: users.fullName,
  spectatorCount: sql<number>`(select count(*)::int from ${gameSpectators} where ${gameSpectators.gameId} = ${games.id})`,
};

function roomSelect(db: Db) {
  return db
    .select(roomColumns)
    .from(games)
    .leftJoin(categories, eq(categories.id, games.categoryId))
    .leftJoin(topics, eq(topics.id, games.topicId))
    .leftJoin(users, eq(users.id, games.hostId));
}

const toRoomRow = (row: Awaited<ReturnType<ReturnType<typeof roomSelect>['execute']>>[number]) => ({
  ...row.game,
  categoryName: row.categoryName,
  topicName: row.topicName,
  hostName: row.hostName,
  spectatorCount: Number(row.spectatorCount),
});

export async function findRoom(db: Db, id: string): Promise<RoomRow | undefined> {
  const [row] = await roomSelect(db).where(eq(games.id, id));
  return row && toRoomRow(row);
}

/** Waiting public rooms, newest first, by name, category and difficulty. */
export async function listWaitingRooms(
  db: Db,
  query: { search: string; category?: string; difficulty?: string; limit: number; offset: number },
): Promise<{ rows: RoomRow[]; total: number }> {
  const where = and(
    eq(games.status, 'waiting'),
    sql`(${games.settings} ->> 'isPrivate')::boolean is not true`,
    query.search ? ilike(games.name, `%${contentRepo.escapeLike(query.search)}%`) : undefined,
    query.category ? eq(games.categoryId, query.category) : undefined,
    query.difficulty ? sql`${games.settings} ->> 'difficulty' = ${query.difficulty}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    roomSelect(db)
      .where(where)
      .orderBy(desc(games.createdAt), asc(games.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(games).where(where),
  ]);
  return { rows: rows.map(toRoomRow), total: total?.total ?? 0 };
}

/**
 * How a player is shown to the others in a game, strangers among them (docs/PRIVACY.md): the
 * nickname they joined a hosted game with, else the public-identity rule's name (a possible
 * minor by the short name, without picture; a hidden profile as 'Hidden player').
 */
function shownAs(
  row: { nickname: string | null; identity: Parameters<typeof toIdentityInput>[0] },
  avatarUrl: string | null,
  currentYear: number,
) {
  const identity = publicIdentity(toIdentityInput(row.identity), currentYear);
  return {
    name: row.nickname ?? (identity.listed ? identity.displayName : HIDDEN_PLAYER_NAME),
    avatarUrl: publicAvatar(identity, avatarUrl),
  };
}

/** The seated players of these games with their names and pictures, in joining order. */
export async function seatsOf(
  db: Db,
  gameIds: string[],
  currentYear = new Date().getUTCFullYear(),
) {
  if (gameIds.length === 0) return [];
  const rows = await db
    .select({
      gameId: gamePlayers.gameId,
      userId: gamePlayers.userId,
      feePaid: gamePlayers.feePaid,
      place: gamePlayers.place,
      points: gamePlayers.points,
      prize: gamePlayers.prize,
      nickname: gamePlayers.nickname,
      identity: identityColumns,
      avatarUrl: users.avatarUrl,
      extendedTime: users.extendedTime,
    })
    .from(gamePlayers)
    .innerJoin(users, eq(users.id, gamePlayers.userId))
    .where(inArray(gamePlayers.gameId, gameIds))
    .orderBy(asc(gamePlayers.joinedAt), asc(gamePlayers.userId));
  return rows.map(({ nickname, identity, avatarUrl, ...seat }) => ({
    ...seat,
    ...shownAs({ nickname, identity }, avatarUrl, currentYear),
  }));
}

/** The name a player's chat lines carry in a game (see `shownAs`). */
export async function chatNameOf(db: Db, userId: string, currentYear: number): Promise<string> {
  const [row] = await db
    .select({ identity: identityColumns })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return HIDDEN_PLAYER_NAME;
  return shownAs({ nickname: null, identity: row.identity }, null, currentYear).name;
}

/** Drops a finished game's saved state. */
export async function clearState(db: Db, id: string): Promise<void> {
  await db.update(games).set({ state: null }).where(eq(games.id, id));
}

/** The category a topic belongs to. */
export async function topicCategoryOf(db: Db, topicId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ categoryId: topics.categoryId })
    .from(topics)
    .where(eq(topics.id, topicId));
  return row?.categoryId;
}

/**
 * The games waiting or in play in which the user holds a seat and has not left (a player who
 * left during play is marked so in the saved state), newest first.
 */
export async function liveGamesOf(db: Db, userId: string) {
  return db
    .select({
      id: games.id,
      kind: games.kind,
      name: games.name,
      status: games.status,
      startedAt: games.startedAt,
    })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .where(
      and(
        eq(gamePlayers.userId, userId),
        inArray(games.status, ['waiting', 'active']),
        sql`not exists (
          select 1 from jsonb_array_elements(coalesce(${games.state} -> 'players', '[]'::jsonb)) as seated
          where seated ->> 'userId' = ${userId} and (seated ->> 'left')::boolean)`,
      ),
    )
    .orderBy(desc(games.createdAt), asc(games.id));
}
