const SUPPORTED: readonly string[] = Object.freeze(['en', 'es']);

/**
 * The interface languages a player may choose (`users.locale`): the ones the client has a
 * message catalogue for. For now a fixed list; it will be derived from the catalogues
 * themselves, so adding a catalogue offers its language with no other change. Callers depend
 * only on this signature.
 */
export function supportedLocales(): readonly string[] {
  return SUPPORTED;
}

/** Whether `locale` (a language tag in its usual casing) is one the interface is offered in. */
export function isSupportedLocale(locale: string): boolean {
  return supportedLocales().includes(locale);
}
