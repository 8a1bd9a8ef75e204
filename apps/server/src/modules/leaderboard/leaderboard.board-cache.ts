import type { Clock } from '../../lib/clock';
import { maxEntryAgeMs, type InvalidationBus } from '../../lib/invalidation-bus';
import { USER_CHANGED } from '../auth';

/**
 * Invalidation topics of the leaderboards. `leaderboard.board` (key: a board, `global`,
 * `category:<id>`...): scores on it moved, in any window. `leaderboard.player` (key: a user id):
 * what a listed row or a player's own standing shows besides the score moved (the balance, so
 * the level; games played and won).
 */
export const BOARD_CHANGED = 'leaderboard.board';
export const PLAYER_CHANGED = 'leaderboard.player';

type Entry<V> = {
  boards: string[];
  loadedAt: number;
  /** The window's end (ms): past it the window is over and so is the entry. Null: all time. */
  endsAt: number | null;
  value: Promise<V>;
  /** The players the value lists, once loaded; undefined while the load runs. */
  players: Set<string> | undefined;
};

/**
 * Values read from the boards of one window (a top list, a player's standing), per instance,
 * so a warm read costs no query. Every commit that moves points announces the boards it touched
 * and the players whose shown figures moved (`announceChanges`), and user row changes arrive as
 * `auth.user`: the announcing instance drops the entries before its request answers, others
 * within milliseconds over Redis. An entry still loading when a matching invalidation arrives
 * is dropped too, so the next read loads again instead of sharing a load that may have read
 * what changed. Past `maxEntries` the least recently used go first.
 */
export function createBoardCache<V>(options: {
  clock: Clock;
  bus: InvalidationBus;
  maxEntries: number;
  /** The players a value shows (their rows change with their profile): none for a standing. */
  playersOf?: (value: V) => Iterable<string>;
}) {
  const { clock, bus, maxEntries, playersOf } = options;
  const entries = new Map<string, Entry<V>>();
  // Board -> keys of the entries reading it, so a commit drops only what it touched.
  const byBoard = new Map<string, Set<string>>();

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const board of entry.boards) {
      const keys = byBoard.get(board);
      keys?.delete(key);
      if (keys?.size === 0) byBoard.delete(board);
    }
  };
  const clear = () => {
    entries.clear();
    byBoard.clear();
  };
  bus.subscribe(BOARD_CHANGED, (board) => {
    if (board === null) return clear();
    for (const key of [...(byBoard.get(board) ?? [])]) drop(key);
  });
  if (playersOf) {
    bus.subscribe(PLAYER_CHANGED, (userId) => {
      if (userId === null) return clear();
      for (const [key, entry] of entries) {
        if (entry.players === undefined || entry.players.has(userId)) drop(key);
      }
    });
    // A user row changed (name, avatar, hidden, ban, organization...): a ban, an unban or an
    // organization opt-in can add a player to any list, not only drop one.
    bus.subscribe(USER_CHANGED, clear);
  }

  const keyOf = (boards: string[], window: { key: string }, part: string) =>
    `${boards.join('|')}#${window.key}#${part}`;

  function reload(
    boards: string[],
    window: { key: string; endsAt: Date | null },
    part: string,
    load: () => Promise<V>,
  ): Promise<V> {
    const key = keyOf(boards, window, part);
    drop(key);
    if (entries.size >= maxEntries) drop(entries.keys().next().value!);
    const entry: Entry<V> = {
      boards,
      loadedAt: clock.now().getTime(),
      endsAt: window.endsAt?.getTime() ?? null,
      value: load(),
      players: playersOf ? undefined : new Set(),
    };
    entries.set(key, entry);
    for (const board of boards) {
      const keys = byBoard.get(board) ?? new Set<string>();
      keys.add(key);
      byBoard.set(board, keys);
    }
    entry.value.then(
      (value) => {
        if (playersOf) entry.players = new Set(playersOf(value));
      },
      // A failed load is not kept.
      () => {
        if (entries.get(key) === entry) drop(key);
      },
    );
    return entry.value;
  }

  return {
    /**
     * The value of `part` (a name for what it is) on the boards in one window: from memory
     * while the entry is trusted, its window lasts and `fits` accepts it; else from `load`
     * (concurrent misses share one load).
     */
    async get(
      boards: string[],
      window: { key: string; endsAt: Date | null },
      part: string,
      load: () => Promise<V>,
      fits: (value: V) => boolean = () => true,
    ): Promise<V> {
      const key = keyOf(boards, window, part);
      const now = clock.now().getTime();
      const maxAge = maxEntryAgeMs(bus);
      const hit = entries.get(key);
      if (hit && now - hit.loadedAt < maxAge && (hit.endsAt === null || now < hit.endsAt)) {
        // Most recently used last (a Map iterates in insertion order).
        entries.delete(key);
        entries.set(key, hit);
        const value = await hit.value;
        if (fits(value)) return value;
      }
      return reload(boards, window, part, load);
    },

    /** Entries held now (tests). */
    size: () => entries.size,
  };
}
export type BoardCache<V> = ReturnType<typeof createBoardCache<V>>;

/**
 * A player's own facts (profile and balance) per instance, dropped when their user row
 * (`auth.user`) or their balance (`leaderboard.player`) changes; an entry loading when that
 * happens is not kept.
 */
export function createPlayerCache<V>(options: {
  clock: Clock;
  bus: InvalidationBus;
  maxEntries: number;
  load: (userId: string) => Promise<V | undefined>;
}) {
  const { clock, bus, maxEntries, load } = options;
  const entries = new Map<string, { loadedAt: number; value: V }>();
  // Bumped by every invalidation: a load that began before one must not store what it read.
  let epoch = 0;
  const forget = (userId: string | null) => {
    epoch += 1;
    if (userId === null) entries.clear();
    else entries.delete(userId);
  };
  bus.subscribe(USER_CHANGED, forget);
  bus.subscribe(PLAYER_CHANGED, forget);

  return {
    async get(userId: string): Promise<V | undefined> {
      const maxAge = maxEntryAgeMs(bus);
      const now = clock.now().getTime();
      const hit = entries.get(userId);
      if (hit && now - hit.loadedAt < maxAge) return hit.value;
      const startedAt = epoch;
      const value = await load(userId);
      if (value !== undefined && epoch === startedAt) {
        entries.delete(userId);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(userId, { loadedAt: now, value });
      }
      return value;
    },
  };
}

/** Tells every instance's caches that a commit moved these boards and players. */
export async function announceChanges(
  bus: InvalidationBus,
  changed: { boards: Iterable<string>; players: Iterable<string> },
): Promise<void> {
  await Promise.all([
    ...[...new Set(changed.boards)].map((board) => bus.publish(BOARD_CHANGED, board)),
    ...[...new Set(changed.players)].map((userId) => bus.publish(PLAYER_CHANGED, userId)),
  ]);
}
