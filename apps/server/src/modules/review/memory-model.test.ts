import { describe, expect, it } from 'vitest';
import { afterAnswer, isMastered, MEMORY_PARAMETERS, recallChance } from './memory-model';

const t0 = new Date('2026-06-01T12:00:00Z');
const DAY_MS = 86_400_000;
const daysAfter = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

describe('the memory model (ts-fsrs)', () => {
  it('is pinned to the documented parameters', () => {
    expect(MEMORY_PARAMETERS).toMatchObject({
      request_retention: 0.9,
      maximum_interval: 365,
      enable_fuzz: true,
      enable_short_term: false,
    });
  });

  it('brings a missed question back soon (the next day) and a right one later', () => {
    const missed = afterAnswer(undefined, t0, 'again');
    const hard = afterAnswer(undefined, t0, 'hard');
    const good = afterAnswer(undefined, t0, 'good');
    const easy = afterAnswer(undefined, t0, 'easy');
    expect(missed.due.getTime() - t0.getTime()).toBe(DAY_MS);
    expect(good.due.getTime()).toBeGreaterThan(missed.due.getTime());
    expect(hard.due.getTime()).toBeLessThanOrEqual(good.due.getTime());
    expect(easy.due.getTime()).toBeGreaterThan(good.due.getTime());
    expect(missed.reps).toBe(1);
  });

  it('moves a known question further out, and resets it on a lapse', () => {
    const first = afterAnswer(undefined, t0, 'good');
    const second = afterAnswer(first, first.due, 'good');
    expect(second.due.getTime() - first.due.getTime()).toBeGreaterThan(
      first.due.getTime() - t0.getTime(),
    );
    const lapsed = afterAnswer(second, second.due, 'again');
    expect(lapsed.lapses).toBe(1);
    // Back within days, not the weeks a known question waits.
    expect(lapsed.due.getTime() - second.due.getTime()).toBeLessThanOrEqual(2 * DAY_MS);
    expect(lapsed.stability).toBeLessThan(second.stability);
  });

  it('reads recall as 90% exactly when the stability in days has passed', () => {
    const good = afterAnswer(undefined, t0, 'good');
    expect(recallChance(good, t0)).toBeCloseTo(1, 6);
    expect(recallChance(good, daysAfter(t0, good.stability))).toBeCloseTo(0.9, 6);
    expect(recallChance(good, daysAfter(t0, good.stability * 2))).toBeLessThan(0.9);
  });

  it('counts a question mastered while recall is at least 90% after a right answer', () => {
    const good = { ...afterAnswer(undefined, t0, 'good'), lastRating: 'good' };
    const missed = { ...afterAnswer(undefined, t0, 'again'), lastRating: 'again' };
    expect(isMastered(good, daysAfter(t0, good.stability * 0.99))).toBe(true);
    expect(isMastered(good, daysAfter(t0, good.stability * 1.01))).toBe(false);
    // Just shown the answer: recall is high, but a miss is not mastery.
    expect(isMastered(missed, t0)).toBe(false);
  });
});
