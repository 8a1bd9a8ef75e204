import { readdirSync, readFileSync } from 'node:fs';
import i18next, { type Resource, type TFunction } from 'i18next';
import {
  AGE_BANDS,
  DEFAULT_LOCALE,
  negotiateLocale,
  parseAcceptLanguage,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@quizarena/contracts';
import { localesFolder } from '../paths';

/**
 * Server-side messages in the reader's language, from the same catalogues as the client
 * (docs/ARCHITECTURE.md, Languages). Error codes never change; only `message` and each
 * detail's text do. English answers stay exactly as the services write them.
 */
export type ServerI18n = ReturnType<typeof createServerI18n>;

/** Every locale's catalogue from disk: a new folder is a new language, with no code to change. */
export function readCatalogues(folder: string = localesFolder): Resource {
  return Object.fromEntries(
    readdirSync(folder).map((locale) => [
      locale,
      Object.fromEntries(
        readdirSync(`${folder}${locale}`)
          .filter((file) => file.endsWith('.json'))
          .map((file) => [
            file.slice(0, -'.json'.length),
            JSON.parse(readFileSync(`${folder}${locale}/${file}`, 'utf8')),
          ]),
      ),
    ]),
  );
}

/** Values of the English texts that carry placeholders, as the services render them. */
const RENDERED_WITH: Record<string, Record<string, number>> = {
  'validation:passwordTooShort': { min: PASSWORD_MIN_LENGTH },
  'validation:passwordTooLong': { max: PASSWORD_MAX_LENGTH },
  ...Object.fromEntries(
    Object.entries(AGE_BANDS).map(([type, band]) => [`validation:ageBand.${type}`, band]),
  ),
};

/** The namespaces whose English texts services use as messages, looked up by their text. */
const MESSAGE_NAMESPACES = ['errors', 'validation'] as const;

/** Every text of a catalogue with its key (`prefix` + dotted path). */
function entriesOf(value: unknown, prefix: string): [string, string][] {
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    typeof child === 'string'
      ? [[`${prefix}${key}`, child] as [string, string]]
      : entriesOf(child, `${prefix}${key}.`),
  );
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * A text with placeholders as a pattern its rendered English matches ('You need 100 points'
 * for 'You need {{points}} points'), with the placeholders' names in order.
 */
function shapeOf(template: string): { pattern: RegExp; names: string[] } {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    source += `${escape(template.slice(last, match.index))}(.+?)`;
    names.push(match[1]!);
    last = match.index + match[0].length;
  }
  return { pattern: new RegExp(`^${source}${escape(template.slice(last))}$`), names };
}

/**
 * Words a template with placeholders must keep besides them to be found by its shape: a text
 * that is mostly placeholders ('{{field}} is required') would match messages it never wrote,
 * whatever values (a player's own words among them) they carry.
 */
const SHAPE_MIN_LITERAL = 16;

const isDistinctShape = (template: string) =>
  template.includes('{{') && template.replace(PLACEHOLDER, '').trim().length >= SHAPE_MIN_LITERAL;

export function createServerI18n(resources: Resource = readCatalogues()) {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const supported = Object.keys(resources).sort();
  const english = instance.getFixedT(DEFAULT_LOCALE);

  // English text -> catalogue key, so a message a service wrote in English can be found again;
  // a text whose values the service fills in at run time (an entry fee) is found by its shape.
  const keyByEnglish = new Map<string, string>();
  const shapes: { key: string; pattern: RegExp; names: string[] }[] = [];
  for (const namespace of MESSAGE_NAMESPACES) {
    const entries = entriesOf(resources[DEFAULT_LOCALE]?.[namespace] ?? {}, `${namespace}:`);
    for (const [key, template] of entries) {
      const text = english(key as never, RENDERED_WITH[key] ?? {}) as string;
      if (!keyByEnglish.has(text)) keyByEnglish.set(text, key);
      if (!RENDERED_WITH[key] && isDistinctShape(template))
        shapes.push({ key, ...shapeOf(template) });
    }
  }

  /** The text's own entry and the values to render it with, if the catalogue has one. */
  function entryOf(text: string): { key: string; values: Record<string, unknown> } | undefined {
    const key = keyByEnglish.get(text);
    if (key) return { key, values: RENDERED_WITH[key] ?? {} };
    for (const shape of shapes) {
      const match = shape.pattern.exec(text);
      if (match)
        return {
          key: shape.key,
          values: Object.fromEntries(shape.names.map((name, index) => [name, match[index + 1]])),
        };
    }
    return undefined;
  }

  return {
    /** The locales with a catalogue, as tags. */
    supported: supported as readonly string[],

    /** The best supported locale for an Accept-Language header, else English. */
    negotiate(acceptLanguage: string | undefined): string {
      return negotiateLocale(parseAcceptLanguage(acceptLanguage), supported) ?? DEFAULT_LOCALE;
    },

    /** A translator fixed to one locale (an unknown one reads as English). */
    t(locale: string): TFunction {
      return instance.getFixedT(supported.includes(locale) ? locale : DEFAULT_LOCALE);
    },

    /**
     * An error message in `locale`: the same text's own translation when the catalogue has it,
     * else the code's general message, else (no entry at all) the English as written.
     */
    message(locale: string, english: string, code: string): string {
      if (locale === DEFAULT_LOCALE || !supported.includes(locale)) return english;
      const t = instance.getFixedT(locale);
      const entry = entryOf(english);
      if (entry) return t(entry.key as never, entry.values) as string;
      const byCode = `errors:codes.${code}`;
      return instance.exists(byCode, { lng: locale }) ? (t(byCode as never) as string) : english;
    },

    /** A field's validation text in `locale`; one the catalogue lacks becomes 'This value is not valid'. */
    detail(locale: string, english: string): string {
      if (locale === DEFAULT_LOCALE || !supported.includes(locale)) return english;
      const t = instance.getFixedT(locale);
      const entry = entryOf(english) ?? { key: 'errors:messages.fieldInvalid', values: {} };
      return t(entry.key as never, entry.values) as string;
    },
  };
}

let fromDisk: ServerI18n | undefined;
/** The catalogues on disk, read once per process (they change only with a deploy). */
export function defaultServerI18n(): ServerI18n {
  return (fromDisk ??= createServerI18n());
}
