import { PASSWORD_MIN_LENGTH } from '@quizarena/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { authApi } from '../api/auth-api';
import { useAuth } from '../auth-provider';
import { authErrorMessage } from '../utils/auth-errors';
import { FormAlert } from './auth-card';
import { PasswordField } from './password-field';

/** Changing the password signs every other device out and keeps this one signed in. */
export function ChangePasswordForm() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const { signIn } = useAuth();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!current || !next) return setError(t('validation:fillAllFields'));
    if (next.length < PASSWORD_MIN_LENGTH)
      return setError(t('validation:passwordTooShort', { min: PASSWORD_MIN_LENGTH }));
    setError(null);
    setBusy(true);
    try {
      signIn(await authApi.updatePassword(current, next));
      setCurrent('');
      setNext('');
      toast.success(t('changePassword.changed'));
    } catch (failure) {
      setError(authErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="password-heading" className="space-y-3">
      <h2 id="password-heading" className="text-lg font-semibold">
        {t('changePassword.heading')}
      </h2>
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={handleSubmit} noValidate>
        <PasswordField
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        {error ? (
          <div className="sm:col-span-2">
            <FormAlert>{error}</FormAlert>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? t('changePassword.submitting') : t('changePassword.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
