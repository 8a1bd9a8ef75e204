import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../../i18n';
import { dailyPoints, localDayKey, shortDay } from './daily-points';

describe('dailyPoints', () => {
  const now = new Date(2026, 2, 10, 15, 0); // 10 March 2026, local time

  it('gives 30 days ending today, oldest first, zero where nothing was played', () => {
    const days = dailyPoints(
      [
        { date: '2026-03-01', points: 40, games_played: 1, average_score: 70 },
        { date: '2026-03-10', points: 90, games_played: 2, average_score: 80 },
      ],
      30,
      now,
    );
    expect(days).toHaveLength(30);
    expect(days[0]!.date).toBe(localDayKey(new Date(2026, 1, 9)));
    expect(days.at(-1)).toEqual({ date: '2026-03-10', points: 90, gamesPlayed: 2 });
    expect(days.find((day) => day.date === '2026-03-01')!.points).toBe(40);
    expect(days.filter((day) => day.points === 0)).toHaveLength(28);
  });

  it('ignores days outside the window', () => {
    const days = dailyPoints(
      [{ date: '2025-01-01', points: 5, games_played: 1, average_score: 10 }],
      7,
      now,
    );
    expect(days.every((day) => day.points === 0)).toBe(true);
  });
});

describe('shortDay', () => {
  it('writes the day as the language shown does', async () => {
    expect(shortDay('2026-03-04')).toBe('Mar 4');
    await changeLocale('es');
    try {
      expect(shortDay('2026-03-04')).toBe('4 mar');
    } finally {
      await changeLocale('en');
    }
  });
});
