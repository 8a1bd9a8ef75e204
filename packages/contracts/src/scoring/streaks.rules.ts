/** A calendar day as `YYYY-MM-DD`. */
export type Day = string;

/** The calendar day `instant` falls on in `timeZone` (an IANA name). */
export function localDay(instant: Date, timeZone: string): Day {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export type DayStreak = { current: number; longest: number; lastDay: Day | null };

export const EMPTY_STREAK: DayStreak = { current: 0, longest: 0, lastDay: null };

/**
 * The day streak after a completed quiz on `day`: the same day changes nothing, the next day
 * extends it, a gap starts again at 1. A day earlier than the last (a time-zone change) counts
 * as the same day.
 */
export function extendStreak(streak: DayStreak, day: Day): DayStreak {
  const gap = streak.lastDay === null ? Infinity : daysBetween(streak.lastDay, day);
  if (gap <= 0) return streak;
  const current = gap === 1 ? streak.current + 1 : 1;
  return { current, longest: Math.max(streak.longest, current), lastDay: day };
}

/** The streak as it stands on `today`: it lapses once a whole day passes without a quiz. */
export function currentStreakOn(streak: DayStreak, today: Day): number {
  if (streak.lastDay === null) return 0;
  return daysBetween(streak.lastDay, today) <= 1 ? streak.current : 0;
}
