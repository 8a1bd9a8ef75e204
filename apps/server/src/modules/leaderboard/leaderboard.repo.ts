import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listedTopicSql } from '../content';

/** Points per tier-1 histogram bucket (see db/schema/leaderboard.ts). */
export const BUCKET = 1024;
export const bucketOf = (points: number) => Math.floor(points / BUCKET) * BUCKET;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const list = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** An organization's board key: the label lower-cased with its spaces collapsed (the one place). */
const orgKeyOf = (column: SQL) =>
  sql`nullif(lower(btrim(regexp_replace(${column}, '\\s+', ' ', 'g'))), '')`;

/** The player's organization key and balance. */
export async function playerContext(
  tx: Db,
  userId: string,
): Promise<{ organizationKey: string | null; balance: number } | undefined> {
  const [row] = await rowsOf<{ org_key: string | null; balance: string | number }>(
    tx,
    sql`select ${orgKeyOf(sql`u.organization`)} as org_key, coalesce(a.balance, 0) as balance
        from users u left join ledger_accounts a on a.user_id = u.id
        where u.id = ${userId}`,
  );
  return row ? { organizationKey: row.org_key, balance: Number(row.balance) } : undefined;
}

/** Takes the player off a board in the given windows; answers what they had there. */
export async function removeFromBoard(
  tx: Db,
  board: string,
  windowKeys: string[],
  userId: string,
): Promise<{ windowKey: string; points: number }[]> {
  const rows = await rowsOf<{ window_key: string; points: string | number }>(
    tx,
    sql`delete from leaderboard_scores
        where board = ${board} and window_key in (${list(windowKeys)}) and user_id = ${userId}
        returning window_key, points`,
  );
  return rows.map((row) => ({ windowKey: row.window_key, points: Number(row.points) }));
}

/** Deletes every score row of the player, answering what they held. */
export async function removeAllOf(
  tx: Db,
  userId: string,
): Promise<{ board: string; windowKey: string; points: number }[]> {
  const rows = await rowsOf<{ board: string; window_key: string; points: string | number }>(
    tx,
    sql`delete from leaderboard_scores where user_id = ${userId}
        returning board, window_key, points`,
  );
  return rows.map((row) => ({
    board: row.board,
    windowKey: row.window_key,
    points: Number(row.points),
  }));
}

export type ScoreDelta = { board: string; windowKey: string; delta: number };

/**
 * Adds points to the player's rows, in (board, window) order; answers each row's new points and
 * whether it was created (`xmax = 0` marks a row this statement inserted).
 */
export async function addScores(
  tx: Db,
  userId: string,
  deltas: ScoreDelta[],
): Promise<{ board: string; windowKey: string; points: number; inserted: boolean }[]> {
  const values = sql.join(
    deltas.map((row) => sql`(${row.board}, ${row.windowKey}, ${row.delta}::bigint)`),
    sql`, `,
  );
  const rows = await rowsOf<{
    board: string;
    window_key: string;
    points: string | number;
    inserted: boolean;
  }>(
    tx,
    sql`insert into leaderboard_scores (board, window_key, user_id, points)
        select v.board, v.window_key, ${userId}::uuid, v.delta
        from (values ${values}) as v(board, window_key, delta)
        order by v.board, v.window_key
        on conflict (board, window_key, user_id)
        do update set points = leaderboard_scores.points + excluded.points
        returning board, window_key, points, (xmax = 0) as inserted`,
  );
  return rows.map((row) => ({
    board: row.board,
    windowKey: row.window_key,
    points: Number(row.points),
    inserted: row.inserted,
  }));
}

export type HistogramDelta = {
  board: string;
  windowKey: string;
  tier: 0 | 1;
  points: number;
  players: number;
  pointsSum: number;
};

/**
 * Applies histogram changes in one statement, in key order (every transaction locks the rows
 * it touches in the same order, so two never wait on each other in a circle).
 */
