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

/**
 * The interface's English phrases that another locale words differently: if one shows on a page
 * in that locale, something was left untranslated. Single words and texts the two catalogues
 * share (names, symbols) are left out, since they may rightly be the same or be content.
 */
export function englishOnly(other: Map<string, string>): string[] {
  const english = catalogue('en');
  return (
    [...english]
      .filter(([key, value]) => other.get(key) !== value && /[a-z]{3}/.test(value))
      .map(([, value]) => value.replace(/\{\{[^}]+\}\}|<\/?\w+\/?>/g, '').trim())
      // Sentences and phrases only: a lone word ("questions") may be part of a content name.
      .filter((value) => value.length >= 8 && value.includes(' ') && !/^\W/.test(value))
  );
}
