import { formatDate, formatTimeAgo } from '../../../lib/format';
import { i18n } from '../../../i18n/instance';

const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

/** The local calendar day of a time, to group messages by. */
export function localDay(iso: string): string {
  return dayKey(new Date(iso));
}

/** A day separator's words: Today, Yesterday, else the date (with its year if not this one). */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (dayKey(date) === dayKey(now)) return i18n.t('messages:thread.today');
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return i18n.t('messages:thread.yesterday');
  return formatDate(date, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** When someone was last seen: 'just now' under a minute, else as long ago as it was. */
export function lastSeenText(iso: string, now: number = Date.now()): string {
  return now - Date.parse(iso) < 60_000
    ? i18n.t('messages:presence.lastSeenJustNow')
    : i18n.t('messages:presence.lastSeen', { time: formatTimeAgo(iso, now) });
}
