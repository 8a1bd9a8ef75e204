import { ACCOUNT_DELETION_GRACE_DAYS, type AccountErasure } from '@quizarena/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText, apiRefusalText } from '../../../lib/api-error-text';
import { formatDate } from '../../../lib/format';
import { ACCOUNT_ERASURE_KEY, accountErasureApi, useAccountErasure } from '../api/account-erasure';
import { useSecondFactorStatus } from '../api/second-factor-queries';
import { authErrorMessage, type AuthT } from '../utils/auth-errors';
import { FormAlert } from './auth-card';
import { PasswordField } from './password-field';
import { SecondFactorCodeField } from './second-factor-step';

type Errors = { password?: string; code?: string; form?: string };

/** A refused request, on the field it names or under the form. */
function errorsOf(failure: unknown, t: AuthT): Errors {
  if (!(failure instanceof ApiError)) return { form: authErrorMessage(failure, t) };
  const field = failure.details?.[0]?.field;
  if (failure.code === 'INVALID_CURRENT_PASSWORD')
    return { password: t('validation:currentPasswordIncorrect') };
  if (field === 'body.password') return { password: t('validation:currentPasswordRequired') };
  if (failure.code === 'INVALID_CODE') return { code: t('errors:codes.INVALID_CODE') };
  if (field === 'body.otp_code') return { code: t('validation:totpCode') };
  return { form: apiRefusalText(failure, authErrorMessage(failure, t)) };
}

/** The deletion asked for: when it happens, and the way back. */
function Pending({ erasure, onCancelled }: { erasure: AccountErasure; onCancelled: () => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const [busy, setBusy] = useState(false);
  async function cancel() {
    setBusy(true);
    try {
      await accountErasureApi.cancel();
      toast.success(t('deleteAccount.cancelled'));
      onCancelled();
    } catch (failure) {
      toast.error(apiErrorText(failure, t('errors:codes.INTERNAL_ERROR')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div role="status" className="space-y-3">
      <p className="font-medium">
        {t('deleteAccount.pending', { date: formatDate(erasure.erase_after) })}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('deleteAccount.pendingHint')}</p>
      <Button variant="secondary" disabled={busy} onClick={() => void cancel()}>
        {t('deleteAccount.cancel')}
      </Button>
    </div>
  );
}

/**
 * 'Delete my account' on the profile (`#delete-account`, docs/PRIVACY.md, Your rights): the
 * password and, with the second factor on, a code; a confirmation; then the date it happens and
 * a Cancel button. Signing in again before then keeps the account too.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const queryClient = useQueryClient();
  const erasure = useAccountErasure();
  const factor = useSecondFactorStatus();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const withCode = factor.data?.enabled === true;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ACCOUNT_ERASURE_KEY });

  function ask(event: FormEvent) {
    event.preventDefault();
    if (withCode && !code.trim()) return setErrors({ code: t('validation:totpCode') });
    setErrors({});
    setConfirming(true);
  }

  async function erase() {
    setBusy(true);
    try {
      await accountErasureApi.request({
        ...(password ? { password } : {}),
        ...(withCode ? { otp_code: code.trim() } : {}),
      });
      setPassword('');
      setCode('');
      void refresh();
    } catch (failure) {
      setErrors(errorsOf(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section id="delete-account" aria-labelledby="delete-account-heading" className="space-y-3">
      <h2 id="delete-account-heading" className="text-lg font-semibold">
        {t('deleteAccount.heading')}
      </h2>
      {erasure.isError ? (
        <p role="alert">{apiErrorText(erasure.error, t('errors:codes.INTERNAL_ERROR'))}</p>
      ) : erasure.data ? (
        <Pending erasure={erasure.data} onCancelled={() => void refresh()} />
      ) : erasure.isPending ? null : (
        <form className="grid gap-3 sm:grid-cols-2" noValidate onSubmit={ask}>
          <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">
            {t('deleteAccount.intro', { count: ACCOUNT_DELETION_GRACE_DAYS })}
          </p>
          <PasswordField
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            value={password}
            {...(errors.password ? { error: errors.password } : {})}
            onChange={(event) => setPassword(event.target.value)}
          />
          {withCode ? (
            <SecondFactorCodeField
              recovery={false}
              value={code}
              onChange={setCode}
              error={errors.code}
            />
          ) : null}
          {errors.form ? (
            <div className="sm:col-span-2">
              <FormAlert>{errors.form}</FormAlert>
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <Button type="submit" variant="danger" disabled={busy}>
              {t('deleteAccount.submit')}
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('deleteAccount.confirmTitle')}
        description={t('deleteAccount.confirmText', { count: ACCOUNT_DELETION_GRACE_DAYS })}
        confirmLabel={t('deleteAccount.submit')}
        destructive
        onConfirm={() => void erase()}
      />
    </section>
  );
}
