/** A controllable window.matchMedia for jsdom, which has none. */
type Listener = (event: MediaQueryListEvent) => void;

let prefersDark = false;
const listeners = new Set<Listener>();

export function installMatchMedia(): void {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query.includes('prefers-color-scheme: dark') ? prefersDark : false;
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
}

/** Flips the system colour scheme and tells every listener. */
export function setSystemDark(dark: boolean): void {
  prefersDark = dark;
  listeners.forEach((listener) => listener({ matches: dark } as MediaQueryListEvent));
}

export function resetMatchMedia(): void {
  prefersDark = false;
  listeners.clear();
}
