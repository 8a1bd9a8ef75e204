import { allowedGap, difficultiesMeet, MATCHMAKING_RULES } from '@quizarena/contracts';
import type { QueueEntry } from './match-queue';

/** Whether two players may not share a game (either blocked the other). */
export type Blocked = (a: string, b: string) => boolean;

/**
 * The matches to make now, from the entries waiting (docs/DECISIONS.md, Matchmaking). Within each
 * queue the longest waiter goes first and gathers the players nearest its rating, one at a
 * time, while the group's rating spread stays within the gap its wait allows (it waited longest,
 * so its gap is the widest any member earned); everyone in a group accepts everyone else's
 * difficulty, and no one in it blocked another. A group short of the mode's size waits on.
 */
export function formMatches(
  entries: readonly QueueEntry[],
  now: number,
  blocked: Blocked,
): QueueEntry[][] {
  const queues = new Map<string, QueueEntry[]>();
  for (const entry of entries) {
    if (entry.expiresAt <= now) continue;
    queues.set(entry.queue, [...(queues.get(entry.queue) ?? []), entry]);
  }
  const matches: QueueEntry[][] = [];
  for (const waiting of queues.values()) matches.push(...formInQueue(waiting, now, blocked));
  return matches;
}

function formInQueue(waiting: QueueEntry[], now: number, blocked: Blocked): QueueEntry[][] {
  const size = MATCHMAKING_RULES.matchSize[waiting[0]!.mode];
  const byRating = [...waiting].sort(
    (a, b) => a.rating - b.rating || a.queuedAt - b.queuedAt || a.userId.localeCompare(b.userId),
  );
  const position = new Map(byRating.map((entry, index) => [entry.userId, index]));
  const byWait = [...waiting].sort(
    (a, b) => a.queuedAt - b.queuedAt || a.userId.localeCompare(b.userId),
  );
  const used = new Set<string>();
  const matches: QueueEntry[][] = [];

  for (const seed of byWait) {
    if (used.has(seed.userId)) continue;
    const gap = allowedGap((now - seed.queuedAt) / 1000);
    const group = [seed];
    const fits = (candidate: QueueEntry) =>
      !used.has(candidate.userId) &&
      group.every(
        (member) =>
          difficultiesMeet(member.difficulty, candidate.difficulty) &&
          !blocked(member.userId, candidate.userId),
      );
    const spreadWith = (candidate: QueueEntry) => {
      const ratings = [...group.map((member) => member.rating), candidate.rating];
      return Math.max(...ratings) - Math.min(...ratings);
    };
    // Two cursors walk outwards from the seed, below and above its rating.
    const at = position.get(seed.userId)!;
    const cursors = { down: at - 1, up: at + 1 };
    const next = (side: 'down' | 'up'): QueueEntry | null => {
      const step = side === 'down' ? -1 : 1;
      while (cursors[side] >= 0 && cursors[side] < byRating.length) {
        const candidate = byRating[cursors[side]]!;
        if (spreadWith(candidate) > gap) return null;
        if (fits(candidate)) return candidate;
        cursors[side] += step;
      }
      return null;
    };
    while (group.length < size) {
      const down = next('down');
      const up = next('up');
      const pick =
        down && up
          ? Math.abs(seed.rating - down.rating) <= Math.abs(up.rating - seed.rating)
            ? down
            : up
          : (down ?? up);
      if (!pick) break;
      group.push(pick);
      if (pick === down) cursors.down -= 1;
      else cursors.up += 1;
    }
    if (group.length < size) continue;
    for (const member of group) used.add(member.userId);
    matches.push(group);
  }
  return matches;
}
