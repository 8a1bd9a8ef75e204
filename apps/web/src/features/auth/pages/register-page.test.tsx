import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, i18n } from '../../../i18n';
import { authValue, WithAuth } from '../../../test/auth-state';
import { LoginPage } from './login-page';
import { checkStepOne, checkStepTwo, RegisterPage } from './register-page';

const t = i18n.getFixedT<['auth', 'errors', 'validation']>('en', ['auth', 'errors', 'validation']);

const good = {
  name: 'Ada',
  email: 'ada@example.com',
  password: 'long enough',
  confirm: 'long enough',
};

describe('registration checks', () => {
  it('step 1 follows the spec order and messages', () => {
    expect(checkStepOne({ ...good, name: ' ' }, t)).toBe('Please fill in all required fields');
    expect(checkStepOne({ ...good, email: 'ada@' }, t)).toBe('Please enter a valid email address');
    expect(checkStepOne({ ...good, password: 'short', confirm: 'short' }, t)).toBe(
      'Password must be at least 8 characters long',
    );
    expect(checkStepOne({ ...good, confirm: 'different!' }, t)).toBe('Passwords do not match');
    expect(checkStepOne(good, t)).toBeNull();
  });

  it('step 2 checks type, year and the age band', () => {
    expect(checkStepTwo({ userType: '', birthYear: '2000', organization: '' }, 2026, t)).toBe(
      'Please select your user type',
    );
    expect(checkStepTwo({ userType: 'student', birthYear: '', organization: '' }, 2026, t)).toBe(
      'Please enter your year of birth',
    );
    expect(
      checkStepTwo({ userType: 'student', birthYear: '1919', organization: '' }, 2026, t),
    ).toBe('Please enter a valid year of birth');
    expect(
      checkStepTwo({ userType: 'student', birthYear: '2027', organization: '' }, 2026, t),
    ).toBe('Please enter a valid year of birth');
    expect(
      checkStepTwo({ userType: 'student', birthYear: '1990', organization: '' }, 2026, t),
    ).toBe('Students should be between 13-30 years old');
    expect(
      checkStepTwo({ userType: 'educator', birthYear: '1990', organization: '' }, 2026, t),
    ).toBeNull();
  });

  it('names each user type’s own age band', () => {
    expect(
      checkStepTwo({ userType: 'professional', birthYear: '2015', organization: '' }, 2026, t),
    ).toBe('Professionals should be between 16-70 years old');
    expect(
      checkStepTwo({ userType: 'educator', birthYear: '2010', organization: '' }, 2026, t),
    ).toBe('Educators should be between 21-70 years old');
  });
});

describe('the register screen in Spanish', () => {
  afterEach(() => changeLocale('en'));

  it('asks, checks and offers the user types in Spanish', async () => {
    await changeLocale('es');
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/register', element: <RegisterPage /> }], {
      initialEntries: ['/register'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Crea tu cuenta' })).toBeInTheDocument();
    expect(screen.getByText('Paso 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
    await user.type(screen.getByLabelText('Nombre completo'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ada@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'corta');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'corta');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La contraseña debe tener al menos 8 caracteres',
    );

    await user.clear(screen.getByLabelText('Contraseña'));
    await user.type(screen.getByLabelText('Contraseña'), 'long enough');
    await user.clear(screen.getByLabelText('Confirmar contraseña'));
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('option', { name: 'Estudiante (13-30)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Soy'), 'student');
    await user.type(screen.getByLabelText('Año de nacimiento'), '1990');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Los estudiantes deben tener entre 13 y 30 años',
    );
    expect(screen.queryByText(/Students should be/)).not.toBeInTheDocument();
    expect(screen.queryByText('Create Account')).not.toBeInTheDocument();
  });
});

describe('the register screen', () => {
  it('stays on step 1 until its checks pass, then goes to step 2 and back', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/register', element: <RegisterPage /> }], {
      initialEntries: ['/register'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm password'), 'not the same');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Tell us about yourself' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Student (13-30)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Year of birth')).toHaveValue('');
    // What creating the account agrees to, one click away.
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select your user type');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
  });

  it('shows and hides the password', async () => {
    const router = createMemoryRouter([{ path: '/register', element: <RegisterPage /> }], {
      initialEntries: ['/register'],
    });
    render(<RouterProvider router={router} />);
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(field).toHaveAttribute('type', 'text');
  });

  describe('after registering', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('sends the user to sign in, saying to check the inbox (the answer is the same for a taken address)', async () => {
      const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
        new Response(
          JSON.stringify({
            accessToken: null,
            refreshToken: null,
            user: null,
            session: null,
            verification_required: true,
            message:
              'Thanks! Please check your email: we have sent you a message to finish signing up.',
          }),
          { status: 201, headers: { 'content-type': 'application/json' } },
        ),
      );
      vi.stubGlobal('fetch', fetchMock);
      const user = userEvent.setup();
      const router = createMemoryRouter(
        [
          { path: '/register', element: <RegisterPage /> },
          {
            path: '/login',
            element: (
              <WithAuth value={authValue('signedOut')}>
                <LoginPage />
              </WithAuth>
            ),
          },
        ],
        { initialEntries: ['/register'] },
      );
      render(<RouterProvider router={router} />);
      await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
      await user.type(screen.getByLabelText('Email'), 'ada@example.com');
      await user.type(screen.getByLabelText('Password'), 'long enough');
      await user.type(screen.getByLabelText('Confirm password'), 'long enough');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.selectOptions(screen.getByLabelText('I am a'), 'professional');
      await user.type(screen.getByLabelText('Year of birth'), '1990');
      await user.click(screen.getByRole('button', { name: 'Create Account' }));

      expect(
        await screen.findByText(
          'Thanks! Please check your email: we have sent you a message to finish signing up.',
        ),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
      expect(screen.queryByText(/Account created/)).not.toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });
});
