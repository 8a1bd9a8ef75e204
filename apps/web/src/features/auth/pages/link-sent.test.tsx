import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { ForgotPasswordPage } from './forgot-password-page';
import { VerifyEmailPage } from './verify-email-page';

// The server answers the same English sentence whether or not the address has an account.
const SAME_ANSWER = {
  success: true,
  message: 'If an account exists for this email, we have sent a message to it.',
};
const api = vi.hoisted(() => ({ requestPasswordReset: vi.fn(), resendConfirmation: vi.fn() }));
vi.mock('../api/auth-api', () => ({ authApi: api }));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
}

describe('what the pages say once a link is sent', () => {
  afterEach(async () => {
    act(() => toast.remove());
    await changeLocale('en');
  });

  it('says it in its own words, in the language shown, not in the server’s', async () => {
    api.requestPasswordReset.mockResolvedValue(SAME_ANSWER);
    await changeLocale('es');
    renderAt('/forgot-password');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ada@example.com');
    await userEvent.click(
      screen.getByRole('button', { name: 'Enviar enlace de restablecimiento' }),
    );
    expect(
      await screen.findByText(
        'Si existe una cuenta con este correo, le hemos enviado un mensaje. El enlace funciona una sola vez y caduca en una hora.',
      ),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('If an account exists');
  });

  it('keeps the English text word for word', async () => {
    api.requestPasswordReset.mockResolvedValue(SAME_ANSWER);
    renderAt('/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        'If an account exists for this email, we have sent a message to it. The link works once and expires in one hour.',
      ),
    ).toBeInTheDocument();
  });

  it('says a new verification link went out in the language shown too', async () => {
    api.resendConfirmation.mockResolvedValue(SAME_ANSWER);
    await changeLocale('es');
    renderAt('/verify-email');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ada@example.com');
    await userEvent.click(
      screen.getByRole('button', { name: 'Enviar un nuevo enlace de verificación' }),
    );
    expect(
      await screen.findByText('Si existe una cuenta con este correo, le hemos enviado un mensaje.'),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('If an account exists');
  });
});
