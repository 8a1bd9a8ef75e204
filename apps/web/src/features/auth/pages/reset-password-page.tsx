import { PASSWORD_MIN_LENGTH } from '@quizarena/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { authApi } from '../api/auth-api';
import { AuthCard, FormAlert } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { linkErrorMessage } from '../utils/auth-errors';

export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    if (password.length < PASSWORD_MIN_LENGTH)
      return setError(t('validation:passwordTooShort', { min: PASSWORD_MIN_LENGTH }));
    if (password !== confirm) return setError(t('validation:passwordsDoNotMatch'));
    setError(null);
    setBusy(true);
    try {
      await authApi.confirmPasswordReset(token, password);
      toast.success(t('reset.changed'));
      navigate('/login', { replace: true });
    } catch (failure) {
      setError(linkErrorMessage(failure, t, 'reset'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {token ? (
        <form className="space-y-4" onSubmit={handleSubmit} noValidate>
          <PasswordField
            label={t('fields.newPassword')}
            autoComplete="new-password"
            hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordField
            label={t('fields.confirmNewPassword')}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          {error ? <FormAlert>{error}</FormAlert> : null}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? t('reset.submitting') : t('reset.submit')}
          </Button>
        </form>
      ) : (
        <FormAlert>
          <Trans
            t={t}
            i18nKey="reset.needsLink"
            components={{
              requestLink: <Link to="/forgot-password" className="font-semibold underline" />,
            }}
          />
        </FormAlert>
      )}
    </AuthCard>
  );
}
