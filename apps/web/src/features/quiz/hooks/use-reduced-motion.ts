import { useMediaQuery } from '../../../lib/use-media-query';

/**
 * Whether the player asked the system for less motion. Animations that CSS alone cannot stop
 * (a ring redrawn from script, a smooth scroll) read this; CSS ones use `motion-safe:`.
 */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
