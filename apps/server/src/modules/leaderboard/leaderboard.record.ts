import { AsyncLocalStorage } from 'node:async_hooks';
import { levelForPoints } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import * as repo from './leaderboard.repo';
import { expiresAt, windowsAt } from './leaderboard.windows';

/** Points a player earned, as the transaction that pays them hands them to the leaderboard. */
export type EarnedPoints = {
  userId: string;
  points: number;
  at: Date;
  /** Quiz points also count on the category and topic boards; rewards only globally. */
  categoryId?: string;
  topicId?: string;
};

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
 * Records earned points on every board and window they count in, inside the caller's
 * transaction `tx` (the one that posts them to the ledger, right after the posting): the
 * player's rows in `leaderboard_scores` and one histogram row down, one up, per row. Boards:
 * global; the player's level (from their balance; a level-up moves their rows of the current
 * windows to the new level's board); the organization on their profile now (points stay on the
 * board of the organization they were earned under); and, for quiz points, category and topic.
 */
export async function recordEarnedPoints(tx: Db, earned: EarnedPoints): Promise<void> {
  if (!Number.isSafeInteger(earned.points) || earned.points <= 0) return;
  const player = await repo.playerContext(tx, earned.userId);
  if (!player) return;
  const windowList = windowsAt(earned.at);
  const windows = windowList.map((window) => window.key);
  const expiryOf = (windowKey: string) =>
    expiresAt(windowList.find((window) => window.key === windowKey)!)?.getTime() ?? null;
  const levelAfter = levelForPoints(player.balance);
  const levelBefore = levelForPoints(player.balance - earned.points);

  const histogram = new Map<string, repo.HistogramDelta>();
  const count = (board: string, windowKey: string, points: number, players: number) => {
    for (const [tier, at] of [
      [0, points],
      [1, repo.bucketOf(points)],
    ] as const) {
      const key = `${board}\u0000${windowKey}\u0000${tier}\u0000${at}`;
      const row = histogram.get(key) ?? {
        board,
        windowKey,
        tier,
        points: at,
        players: 0,
        pointsSum: 0,
      };
      row.players += players;
      row.pointsSum += players * points;
      histogram.set(key, row);
    }
  };
  const changes: ScoreChange[] = [];

  // A level-up carries the player's points in the current windows to the new level's board.
  const carried = new Map<string, number>();
  if (levelBefore !== levelAfter) {
    const board = levelBoard(levelBefore);
    for (const row of await repo.removeFromBoard(tx, board, windows, earned.userId)) {
      carried.set(row.windowKey, row.points);
      count(board, row.windowKey, row.points, -1);
      changes.push({
        board,
        windowKey: row.windowKey,
        userId: earned.userId,
        points: null,
        expiresAt: expiryOf(row.windowKey),
      });
    }
  }

  const boards = [
    'global',
    levelBoard(levelAfter),
    ...(earned.categoryId ? [`category:${earned.categoryId}`] : []),
    ...(earned.topicId ? [`topic:${earned.topicId}`] : []),
    ...(player.organizationKey ? [`org:${player.organizationKey}`] : []),
  ];
  const deltas = boards.flatMap((board) =>
    windows.map((windowKey) => ({
      board,
      windowKey,
      delta: earned.points + (board === levelBoard(levelAfter) ? (carried.get(windowKey) ?? 0) : 0),
    })),
  );
  for (const row of await repo.addScores(tx, earned.userId, deltas)) {
    const delta = deltas.find((d) => d.board === row.board && d.windowKey === row.windowKey)!;
    count(row.board, row.windowKey, row.points, 1);
    if (!row.inserted) count(row.board, row.windowKey, row.points - delta.delta, -1);
    changes.push({
      board: row.board,
      windowKey: row.windowKey,
      userId: earned.userId,
      points: row.points,
      expiresAt: expiryOf(row.windowKey),
    });
  }

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
  const pending = pendingChanges.getStore();
  pending?.scores.push(...changes);
  pending?.players.add(earned.userId);
}