export async function applyHistogram(tx: Db, deltas: HistogramDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  const values = sql.join(
    deltas.map(
      (row) =>
        sql`(${row.board}, ${row.windowKey}, ${row.tier}::smallint, ${row.points}::bigint, ${row.players}::int, ${row.pointsSum}::bigint)`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`insert into leaderboard_histogram (board, window_key, tier, points, players, points_sum)
        select * from (values ${values}) as v(board, window_key, tier, points, players, points_sum)
        order by 1, 2, 3, 4
        on conflict (board, window_key, tier, points)
        do update set players = leaderboard_histogram.players + excluded.players,
                      points_sum = leaderboard_histogram.points_sum + excluded.points_sum`,
  );
}

export type TopRow = {
  userId: string;
  points: number;
  fullName: string;
  birthYear: number | null;
  profileHidden: boolean;
  avatarUrl: string | null;
  organization: string | null;
  balance: number;
  gamesPlayed: number;
  gamesWon: number;
};

/**
 * Who a board lists: active players only (a ban takes them off every list at once), and on an
 * organization's board only members who opted in and still carry that organization.
 */
function listedOn(board: string): SQL {
  return board.startsWith('org:')
    ? sql`u.status = 'active' and u.list_on_organization_board
          and 'org:' || ${orgKeyOf(sql`u.organization`)} = ${board}`
    : sql`u.status = 'active'`;
}

/**
 * The first `limit` listed players of the boards in one window, points descending then user id:
 * one bounded index scan per board (a player is on one level board per window), each row's user
 * looked up by primary key to skip the unlisted, then their profile. The lookup is a lateral
 * subquery behind `offset 0` so the planner keeps the scores index as the driving side: as a
 * plain join it started from a scan of all users for organization boards (250 ms instead of
 * 3 ms at 500,000 players). `nulls last` matches the index (drizzle's `.desc()`); without it
 * PostgreSQL sorts every row.
 */
export async function topOf(
  db: Db,
  boards: string[],
  windowKey: string,
  limit: number,
): Promise<TopRow[]> {
  const perBoard = sql.join(
    boards.map(
      (board) =>
        sql`(select s.user_id, s.points from leaderboard_scores s
             cross join lateral (select status, list_on_organization_board, organization
                                 from users where id = s.user_id offset 0) as u
             where s.board = ${board} and s.window_key = ${windowKey} and ${listedOn(board)}
             order by s.points desc nulls last, s.user_id limit ${limit})`,
    ),
    sql` union all `,
  );
  const rows = await rowsOf<{
    user_id: string;
    points: string | number;
    full_name: string;
    birth_year: number | null;
    profile_hidden: boolean;
    avatar_url: string | null;
    organization: string | null;
    balance: string | number;
    games_played: number | null;
    games_won: number | null;
  }>(
    db,
    sql`with picked as (
          select user_id, points from (${perBoard}) as t order by points desc, user_id limit ${limit}
        )
        select p.user_id, p.points, u.full_name, u.birth_year, u.profile_hidden, u.avatar_url,
               u.organization, coalesce(a.balance, 0) as balance, s.games_played, s.games_won
        from picked p
        join users u on u.id = p.user_id
        left join ledger_accounts a on a.user_id = p.user_id
        left join user_stats s on s.user_id = p.user_id
        order by p.points desc, p.user_id`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    points: Number(row.points),
    fullName: row.full_name,
    birthYear: row.birth_year,
    profileHidden: row.profile_hidden,
    avatarUrl: row.avatar_url,
    organization: row.organization,
    balance: Number(row.balance),
    gamesPlayed: row.games_played ?? 0,
    gamesWon: row.games_won ?? 0,
  }));
}

/**
 * Each player's points on the boards in one window and the number of players with more (from
 * the histogram: the tier-1 buckets above theirs plus the exact scores above theirs in their
 * bucket, so at most a bucket's rows plus the buckets above), and the boards' player count, in
 * one statement. Players not on the boards are absent.
 */
export async function ranksOf(
  db: Db,
  boards: string[],
  windowKey: string,
  userIds: string[],
): Promise<{ standings: Map<string, { points: number; above: number }>; players: number }> {
  if (userIds.length === 0 || boards.length === 0) return { standings: new Map(), players: 0 };
  const inBoards = list(boards);
  const users = sql.join(
    userIds.map((id) => sql`(${id}::uuid)`),
    sql`, `,
  );
  const rows = await rowsOf<{
    user_id: string | null;
    points: string | number | null;
    above: string | number | null;
    players: string | number;
  }>(
    db,
    sql`select v.user_id, s.points,
          (select coalesce(sum(h.players), 0) from leaderboard_histogram h
            where h.board in (${inBoards}) and h.window_key = ${windowKey} and h.tier = 1
              and h.points > (s.points / ${BUCKET}) * ${BUCKET})
          + (select coalesce(sum(h.players), 0) from leaderboard_histogram h
            where h.board in (${inBoards}) and h.window_key = ${windowKey} and h.tier = 0
              and h.points > s.points and h.points < (s.points / ${BUCKET}) * ${BUCKET} + ${BUCKET})
          as above,
          (select coalesce(sum(h.players), 0) from leaderboard_histogram h
            where h.board in (${inBoards}) and h.window_key = ${windowKey} and h.tier = 1)
          as players
        from (values ${users}) as v(user_id)
        cross join lateral (
          select sum(points)::bigint as points from leaderboard_scores
          where board in (${inBoards}) and window_key = ${windowKey} and user_id = v.user_id
        ) as s`,
  );
  const standings = new Map<string, { points: number; above: number }>();
  for (const row of rows) {
    if (row.user_id && row.points !== null) {
      standings.set(row.user_id, { points: Number(row.points), above: Number(row.above) });
    }
  }
  return { standings, players: Number(rows[0]?.players ?? 0) };
}

