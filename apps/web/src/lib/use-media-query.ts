import { useCallback, useSyncExternalStore } from 'react';

const list = (query: string): MediaQueryList | undefined =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;

/**
 * Whether a CSS media query matches, re-rendering when that changes. False where there is no
 * `matchMedia` and while prerendering, where nothing is known about the screen.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const watched = list(query);
      watched?.addEventListener('change', onChange);
      return () => watched?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => list(query)?.matches ?? false,
    () => false,
  );
}
