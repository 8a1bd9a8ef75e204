import { useCallback, useRef, useState } from 'react';

export type Cue = 'start' | 'tick' | 'correct' | 'incorrect';

const TONES: Record<Cue, { frequency: number; ms: number }> = {
  start: { frequency: 660, ms: 180 },
  tick: { frequency: 880, ms: 60 },
  correct: { frequency: 1046, ms: 220 },
  incorrect: { frequency: 220, ms: 260 },
};

type AudioContextClass = typeof AudioContext;

/**
 * Short Web Audio beeps for the game's moments. Off until the player turns them on (autoplay
 * rules, and a shared room), and never the only signal: every cue is also shown and announced.
 */
export function useGameSound() {
  const [enabled, setEnabled] = useState(false);
  const context = useRef<AudioContext | null>(null);

  const play = useCallback(
    (cue: Cue) => {
      if (!enabled) return;
      const Context: AudioContextClass | undefined =
        globalThis.AudioContext ??
        (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
      if (!Context) return;
      try {
        context.current ??= new Context();
        const audio = context.current;
        const { frequency, ms } = TONES[cue];
        const oscillator = audio.createOscillator();
        const gain = audio.createGain();
        oscillator.frequency.value = frequency;
        gain.gain.value = 0.08;
        oscillator.connect(gain).connect(audio.destination);
        oscillator.start();
        oscillator.stop(audio.currentTime + ms / 1000);
      } catch {
        // A browser that refuses audio just stays quiet; the screen says it all anyway.
      }
    },
    [enabled],
  );

  return { enabled, toggle: () => setEnabled((on) => !on), play };
}
