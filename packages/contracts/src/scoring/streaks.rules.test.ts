import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentStreakOn,
  daysBetween,
  EMPTY_STREAK,
  extendStreak,
  localDay,
} from './streaks.rules';

describe('localDay', () => {
  it('is the calendar day in the given zone', () => {
    const instant = new Date('2026-03-01T02:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-03-01');
    expect(localDay(instant, 'America/New_York')).toBe('2026-02-28');
    expect(localDay(new Date('2026-03-01T20:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-02');
  });
});

describe('day streaks', () => {
  it('counts consecutive days, ignores a second quiz on one day and restarts after a gap', () => {
    let streak = extendStreak(EMPTY_STREAK, '2026-01-30');
    streak = extendStreak(streak, '2026-01-30');
    streak = extendStreak(streak, '2026-01-31');
    streak = extendStreak(streak, '2026-02-01');
    expect(streak).toEqual({ current: 3, longest: 3, lastDay: '2026-02-01' });
    streak = extendStreak(streak, '2026-02-03');
    expect(streak).toEqual({ current: 1, longest: 3, lastDay: '2026-02-03' });
  });

  it('lapses once a whole day goes by without a quiz', () => {
    const streak = { current: 4, longest: 6, lastDay: '2026-05-10' };
    expect(currentStreakOn(streak, '2026-05-10')).toBe(4);
    expect(currentStreakOn(streak, '2026-05-11')).toBe(4);
    expect(currentStreakOn(streak, '2026-05-12')).toBe(0);
    expect(currentStreakOn(EMPTY_STREAK, '2026-05-12')).toBe(0);
  });

  it('equals the longest run of consecutive days in any sequence of play days', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 40 }), (offsets) => {
        const days = [...offsets]
          .sort((a, b) => a - b)
          .map((offset) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10));
        const streak = days.reduce(extendStreak, EMPTY_STREAK);
        const unique = [...new Set(days)];
        let longest = 0;
        let run = 0;
        unique.forEach((day, index) => {
          run = index > 0 && daysBetween(unique[index - 1]!, day) === 1 ? run + 1 : 1;
          longest = Math.max(longest, run);
        });
        expect(streak.longest).toBe(longest);
        expect(streak.current).toBe(run);
        expect(streak.current).toBeLessThanOrEqual(streak.longest);
      }),
    );
  });
});
