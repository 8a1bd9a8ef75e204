import { useEffect, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { authApi } from '../api/auth-api';
import { AuthCard, FormAlert } from '../components/auth-card';
import { authErrorMessage, linkErrorMessage } from '../utils/auth-errors';

type Outcome =
  | { kind: 'checking' }
  | { kind: 'verified' }
  // The failure, not its message, so the message follows a change of language.
  | { kind: 'failed'; failure: unknown }
  | { kind: 'no-token' };

/** Confirms the address from the mailed link; offers a new link when it fails. */
export function VerifyEmailPage() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { kind: 'checking' } : { kind: 'no-token' },
  );
  const [email, setEmail] = useState('');
  const started = useRef(false);

  useEffect(() => {
    // The link works once, so the strict-mode double effect must not spend it twice.
    if (!token || started.current) return;
    started.current = true;
    authApi.verifyEmail(token).then(
      () => setOutcome({ kind: 'verified' }),
      (failure: unknown) => setOutcome({ kind: 'failed', failure }),
    );
  }, [token]);

  async function handleResend(event: FormEvent) {
    event.preventDefault();
    try {
      await authApi.resendConfirmation(email.trim());
      toast.success(t('sentIfAccount'));
    } catch (failure) {
      toast.error(authErrorMessage(failure, t));
    }
  }

  const refusal = outcome.kind === 'failed' ? linkErrorMessage(outcome.failure, t, 'verify') : null;
  return (
    <AuthCard title={t('verify.title')}>
      {outcome.kind === 'checking' ? <p role="status">{t('verify.checking')}</p> : null}
      {outcome.kind === 'verified' ? (
        <div className="space-y-4">
          <FormAlert tone="success">{t('verify.verified')}</FormAlert>
          <Link
            to="/login"
            className="block rounded-lg bg-indigo-600 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-indigo-700"
          >
            {t('verify.signIn')}
          </Link>
        </div>
      ) : null}
      {outcome.kind === 'failed' || outcome.kind === 'no-token' ? (
        <div className="space-y-4">
          {outcome.kind === 'failed' ? (
            <FormAlert>{refusal}</FormAlert>
          ) : (
            <FormAlert tone="info">{t('verify.openLink')}</FormAlert>
          )}
          <form className="space-y-3" onSubmit={handleResend} noValidate>
            <TextField
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button type="submit" variant="secondary" className="w-full">
              {t('verify.resend')}
            </Button>
          </form>
        </div>
      ) : null}
    </AuthCard>
  );
}
