/** A calendar day as `YYYY-MM-DD`. */
export type Day = string;

/**
 * One formatter per time zone and kind: building an Intl.DateTimeFormat costs far more than
 * using one, and every quiz completion asks for the player's day.
 */
function formatterFor(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  build: (timeZone: string) => Intl.DateTimeFormat,
): Intl.DateTimeFormat {
  let formatter = cache.get(timeZone);
  if (!formatter) {
    formatter = build(timeZone);
    cache.set(timeZone, formatter);
  }
  return formatter;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day `instant` falls on in `timeZone` (an IANA name). */
export function localDay(instant: Date, timeZone: string): Day {
  // en-CA formats dates as YYYY-MM-DD.
  const formatter = formatterFor(
    dayFormatters,
    timeZone,
    (zone) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
  );
  return formatter.format(instant);
}

const DAY_MS = 86_400_000;

/** The day `days` after `day` (before, when negative). */
export function addDays(day: Day, days: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const formatter = formatterFor(
    wallClockFormatters,
    timeZone,
    (zone) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  );
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = Object.fromEntries(
    formatter.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts[type] ?? 0;
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant `day` begins in `timeZone` (its local midnight). */
export function startOfLocalDay(day: Day, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // Twice: the offset at the first guess may differ across a daylight-saving change.
  let instant = midnightUtc - zoneOffsetMs(midnightUtc, timeZone);
  instant = midnightUtc - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

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
