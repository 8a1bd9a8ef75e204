import type { Resource, ResourceLanguage } from 'i18next';

/**
 * Every locale's catalogue files, found at build time: a new folder under
 * packages/contracts/locales is a new language, with no code to change. Each file becomes its
 * own chunk, so a visitor downloads only the files of the locale they read.
 */
const files = import.meta.glob<{ default: ResourceLanguage[string] }>(
  '../../../../packages/contracts/locales/*/*.json',
);

const FILE = /\/locales\/([^/]+)\/([^/]+)\.json$/;

function parts(path: string): { locale: string; namespace: string } {
  const match = FILE.exec(path);
  if (!match) throw new Error(`Not a catalogue file: ${path}`);
  return { locale: match[1]!, namespace: match[2]! };
}

/** The locales the client can show, in a stable order. */
export const SUPPORTED_LOCALES: readonly string[] = [
  ...new Set(Object.keys(files).map((path) => parts(path).locale)),
].sort();

/** Loads one locale's whole catalogue: every namespace, fetched in parallel. */
export async function loadCatalogue(locale: string): Promise<Resource> {
  const entries = Object.entries(files).filter(([path]) => parts(path).locale === locale);
  if (!entries.length) throw new Error(`No catalogue for locale ${locale}`);
  const namespaces = await Promise.all(
    entries.map(async ([path, load]) => [parts(path).namespace, (await load()).default] as const),
  );
  return { [locale]: Object.fromEntries(namespaces) };
}
