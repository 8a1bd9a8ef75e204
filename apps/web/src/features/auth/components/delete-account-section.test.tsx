import type { AccountErasure, SecondFactorStatus } from '@quizarena/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { fakeFetch, refusal } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render-routes';
import { seriousAxeViolations } from '../../../test/axe';
import { DeleteAccountSection } from './delete-account-section';

const PENDING: AccountErasure = {
  status: 'pending',
  requested_at: '2026-11-02T09:00:00.000Z',
  erase_after: '2026-11-16T09:00:00.000Z',
};
const factor = (enabled: boolean): SecondFactorStatus => ({
  enabled,
  pending: false,
  enabled_at: enabled ? '2026-03-01T09:00:00.000Z' : null,
  recovery_codes_left: enabled ? 10 : 0,
  session_second_factor: enabled,
});

/** The server's erasure calls: a wrong password is refused as the server refuses it. */
function serve({ secondFactor = false, pending = null as AccountErasure | null } = {}) {
  let erasure = pending;
  const api = fakeFetch((method, url, body) => {
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /api/auth/second-factor')
      return { success: true, data: factor(secondFactor) };
    if (route === 'GET /api/privacy/erasure') return { success: true, data: { erasure } };
    if (route === 'POST /api/privacy/erasure') {
      const { password } = body as { password?: string };
      if (password !== 'right-password')
        return refusal(400, 'Current password is incorrect', 'INVALID_CURRENT_PASSWORD', [
          { field: 'body.password', message: 'Current password is incorrect' },
        ]);
      erasure = PENDING;
      return new Response(JSON.stringify({ success: true, data: { erasure } }), {
        status: 202,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (route === 'DELETE /api/privacy/erasure') {
      erasure = null;
      return { success: true, data: { erasure } };
    }
    throw new Error(`unexpected call ${route}`);
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

const render = () =>
  renderRoutes([{ path: '/profile', element: <DeleteAccountSection /> }], '/profile', {
    extra: <Toaster />,
  });

afterEach(() => vi.unstubAllGlobals());

describe('Delete my account', () => {
  it('asks for the password, confirms, then shows the date and a way back', async () => {
    const api = serve();
    const user = userEvent.setup();
    render();
    const section = await screen.findByRole('region', { name: 'Delete my account' });
    expect(section).toHaveAttribute('id', 'delete-account');
    expect(await within(section).findByText(/erased 14 days after you ask/)).toBeInTheDocument();
    expect(within(section).queryByLabelText('Authentication code')).toBeNull();

    await user.type(within(section).getByLabelText('Current password'), 'wrong-password');
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(
      'Everything about you is erased in 14 days and cannot be brought back. Your other devices are signed out now.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(section).findByText('Current password is incorrect')).toBeInTheDocument();

    await user.clear(within(section).getByLabelText('Current password'));
    await user.type(within(section).getByLabelText('Current password'), 'right-password');
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete my account' }),
    );
    expect(
      await within(section).findByText('Your account will be deleted on Nov 16, 2026.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/privacy/erasure').map((call) => call.body)).toEqual([
      { password: 'wrong-password' },
      { password: 'right-password' },
    ]);
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Cancel the deletion' }));
    expect(await screen.findByText('Your account will not be deleted.')).toBeInTheDocument();
    expect(await within(section).findByLabelText('Current password')).toBeInTheDocument();
  });

  it('asks for the code too when the second factor is on', async () => {
    const api = serve({ secondFactor: true });
    const user = userEvent.setup();
    render();
    const section = await screen.findByRole('region', { name: 'Delete my account' });
    const code = await within(section).findByLabelText('Authentication code');
    await user.type(within(section).getByLabelText('Current password'), 'right-password');
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    expect(
      await within(section).findByText('Enter the 6-digit code from your authenticator app'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.type(code, '123456');
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete my account' }),
    );
    expect(await within(section).findByRole('status')).toHaveTextContent('Nov 16, 2026');
    expect(api.callsTo('POST', '/api/privacy/erasure')[0]!.body).toEqual({
      password: 'right-password',
      otp_code: '123456',
    });
  });

  it('shows a pending deletion in Spanish', async () => {
    serve({ pending: PENDING });
    await changeLocale('es');
    try {
      render();
      const section = await screen.findByRole('region', { name: 'Eliminar mi cuenta' });
      expect(
        await within(section).findByRole('button', { name: 'Cancelar la eliminación' }),
      ).toBeInTheDocument();
    } finally {
      await changeLocale('en');
    }
  });
});
