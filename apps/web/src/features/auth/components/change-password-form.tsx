import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '@quizarena/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { authApi } from '../api/auth-api';
import { useAuth } from '../auth-provider';
import { authErrorMessage } from '../utils/auth-errors';
import { FormAlert } from './auth-card';
import { PasswordField } from './password-field';

/** Changing the password signs every other device out and keeps this one signed in. */
export function ChangePasswordForm() {
  const { signIn } = useAuth();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!current || !next) return setError(AUTH_MESSAGES.fillAllFields);
    if (next.length < PASSWORD_MIN_LENGTH) return setError(AUTH_MESSAGES.passwordTooShort);
    setError(null);
    setBusy(true);
    try {
      signIn(await authApi.updatePassword(current, next));
      setCurrent('');
      setNext('');
      toast.success('Password changed. Your other devices have been signed out.');
    } catch (failure) {
      setError(authErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="password-heading" className="space-y-3">
      <h2 id="password-heading" className="text-lg font-semibold">
        Password
      </h2>
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={handleSubmit} noValidate>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <PasswordField
          label="New password"
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
            {busy ? 'Saving...' : 'Change password'}
          </Button>
        </div>
      </form>
    </section>
  );
}
