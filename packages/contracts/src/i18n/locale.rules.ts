/** The language every catalogue is written from, and the last resort of every negotiation. */
export const DEFAULT_LOCALE = 'en';

/**
 * Picks the supported locale that best serves a list of wanted ones, in order of preference:
 * an exact match first, then the wanted language without its region (`es-MX` -> `es`), then a
 * supported regional form of it (`pt` -> `pt-BR`). Tags compare without regard to case.
 */
export function negotiateLocale(
  wanted: readonly string[],
  supported: readonly string[],
): string | undefined {
  const byLower = new Map(supported.map((tag) => [tag.toLowerCase(), tag]));
  for (const tag of wanted) {
    const lower = tag.trim().toLowerCase();
    if (!lower) continue;
    const exact = byLower.get(lower);
    if (exact) return exact;
    const language = lower.split('-')[0]!;
    const base = byLower.get(language);
    if (base) return base;
    const regional = supported.find((s) => s.toLowerCase().split('-')[0] === language);
    if (regional) return regional;
  }
  return undefined;
}

/**
 * The languages of an Accept-Language header, most wanted first (by `q`, then by order);
 * `*` and entries with q=0 are dropped. A malformed header yields no languages.
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(
      ({ tag, weight }) =>
        tag && tag !== '*' && weight > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag),
    )
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
