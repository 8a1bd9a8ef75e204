import { AUTH_MESSAGES, EMAIL_PATTERN } from '@quizarena/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { authApi } from '../api/auth-api';
import { AuthCard, FormAlert } from '../components/auth-card';
import { authErrorMessage } from '../utils/auth-errors';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError(AUTH_MESSAGES.invalidEmail);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await authApi.requestPasswordReset(email.trim());
      setSent(answer.message);
      toast.success('Password reset email sent!');
    } catch (failure) {
      setError(authErrorMessage(failure));
      toast.error('Failed to send reset email');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="We will email you a link to set a new one."
      footer={
        <Link
          to="/login"
          className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
        >
          Back to sign in
        </Link>
      }
    >
      {sent ? (
        <FormAlert tone="success">{sent} The link works once and expires in one hour.</FormAlert>
      ) : (
        <form className="space-y-4" onSubmit={handleSubmit} noValidate>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {error ? <FormAlert>{error}</FormAlert> : null}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
