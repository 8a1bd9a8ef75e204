import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n';
import { LOCALE_STORAGE_KEY } from '../../i18n/detect-locale';
import { authValue, TEST_USER, WithAuth } from '../../test/auth-state';
import { LocaleFromProfile } from '../locale-from-profile';
import { PreferencesPage } from './preferences-page';

const fetchMock = vi.fn<typeof fetch>();

function renderPage(user = TEST_USER) {
  const value = authValue('signedIn', { user });
  render(
    <MemoryRouter>
      <WithAuth value={value}>
        <Toaster />
        <PreferencesPage />
      </WithAuth>
    </MemoryRouter>,
  );
  return value;
}

describe('the Preferences page', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(async () => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    await changeLocale('en');
  });

  it('shows the saved language (or the browser) and the time accommodation', () => {
    renderPage({ ...TEST_USER, extended_time: 1.5, locale: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Preferences' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Browser language' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Español' })).toHaveAttribute('lang', 'es');
    const group = screen.getByRole('group', { name: 'Time per question' });
    expect(group).toHaveAccessibleDescription(/neither costs nor earns you points/);
    expect(screen.getByRole('radio', { name: 'Extended time (×1.5)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Standard time' })).not.toBeChecked();
    // Notifications have their own page; Preferences leads there.
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
  });

  it('saves both to the profile, then shows the chosen language at once', async () => {
    const saved = { ...TEST_USER, locale: 'es', extended_time: 2 };
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: true, user: saved }), { status: 200 }),
    );
    const auth = renderPage();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    await userEvent.click(screen.getByRole('radio', { name: 'Extended time (×2)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/profile');
    expect(JSON.parse(init!.body as string)).toEqual({ locale: 'es', extended_time: 2 });
    expect(auth.setUser).toHaveBeenCalledWith(saved);
    expect(await screen.findByText('Preferencias guardadas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Preferencias' })).toBeInTheDocument();
  });

  it('says so when saving fails, and keeps the language shown', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'nope', code: 'INTERNAL_ERROR' }), { status: 500 }),
    );
    renderPage();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(
      await screen.findByText('Could not save your preferences. Please try again.'),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('LocaleFromProfile', () => {
  afterEach(() => changeLocale('en'));

  it("shows the signed-in player's language on this device and remembers it here", async () => {
    render(
      <WithAuth value={authValue('signedIn', { user: { ...TEST_USER, locale: 'es' } })}>
        <LocaleFromProfile />
      </WithAuth>,
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
  });
});
