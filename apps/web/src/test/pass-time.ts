import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Moves fake timers on by `ms` in small steps, each inside act. A render that an answer caused
 * outside act (a fetch resolving) leaves its effects (timers, polls) for the scheduler to run;
 * one long step would pass their first firing before they exist, so each step lets them start.
 */
export async function passTime(ms: number, step = 100): Promise<void> {
  for (let passed = 0; passed < ms; passed += step) {
    await act(async () => vi.advanceTimersByTime(Math.min(step, ms - passed)));
  }
}
