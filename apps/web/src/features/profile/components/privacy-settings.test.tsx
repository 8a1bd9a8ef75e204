import type { User } from '@quizarena/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { TEST_USER } from '../../../test/auth-state';
import { PrivacySettings } from './privacy-settings';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderSettings(user: User = TEST_USER) {
  const onSaved = vi.fn<(user: User) => void>();
  render(
    <>
      <PrivacySettings user={user} onSaved={onSaved} />
      <Toaster />
    </>,
  );
  return onSaved;
}

describe('PrivacySettings', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    act(() => toast.remove());
  });

  it('starts with both settings off, as the account has them', () => {
    renderSettings();
    expect(screen.getByLabelText('Hide my profile from other players')).not.toBeChecked();
    expect(screen.getByLabelText("List me on my organization's leaderboard")).not.toBeChecked();
  });

  it('saves a switch with PUT /api/auth/profile and hands back the updated user', async () => {
    const saved = { ...TEST_USER, profile_hidden: true };
    fetchMock.mockResolvedValue(json({ user: saved }));
    const onSaved = renderSettings();

    await userEvent.click(screen.getByLabelText('Hide my profile from other players'));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/auth/profile');
    expect(init!.method).toBe('PUT');
    expect(JSON.parse(String(init!.body))).toEqual({ profile_hidden: true });
    expect(await screen.findByText('Privacy settings saved')).toBeInTheDocument();
  });

  it('says so when saving fails and keeps the setting as it was', async () => {
    fetchMock.mockResolvedValue(
      json({ message: 'Nope', error: 'Bad', code: 'INTERNAL_ERROR' }, 500),
    );
    const onSaved = renderSettings({ ...TEST_USER, organization: 'Navy' });
    const optIn = screen.getByLabelText("List me on my organization's leaderboard");

    await userEvent.click(optIn);

    expect(await screen.findByText('Failed to save privacy settings')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(optIn).not.toBeChecked();
    expect(screen.getByText(/Anyone who enters "Navy"/)).toBeInTheDocument();
  });

  it('says what each switch does in Spanish, naming the organization', async () => {
    await changeLocale('es');
    try {
      fetchMock.mockResolvedValue(json({ user: { ...TEST_USER, profile_hidden: true } }));
      renderSettings({ ...TEST_USER, organization: 'Navy' });
      expect(screen.getByRole('heading', { name: 'Privacidad' })).toBeInTheDocument();
      expect(
        screen.getByLabelText('Mostrarme en la clasificación de mi organización'),
      ).toBeInTheDocument();
      expect(screen.getByText(/Quien escriba «Navy» como su organización/)).toBeInTheDocument();
      await userEvent.click(screen.getByLabelText('Ocultar mi perfil a otros jugadores'));
      expect(await screen.findByText('Ajustes de privacidad guardados')).toBeInTheDocument();
      expect(screen.queryByText(/Anyone who enters|Privacy/)).not.toBeInTheDocument();
    } finally {
      await changeLocale('en');
    }
  });
});
