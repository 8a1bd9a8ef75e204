import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(onConfirm = vi.fn(), onOpenChange = vi.fn()) {
  render(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Leave the quiz?"
      description="Your answers so far are kept."
      confirmLabel="Leave"
      destructive
      onConfirm={onConfirm}
    />,
  );
  return { onConfirm, onOpenChange };
}

describe('ConfirmDialog', () => {
  afterEach(() => changeLocale('en'));

  it('is named and described, focuses Cancel first and confirms on the caller’s label', async () => {
    const { onConfirm, onOpenChange } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Leave the quiz?' });
    expect(dialog).toHaveAccessibleDescription('Your answers so far are kept.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('keeps Tab inside: forward and back wrap round its three buttons, and Escape cancels', async () => {
    const { onConfirm, onOpenChange } = renderDialog();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const order = [
      screen.getByRole('button', { name: 'Leave' }),
      screen.getByRole('button', { name: 'Close' }),
      cancel,
    ];
    expect(cancel).toHaveFocus();
    for (const next of order) {
      await userEvent.tab();
      expect(next).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('words its own buttons in Spanish', async () => {
    await changeLocale('es');
    renderDialog();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
