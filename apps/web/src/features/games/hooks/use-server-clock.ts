import { useEffect, useState } from 'react';

/** How often a running clock redraws; what it shows is computed from timestamps, never counted. */
export const GAME_TICK_MS = 200;

/**
 * The server's time now (this clock plus `offsetMs`), redrawn every tick while `running`, so
 * countdowns end when the server's do whatever this device's clock says.
 */
export function useServerClock(offsetMs: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    const id = setInterval(tick, GAME_TICK_MS);
    const first = setTimeout(tick, 0);
    return () => {
      clearInterval(id);
      clearTimeout(first);
    };
  }, [running]);
  return now + offsetMs;
}

/** Whole seconds left until `endsAt` (rounded up, never below 0). */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
