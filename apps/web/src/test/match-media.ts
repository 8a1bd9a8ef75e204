/** A controllable window.matchMedia for jsdom, which has none. */
type Listener = (event: MediaQueryListEvent) => void;

/** Query fragments made to match, such as 'prefers-color-scheme: dark'. */
const matching = new Set<string>();
const listeners = new Map<Listener, string>();

const matches = (query: string) => [...matching].some((fragment) => query.includes(fragment));

export function installMatchMedia(): void {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.set(listener, query),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.set(listener, query),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
}

/** Makes every query containing `fragment` match, or stop matching, and tells its listeners. */
export function setMediaMatches(fragment: string, on: boolean): void {
  if (on) matching.add(fragment);
  else matching.delete(fragment);
  listeners.forEach((query, listener) => {
    if (query.includes(fragment)) listener({ matches: on } as MediaQueryListEvent);
  });
}

/** Flips the system colour scheme and tells its listeners. */
export function setSystemDark(dark: boolean): void {
  setMediaMatches('prefers-color-scheme: dark', dark);
}

export function resetMatchMedia(): void {
  matching.clear();
  listeners.clear();
}
