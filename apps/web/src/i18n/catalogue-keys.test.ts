import { describe, expect, it } from 'vitest';

/**
 * Every literal catalogue key the client's source names exists in the English catalogue (the
 * catalogue test in packages/contracts keeps the other locales level with it): `t('ns:key')`,
 * any `'ns:key'` literal (route titles, shared helpers), and an unprefixed `t('key')` in the
 * namespace its file's `useTranslation` or `TFunction<...>` gives it. The types catch most of
 * these at compile time; this also covers keys cast away from their types and literals passed
 * around as plain strings. Keys built at run time (`codes.${code}`) are left to their tests.
 */
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
const english = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/contracts/locales/en/*.json',
  { import: 'default', eager: true },
);

/** Every key, and every group of keys (a literal may name one, as a comment or a prefix). */
function flatten(value: unknown, prefix: string, out: Set<string>) {
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    out.add(`${prefix}${key}`);
    if (typeof child !== 'string') flatten(child, `${prefix}${key}.`, out);
  }
  return out;
}

const keys = new Set<string>();
const namespaces: string[] = [];
for (const [file, catalogue] of Object.entries(english)) {
  const namespace = /([^/]+)\.json$/.exec(file)![1]!;
  namespaces.push(namespace);
  flatten(catalogue, `${namespace}:`, keys);
}
const PLURAL = ['zero', 'one', 'two', 'few', 'many', 'other'];
const exists = (key: string) => keys.has(key) || PLURAL.some((form) => keys.has(`${key}_${form}`));

const NS = namespaces.join('|');
const PREFIXED = new RegExp(`(['"\`])((?:${NS}):[\\w.]+)\\1`, 'g');
// An unprefixed key, and the namespace its options name (`t('key', { ns: 'common' })`).
const UNPREFIXED = /\bt\(\s*(['"])([\w.]+)\1(?:\s*,\s*\{[^}]*?\bns:\s*'(\w+)')?/g;
const TRANS_KEY = /\bi18nKey=\{?(['"])([\w.:]+)\1/g;
const HOOK = /useTranslation\(\s*(?:\[\s*)?(?:'(\w+)')?/g;
const TYPED = /TFunction<\s*\[?\s*'(\w+)'/g;

/** The namespaces an unprefixed key of this file may be in: each hook's or type's first. */
function defaultNamespaces(code: string): string[] {
  const found = [
    ...[...code.matchAll(HOOK)].map((match) => match[1] ?? 'common'),
    ...[...code.matchAll(TYPED)].map((match) => match[1]!),
  ];
  return [...new Set(found)];
}

describe('catalogue keys in the source', () => {
  const files = Object.entries(sources);

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('names only keys the catalogue has', () => {
    const missing: string[] = [];
    const unknownNamespace: string[] = [];
    let checked = 0;
    for (const [where, code] of files) {
      for (const [, , key] of code.matchAll(PREFIXED)) {
        checked++;
        if (!exists(key!)) missing.push(`${where}: ${key}`);
      }
      const unprefixed = [...code.matchAll(UNPREFIXED), ...code.matchAll(TRANS_KEY)]
        .map((match) => ({ key: match[2]!, namespace: match[3] }))
        .filter(({ key }) => !key.includes(':'));
      if (!unprefixed.length) continue;
      const candidates = defaultNamespaces(code);
      if (!candidates.length) unknownNamespace.push(where);
      for (const { key, namespace: named } of unprefixed) {
        checked++;
        if (named && !exists(`${named}:${key}`)) missing.push(`${where}: ${named}:${key}`);
        else if (named) continue;
        else if (!candidates.some((namespace) => exists(`${namespace}:${key}`)))
          missing.push(`${where}: ${key} (in ${candidates.join(', ') || 'no namespace'})`);
      }
    }
    expect(unknownNamespace, 'files whose t() has no namespace this test can see').toEqual([]);
    expect(missing).toEqual([]);
    // The patterns still find the source's keys (a change of style would leave them blind).
    expect(checked).toBeGreaterThan(500);
  });

  it('would notice a missing key', () => {
    expect(exists('common:nav.quiz')).toBe(true);
    expect(exists('common:points')).toBe(true);
    expect(exists('common:nav.nothing')).toBe(false);
  });
});
