import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from '@quizarena/contracts';

/**
 * The client's one i18next instance. Only the shown locale's catalogue is loaded; English is
 * not bundled as a fallback, so a missing key shows as the key (and fails the catalogue test)
 * rather than passing for a translation. This module has no build-time imports, so the
 * prerenderer (plain Node) can use it too.
 */
export const i18n = i18next.createInstance();

/** Starts i18n synchronously with a locale's catalogue already at hand. */
export function startI18nWith(locale: string, resources: Resource): void {
  void i18n.use(initReactI18next).init({
    lng: locale,
    resources,
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(resources[locale] ?? {}),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
}

/** The locale currently shown, for `Intl` formatters outside React. */
export const currentLocale = (): string => i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LOCALE;
