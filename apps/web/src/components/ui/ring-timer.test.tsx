import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../i18n';
import { RingTimer } from './ring-timer';

describe('RingTimer', () => {
  afterEach(() => changeLocale('en'));

  it('names the seconds left, one and many, and reads them out only once it warns', () => {
    const { rerender } = render(<RingTimer secondsLeft={9.2} totalSeconds={30} />);
    expect(screen.getByRole('timer', { name: '10 seconds left' })).toBeInTheDocument();
    expect(screen.queryByText('10 seconds left')).not.toBeInTheDocument();
    rerender(<RingTimer secondsLeft={0.4} totalSeconds={30} />);
    expect(screen.getByRole('timer', { name: '1 second left' })).toBeInTheDocument();
    expect(screen.getByText('1 second left')).toHaveAttribute('aria-live', 'polite');
  });

  it('speaks Spanish', async () => {
    await changeLocale('es');
    const { rerender } = render(<RingTimer secondsLeft={3} totalSeconds={30} />);
    expect(screen.getByRole('timer', { name: 'Quedan 3 segundos' })).toBeInTheDocument();
    rerender(<RingTimer secondsLeft={1} totalSeconds={30} />);
    expect(screen.getByText('Queda 1 segundo')).toBeInTheDocument();
    expect(screen.queryByText(/second/)).not.toBeInTheDocument();
  });
});
