import { useEffect, useState } from 'react';
import { secondsLeft } from '../utils/clock';

/** Whole seconds until `endsAt` (local clock), ticking while it is in the future. */
export function useSecondsLeft(endsAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, 250);
    // At once too, so a new question does not show the last one's clock for a tick.
    const first = setTimeout(tick, 0);
    return () => {
      clearInterval(timer);
      clearTimeout(first);
    };
  }, [endsAt]);
  return endsAt === null ? null : secondsLeft(endsAt, now);
}
