import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../packages/contracts/locales/', import.meta.url));

function flatten(value: unknown, prefix: string, out: Map<string, string>) {
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (typeof child === 'string') out.set(`${prefix}${key}`, child);
    else flatten(child, `${prefix}${key}.`, out);
  }
  return out;
}

/** One locale's catalogue as `namespace:dotted.key` -> text, read from the shared files. */
export function catalogue(locale: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of readdirSync(`${root}${locale}`)) {
    const namespace = file.replace(/\.json$/, '');
    flatten(JSON.parse(readFileSync(`${root}${locale}/${file}`, 'utf8')), `${namespace}:`, out);
  }
  return out;
}

/** A text of the catalogue with its placeholders filled and tags dropped. */
export function text(
  entries: Map<string, string>,
  key: string,
  values: Record<string, unknown> = {},
) {
  const found = entries.get(key);
  if (found === undefined) throw new Error(`No catalogue text ${key}`);
  return found
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''))
    .replace(/<\/?\w+\/?>/g, '');
}

const PLACEHOLDER = /\{\{[^}]+\}\}/;
const MARKUP = /<\/?\w+\/?>|\$t\([^)]*\)/g;
/** What a number placeholder can become: digits with their separators, signs and symbols. */
const NUMBER = '[\\d\\s.,:%#+×−-]+';
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English the other locale words differently: phrases to find anywhere, texts to find whole. */
export type EnglishOnly = { phrases: string[]; whole: RegExp[] };

/**
 * The interface's English texts that another locale words differently: if one shows on a page
 * in that locale, something was left untranslated. `phrases` are the parts of a text between
 * its placeholders that have a few words (found anywhere in the page's text); `whole` is every
 * text, a lone word too, as a pattern its placeholders fill with numbers, to be found only as
 * a whole text node or name, so a word inside content ('Quiz' in a question) is no finding.
 * Anything the other catalogue also says (names, symbols, a shared word) is left out.
 */
export function englishOnly(other: Map<string, string>): EnglishOnly {
  const english = catalogue('en');
  const theirs = [...other.values()];
  const phrases = new Set<string>();
  const whole = new Map<string, RegExp>();
  for (const [key, value] of english) {
    if (other.get(key) === value) continue;
    for (const part of value.replace(MARKUP, '').split(PLACEHOLDER)) {
      const phrase = part.trim();
      if (
        phrase.length >= 8 &&
        phrase.includes(' ') &&
        /^\w/.test(phrase) &&
        /[a-z]{3}/.test(phrase)
      )
        if (!theirs.some((text) => text.includes(phrase))) phrases.add(phrase);
    }
    if (value.includes('$t(')) continue;
    const shown = value.replace(MARKUP, '').trim();
    if (!/\p{L}{2}/u.test(shown.replace(new RegExp(PLACEHOLDER, 'g'), ''))) continue;
    const pattern = new RegExp(`^${shown.split(PLACEHOLDER).map(escape).join(NUMBER)}$`);
    // A pattern the other language could fill as well ('{{count}} pts') is no sign of English.
    const filled = (text: string) => text.replace(new RegExp(PLACEHOLDER, 'g'), '1').trim();
    if (!theirs.some((text) => pattern.test(filled(text)))) whole.set(pattern.source, pattern);
  }
  return { phrases: [...phrases], whole: [...whole.values()] };
}
