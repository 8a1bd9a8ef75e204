import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

/** How often the pause's countdown redraws. */
const PAUSE_TICK_MS = 100;

/**
 * After letting go of a held pause the countdown goes on from where it stopped, but never with
 * less than this left, so moving the pointer off the explanation does not jump straight on.
 */
export const RESUME_FLOOR_MS = 1000;

type PauseView = { round: unknown; paused: boolean; reading: boolean; remainingMs: number };

/**
 * The pause between questions: counts `delayMs` down while `active` (a verdict is showing) and
 * then calls `onDone`, unless something holds it. The player's Pause button holds it until they
 * resume, and reading the explanation (pointer over it, or focus in it or on the verdict's
 * buttons) holds it while it lasts; Next skips what is left. Resuming also lets go of the reading
 * hold, since focus is still on the button that was pressed. A delay of 0 (a mode without the pause) moves on at once. `round`
 * identifies the verdict, so each new one starts a full, running pause.
 */
export function useBetweenQuestions({
  active,
  round,
  delayMs,
  onDone,
}: {
  active: boolean;
  round: unknown;
  delayMs: number;
  onDone: () => void;
}) {
  const [stored, setStored] = useState<PauseView>({
    round,
    paused: false,
    reading: false,
    remainingMs: delayMs,
  });
  // What this round looks like: a view left from an earlier verdict counts as a fresh pause.
  const freshFor = useCallback(
    (view: PauseView): PauseView =>
      view.round === round ? view : { round, paused: false, reading: false, remainingMs: delayMs },
    [round, delayMs],
  );
  const view = freshFor(stored);
  const remaining = useRef({ round, ms: delayMs });
  const done = useEffectEvent(onDone);

  const held = view.paused || view.reading;
  useEffect(() => {
    if (!active || held) return;
    if (remaining.current.round !== round) remaining.current = { round, ms: delayMs };
    const left = remaining.current;
    if (left.ms <= 0) {
      done();
      return;
    }
    const endsAt = Date.now() + left.ms;
    let finished = false;
    const id = setInterval(() => {
      if (finished) return;
      left.ms = Math.max(0, endsAt - Date.now());
      setStored((current) => ({ ...freshFor(current), remainingMs: left.ms }));
      if (left.ms === 0) {
        finished = true;
        done();
      }
    }, PAUSE_TICK_MS);
    return () => {
      clearInterval(id);
      // Holding keeps what was left; letting go goes on from there (with the floor).
      if (!finished) left.ms = Math.max(RESUME_FLOOR_MS, left.ms);
    };
  }, [active, held, round, delayMs, freshFor]);

  return {
    /** Whole seconds left, for the line under the verdict. */
    secondsLeft: Math.ceil(view.remainingMs / 1000),
    /** The countdown is stopped, by the player or while they read. */
    held,
    /** The player stopped it with the Pause button. */
    paused: view.paused,
    togglePause: useCallback(
      () =>
        setStored((current) => {
          const fresh = freshFor(current);
          return fresh.paused
            ? { ...fresh, paused: false, reading: false }
            : { ...fresh, paused: true };
        }),
      [freshFor],
    ),
    /** The explanation is being read (pointer over it, focus in it or on the verdict's buttons). */
    setReading: useCallback(
      (reading: boolean) => setStored((current) => ({ ...freshFor(current), reading })),
      [freshFor],
    ),
    /** Next: skip the rest of the pause. */
    skip: useCallback(() => {
      if (!active) return;
      remaining.current = { round, ms: 0 };
      onDone();
    }, [active, round, onDone]),
  };
}
