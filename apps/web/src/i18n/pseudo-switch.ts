/** Local storage's switch for the pseudo-locale: '1' turns it on in this browser. */
export const PSEUDO_STORAGE_KEY = 'quiz-pseudo';

/**
 * Whether every catalogue text is shown pseudo-localised (pseudo-locale.ts), for developers and
 * the browser suite: on with `?pseudo=1` in the address (kept until `?pseudo=0`) or local
 * storage `quiz-pseudo=1`, read once at start. No menu offers it: it is no language.
 */
export function pseudoRequested(): boolean {
  try {
    const asked = new URLSearchParams(location.search).get('pseudo');
    if (asked === '1') localStorage.setItem(PSEUDO_STORAGE_KEY, '1');
    if (asked === '0') localStorage.removeItem(PSEUDO_STORAGE_KEY);
    return localStorage.getItem(PSEUDO_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}
