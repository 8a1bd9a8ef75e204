import { DEFAULT_LOCALE } from '@quizarena/contracts';
import { loadCatalogue, SUPPORTED_LOCALES } from './catalogues';
import { pickLocale, readStoredLocale } from './detect-locale';
import { i18n, startI18nWith } from './instance';

export { currentLocale, i18n, startI18nWith } from './instance';

const loaded = new Set<string>();

/** Languages written right to left, for `<html dir>` once a catalogue in one of them arrives. */
const RIGHT_TO_LEFT = new Set(['ar', 'dv', 'fa', 'he', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** Makes `<html lang>` and the reading direction follow the locale shown. */
function reflectOnDocument(locale: string) {
  document.documentElement.lang = locale;
  document.documentElement.dir = RIGHT_TO_LEFT.has(locale.split('-')[0]!) ? 'rtl' : 'ltr';
}

/** Starts i18n in the locale this visitor should see; resolves once its catalogue is in. */
export async function startI18n(): Promise<string> {
  const locale = pickLocale(
    { storedLocale: readStoredLocale(), browserLanguages: navigator.languages },
    SUPPORTED_LOCALES,
  );
  startI18nWith(locale, await loadCatalogue(locale));
  loaded.add(locale);
  reflectOnDocument(locale);
  return locale;
}

/** Switches the shown language, loading its catalogue first if this page has not yet. */
export async function changeLocale(wanted: string): Promise<void> {
  const locale = SUPPORTED_LOCALES.includes(wanted) ? wanted : DEFAULT_LOCALE;
  if (!loaded.has(locale) && !i18n.hasResourceBundle(locale, 'common')) {
    const resources = await loadCatalogue(locale);
    for (const [namespace, bundle] of Object.entries(resources[locale]!)) {
      i18n.addResourceBundle(locale, namespace, bundle, true, true);
    }
  }
  loaded.add(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  reflectOnDocument(locale);
}
