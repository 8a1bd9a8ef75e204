import type { User } from '@quizarena/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../features/theme';
import { authValue, TEST_USER, WithAuth } from '../../test/auth-state';
import { AppShell } from '../shell/app-shell';
import { ProfilePage } from './profile-page';

const AVATAR = '/uploads/avatars/0123456789abcdef0123456789abcdef.webp';
const fetchMock = vi.fn<typeof fetch>();

/** The real composition: the shell's sidebar and the profile page share one signed-in user. */
function SignedIn() {
  const [user, setUser] = useState<User>(TEST_USER);
  const router = createMemoryRouter(
    [{ element: <AppShell />, children: [{ path: '/profile', element: <ProfilePage /> }] }],
    { initialEntries: ['/profile'] },
  );
  return (
    <WithAuth value={authValue('signedIn', { user, setUser })}>
      <RouterProvider router={router} />
    </WithAuth>
  );
}

describe('the profile page avatar', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const path = String(input);
      if (path === '/api/auth/sessions') {
        return new Response(JSON.stringify({ success: true, data: { sessions: [] } }));
      }
      if (path === '/api/uploads') {
        return new Response(
          JSON.stringify({ success: true, data: { url: AVATAR, path: AVATAR.slice(9) } }),
          { status: 201 },
        );
      }
      throw new Error(`unexpected call ${path}`);
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows initials until an upload, then the new picture in the profile and the sidebar at once', async () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <ThemeProvider>
          <SignedIn />
          <Toaster />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { name: 'Avatar' })).toBeInTheDocument();
    expect(container.querySelectorAll(`img[src="${AVATAR}"]`)).toHaveLength(0);

    await userEvent.upload(
      screen.getByLabelText('Upload a new avatar'),
      new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }),
    );

    expect(await screen.findByText('Avatar updated')).toBeInTheDocument();
    const shown = [...container.querySelectorAll(`img[src="${AVATAR}"]`)];
    expect(shown.filter((img) => main.contains(img))).toHaveLength(1); // the profile's
    expect(shown.filter((img) => !main.contains(img)).length).toBeGreaterThan(0); // the sidebar's
  });
});
