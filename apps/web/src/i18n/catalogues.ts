import type { ResourceLanguage } from 'i18next';

/**
 * Every locale's catalogue files, found at build time: a new folder under
 * packages/contracts/locales is a new language, with no code to change. The build puts a
 * locale's files in two chunks (vite.config.ts, FIRST_NAMESPACES), so a visitor downloads only
 * the files of the locale they read, and the landing page only its own part of them.
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

const sortedSet = (values: string[]) => [...new Set(values)].sort();

/** The locales the client can show, in a stable order. */
export const SUPPORTED_LOCALES: readonly string[] = sortedSet(
  Object.keys(files).map((path) => parts(path).locale),
);

/** Every namespace of the catalogues, in a stable order. */
export const NAMESPACES: readonly string[] = sortedSet(
  Object.keys(files).map((path) => parts(path).namespace),
);

/** Loads some of one locale's namespaces, fetched in parallel. */
export async function loadNamespaces(
  locale: string,
  namespaces: readonly string[],
): Promise<ResourceLanguage> {
  const entries = Object.entries(files).filter(([path]) => {
    const file = parts(path);
    return file.locale === locale && namespaces.includes(file.namespace);
  });
  if (!entries.length) throw new Error(`No catalogue for locale ${locale}`);
  return Object.fromEntries(
    await Promise.all(
      entries.map(async ([path, load]) => [parts(path).namespace, (await load()).default] as const),
    ),
  );
}
