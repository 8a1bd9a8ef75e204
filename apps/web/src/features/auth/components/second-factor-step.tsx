import type { AuthResult } from '@quizarena/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { authApi } from '../api/auth-api';
import { authErrorMessage } from '../utils/auth-errors';
import { FormAlert } from './auth-card';

const LINK_BUTTON =
  'min-h-6 rounded font-medium text-indigo-700 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300';

/** A code typed into the code field, or a recovery code in its own. */
export function SecondFactorCodeField({
  recovery,
  value,
  onChange,
  autoFocus = false,
  error,
}: {
  recovery: boolean;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  error?: string | undefined;
}) {
  const { t } = useTranslation('auth');
  return recovery ? (
    <TextField
      key="recovery"
      label={t('secondFactor.recoveryCode')}
      hint={t('secondFactor.recoveryHint')}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      autoFocus={autoFocus}
      {...(error ? { error } : {})}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  ) : (
    <TextField
      key="totp"
      label={t('secondFactor.code')}
      hint={t('secondFactor.codeHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      autoFocus={autoFocus}
      {...(error ? { error } : {})}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * The sign-in's second step: a code from the authenticator app, or a recovery code, for the
 * ticket the password (or a provider) answered. An expired or spent ticket sends the player
 * back to the first step with the reason.
 */
export function SecondFactorStep({
  ticket,
  onSignedIn,
  onRestart,
}: {
  ticket: string;
  onSignedIn: (result: AuthResult) => void;
  onRestart: (reason: string | null) => void;
}) {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim())
      return setError(t(recovery ? 'secondFactor.enterRecovery' : 'validation:totpCode'));
    setError(null);
    setBusy(true);
    try {
      onSignedIn(await authApi.secondFactorSignIn(ticket, code.trim()));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'INVALID_TOKEN') {
        onRestart(t('errors:secondFactor.signInExpired'));
        return;
      }
      setError(
        failure instanceof ApiError && failure.code === 'INVALID_CODE'
          ? t('errors:codes.INVALID_CODE')
          : failure instanceof ApiError && failure.status === 429
            ? apiErrorText(failure, authErrorMessage(failure, t))
            : authErrorMessage(failure, t),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="space-y-4" onSubmit={handleSubmit} noValidate>
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{t('secondFactor.stepTitle')}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t(recovery ? 'secondFactor.stepRecoveryIntro' : 'secondFactor.stepIntro')}
        </p>
      </div>
      <SecondFactorCodeField recovery={recovery} value={code} onChange={setCode} autoFocus />
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('secondFactor.verifying') : t('secondFactor.verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className={LINK_BUTTON}
          onClick={() => {
            setRecovery((shown) => !shown);
            setCode('');
            setError(null);
          }}
        >
          {t(recovery ? 'secondFactor.useApp' : 'secondFactor.useRecovery')}
        </button>
        <button type="button" className={LINK_BUTTON} onClick={() => onRestart(null)}>
          {t('secondFactor.startOver')}
        </button>
      </div>
    </form>
  );
}