/** Players and points of the boards in one window, from the tier-1 rows (a few hundred at most). */
export async function totalsOf(
  db: Db,
  boards: string[],
  windowKey: string,
): Promise<{ players: number; points: number }> {
  const [row] = await rowsOf<{ players: string | number; points: string | number }>(
    db,
    sql`select coalesce(sum(players), 0) as players, coalesce(sum(points_sum), 0) as points
        from leaderboard_histogram
        where board in (${list(boards)}) and window_key = ${windowKey} and tier = 1`,
  );
  return { players: Number(row?.players ?? 0), points: Number(row?.points ?? 0) };
}

export type ProfileRow = {
  id: string;
  name: string;
  avatarUrl: string | null;
  organization: string | null;
  organizationKey: string | null;
  birthYear: number | null;
  profileHidden: boolean;
  active: boolean;
  balance: number;
};

/** What a player's own rank shows about them, and what deciding who may see them needs. */
export async function profileOf(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await rowsOf<{
    id: string;
    full_name: string;
    avatar_url: string | null;
    organization: string | null;
    org_key: string | null;
    birth_year: number | null;
    profile_hidden: boolean;
    status: string;
    balance: string | number;
  }>(
    db,
    sql`select u.id, u.full_name, u.avatar_url, u.organization,
               ${orgKeyOf(sql`u.organization`)} as org_key, u.birth_year, u.profile_hidden,
               u.status, coalesce(a.balance, 0) as balance
        from users u left join ledger_accounts a on a.user_id = u.id
        where u.id = ${userId}`,
  );
  return row
    ? {
        id: row.id,
        name: row.full_name,
        avatarUrl: row.avatar_url,
        organization: row.organization,
        organizationKey: row.org_key,
        birthYear: row.birth_year,
        profileHidden: row.profile_hidden,
        active: row.status === 'active',
        balance: Number(row.balance),
      }
    : undefined;
}

export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const rows = await rowsOf(db, sql`select 1 from categories where id = ${id} and is_active`);
  return rows.length > 0;
}

/** An active listed topic: a board never shows who played a set its owner keeps unlisted. */
export async function topicExists(db: Db, id: string): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from topics where id = ${id} and is_active and ${listedTopicSql}`,
  );
  return rows.length > 0;
}

/** A player's newest points movements, from the ledger legs of their account. */
export async function movementsOf(
  db: Db,
  userId: string,
  limit: number,
): Promise<{ id: string; kind: string; points: number; occurredAt: Date }[]> {
  const rows = await rowsOf<{
    id: string;
    kind: string;
    amount: string | number;
    created_at: Date | string;
  }>(
    db,
    sql`select t.id, t.kind, e.amount, e.created_at
        from ledger_accounts a
        join ledger_entries e on e.account_id = a.id
        join ledger_transactions t on t.id = e.transaction_id
        where a.user_id = ${userId}
        order by e.created_at desc, e.id desc
        limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    points: Number(row.amount),
    occurredAt: new Date(row.created_at),
  }));
}

/** One page of a board's scores in user order, for rebuilding its cached ranking. */
export async function scoresPage(
  db: Db,
  board: string,
  windowKey: string,
  afterUserId: string | null,
  size: number,
): Promise<{ userId: string; points: number }[]> {
  const rows = await rowsOf<{ user_id: string; points: string | number }>(
    db,
    sql`select user_id, points from leaderboard_scores
        where board = ${board} and window_key = ${windowKey}
          ${afterUserId ? sql`and user_id > ${afterUserId}::uuid` : sql``}
        order by user_id limit ${size}`,
  );
  return rows.map((row) => ({ userId: row.user_id, points: Number(row.points) }));
}
