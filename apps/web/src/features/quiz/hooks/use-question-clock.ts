import { useEffect, useEffectEvent, useState } from 'react';

/** How often the clock redraws. The time shown is computed, so a late tick never drifts it. */
export const CLOCK_TICK_MS = 200;

/**
 * The current time, redrawn every tick while `running`, for a countdown or an elapsed-time hint.
 * Everything shown is computed from timestamps (`deadlineMs - now`), never by counting ticks, so
 * throttled timers in a background tab cannot make it drift. `onExpire` fires once when the
 * deadline passes while running.
 */
export function useQuestionClock({
  startMs,
  deadlineMs,
  running,
  onExpire,
}: {
  /** The first reading, taken when the question arrived, so the first frame is right. */
  startMs: number;
  deadlineMs: number | null;
  running: boolean;
  onExpire: () => void;
}): number {
  const [now, setNow] = useState(startMs);
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    if (!running) return;
    let expired = false;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (!expired && deadlineMs !== null && time >= deadlineMs) {
        expired = true;
        expire();
      }
    };
    const id = setInterval(tick, CLOCK_TICK_MS);
    // The first reading comes on the next frame rather than a full tick later.
    const first = setTimeout(tick, 0);
    return () => {
      clearInterval(id);
      clearTimeout(first);
    };
  }, [running, deadlineMs]);

  return now;
}
