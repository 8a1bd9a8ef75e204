import { vi } from 'vitest';

/**
 * Makes `prefers-reduced-motion: reduce` match, over the setup's matchMedia stand-in (other
 * queries answer as before). Undone by `vi.restoreAllMocks()`.
 */
export function preferReducedMotion(): void {
  const original = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = original(query);
    if (!query.includes('prefers-reduced-motion: reduce')) return list;
    return Object.create(list, { matches: { value: true } }) as MediaQueryList;
  });
}
