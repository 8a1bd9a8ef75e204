import { AsyncLocalStorage } from 'node:async_hooks';
import { levelForPoints } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import type { EarnedPoints } from '../scoring';
import * as repo from './leaderboard.repo';
import { expiresAt, windowsAt } from './leaderboard.windows';

export type { EarnedPoints };

/** A score as committed: what the cached ranking (Redis) is brought up to after the commit. */
export type ScoreChange = {
  board: string;
  windowKey: string;
  userId: string;
  /** The new points, or null when the player left the board (a level-up). */
  points: number | null;
  /** When the window's cached ranking may expire (ms), null for all time. */
  expiresAt: number | null;
};

/** What one unit of work changed on the boards, to publish once it has committed. */
export type PendingChanges = {
  scores: ScoreChange[];
  /** Players whose listed figures (level from the balance, games played and won) moved. */
  players: Set<string>;
};

/** Collects the changes of one unit of work (`publishAfter`), to publish once it has committed. */
export const pendingChanges = new AsyncLocalStorage<PendingChanges>();

/**
 * Notes, inside a unit of work run by `publishAfter`, that the player's balance or game counts
 * moved without points on a board (a held or pointless quiz), so the lists showing them are
 * refreshed once it commits.
 */
export function notePlayerChanged(userId: string): void {
  pendingChanges.getStore()?.players.add(userId);
}

const levelBoard = (level: number) => `level:${level}`;

/**
 * Records what one unit of work paid players on every board and window it counts in, inside
 * the caller's transaction `tx` (the one that posted it to the ledger): each player's rows in
 * `leaderboard_scores`, then one histogram row down and one up per row. Boards: global; the
 * player's level (a level-up moves their rows of the current windows to the new level's board);
 * the organization on their profile now (points stay on the board of the organization they were
 * earned under); and, for quiz points, category and topic.
 *
 * Call it once per transaction, with everything it paid (a quiz and the achievements it
 * unlocked; the rewards of both players a friendship unlocked), as the transaction's last
 * statements. Players are taken in id order. The histogram rows are shared by every player, and
 * a row lock is held until the commit: taken last, they are held for the commit only, and taken
 * in one statement, in key order, two transactions never hold some while waiting for others
 * (two separately ordered batches in one transaction could). The level move is read from the
 * balance as it is then, after every posting, less the points recorded here.
 */
