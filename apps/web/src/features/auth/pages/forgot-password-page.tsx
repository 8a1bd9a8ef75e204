import { EMAIL_PATTERN } from '@quizarena/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { authApi } from '../api/auth-api';
import { AuthCard, FormAlert } from '../components/auth-card';
import { authErrorMessage } from '../utils/auth-errors';

export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError(t('validation:invalidEmail'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      // The server's answer is the same whether or not the address has an account; the page
      // says it in its own words, in the language shown.
      await authApi.requestPasswordReset(email.trim());
      setSent(true);
      toast.success(t('forgot.emailSent'));
    } catch (failure) {
      setError(authErrorMessage(failure, t));
      toast.error(t('forgot.sendFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <Link
          to="/login"
          className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {t('forgot.backToSignIn')}
        </Link>
      }
    >
      {sent ? (
        <FormAlert tone="success">{t('forgot.sent')}</FormAlert>
      ) : (
        <form className="space-y-4" onSubmit={handleSubmit} noValidate>
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {error ? <FormAlert>{error}</FormAlert> : null}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
