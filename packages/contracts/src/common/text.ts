import { z } from 'zod';

/* eslint-disable no-control-regex -- matching control characters is the point */
// C0 controls except tab, line feed and carriage return; DEL; C1 controls.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
/* eslint-enable no-control-regex */

export const BAD_TEXT_MESSAGE = 'Must not contain control characters or invalid Unicode';

/**
 * Whether a string is text every part of the system can carry: no control character (tab and
 * line breaks allowed) and no unpaired surrogate. A NUL fails in PostgreSQL and a lone
 * surrogate in JSON encoders, each as a 500 far from the request that brought it.
 */
export function isCleanText(value: string): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/** One field whose text is not clean, named by its path (`body.email`, `payload.channel`). */
export type BadTextField = { field: string; message: string };

/**
 * Every string in `value` (keys included) that is not clean text, each named by its path
 * from `root` (`''` names fields from the top: `payload.channel`). Walks JSON-like data.
 */
export function findBadText(value: unknown, root: string, limit = 20): BadTextField[] {
  const found: BadTextField[] = [];
  const seen = new Set<unknown>();
  const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  const walk = (node: unknown, path: string) => {
    if (found.length >= limit) return;
    if (typeof node === 'string') {
      if (!isCleanText(node)) found.push({ field: path, message: BAD_TEXT_MESSAGE });
      return;
    }
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, at(path, index)));
      return;
    }
    for (const [key, item] of Object.entries(node)) {
      if (!isCleanText(key)) {
        // The key itself is the bad text: name where it sits, never the key.
        found.push({
          field: path || 'message',
          message: `A field name: ${BAD_TEXT_MESSAGE.toLowerCase()}`,
        });
        continue;
      }
      walk(item, at(path, key));
    }
  };
  walk(value, root);
  return found;
}

/**
 * A trimmed string without control characters or unpaired surrogates: what a sentence, a
 * description or a search text may be. Tabs and line breaks are allowed.
 */
export function plainText() {
  return z.string().trim().refine(isCleanText, BAD_TEXT_MESSAGE);
}

/** plainText() on one line: what a name, a title or a place may be. */
export function singleLineText() {
  return plainText().refine(
    (value) => !LINE_BREAK_OR_TAB.test(value),
    'Must be on one line, without tabs',
  );
}