export async function recordEarnedPoints(
  tx: Db,
  earned: EarnedPoints | readonly EarnedPoints[],
): Promise<void> {
  const parts = ([] as EarnedPoints[])
    .concat(earned)
    .filter((part) => Number.isSafeInteger(part.points) && part.points > 0);
  const first = parts[0];
  if (!first) return;
  const { at } = first;
  if (parts.some((part) => part.at.getTime() !== at.getTime())) {
    throw new Error('recordEarnedPoints takes the points of one time');
  }
  const windowList = windowsAt(at);
  const windows = windowList.map((window) => window.key);
  const expiryOf = (windowKey: string) =>
    expiresAt(windowList.find((window) => window.key === windowKey)!)?.getTime() ?? null;
  const histogram = new Map<string, repo.HistogramDelta>();
  const count = (board: string, windowKey: string, points: number, players: number) => {
    for (const [tier, score] of [
      [0, points],
      [1, repo.bucketOf(points)],
    ] as const) {
      const key = `${board}\u0000${windowKey}\u0000${tier}\u0000${score}`;
      const row = histogram.get(key) ?? {
        board,
        windowKey,
        tier,
        points: score,
        players: 0,
        pointsSum: 0,
      };
      row.players += players;
      row.pointsSum += players * points;
      histogram.set(key, row);
    }
  };
  const changes: ScoreChange[] = [];

  async function recordPlayer(userId: string, own: EarnedPoints[]) {
    const total = own.reduce((sum, part) => sum + part.points, 0);
    const player = await repo.playerContext(tx, userId);
    if (!player) return;
    const levelAfter = levelForPoints(player.balance);
    const levelBefore = levelForPoints(player.balance - total);

    // A level-up carries the player's points in the current windows to the new level's board.
    const carried = new Map<string, number>();
    if (levelBefore !== levelAfter) {
      const board = levelBoard(levelBefore);
      for (const row of await repo.removeFromBoard(tx, board, windows, userId)) {
        carried.set(row.windowKey, row.points);
        count(board, row.windowKey, row.points, -1);
        changes.push({
          board,
          windowKey: row.windowKey,
          userId,
          points: null,
          expiresAt: expiryOf(row.windowKey),
        });
      }
    }

    // Every part counts globally, on the level and organization boards; quiz points also on
    // their category's and topic's.
    const perBoard = new Map<string, number>();
    const add = (board: string, points: number) =>
      perBoard.set(board, (perBoard.get(board) ?? 0) + points);
    for (const board of [
      'global',
      levelBoard(levelAfter),
      ...(player.organizationKey ? [`org:${player.organizationKey}`] : []),
    ])
      add(board, total);
    for (const part of own) {
      if (part.categoryId) add(`category:${part.categoryId}`, part.points);
      if (part.topicId) add(`topic:${part.topicId}`, part.points);
    }
    const deltas = [...perBoard].flatMap(([board, points]) =>
      windows.map((windowKey) => ({
        board,
        windowKey,
        delta: points + (board === levelBoard(levelAfter) ? (carried.get(windowKey) ?? 0) : 0),
      })),
    );
    for (const row of await repo.addScores(tx, userId, deltas)) {
      const delta = deltas.find((d) => d.board === row.board && d.windowKey === row.windowKey)!;
      count(row.board, row.windowKey, row.points, 1);
      if (!row.inserted) count(row.board, row.windowKey, row.points - delta.delta, -1);
      changes.push({
        board: row.board,
        windowKey: row.windowKey,
        userId,
        points: row.points,
        expiresAt: expiryOf(row.windowKey),
      });
    }
    pendingChanges.getStore()?.players.add(userId);
  }

  // In id order: two transactions paying the same players take their rows in one order.
  for (const userId of [...new Set(parts.map((part) => part.userId))].sort())
    await recordPlayer(
      userId,
      parts.filter((part) => part.userId === userId),
    );

  const ordered = [...histogram.values()]
    .filter((row) => row.players !== 0 || row.pointsSum !== 0)
    .sort(
      (a, b) =>
        (a.board < b.board ? -1 : a.board > b.board ? 1 : 0) ||
        (a.windowKey < b.windowKey ? -1 : a.windowKey > b.windowKey ? 1 : 0) ||
        a.tier - b.tier ||
        a.points - b.points,
    );
  await repo.applyHistogram(tx, ordered);
  pendingChanges.getStore()?.scores.push(...changes);
}

/**
 * Takes an erased player off every board, inside the erasure's transaction: their rows in
 * `leaderboard_scores` and their count in the histogram (which no key ties to them), so ranks
 * stay exact; the cached rankings drop them once it commits (`publishAfter`).
 */
export async function removePlayer(tx: Db, userId: string, now: Date): Promise<void> {
  const rows = await repo.removeAllOf(tx, userId);
  const histogram = new Map<string, repo.HistogramDelta>();
  for (const row of rows) {
    for (const [tier, score] of [
      [0, row.points],
      [1, repo.bucketOf(row.points)],
    ] as const) {
      const key = `${row.board}\u0000${row.windowKey}\u0000${tier}\u0000${score}`;
      const delta = histogram.get(key) ?? {
        board: row.board,
        windowKey: row.windowKey,
        tier,
        points: score,
        players: 0,
        pointsSum: 0,
      };
      delta.players -= 1;
      delta.pointsSum -= row.points;
      histogram.set(key, delta);
    }
  }
  await repo.applyHistogram(
    tx,
    [...histogram.values()].sort(
      (a, b) =>
        (a.board < b.board ? -1 : a.board > b.board ? 1 : 0) ||
        (a.windowKey < b.windowKey ? -1 : a.windowKey > b.windowKey ? 1 : 0) ||
        a.tier - b.tier ||
        a.points - b.points,
    ),
  );
  const store = pendingChanges.getStore();
  if (!store) return;
  const windowList = windowsAt(now);
  store.scores.push(
    ...rows.map((row) => {
      const window = windowList.find((candidate) => candidate.key === row.windowKey);
      return {
        board: row.board,
        windowKey: row.windowKey,
        userId,
        points: null,
        expiresAt: window ? (expiresAt(window)?.getTime() ?? null) : null,
      };
    }),
  );
  store.players.add(userId);
}
