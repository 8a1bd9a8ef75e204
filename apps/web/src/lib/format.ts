import { currentLocale, i18n } from '../i18n/instance';

// Every number, date and relative time goes through `Intl` in the locale shown, so "1.234,5"
// and "hace 3 días" come from the browser's own data rather than from our catalogues.

type Formatter =
  Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat;
const cache = new Map<string, Formatter>();
function cached<T extends Formatter>(key: string, make: (locale: string) => T): T {
  const locale = currentLocale();
  const id = `${locale}|${key}`;
  let formatter = cache.get(id) as T | undefined;
  if (!formatter) cache.set(id, (formatter = make(locale)));
  return formatter;
}

/** A whole or decimal number as the locale writes it: 1,234.5 or 1.234,5. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached(`n${JSON.stringify(options)}`, (l) => new Intl.NumberFormat(l, options)).format(
    value,
  );
}

/** A size in whole megabytes as the locale writes it, for limits: '5 MB'. */
export function formatMegabytes(bytes: number): string {
  return formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte' });
}

/** A whole percent (`value` is already 0-100): 85% or 85 %. */
export function formatPercent(value: number): string {
  return cached(
    'pct',
    (l) => new Intl.NumberFormat(l, { style: 'percent', maximumFractionDigits: 0 }),
  ).format(value / 100);
}

/** Short form above a thousand (1.5K, 2M; 1,5 mil in Spanish); whole numbers below. */
export function formatCompact(value: number): string {
  return cached(
    'compact',
    (l) => new Intl.NumberFormat(l, { notation: 'compact', maximumFractionDigits: 1 }),
  ).format(value);
}

/**
 * Items as one list the locale writes: by default a 'unit' list, without 'and' ('1: Three,
 * 2: Four, 3: Five'); `conjunction` adds it ('a, b, and c' / 'a, b y c').
 */
export function formatList(items: readonly string[], type: Intl.ListFormatType = 'unit'): string {
  // 'short' keeps the commas of a unit list in both languages; a long conjunction spells 'and'.
  const style = type === 'unit' ? 'short' : 'long';
  return cached(`l${type}`, (l) => new Intl.ListFormat(l, { type, style })).format(items);
}

/**
 * A language's name as `locale` (by default the shown one) writes it, capitalised to stand
 * alone in a list: 'en' is 'English' or 'Inglés'. Unknown tags read as themselves.
 */
export function formatLanguageName(tag: string, locale: string = currentLocale()): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** A calendar date as the locale writes it, by default 'Jun 10, 2026' / '10 jun 2026'. */
export function formatDate(
  value: string | number | Date,
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' },
): string {
  return cached(`d${JSON.stringify(options)}`, (l) => new Intl.DateTimeFormat(l, options)).format(
    new Date(value),
  );
}

/**
 * `seconds` (at least a minute) away from now, past (-1) or ahead (1): minutes, hours and days
 * up to 7 days, then the date.
 */
function relativeTime(seconds: number, direction: -1 | 1, iso: string): string {
  const relative = cached('rel', (l) => new Intl.RelativeTimeFormat(l, { numeric: 'always' }));
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relative.format(direction * minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(direction * hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days <= 7) return relative.format(direction * days, 'day');
  return formatDate(iso);
}

/** 'Just now' under a minute, then minutes, hours and days ago up to 7 days, then a date. */
export function formatTimeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.floor((now - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return i18n.t('common:time.justNow');
  return relativeTime(seconds, -1, iso);
}

/** 'In 1 minute' at the nearest, then minutes, hours and days ahead up to 7 days, then a date. */
export function formatTimeUntil(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(60, Math.ceil((new Date(iso).getTime() - now) / 1000));
  return relativeTime(seconds, 1, iso);
}
