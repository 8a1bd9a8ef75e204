import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '@quizarena/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { authApi } from '../api/auth-api';
import { AuthCard, FormAlert } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { authErrorMessage } from '../utils/auth-errors';

export function ResetPasswordPage() {
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
    if (password.length < PASSWORD_MIN_LENGTH) return setError(AUTH_MESSAGES.passwordTooShort);
    if (password !== confirm) return setError(AUTH_MESSAGES.passwordsDoNotMatch);
    setError(null);
    setBusy(true);
    try {
      await authApi.confirmPasswordReset(token, password);
      toast.success('Password changed. Please sign in.');
      navigate('/login', { replace: true });
    } catch (failure) {
      setError(authErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Set a new password"
      subtitle="Choose a password you have not used here before."
    >
      {token ? (
        <form className="space-y-4" onSubmit={handleSubmit} noValidate>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          {error ? <FormAlert>{error}</FormAlert> : null}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      ) : (
        <FormAlert>
          This page needs the link from your reset email.{' '}
          <Link to="/forgot-password" className="font-semibold underline">
            Request a new link
          </Link>
        </FormAlert>
      )}
    </AuthCard>
  );
}
