import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { Outlet, createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicOnlyRoute } from '../../../app/guards';
import { changeLocale } from '../../../i18n';
import { LOCALE_STORAGE_KEY } from '../../../i18n/detect-locale';
import { ApiError } from '../../../lib/api-client';
import { authValue, TEST_USER, WithAuth } from '../../../test/auth-state';
import { tabToSkipLink } from '../../../test/skip-link';
import { OAUTH_RETURN_KEY } from '../components/provider-buttons';
import { LoginPage } from './login-page';
import { OAuthCallbackPage } from './oauth-callback-page';

const api = vi.hoisted(() => ({
  login: vi.fn(),
  oauthStart: vi.fn(),
  oauthCallback: vi.fn(),
  secondFactorSignIn: vi.fn(),
}));
vi.mock('../api/auth-api', () => ({ authApi: api }));

const RESULT = { user: TEST_USER, accessToken: 'token' };

/** Auth whose signIn really signs in, so the public-only guard reacts as in the app. */
function LiveAuth({ children }: { children: ReactNode }) {
  const [signedIn, setSignedIn] = useState(false);
  const value = signedIn
    ? authValue('signedIn')
    : authValue('signedOut', { signIn: () => setSignedIn(true) });
  return <WithAuth value={value}>{children}</WithAuth>;
}

function renderAt(path: string) {
  const Page = ({ name }: { name: string }) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      {
        element: (
          <LiveAuth>
            <Outlet />
          </LiveAuth>
        ),
        children: [
          { element: <PublicOnlyRoute />, children: [{ path: '/login', element: <LoginPage /> }] },
          { path: '/auth/callback/:provider', element: <OAuthCallbackPage /> },
          { path: '/dashboard', element: <Page name="Dashboard" /> },
          { path: '/profile', element: <Page name="Profile" /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function signInWithForm() {
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'a long passphrase');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the sign-in page', () => {
  it('starts with a skip link to the form', async () => {
    renderAt('/login');
    expect(await tabToSkipLink()).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Welcome back' }),
    );
  });
});

describe('a sign-in refused for the account’s standing', () => {
  afterEach(() => {
    vi.clearAllMocks();
  });

  it.each([
    [
      'ACCOUNT_SUSPENDED',
      'This account is suspended until 2026-03-10 12:00 UTC. Reason: Spamming the network chat',
    ],
    ['ACCOUNT_BANNED', 'This account has been banned. Reason: Cheating, not found out at first'],
  ])(
    'shows the server’s words for %s, with the end and the reason staff gave',
    async (code, words) => {
      api.login.mockRejectedValue(new ApiError(words, 403, code));
      renderAt('/login');
      await signInWithForm();
      // Whole: neither the code's general text nor a rule reading the reason's words replaces it.
      expect(await screen.findByRole('alert')).toHaveTextContent(words);
    },
  );
});

describe('the sign-in page’s language', () => {
  afterEach(() => changeLocale('en'));

  it('turns the page Spanish when Español is chosen, and marks the document as Spanish', async () => {
    renderAt('/login');
    expect(document.documentElement.lang).not.toBe('es');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'Español');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hola de nuevo' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crea una cuenta' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByLabelText('Idioma')).toHaveValue('es');
    for (const english of ['Welcome back', 'Remember me', 'Forgot password?', 'Sign In'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('says a refused sign-in in Spanish by its code, whatever words the server sent', async () => {
    api.login.mockRejectedValue(
      new ApiError(
        'Please verify your email address before signing in.',
        403,
        'EMAIL_NOT_VERIFIED',
      ),
    );
    await changeLocale('es');
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'a long passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verifica tu dirección de correo antes de iniciar sesión.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('verify');
  });

  it('says in Spanish that the fields are missing', async () => {
    await changeLocale('es');
    renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Completa todos los campos');
  });
});

describe('returning after sign-in', () => {
  beforeEach(() => {
    api.login.mockResolvedValue(RESULT);
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.clearAllMocks();
  });

  it('returns to the protected page (path and query) that sent the visitor to sign in', async () => {
    const router = renderAt('/login?next=%2Fprofile%3Ftab%3Dstatistics');
    await signInWithForm();
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('?tab=statistics');
  });

  it.each(['', '?next=%2F%2Fevil.com', '?next=https%3A%2F%2Fevil.com%2F', '?next=%2Flogin'])(
    'goes to the dashboard for %j',
    async (search) => {
      const router = renderAt(`/login${search}`);
      await signInWithForm();
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
    },
  );

  it('keeps the return path through an external provider', async () => {
    api.oauthStart.mockResolvedValue('https://provider.example/authorize');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderAt('/login?next=%2Fprofile');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://provider.example/authorize'));
    vi.unstubAllGlobals();
    expect(sessionStorage.getItem(OAUTH_RETURN_KEY)).toBe('/profile');

    api.oauthCallback.mockResolvedValue(RESULT);
    const router = renderAt('/auth/callback/google?code=c&state=s');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(sessionStorage.getItem(OAUTH_RETURN_KEY)).toBeNull();
  });

  it('does not trust a stored return path that leaves the site', async () => {
    sessionStorage.setItem(OAUTH_RETURN_KEY, '//evil.com');
    api.oauthCallback.mockResolvedValue(RESULT);
    const router = renderAt('/auth/callback/google?code=c&state=s');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('the second step, for an account with two-factor authentication on', () => {
  const CHALLENGE = { second_factor_required: true, ticket: 't'.repeat(43), expires_in: 300 };
  beforeEach(() => {
    api.login.mockResolvedValue(CHALLENGE);
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.clearAllMocks();
  });

  it('asks for the code after the password, says a wrong one, and signs in with the right one', async () => {
    api.secondFactorSignIn
      .mockRejectedValueOnce(new ApiError('Authentication failed', 401, 'INVALID_CODE'))
      .mockResolvedValueOnce(RESULT);
    const router = renderAt('/login?next=%2Fprofile');
    await signInWithForm();
    expect(
      await screen.findByRole('heading', { name: 'Two-step verification' }),
    ).toBeInTheDocument();
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not valid. Check your authenticator app and try again.',
    );
    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(api.secondFactorSignIn).toHaveBeenLastCalledWith(CHALLENGE.ticket, '123 456');
  });

  it('takes a recovery code instead', async () => {
    api.secondFactorSignIn.mockResolvedValue(RESULT);
    renderAt('/login');
    await signInWithForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-ijkl-mnop');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api.secondFactorSignIn).toHaveBeenCalledWith(CHALLENGE.ticket, 'abcd-efgh-ijkl-mnop');
  });

  it('goes back to the password, saying why, when the sign-in expired', async () => {
    api.secondFactorSignIn.mockRejectedValue(
      new ApiError('Authentication failed', 401, 'INVALID_TOKEN'),
    );
    renderAt('/login');
    await signInWithForm();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired. Please sign in again.',
    );
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('asks for the code after an external provider too, and returns where asked', async () => {
    sessionStorage.setItem(OAUTH_RETURN_KEY, '/profile?tab=social');
    api.oauthCallback.mockResolvedValue(CHALLENGE);
    api.secondFactorSignIn.mockResolvedValue(RESULT);
    const router = renderAt('/auth/callback/github?code=c&state=s');
    const code = await screen.findByLabelText('Authentication code');
    expect(router.state.location.pathname).toBe('/login');
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=social');
    expect(api.secondFactorSignIn).toHaveBeenCalledWith(CHALLENGE.ticket, '654321');
  });
});
