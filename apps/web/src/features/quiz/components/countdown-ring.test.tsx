import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferReducedMotion } from '../test/reduced-motion';
import { CountdownRing } from './countdown-ring';

const CIRCUMFERENCE = 2 * Math.PI * 26;
const offsetFor = (fraction: number) => String(CIRCUMFERENCE * (1 - fraction));

describe('CountdownRing', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sweeps smoothly, names the time left, and is no live region', () => {
    render(<CountdownRing secondsLeft={7.4} totalSeconds={10} warnAtSeconds={3} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAccessibleName('8 seconds left');
    expect(timer).not.toHaveAttribute('aria-live');
    expect(timer.parentElement!.querySelector('[aria-live], [role="status"]')).toBeNull();
    const arc = screen.getByTestId('countdown-arc');
    expect(arc.getAttribute('class')).toMatch(/motion-safe:transition-\[stroke-dashoffset\]/);
    expect(arc).toHaveAttribute('stroke-dashoffset', offsetFor(0.74));
  });

  it('turns red with the number at the warning, and says one second in the singular', () => {
    render(<CountdownRing secondsLeft={0.4} totalSeconds={10} warnAtSeconds={3} />);
    expect(screen.getByRole('timer')).toHaveAccessibleName('1 second left');
    expect(screen.getByText('1')).toHaveAttribute('data-warning', 'true');
    expect(screen.getByTestId('countdown-arc').getAttribute('class')).toMatch(/stroke-red-600/);
  });

  it('under reduced motion, steps once a second with no transition', () => {
    preferReducedMotion();
    render(<CountdownRing secondsLeft={7.4} totalSeconds={10} warnAtSeconds={3} />);
    const arc = screen.getByTestId('countdown-arc');
    expect(arc.getAttribute('class')).not.toMatch(/transition/);
    // Drawn at the whole second shown (8 of 10), not creeping with every redraw.
    expect(arc).toHaveAttribute('stroke-dashoffset', offsetFor(0.8));
  });
});
