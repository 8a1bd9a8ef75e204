import { DEFAULT_LOCALE, negotiateLocale } from '@quizarena/contracts';

/** Where a visitor's choice of language is kept while they are signed out. */
export const LOCALE_STORAGE_KEY = 'quizarena.locale';

export type LocaleSources = {
  /** The signed-in player's setting on their profile; null when they follow the browser. */
  profileLocale?: string | null;
  /** The choice made on this device while signed out (the sign-in page's control). */
  storedLocale?: string | null;
  /** `navigator.languages`, most wanted first. */
  browserLanguages?: readonly string[];
};

/**
 * The locale to show: the player's setting, else this device's choice, else the browser's
 * languages, else English. A setting for a language the client no longer has is passed over.
 */
export function pickLocale(sources: LocaleSources, supported: readonly string[]): string {
  const chosen = [sources.profileLocale, sources.storedLocale].filter(
    (tag): tag is string => typeof tag === 'string' && supported.includes(tag),
  );
  return (
    chosen[0] ??
    negotiateLocale(sources.browserLanguages ?? [], supported) ??
    (supported.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : supported[0]!)
  );
}

export function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLocale(locale: string): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private browsing without storage: the choice lasts for this page only.
  }
}
