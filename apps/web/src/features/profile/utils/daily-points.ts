import type { Performance } from '@quizarena/contracts';
import { formatDate } from '../../../lib/format';

/** The window the Statistics tab charts: the server's 'month' is the last 30 days, today included. */
export const CHART_DAYS = 30;

export type DayPoints = { date: string; points: number; gamesPlayed: number };

/** `YYYY-MM-DD` of the local day, the form the server's series uses (the player's own days). */
export function localDayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * One entry per day ending today. The server lists only days with play, so the quiet days are
 * filled in with zero here; otherwise two games a month apart would draw as a two-day line.
 */
export function dailyPoints(
  series: Performance['series'],
  days = CHART_DAYS,
  now: Date = new Date(),
): DayPoints[] {
  const byDay = new Map(series.map((entry) => [entry.date.slice(0, 10), entry]));
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1 - index));
    const key = localDayKey(day);
    const entry = byDay.get(key);
    return { date: key, points: entry?.points ?? 0, gamesPlayed: entry?.games_played ?? 0 };
  });
}

/** 'Mar 4' ('4 mar') for a `YYYY-MM-DD` key; noon, so a DST change never slips it a day. */
export function shortDay(key: string): string {
  return formatDate(`${key}T12:00:00`, { month: 'short', day: 'numeric' });
}
