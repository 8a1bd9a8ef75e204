import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../../i18n';
import { seriousAxeViolations } from '../../../test/axe';
import { answer, stubNotificationsApi } from '../test/fixtures';
import { renderAt, setUpEachTest } from '../test/render';
import { UnsubscribePage } from './unsubscribe-page';

setUpEachTest();

const TOKEN = 'a'.repeat(20) + '.signed+token/=';

function renderPage({
  signedOut = true,
  token = TOKEN,
}: { signedOut?: boolean; token?: string | null } = {}) {
  const path = token === null ? '/unsubscribe' : `/unsubscribe?${new URLSearchParams({ token })}`;
  return renderAt(
    <StrictMode>
      <UnsubscribePage signedOut={signedOut} />
    </StrictMode>,
    { path },
  );
}

describe('the unsubscribe page', () => {
  it('posts the token once and says email notifications are off, with sign-in to the settings', async () => {
    const { writes } = stubNotificationsApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Turning off email notifications…');
    expect(await screen.findByText(/^Email notifications are off\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to change your settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: `/api/notifications/unsubscribe?${new URLSearchParams({ token: TOKEN })}`,
        body: undefined,
      },
    ]);
  });

  it('links a signed-in reader straight to the settings', async () => {
    stubNotificationsApi();
    renderPage({ signedOut: false });
    expect(await screen.findByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
  });

  it.each([400, 404, 410])(
    'says a link the server refuses (%i) is invalid or expired',
    async (status) => {
      stubNotificationsApi({
        override: () => answer(status, { message: 'Invalid token', code: 'INVALID_TOKEN' }),
      });
      renderPage();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This unsubscribe link is invalid or has expired.You can turn off email notifications in your notification settings.',
      );
      expect(screen.queryByText(/Email notifications are off/)).toBeNull();
      expect(screen.getByRole('link', { name: 'Sign in to change your settings' })).toBeVisible();
    },
  );

  it('says a link without a token is incomplete, and posts nothing', async () => {
    const { requests } = stubNotificationsApi();
    renderPage({ token: null });
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is incomplete.');
    await act(async () => {});
    expect(requests()).toEqual([]);
  });

  it('offers to try again when the server could not be reached', async () => {
    let fail = true;
    const { writes } = stubNotificationsApi({
      override: () => (fail ? Promise.reject(new TypeError('offline')) : undefined),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Could not turn off email notifications: /,
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^Email notifications are off\./)).toBeInTheDocument();
    await waitFor(() => expect(writes()).toHaveLength(2));
  });

  it('passes axe when done and when refused', async () => {
    stubNotificationsApi();
    const { container, unmount } = renderPage();
    await screen.findByText(/^Email notifications are off\./);
    expect(await seriousAxeViolations(container)).toEqual([]);
    unmount();
    stubNotificationsApi({ override: () => answer(400, { message: 'Bad', code: 'X' }) });
    const refused = renderPage();
    await screen.findByRole('alert');
    expect(await seriousAxeViolations(refused.container)).toEqual([]);
  });

  describe('in Spanish', () => {
    afterEach(() => changeLocale('en'));

    it('says it in Spanish', async () => {
      await changeLocale('es');
      stubNotificationsApi();
      renderPage();
      expect(screen.getByRole('heading', { level: 1, name: 'Darse de baja' })).toBeVisible();
      expect(
        await screen.findByText(/^Las notificaciones por correo están desactivadas\./),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: 'Inicia sesión para cambiar tus ajustes' }),
      ).toBeVisible();
    });
  });
});
