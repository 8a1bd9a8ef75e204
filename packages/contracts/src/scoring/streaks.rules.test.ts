import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  currentStreakOn,
  daysBetween,
  EMPTY_STREAK,
  extendStreak,
  localDay,
  startOfLocalDay,
} from './streaks.rules';

describe('localDay', () => {
  it('is the calendar day in the given zone', () => {
    const instant = new Date('2026-03-01T02:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-03-01');
    expect(localDay(instant, 'America/New_York')).toBe('2026-02-28');
    expect(localDay(new Date('2026-03-01T20:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-02');
  });
});

describe('addDays and startOfLocalDay', () => {
  it('moves across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('finds local midnight, across daylight-saving changes too', () => {
    expect(startOfLocalDay('2026-06-10', 'UTC').toISOString()).toBe('2026-06-10T00:00:00.000Z');
    expect(startOfLocalDay('2026-06-10', 'Asia/Tokyo').toISOString()).toBe(
      '2026-06-09T15:00:00.000Z',
    );
    expect(startOfLocalDay('2026-03-08', 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(startOfLocalDay('2026-03-09', 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });

  it('is the first instant of its local day in any zone', () => {
    const zones = [
      'UTC',
      'Asia/Kolkata',
      'America/Los_Angeles',
      'Pacific/Kiritimati',
      'Europe/Berlin',
    ];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.constantFrom(...zones), (offset, zone) => {
        const day = addDays('2025-01-01', offset);
        const start = startOfLocalDay(day, zone);
        expect(localDay(start, zone)).toBe(day);
        expect(localDay(new Date(start.getTime() - 1), zone)).toBe(addDays(day, -1));
      }),
    );
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
