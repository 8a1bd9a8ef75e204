import type { SecondFactorStatus } from '@quizarena/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, refusal } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render-routes';
import { TwoFactorSection } from './two-factor-section';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = [...'abcdefghij'].map((letter) => `${letter}bcd-efgh-ijkl-mnop`);
const OFF: SecondFactorStatus = {
  enabled: false,
  pending: false,
  enabled_at: null,
  recovery_codes_left: 0,
  session_second_factor: false,
};
const ON: SecondFactorStatus = {
  enabled: true,
  pending: false,
  enabled_at: '2026-03-01T09:00:00.000Z',
  recovery_codes_left: 1,
  session_second_factor: true,
};

/** The server's second-factor calls, starting from `status`; confirm and disable change it. */
function serve(initial: SecondFactorStatus) {
  let status = initial;
  const api = fakeFetch((method, url, body) => {
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /api/auth/second-factor') return { success: true, data: status };
    if (route === 'POST /api/auth/second-factor/setup')
      return {
        success: true,
        data: {
          otpauth_uri: `otpauth://totp/QuizArena:ada%40example.com?secret=${SECRET}&issuer=QuizArena`,
          secret: SECRET,
        },
      };
    if (route === 'POST /api/auth/second-factor/confirm') {
      const { code } = body as { code: string };
      if (code !== '123456')
        return refusal(400, 'That code is not valid.', 'INVALID_CODE', [
          { field: 'body.code', message: 'That code is not valid.' },
        ]);
      status = { ...ON, recovery_codes_left: 10 };
      return { success: true, data: { recovery_codes: CODES } };
    }
    if (route === 'POST /api/auth/second-factor/disable') {
      status = OFF;
      return { success: true, message: 'Two-factor authentication is off.' };
    }
    if (route === 'POST /api/auth/second-factor/recovery-codes')
      return { success: true, data: { recovery_codes: CODES } };
    throw new Error(`unexpected call ${route}`);
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

const render = () =>
  renderRoutes([{ path: '/profile', element: <TwoFactorSection /> }], '/profile');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the two-factor section', () => {
  it('sets up with a QR code and the key as text, takes a first code, and shows the recovery codes once', async () => {
    const api = serve(OFF);
    render();
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
    await userEvent.click(
      await within(section).findByRole('button', { name: 'Set up two-factor authentication' }),
    );
    expect(
      await screen.findByRole('img', {
        name: 'QR code to add QuizArena to your authenticator app',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Key for your authenticator app')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );

    await userEvent.type(screen.getByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText(
        'That code is not valid. Check your authenticator app and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(screen.getByLabelText('Authentication code'));
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.type(screen.getByLabelText('Current password'), 'my passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(api.callsTo('POST', '/api/auth/second-factor/confirm').at(-1)?.body).toEqual({
      code: '123456',
      password: 'my passphrase',
    });
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText(/10 recovery codes left/)).toBeInTheDocument();
  });

  it('copies the codes, one a line', async () => {
    serve(OFF);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Set up two-factor authentication' }),
    );
    await userEvent.type(await screen.findByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenCalledWith(`${CODES.join('\n')}\n`);
  });

  it('turns off with the password and a code or a recovery code', async () => {
    const api = serve(ON);
    render();
    expect(await screen.findByText(/1 recovery code left/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await userEvent.type(screen.getByLabelText('Current password'), 'my passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-ijkl-mnop');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByRole('button', { name: 'Set up two-factor authentication' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/second-factor/disable')[0]?.body).toEqual({
      code: 'abcd-efgh-ijkl-mnop',
      password: 'my passphrase',
    });
  });

  it('makes new recovery codes for a fresh code and shows them once', async () => {
    const api = serve(ON);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    await userEvent.type(screen.getByLabelText('Authentication code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(await screen.findByRole('list', { name: 'Your recovery codes' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/second-factor/recovery-codes')[0]?.body).toEqual({
      code: '654321',
    });
  });
});
