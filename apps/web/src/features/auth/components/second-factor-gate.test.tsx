import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authValue, TEST_USER, WithAuth } from '../../../test/auth-state';
import { fakeFetch, refusal } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render-routes';
import { SecondFactorGate } from './second-factor-gate';

const RESULT = {
  accessToken: 'access',
  refreshToken: 'refresh',
  user: { ...TEST_USER, role: 'admin' },
  session: {
    access_token: 'access',
    refresh_token: 'refresh',
    expires_at: Date.now() + 900_000,
    expires_in: 900,
    token_type: 'bearer',
    user: { ...TEST_USER, role: 'admin' },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the staff pages’ second-factor gate', () => {
  it('signs in again with the password and a code, then opens what it guards', async () => {
    let signedInWithCode = false;
    const api = fakeFetch((method, url, body) => {
      const route = `${method} ${url.pathname}`;
      if (route === 'GET /api/auth/second-factor')
        return {
          success: true,
          data: {
            enabled: true,
            pending: false,
            enabled_at: '2026-03-01T09:00:00.000Z',
            recovery_codes_left: 10,
            session_second_factor: signedInWithCode,
          },
        };
      if (route === 'POST /api/auth/login')
        return { second_factor_required: true, ticket: 't'.repeat(43), expires_in: 300 };
      if (route === 'POST /api/auth/second-factor') {
        if ((body as { code: string }).code !== '123456')
          return refusal(401, 'That code is not valid.', 'INVALID_CODE');
        signedInWithCode = true;
        return RESULT;
      }
      throw new Error(`unexpected call ${route}`);
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const auth = authValue('signedIn', { user: { ...TEST_USER, role: 'admin' } });
    renderRoutes(
      [
        {
          element: (
            <WithAuth value={auth}>
              <Outlet context={{ role: 'admin' }} />
            </WithAuth>
          ),
          children: [
            {
              element: <SecondFactorGate />,
              children: [{ path: '/admin', element: <h1>Admin console</h1> }],
            },
          ],
        },
      ],
      '/admin',
    );
    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication needed' }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'my passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(api.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      email: TEST_USER.email,
      password: 'my passphrase',
    });
    await userEvent.type(await screen.findByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Admin console' })).toBeInTheDocument();
    expect(auth.signIn).toHaveBeenCalledWith(RESULT);
  });
});
