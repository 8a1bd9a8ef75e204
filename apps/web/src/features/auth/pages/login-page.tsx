import { isSecondFactorChallenge, type AuthResult } from '@quizarena/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';
import { useAuth } from '../auth-provider';
import { AuthCard, FormAlert } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { ProviderButtons } from '../components/provider-buttons';
import { SecondFactorStep } from '../components/second-factor-step';
import { authErrorMessage, signInErrorMessage } from '../utils/auth-errors';
import { returnPathFrom } from '../utils/return-path';

/**
 * What another page hands the sign-in page: the address just registered, or the ticket of a
 * provider sign-in that waits for its second factor (the OAuth landing sends it here).
 */
export type LoginLocationState = { registeredEmail?: string; secondFactorTicket?: string } | null;

export function LoginPage() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const location = useLocation();
  const state = location.state as LoginLocationState;
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [email, setEmail] = useState(state?.registeredEmail ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const [busy, setBusy] = useState(false);
  // Set once the password (or a provider) was right and the account asks for a code.
  const [ticket, setTicket] = useState<string | null>(state?.secondFactorTicket ?? null);

  // A ticket in the history entry is used once: a reload or Back starts from the password.
  useEffect(() => {
    if (state?.secondFactorTicket)
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [state, location.pathname, location.search, navigate]);

  function finish(result: AuthResult) {
    signIn(result);
    toast.success(t('signIn.success'));
    navigate(returnPathFrom(location.search), { replace: true });
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setUnverified(false);
    if (!email.trim() || !password) {
      setError(t('validation:fillAllFields'));
      return;
    }
    setBusy(true);
    try {
      const result = await authApi.login({
        email: email.trim(),
        password,
        remember_me: rememberMe,
      });
      if (isSecondFactorChallenge(result)) {
        setPassword('');
        setTicket(result.ticket);
        return;
      }
      finish(result);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'EMAIL_NOT_VERIFIED') setUnverified(true);
      // Refused sign-ins say so by their code; a suspension or ban with its end and reason.
      setError(signInErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  }

  async function handleResend() {
    try {
      await authApi.resendConfirmation(email.trim());
      toast.success(t('signIn.verificationSent'));
    } catch (failure) {
      toast.error(authErrorMessage(failure, t));
    }
  }

  if (ticket) {
    return (
      <AuthCard title={t('signIn.title')} subtitle={t('secondFactor.stepSubtitle')}>
        <SecondFactorStep
          ticket={ticket}
          onSignedIn={finish}
          onRestart={(reason) => {
            setTicket(null);
            setError(reason);
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      footer={
        <Trans
          t={t}
          i18nKey="signIn.newHere"
          components={{
            registerLink: (
              <Link
                to="/register"
                className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
              />
            ),
          }}
        />
      }
    >
      {state?.registeredEmail ? (
        <FormAlert tone="success">{t('validation:registrationReceived')}</FormAlert>
      ) : null}
      <form className="space-y-4" onSubmit={handleSubmit} noValidate>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
              className="h-4 w-4 rounded border-slate-300 text-indigo-600"
            />
            {t('signIn.rememberMe')}
          </label>
          <Link
            to="/forgot-password"
            className="inline-flex min-h-6 items-center rounded font-medium text-indigo-700 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300"
          >
            {t('signIn.forgotPassword')}
          </Link>
        </div>
        {error ? (
          <FormAlert>
            {error}
            {unverified ? (
              <button
                type="button"
                onClick={() => void handleResend()}
                className="ml-1 min-h-6 rounded font-semibold underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
              >
                {t('signIn.resendVerification')}
              </button>
            ) : null}
          </FormAlert>
        ) : null}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs text-slate-500 dark:text-slate-400">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" /> {t('signIn.or')}{' '}
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <ProviderButtons rememberMe={rememberMe} returnTo={returnPathFrom(location.search)} />
    </AuthCard>
  );
}
