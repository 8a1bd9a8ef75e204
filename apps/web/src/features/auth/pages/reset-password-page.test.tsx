import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../../i18n';
import { ResetPasswordPage } from './reset-password-page';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/reset-password', element: <ResetPasswordPage /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('the reset page without its mailed link', () => {
  afterEach(() => changeLocale('en'));

  it('says so and links to a new one', () => {
    renderAt('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page needs the link from your reset email. Request a new link',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says so in Spanish', async () => {
    await changeLocale('es');
    renderAt('/reset-password');
    expect(screen.getByRole('heading', { name: 'Crea una nueva contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicita un enlace nuevo' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByText(/This page needs/)).not.toBeInTheDocument();
  });
});
