import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLanguageName } from '../lib/format';
import { SUPPORTED_LOCALES } from './catalogues';
import { storeLocale } from './detect-locale';
import { changeLocale } from './i18n';

/** Each locale's name in its own language ('English', 'Español'), as a chooser lists them. */
export function localeName(locale: string): string {
  return formatLanguageName(locale, locale);
}

export type LocaleChoice = { value: string; name: string };

/** The shown locale, the ones to choose from, and a way to choose (kept on this device). */
export function useChooseLocale(onChosen?: (locale: string) => void) {
  const { i18n } = useTranslation();
  const choose = useCallback(
    async (locale: string) => {
      storeLocale(locale);
      await changeLocale(locale);
      onChosen?.(locale);
    },
    [onChosen],
  );
  const choices: LocaleChoice[] = SUPPORTED_LOCALES.map((value) => ({
    value,
    name: localeName(value),
  }));
  return { locale: i18n.resolvedLanguage ?? i18n.language, choices, choose };
}
