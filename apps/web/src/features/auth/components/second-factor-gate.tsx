import { isSecondFactorChallenge } from '@quizarena/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ListError } from '../../../components/ui/list-states';
import { Spinner } from '../../../components/ui/spinner';
import { authApi } from '../api/auth-api';
import { SECOND_FACTOR_KEY, useSecondFactorStatus } from '../api/second-factor-queries';
import { useAuth } from '../auth-provider';
import { authErrorMessage } from '../utils/auth-errors';
import { FormAlert } from './auth-card';
import { PasswordField } from './password-field';
import { SecondFactorStep } from './second-factor-step';

/** Signing in again from here: the password, then a code, into a session that has both. */
function SignInAgain() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const { user, signIn } = useAuth();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [ticket, setTicket] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handlePassword(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError(t('validation:currentPasswordRequired'));
    setError(null);
    setBusy(true);
    try {
      const result = await authApi.login({ email: user!.email, password });
      setPassword('');
      if (isSecondFactorChallenge(result)) setTicket(result.ticket);
      else signIn(result);
    } catch (failure) {
      setError(authErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  }

  if (ticket)
    return (
      <SecondFactorStep
        ticket={ticket}
        onSignedIn={(result) => {
          signIn(result);
          toast.success(t('signIn.success'));
          void queryClient.invalidateQueries({ queryKey: SECOND_FACTOR_KEY });
        }}
        onRestart={(reason) => {
          setTicket(null);
          setError(reason);
        }}
      />
    );
  return (
    <form className="max-w-sm space-y-3" onSubmit={handlePassword} noValidate>
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Button type="submit" disabled={busy}>
        {busy ? t('signIn.submitting') : t('staffGate.continue')}
      </Button>
    </form>
  );
}

/**
 * Staff pages (the admin console) need a session signed in with the second factor: the server
 * refuses their calls without it. Rather than show those refusals, this says what to do: set
 * the factor up on the profile, or sign in again here with a code. What it guards renders once
 * the session has it, with the guard's outlet context passed on.
 */
export function SecondFactorGate() {
  const { t } = useTranslation(['auth', 'errors']);
  const context = useOutletContext();
  const status = useSecondFactorStatus();
  if (status.isPending) return <Spinner label={t('staffGate.checking')} />;
  if (status.isError)
    return (
      <ListError
        error={status.error}
        fallback={t('errors:codes.INTERNAL_ERROR')}
        onRetry={() => void status.refetch()}
      />
    );
  if (status.data.session_second_factor) return <Outlet context={context} />;
  return (
    <section
      aria-labelledby="staff-gate-heading"
      className="mx-auto max-w-2xl space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h1 id="staff-gate-heading" className="flex items-center gap-2 text-xl font-bold">
        <ShieldAlert className="h-6 w-6 text-amber-600" aria-hidden="true" />
        {t('staffGate.title')}
      </h1>
      {status.data.enabled ? (
        <>
          <p>{t('staffGate.signInAgain')}</p>
          <SignInAgain />
        </>
      ) : (
        <>
          <p>{t('staffGate.setUp')}</p>
          <Link
            to="/profile#two-factor"
            className="inline-flex rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {t('staffGate.setUpLink')}
          </Link>
        </>
      )}
    </section>
  );
}
