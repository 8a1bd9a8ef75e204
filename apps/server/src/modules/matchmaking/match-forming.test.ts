import { allowedGap, MATCHMAKING_RULES, type MatchDifficulty } from '@quizarena/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formMatches } from './match-forming';
import { queueOf, type QueueEntry } from './match-queue';

const entry = (
  userId: string,
  rating: number,
  queuedAt: number,
  overrides: Partial<QueueEntry> = {},
): QueueEntry => ({
  userId,
  queue: queueOf('cat', 'classic'),
  categoryId: 'cat',
  topicId: null,
  difficulty: 'any',
  mode: 'classic',
  source: 'quick_match',
  rating,
  queuedAt,
  expiresAt: queuedAt + 60_000,
  maxWaitSeconds: 60,
  ...overrides,
});

const nobodyBlocked = () => false;
const spread = (group: QueueEntry[]) =>
  Math.max(...group.map((one) => one.rating)) - Math.min(...group.map((one) => one.rating));
const longestWait = (group: QueueEntry[], now: number) =>
  Math.max(...group.map((one) => (now - one.queuedAt) / 1000));

describe('forming matches from the queue', () => {
  it('pairs the nearest ratings within the gap, and widens the gap as players wait', () => {
    const waiting = [entry('a', 1000, 0), entry('b', 1090, 0), entry('c', 1400, 0)];
    expect(formMatches(waiting, 0, nobodyBlocked).map((g) => g.map((e) => e.userId))).toEqual([
      ['a', 'b'],
    ]);
    // c is 310 above b: matched once b (the longer waiter) has waited long enough.
    const later = [entry('b', 1090, 0), entry('c', 1400, 10_000)];
    const needed = (310 - MATCHMAKING_RULES.baseGap) / MATCHMAKING_RULES.gapPerSecond;
    expect(formMatches(later, (needed - 1) * 1000, nobodyBlocked)).toEqual([]);
    expect(formMatches(later, needed * 1000, nobodyBlocked)).toHaveLength(1);
  });

  it('never matches players who blocked one another, nor levels that do not meet', () => {
    const waiting = [
      entry('a', 1000, 0),
      entry('b', 1000, 0),
      entry('c', 1000, 0, { difficulty: 'advanced' }),
      entry('d', 1000, 0, { difficulty: 'beginner' }),
    ];
    const blocked = (x: string, y: string) => [x, y].sort().join() === 'a,b';
    const groups = formMatches(waiting, 0, blocked).map((g) => g.map((e) => e.userId).sort());
    expect(groups).toHaveLength(2);
    for (const group of groups) {
      expect(group).not.toEqual(['a', 'b']);
      expect(group).not.toEqual(['c', 'd']);
    }
  });

  it('keeps queues apart, gathers four for elimination, and leaves runs-out out', () => {
    const elimination = (id: string, rating: number) =>
      entry(id, rating, 0, { mode: 'elimination', queue: queueOf('cat', 'elimination') });
    const waiting = [
      elimination('e1', 1000),
      elimination('e2', 1010),
      elimination('e3', 1020),
      entry('x', 1000, 0, { queue: queueOf('other', 'classic'), categoryId: 'other' }),
      entry('y', 1000, 0),
      entry('gone', 1000, -70_000),
    ];
    expect(formMatches(waiting, 0, nobodyBlocked)).toEqual([]);
    const four = formMatches([...waiting, elimination('e4', 1030)], 0, nobodyBlocked);
    expect(four.map((g) => g.map((e) => e.userId).sort())).toEqual([['e1', 'e2', 'e3', 'e4']]);
  });

  it('with 200 players of spread ratings queuing at once: every match within the allowed gap, nobody twice', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            rating: fc.integer({ min: 400, max: 2200 }),
            queuedAt: fc.integer({ min: 0, max: 10_000 }),
            difficulty: fc.constantFrom<MatchDifficulty>('any', 'any', 'beginner', 'advanced'),
          }),
          { minLength: 200, maxLength: 200 },
        ),
        fc.array(fc.tuple(fc.nat(199), fc.nat(199)), { maxLength: 40 }),
        (players, blockPairs) => {
          const blocks = new Set(blockPairs.map(([x, y]) => `p${x}:p${y}`));
          const blocked = (x: string, y: string) =>
            blocks.has(`${x}:${y}`) || blocks.has(`${y}:${x}`);
          let waiting = players.map((player, n) =>
            entry(`p${n}`, player.rating, player.queuedAt, { difficulty: player.difficulty }),
          );
          const matched = new Set<string>();
          // Rounds every half second over a minute, as the timer runs them.
          for (let now = 10_000; now <= 70_000; now += MATCH_ROUND) {
            for (const group of formMatches(waiting, now, blocked)) {
              expect(spread(group)).toBeLessThanOrEqual(allowedGap(longestWait(group, now)));
              for (const one of group) {
                expect(matched.has(one.userId)).toBe(false);
                matched.add(one.userId);
                for (const other of group)
                  if (other !== one) expect(blocked(one.userId, other.userId)).toBe(false);
              }
              const levels = new Set(group.map((one) => one.difficulty).filter((d) => d !== 'any'));
              expect(levels.size).toBeLessThanOrEqual(1);
              waiting = waiting.filter((one) => !group.includes(one));
            }
          }
          // Nearly everyone finds someone within a minute (the gap reaches its ceiling).
          expect(matched.size).toBeGreaterThan(150);
        },
      ),
      { numRuns: 20 },
    );
  });
});

const MATCH_ROUND = 500;
