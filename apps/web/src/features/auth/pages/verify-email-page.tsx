import { useEffect, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { authApi } from '../api/auth-api';
import { AuthCard, FormAlert } from '../components/auth-card';
import { authErrorMessage } from '../utils/auth-errors';

type Outcome =
  | { kind: 'checking' }
  | { kind: 'verified' }
  | { kind: 'failed'; message: string }
  | { kind: 'no-token' };

/** Confirms the address from the mailed link; offers a new link when it fails. */
export function VerifyEmailPage() {
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
      (failure: unknown) => setOutcome({ kind: 'failed', message: authErrorMessage(failure) }),
    );
  }, [token]);

  async function handleResend(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await authApi.resendConfirmation(email.trim());
      toast.success(answer.message);
    } catch (failure) {
      toast.error(authErrorMessage(failure));
    }
  }

  return (
    <AuthCard title="Verify your email">
      {outcome.kind === 'checking' ? <p role="status">Checking your link...</p> : null}
      {outcome.kind === 'verified' ? (
        <div className="space-y-4">
          <FormAlert tone="success">Your email is verified. You can sign in now.</FormAlert>
          <Link
            to="/login"
            className="block rounded-lg bg-indigo-600 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-indigo-700"
          >
            Sign In
          </Link>
        </div>
      ) : null}
      {outcome.kind === 'failed' || outcome.kind === 'no-token' ? (
        <div className="space-y-4">
          {outcome.kind === 'failed' ? (
            <FormAlert>{outcome.message}</FormAlert>
          ) : (
            <FormAlert tone="info">
              Open the link in the email we sent you. Need a new one?
            </FormAlert>
          )}
          <form className="space-y-3" onSubmit={handleResend} noValidate>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button type="submit" variant="secondary" className="w-full">
              Send a new verification link
            </Button>
          </form>
        </div>
      ) : null}
    </AuthCard>
  );
}
