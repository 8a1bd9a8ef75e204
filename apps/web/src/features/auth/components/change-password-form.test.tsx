import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authValue, WithAuth } from '../../../test/auth-state';
import { ChangePasswordForm } from './change-password-form';

const fetchMock = vi.fn<typeof fetch>();

describe('ChangePasswordForm', () => {
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('says the current password is wrong, not that the sign-in failed, and keeps the user signed in', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          message: 'Current password is incorrect',
          error: 'Bad Request',
          code: 'INVALID_CURRENT_PASSWORD',
          details: [{ field: 'body.password', message: 'Current password is incorrect' }],
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      ),
    );
    const value = authValue('signedIn');
    render(
      <WithAuth value={value}>
        <ChangePasswordForm />
      </WithAuth>,
    );
    await userEvent.type(screen.getByLabelText('Current password'), 'not my password');
    await userEvent.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(screen.queryByText(/Invalid email or password/)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(value.signOut).not.toHaveBeenCalled();
    expect(value.signIn).not.toHaveBeenCalled();
  });
});
