import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { canonicalLanguageTag, languageTagSchema } from '../common/language-tag';
import { DEFAULT_LOCALE } from './locale.rules';

/**
 * The message catalogues (locales/<locale>/<namespace>.json) must agree: every locale has every
 * namespace and key the others have, each plural in every form its language needs, and the same
 * placeholders. A missing key would show English (or the key) to a reader of another language.
 */
const root = fileURLToPath(new URL('../../locales/', import.meta.url));
const locales = readdirSync(root);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else if (child && typeof child === 'object')
      for (const e of flatten(child, path)) out.set(...e);
    else throw new Error(`${path} is neither text nor a group`);
  }
  return out;
}

function catalogue(locale: string): Map<string, Map<string, string>> {
  return new Map(
    readdirSync(`${root}${locale}`).map((file) => [
      file.replace(/\.json$/, ''),
      flatten(JSON.parse(readFileSync(`${root}${locale}/${file}`, 'utf8'))),
    ]),
  );
}

/** Keys without plural suffixes, each with the plural forms it has (empty for plain keys). */
function baseKeys(entries: Map<string, string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const key of entries.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const forms = out.get(base) ?? new Set<string>();
    if (match) forms.add(match[1]!);
    out.set(base, forms);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  const all = new Map(locales.map((locale) => [locale, catalogue(locale)]));
  const reference = all.get(DEFAULT_LOCALE)!;

  it('are named by language tags, English among them', () => {
    expect(locales).toContain(DEFAULT_LOCALE);
    expect(locales.length).toBeGreaterThanOrEqual(2);
    for (const locale of locales) {
      expect(languageTagSchema().safeParse(locale).success, locale).toBe(true);
      expect(canonicalLanguageTag(locale), 'folders use the usual casing').toBe(locale);
    }
  });

  it.each(locales)('%s has every namespace and key, and no other', (locale) => {
    const own = all.get(locale)!;
    expect([...own.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [namespace, entries] of reference) {
      expect([...baseKeys(own.get(namespace)!).keys()].sort(), namespace).toEqual(
        [...baseKeys(entries).keys()].sort(),
      );
    }
  });

  it.each(locales)('%s writes every plural in each form its language has', (locale) => {
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const pluralsAnywhere = new Set<string>();
    for (const [namespace] of reference) {
      for (const other of all.values()) {
        for (const [base, forms] of baseKeys(other.get(namespace) ?? new Map())) {
          if (forms.size) pluralsAnywhere.add(`${namespace}:${base}`);
        }
      }
    }
    const missing: string[] = [];
    for (const [namespace, entries] of all.get(locale)!) {
      for (const [base, forms] of baseKeys(entries)) {
        if (!pluralsAnywhere.has(`${namespace}:${base}`)) continue;
        for (const form of needed)
          if (!forms.has(form)) missing.push(`${namespace}:${base}_${form}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(locales)('%s uses the same placeholders as English, and no empty text', (locale) => {
    const differences: string[] = [];
    for (const [namespace, entries] of all.get(locale)!) {
      const english = reference.get(namespace)!;
      for (const [key, text] of entries) {
        if (!text.trim()) differences.push(`${namespace}:${key} is empty`);
        const base = key.replace(PLURAL_SUFFIX, '');
        const englishText = english.get(key) ?? english.get(`${base}_other`) ?? english.get(base);
        if (englishText === undefined) continue;
        // A plural's own form may leave out the count ("un punto"), never add a placeholder.
        const own = placeholders(text).filter((name) => name !== 'count');
        const theirs = placeholders(englishText).filter((name) => name !== 'count');
        if (own.join() !== theirs.join())
          differences.push(`${namespace}:${key} ${own} vs ${theirs}`);
      }
    }
    expect(differences).toEqual([]);
  });
});
