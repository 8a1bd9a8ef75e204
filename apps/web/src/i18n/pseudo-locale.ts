import type { ResourceLanguage } from 'i18next';

/**
 * Pseudo-localisation: every catalogue text becomes `⟦Ŝîĝñ Îñ⟧`, its letters accented inside
 * markers, its placeholders (`{{name}}`), nestings (`$t(key)`) and tags (`<playLink>`) kept as
 * they are. A screen in this mode shows at a glance, and to the browser suite's pseudo-locale
 * run, any text that did not come from a catalogue: it has no markers. Loaded only when the
 * switch is on (pseudo-switch.ts), so the app's bundles carry none of it.
 */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const PLAIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ACCENTED = 'ÁƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŜŢÛṼŴẊÝŽáƀçđéƒĝĥîĵķļṁñöþǫŕŝţûṽŵẋýž';
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[^<>\s]*\/?>)/;

const accent = (text: string) =>
  text.replace(/[A-Za-z]/g, (letter) => ACCENTED[PLAIN.indexOf(letter)]!);

/** One text, pseudo-localised. */
export function pseudoText(text: string): string {
  const parts = text.split(KEPT).map((part, index) => (index % 2 ? part : accent(part)));
  return `${PSEUDO_OPEN}${parts.join('')}${PSEUDO_CLOSE}`;
}

function pseudoValue(value: unknown): unknown {
  if (typeof value === 'string') return pseudoText(value);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, pseudoValue(child)]),
    );
  }
  return value;
}

/** A locale's namespaces with every text pseudo-localised, keys untouched. */
export function pseudoNamespaces(namespaces: ResourceLanguage): ResourceLanguage {
  return pseudoValue(namespaces) as ResourceLanguage;
}
