import { DEFAULT_LOCALE } from '@quizarena/contracts';
import type { ResourceLanguage } from 'i18next';
import { loadNamespaces as loadFiles, NAMESPACES, SUPPORTED_LOCALES } from './catalogues';
import { pickLocale, readStoredLocale } from './detect-locale';
import { FIRST_NAMESPACES } from './first-namespaces';
import { i18n, startI18nWith } from './instance';
import { pseudoRequested } from './pseudo-switch';

export { currentLocale, i18n, startI18nWith } from './instance';

/** Languages written right to left, for `<html dir>` once a catalogue in one of them arrives. */
const RIGHT_TO_LEFT = new Set(['ar', 'dv', 'fa', 'he', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** Set once a route asked for the whole catalogue: a language chosen later gets all of it too. */
let wholeCatalogue = false;

/** Set at start when the pseudo-locale switch is on: every text loaded passes through it. */
let pseudo: ((namespaces: ResourceLanguage) => ResourceLanguage) | undefined;

async function loadNamespaces(locale: string, namespaces: readonly string[]) {
  const loaded = await loadFiles(locale, namespaces);
  return pseudo ? pseudo(loaded) : loaded;
}

/** Makes `<html lang>` and the reading direction follow the locale shown. */
function reflectOnDocument(locale: string) {
  document.documentElement.lang = locale;
  document.documentElement.dir = RIGHT_TO_LEFT.has(locale.split('-')[0]!) ? 'rtl' : 'ltr';
}

/** Adds the namespaces of `locale` that i18n does not have yet. */
async function addNamespaces(locale: string, namespaces: readonly string[]): Promise<void> {
  const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(locale, namespace));
  if (!missing.length) return;
  for (const [namespace, bundle] of Object.entries(await loadNamespaces(locale, missing))) {
    i18n.addResourceBundle(locale, namespace, bundle, true, true);
  }
}

/** Settles once `startI18n` has initialised i18n (at once where something else did). */
let started: Promise<unknown> = Promise.resolve();

/**
 * Starts i18n in the locale this visitor should see; resolves once the namespaces of the first
 * render are in (the landing page's: FIRST_NAMESPACES).
 */
export function startI18n(): Promise<string> {
  const starting = (async () => {
    const locale = pickLocale(
      { storedLocale: readStoredLocale(), browserLanguages: navigator.languages },
      SUPPORTED_LOCALES,
    );
    if (pseudoRequested()) pseudo = (await import('./pseudo-locale')).pseudoNamespaces;
    startI18nWith(locale, { [locale]: await loadNamespaces(locale, FIRST_NAMESPACES) });
    reflectOnDocument(locale);
    return locale;
  })();
  started = starting;
  return starting;
}

/**
 * The shown locale's whole catalogue: every route but the landing page awaits it as it loads.
 * The router may ask before i18n has started (it matches the first page at once), so it waits.
 */
export async function loadAllNamespaces(): Promise<void> {
  wholeCatalogue = true;
  await started;
  await addNamespaces(i18n.language, NAMESPACES);
}

/** Switches the shown language, loading first the namespaces the page has in the current one. */
export async function changeLocale(wanted: string): Promise<void> {
  const locale = SUPPORTED_LOCALES.includes(wanted) ? wanted : DEFAULT_LOCALE;
  const shown = Object.keys(i18n.store?.data[i18n.language] ?? {});
  await addNamespaces(locale, wholeCatalogue ? NAMESPACES : [...FIRST_NAMESPACES, ...shown]);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  reflectOnDocument(locale);
}
