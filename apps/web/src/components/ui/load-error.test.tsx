import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n';
import { LoadError } from './load-error';

describe('LoadError', () => {
  afterEach(() => changeLocale('en'));

  it('shows the message and retries on Try Again', async () => {
    const retry = vi.fn();
    render(<LoadError message="Boom" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Boom');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('has no retry button when retrying cannot help', () => {
    render(<LoadError message="Gone" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await changeLocale('es');
    render(<LoadError message="Fallo" onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Fallo');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByText('Try Again')).not.toBeInTheDocument();
  });
});
