import type { LeaderboardTimeframe } from '@quizarena/contracts';

const DAY_MS = 86_400_000;

/** A time window of a board, in UTC: its key in the tables and its bounds (none for all time). */
export type LeaderboardWindow = {
  timeframe: LeaderboardTimeframe;
  key: string;
  startsAt: Date | null;
  endsAt: Date | null;
};

const pad = (value: number) => String(value).padStart(2, '0');

function dayStart(at: Date): number {
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
}

/** The ISO week of `at` in UTC: its year (of its Thursday), number, and Monday 00:00. */
export function isoWeek(at: Date): { year: number; week: number; monday: number } {
  const start = dayStart(at);
  const weekday = (new Date(start).getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
  const monday = start - weekday * DAY_MS;
  const thursday = new Date(monday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return { year, week, monday };
}

/** The window of `timeframe` that contains `at`. */
export function windowOf(timeframe: LeaderboardTimeframe, at: Date): LeaderboardWindow {
  switch (timeframe) {
    case 'daily': {
      const start = dayStart(at);
      const day = new Date(start);
      return {
        timeframe,
        key: `d:${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`,
        startsAt: day,
        endsAt: new Date(start + DAY_MS),
      };
    }
    case 'weekly': {
      const { year, week, monday } = isoWeek(at);
      return {
        timeframe,
        key: `w:${year}-W${pad(week)}`,
        startsAt: new Date(monday),
        endsAt: new Date(monday + 7 * DAY_MS),
      };
    }
    case 'monthly': {
      const year = at.getUTCFullYear();
      const month = at.getUTCMonth();
      return {
        timeframe,
        key: `m:${year}-${pad(month + 1)}`,
        startsAt: new Date(Date.UTC(year, month, 1)),
        endsAt: new Date(Date.UTC(year, month + 1, 1)),
      };
    }
    case 'all_time':
      return { timeframe, key: 'all', startsAt: null, endsAt: null };
  }
}

/** The window before the one containing `at` (yesterday, last week, last month); none for all time. */
export function previousWindowOf(
  timeframe: LeaderboardTimeframe,
  at: Date,
): LeaderboardWindow | null {
  const current = windowOf(timeframe, at);
  if (!current.startsAt) return null;
  return windowOf(timeframe, new Date(current.startsAt.getTime() - 1));
}

/** Every window that points earned at `at` count in. */
export function windowsAt(at: Date): LeaderboardWindow[] {
  return (['daily', 'weekly', 'monthly', 'all_time'] as const).map((timeframe) =>
    windowOf(timeframe, at),
  );
}

/**
 * When a window's cached ranking may go: once it is neither the current nor the previous
 * window (trend needs the previous one). Null: keep (all time).
 */
export function expiresAt(window: LeaderboardWindow): Date | null {
  if (!window.startsAt || !window.endsAt) return null;
  const length = window.endsAt.getTime() - window.startsAt.getTime();
  // Twice the length: a short month may be followed by a long one.
  return new Date(window.endsAt.getTime() + 2 * length + DAY_MS);
}
