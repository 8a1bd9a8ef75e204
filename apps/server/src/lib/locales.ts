import { defaultServerI18n } from './i18n';

/**
 * The interface languages a player may choose (`users.locale`): the ones with a message
 * catalogue, so adding a catalogue folder offers its language with no other change.
 */
export function supportedLocales(): readonly string[] {
  return defaultServerI18n().supported;
}

/** Whether `locale` (a language tag in its usual casing) is one the interface is offered in. */
export function isSupportedLocale(locale: string): boolean {
  return supportedLocales().includes(locale);
}
