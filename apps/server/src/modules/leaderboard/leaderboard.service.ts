import {
  isProfileVisibleTo,
  LEADERBOARD_DEFAULT_LIMIT,
  LEADERBOARD_MAX_LIMIT,
  levelForPoints,
  publicAvatar,
  publicIdentity,
  type LeaderboardData,
  type LeaderboardEntry,
  type LeaderboardScope,
  type LeaderboardStats,
  type LeaderboardTimeframe,
  type LeaderboardUserRank,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { RedisHandle } from '../../lib/redis';
import { createRankingCache } from './leaderboard.cache';
import { announceChanges, createBoardCache, createPlayerCache } from './leaderboard.board-cache';
import { pendingChanges, type PendingChanges } from './leaderboard.record';
import * as repo from './leaderboard.repo';
import {
  expiresAt,
  previousWindowOf,
  windowOf,
  type LeaderboardWindow,
} from './leaderboard.windows';

type Standing = { points: number; rank: number };
/** What a ranking read answers: points and players above for each player found, and the count. */
type Found = { standings: Map<string, { points: number; above: number }>; players: number };
type Trend = LeaderboardEntry['trend'];
/** A listed row as loaded, before the privacy rule decides what a viewer sees of it. */
type CachedRow = repo.TopRow & { rank: number; previousRank: number | null; trend: Trend };

const trendOf = (rank: number, previous: number | null): Trend =>
  previous === null ? 'new' : rank < previous ? 'up' : rank > previous ? 'down' : 'same';

const toWindowDto = (window: LeaderboardWindow) => ({
  timeframe: window.timeframe,
  key: window.key,
  starts_at: window.startsAt?.toISOString() ?? null,
  ends_at: window.endsAt?.toISOString() ?? null,
});

const winRate = (won: number, played: number) =>
  played <= 0 ? 0 : Math.round((100 * won) / played);

/** Window keys look like `d:2026-11-22`; a window's moment is anything inside it. */
function expiryOf(window: LeaderboardWindow): number | null {
  return expiresAt(window)?.getTime() ?? null;
}

/**
 * The leaderboards: top N from the maintained scores (an index scan), ranks from the histogram
 * (or Redis sorted sets when configured), never a count over all players on a request.
 */
export function createLeaderboardService(deps: {
  db: Db;
  clock: Clock;
  redis?: RedisHandle | undefined;
  redisPrefix?: string;
  /** How the cached top lists hear of commits here and in other processes. */
  invalidation: InvalidationBus;
  onError?: (message: string, error: unknown) => void;
}) {
  const { db, clock } = deps;
  const cache = deps.redis
    ? createRankingCache({
        db,
        redis: deps.redis,
        prefix: deps.redisPrefix ?? 'qa:',
        now: () => clock.now().getTime(),
        onError: deps.onError ?? (() => {}),
      })
    : undefined;

  /** Standings of players on the boards in one window (absent: not on them), and the player count. */
  async function standings(
    boards: string[],
    window: LeaderboardWindow,
    userIds: string[],
    /** When a kept answer must go: the window's end, or the current one's for the one before. */
    until: Date | null = window.endsAt,
  ): Promise<{ of: Map<string, Standing>; players: number }> {
    if (boards.length === 0 || userIds.length === 0) return { of: new Map(), players: 0 };
    const unique = [...new Set(userIds)];
    const fromSql = () => repo.ranksOf(db, boards, window.key, unique);
    // The sorted sets answer in one round trip and rebuild themselves on a read that finds them
    // gone, so they are asked every time. The SQL histogram costs a query: one player's standing
    // from it (their own, or one looked up) is kept until points on the boards move.
    const found =
      (await cache?.ranks(boards, window.key, expiryOf(window), unique)) ??
      (unique.length === 1
        ? await standingCache.get(
            boards,
            { key: window.key, endsAt: until },
            `rank:${unique[0]}`,
            fromSql,
          )
        : await fromSql());
    return {
      of: new Map(
        [...found.standings].map(([id, value]) => [
          id,
          { points: value.points, rank: value.above + 1 },
        ]),
      ),
      players: found.players,
    };
  }

  const bus = deps.invalidation;
  // Bounded: the top lists of a thousand boards and windows (at most 100 rows each), the own
  // standings and profiles of the players reading them lately.
  const topCache = createBoardCache<{ depth: number; rows: CachedRow[] }>({
    clock,
    bus,
    maxEntries: 1_000,
    playersOf: (top) => top.rows.map((row) => row.userId),
  });
  const standingCache = createBoardCache<Found>({ clock, bus, maxEntries: 20_000 });
  const profiles = createPlayerCache({
    clock,
    bus,
    maxEntries: 20_000,
    load: (userId) => repo.profileOf(db, userId),
  });

  /**
   * The ranked top `limit` with each player's trend against the window before, as raw rows:
   * who sees what of them is decided per request. A top 10 is loaded as such; a longer list
   * loads the longest page, which then answers every shorter one too.
   */
  async function topOf(
    boards: string[],
    window: LeaderboardWindow,
    previous: LeaderboardWindow | null,
    limit: number,
  ): Promise<CachedRow[]> {
    const depth =
      limit <= LEADERBOARD_DEFAULT_LIMIT ? LEADERBOARD_DEFAULT_LIMIT : LEADERBOARD_MAX_LIMIT;
    const top = await topCache.get(
      boards,
      window,
      'top',
      async () => ({ depth, rows: await computeTop(boards, window, previous, depth) }),
      (cached) => cached.depth >= depth,
    );
    return top.rows.slice(0, limit);
  }

  async function computeTop(
    boards: string[],
    window: LeaderboardWindow,
    previous: LeaderboardWindow | null,
    limit: number,
  ): Promise<CachedRow[]> {
    const top = await repo.topOf(db, boards, window.key, limit);
    const before = previous
      ? await standings(
          boards,
          previous,
          top.map((row) => row.userId),
        )
      : undefined;
    let rank = 0;
    return top.map((row, index) => {
      // Standard competition ranking among the listed rows: a tie keeps the rank above.
      if (index === 0 || row.points !== top[index - 1]!.points) rank = index + 1;
      const previousRank = before ? (before.of.get(row.userId)?.rank ?? null) : rank;
      return { ...row, rank, previousRank, trend: before ? trendOf(rank, previousRank) : 'same' };
    });
  }

  /** A listed row as `viewerId` may see it (docs/PRIVACY.md), by this year's rule. */
  function shownTo(row: CachedRow, viewerId: string, year: number): LeaderboardEntry[] {
    const identity = {
      id: row.userId,
      fullName: row.fullName,
      birthYear: row.birthYear,
      organization: row.organization,
      profileHidden: row.profileHidden,
      active: true,
    };
    const shown = publicIdentity(identity, year);
    if (!shown.listed) return [];
    return [
      {
        user_id: shown.userId,
        name: shown.displayName,
        avatar_url: publicAvatar(shown, row.avatarUrl),
        rank: row.rank,
        points: row.points,
        level: levelForPoints(row.balance),
        organization: shown.organization,
        win_rate: winRate(row.gamesWon, row.gamesPlayed),
        games_won: row.gamesWon,
        games_played: row.gamesPlayed,
        trend: row.trend,
        previousRank: row.previousRank,
        is_current_user: row.userId === viewerId,
        profile_visible: isProfileVisibleTo(identity, year, viewerId),
      },
    ];
  }

  /** Answers 'not found' unless `viewerId` may see the player's own pages (docs/PRIVACY.md). */
  async function requireVisible(userId: string, viewerId: string): Promise<repo.ProfileRow> {
    const profile = await profiles.get(userId);
    const visible =
      profile &&
      isProfileVisibleTo(
        { ...profile, fullName: profile.name },
        clock.now().getUTCFullYear(),
        viewerId,
      );
    if (!profile || !visible) throw AppError.notFound('User not found');
    return profile;
  }

  async function resolveBoards(
    scope: LeaderboardScope,
    profile: repo.ProfileRow,
  ): Promise<{
    boards: string[];
    requires: 'organization' | null;
    levels: { from: number; to: number } | null;
  }> {
    switch (scope.kind) {
      case 'global':
        return { boards: ['global'], requires: null, levels: null };
      case 'category':
        if (!(await repo.categoryExists(db, scope.id))) {
          throw new AppError(404, 'NOT_FOUND', 'Category not found');
        }
        return { boards: [`category:${scope.id}`], requires: null, levels: null };
      case 'topic':
        if (!(await repo.topicExists(db, scope.id))) {
          throw new AppError(404, 'NOT_FOUND', 'Topic not found');
        }
        return { boards: [`topic:${scope.id}`], requires: null, levels: null };
      case 'organization':
        return profile.organizationKey
          ? { boards: [`org:${profile.organizationKey}`], requires: null, levels: null }
          : { boards: [], requires: 'organization', levels: null };
      case 'level': {
        const level = levelForPoints(profile.balance);
        const from = Math.max(1, level - 1);
        const to = level + 1;
        const boards: string[] = [];
        for (let at = from; at <= to; at += 1) boards.push(`level:${at}`);
        return { boards, requires: null, levels: { from, to } };
      }
    }
  }

  const scopeName = (scope: LeaderboardScope) =>
    scope.kind === 'category' || scope.kind === 'topic' ? `${scope.kind}:${scope.id}` : scope.kind;

  return {
    /**
     * Who may follow a board's live updates: every signed-in player, as over HTTP, for a board
     * that exists (an unknown category or topic is not found).
     */
    async requireBoard(scope: LeaderboardScope): Promise<void> {
      if (scope.kind === 'category' && !(await repo.categoryExists(db, scope.id)))
        throw AppError.notFound('Category not found');
      if (scope.kind === 'topic' && !(await repo.topicExists(db, scope.id)))
        throw AppError.notFound('Topic not found');
    },

    /** A board: its top `limit`, their trends, and the caller's own standing. */
    async board(
      callerId: string,
      scope: LeaderboardScope,
      query: { timeframe: LeaderboardTimeframe; limit: number },
    ): Promise<LeaderboardData> {
      const profile = await profiles.get(callerId);
      if (!profile) throw AppError.notFound('User not found');
      const { boards, requires, levels } = await resolveBoards(scope, profile);
      const now = clock.now();
      const window = windowOf(query.timeframe, now);
      const previous = previousWindowOf(query.timeframe, now);

      const [ranked, mine] = await Promise.all([
        boards.length > 0 ? topOf(boards, window, previous, query.limit) : Promise.resolve([]),
        standings(boards, window, [callerId]),
      ]);
      const year = now.getUTCFullYear();
      const entries = ranked.flatMap((row) => shownTo(row, callerId, year));
      const own = mine.of.get(callerId);
      // Listed rows skip unlisted players (banned, not opted in); the histogram counts them,
      // so a caller shown in the list gets the list's rank, and the same number twice.
      const listedRank = entries.find((entry) => entry.is_current_user)?.rank;
      return {
        scope: scopeName(scope),
        window: toWindowDto(window),
        entries,
        user_rank: {
          user_id: callerId,
          rank: listedRank ?? own?.rank ?? null,
          points: own?.points ?? 0,
          organization: profile.organization,
          level: levelForPoints(profile.balance),
          avatar_url: profile.avatarUrl,
          name: profile.name,
        },
        total_players: mine.players,
        requires,
        levels,
      };
    },

    /**
     * A player's place on the global board in a window, and against the window before. Others
     * see it only for players whose pages they may open (a hidden, banned or possibly under-16
     * player's rank is not found).
     */
    async userRank(
      viewerId: string,
      userId: string,
      timeframe: LeaderboardTimeframe,
    ): Promise<LeaderboardUserRank> {
      const now = clock.now();
      const window = windowOf(timeframe, now);
      const previous = previousWindowOf(timeframe, now);
      // Visibility and standings are read side by side (with Redis, from two servers); nothing
      // is answered unless the player may be seen.
      const [, current, before] = await Promise.all([
        viewerId !== userId ? requireVisible(userId, viewerId) : undefined,
        standings(['global'], window, [userId]),
        previous
          ? standings(['global'], previous, [userId], window.endsAt)
          : Promise.resolve(undefined),
      ]);
      const own = current.of.get(userId);
      // Only a player off the board costs a look-up of whether they exist at all.
      if (!own && viewerId === userId && !(await profiles.get(userId)))
        throw AppError.notFound('User not found');
      const previousRank = before ? (before.of.get(userId)?.rank ?? null) : (own?.rank ?? null);
      return {
        user_id: userId,
        window: toWindowDto(window),
        rank: own?.rank ?? null,
        points: own?.points ?? 0,
        previousRank,
        trend: !own
          ? previousRank === null
            ? 'new'
            : 'down'
          : before
            ? trendOf(own.rank, previousRank)
            : 'same',
        total_players: current.players,
      };
    },

    /**
     * A player's newest points movements, from the ledger; to others only for players whose
     * pages they may open (hidden, banned and possibly under-16 players' are not found).
     */
    async activity(viewerId: string, userId: string, limit: number) {
      await requireVisible(userId, viewerId);
      const rows = await repo.movementsOf(db, userId, limit);
      return {
        user_id: userId,
        activities: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          points: row.points,
          occurred_at: row.occurredAt.toISOString(),
        })),
      };
    },

    /** The global board's players and points in each current window. */
    async stats(): Promise<LeaderboardStats> {
      const now = clock.now();
      const windows = (['daily', 'weekly', 'monthly', 'all_time'] as const).map((timeframe) =>
        windowOf(timeframe, now),
      );
      const totals = await Promise.all(
        windows.map((window) => repo.totalsOf(db, ['global'], window.key)),
      );
      return {
        windows: windows.map((window, index) => ({
          ...toWindowDto(window),
          players: totals[index]!.players,
          points: totals[index]!.points,
        })),
      };
    },

    /**
     * Runs `work` (which commits a transaction that records earned points) and, once it has
     * succeeded, brings the cached rankings up to the committed scores and tells every
     * instance's top lists which boards and players moved.
     */
    async publishAfter<T>(work: () => Promise<T>): Promise<T> {
      const pending: PendingChanges = { scores: [], players: new Set() };
      const result = await pendingChanges.run(pending, work);
      const { scores, players } = pending;
      // Sorted sets first: an instance that drops its entries must not load them again from
      // a set still behind the commit.
      if (cache && scores.length > 0) await cache.publish(scores);
      await announceChanges(bus, { boards: scores.map((change) => change.board), players });
      return result;
    },

    /** Resolves when no background rebuild of the cached rankings is running (tests). */
    idle: () => cache?.idle() ?? Promise.resolve(),
  };
}
export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
