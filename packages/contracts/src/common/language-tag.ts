import { z } from 'zod';

/** The longest language tag accepted: enough for language, script, region and two variants. */
export const LANGUAGE_TAG_MAX_LENGTH = 35;

export const LANGUAGE_TAG_MESSAGE = 'Must be a language tag such as en, es or pt-BR';

/**
 * The plain BCP 47 tags people pick a language by: a language (`en`), optionally a script
 * (`zh-Hant`), a region (`pt-BR`, `es-419`) and variants. Extensions and private use are
 * refused: nothing here needs them, and each is one more way to spell the same language.
 */
const LANGUAGE_TAG =
  /^[A-Za-z]{2,3}(-[A-Za-z]{4})?(-(?:[A-Za-z]{2}|[0-9]{3}))?(-(?:[A-Za-z0-9]{5,8}|[0-9][A-Za-z0-9]{3}))*$/;

/**
 * A tag in its usual casing (`pt-br` becomes `pt-BR`, `ZH-HANT` becomes `zh-Hant`), so two
 * spellings of one language compare equal. Tags are case-insensitive; only the look changes.
 */
export function canonicalLanguageTag(tag: string): string {
  return tag
    .split('-')
    .map((part, index) => {
      if (index === 0) return part.toLowerCase();
      if (/^[A-Za-z]{4}$/.test(part)) return part[0]!.toUpperCase() + part.slice(1).toLowerCase();
      if (/^[A-Za-z]{2}$/.test(part)) return part.toUpperCase();
      return part.toLowerCase();
    })
    .join('-');
}

/** A language tag as a request sends it: checked for shape, answered in its usual casing. */
export function languageTagSchema() {
  return z
    .string()
    .max(LANGUAGE_TAG_MAX_LENGTH, { error: LANGUAGE_TAG_MESSAGE, abort: true })
    .regex(LANGUAGE_TAG, LANGUAGE_TAG_MESSAGE)
    .overwrite(canonicalLanguageTag);
}
