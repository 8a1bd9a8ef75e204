import {
  ageBandMessage,
  AGE_BANDS,
  AUTH_MESSAGES,
  BIRTH_YEAR_MIN,
  EMAIL_PATTERN,
  isAgeAllowed,
  PASSWORD_MIN_LENGTH,
  USER_TYPE_LABELS,
  USER_TYPES,
  type UserType,
} from '@quizarena/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { authApi } from '../api/auth-api';
import { AuthCard, FormAlert } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { ProviderButtons } from '../components/provider-buttons';
import { authErrorMessage } from '../utils/auth-errors';

type StepOne = { name: string; email: string; password: string; confirm: string };
type StepTwo = { userType: UserType | ''; birthYear: string; organization: string };

/** The spec's step-1 checks, in its order. */
export function checkStepOne(values: StepOne): string | null {
  if (!values.name.trim() || !values.email.trim() || !values.password || !values.confirm)
    return AUTH_MESSAGES.fillRequired;
  if (!EMAIL_PATTERN.test(values.email.trim())) return AUTH_MESSAGES.invalidEmail;
  if (values.password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (values.password !== values.confirm) return AUTH_MESSAGES.passwordsDoNotMatch;
  return null;
}

/** The spec's step-2 checks, with the age bands shared with the server. */
export function checkStepTwo(values: StepTwo, currentYear: number): string | null {
  if (!values.userType) return AUTH_MESSAGES.selectUserType;
  if (!values.birthYear.trim()) return AUTH_MESSAGES.enterBirthYear;
  const year = Number(values.birthYear);
  if (!Number.isInteger(year) || year < BIRTH_YEAR_MIN || year > currentYear)
    return AUTH_MESSAGES.invalidBirthYear;
  if (!isAgeAllowed(values.userType, year, currentYear)) return ageBandMessage(values.userType);
  return null;
}

export function RegisterPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [one, setOne] = useState<StepOne>({ name: '', email: '', password: '', confirm: '' });
  const [two, setTwo] = useState<StepTwo>({ userType: '', birthYear: '', organization: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function handleContinue(event: FormEvent) {
    event.preventDefault();
    const problem = checkStepOne(one);
    setError(problem);
    if (!problem) setStep(2);
  }

  async function handleCreate(event: FormEvent) {
    event.preventDefault();
    const problem = checkStepTwo(two, new Date().getFullYear());
    setError(problem);
    if (problem || !two.userType) return;
    setBusy(true);
    try {
      await authApi.register({
        email: one.email.trim(),
        password: one.password,
        name: one.name.trim(),
        user_type: two.userType,
        birth_year: Number(two.birthYear),
        organization: two.organization.trim() || null,
      });
      // The server answers alike whether or not the address had an account: the mail says which.
      toast.success('Check your email to finish signing up.');
      navigate('/login', { state: { registeredEmail: one.email.trim() } });
    } catch (failure) {
      setError(authErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={step === 1 ? 'Create your account' : 'Tell us about yourself'}
      subtitle={`Step ${step} of 2`}
      footer={
        <>
          Already have an account?{' '}
          <Link
            to="/login"
            className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
          >
            Sign in
          </Link>
        </>
      }
    >
      <ol className="flex gap-2" aria-label="Registration steps">
        {[1, 2].map((number) => (
          <li
            key={number}
            aria-current={step === number ? 'step' : undefined}
            className={`h-1.5 flex-1 rounded-full ${step >= number ? 'bg-indigo-600' : 'bg-slate-200 dark:bg-slate-700'}`}
          >
            <span className="sr-only">Step {number}</span>
          </li>
        ))}
      </ol>
      {step === 1 ? (
        <>
          <ProviderButtons />
          <form className="space-y-4" onSubmit={handleContinue} noValidate>
            <TextField
              label="Full name"
              autoComplete="name"
              value={one.name}
              onChange={(e) => setOne({ ...one, name: e.target.value })}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={one.email}
              onChange={(e) => setOne({ ...one, email: e.target.value })}
            />
            <PasswordField
              label="Password"
              autoComplete="new-password"
              hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
              value={one.password}
              onChange={(e) => setOne({ ...one, password: e.target.value })}
            />
            <PasswordField
              label="Confirm password"
              autoComplete="new-password"
              value={one.confirm}
              onChange={(e) => setOne({ ...one, confirm: e.target.value })}
            />
            {error ? <FormAlert>{error}</FormAlert> : null}
            <Button type="submit" className="w-full">
              Continue
            </Button>
          </form>
        </>
      ) : (
        <form className="space-y-4" onSubmit={handleCreate} noValidate>
          <div className="space-y-1">
            <label
              htmlFor="user-type"
              className="block text-sm font-medium text-slate-700 dark:text-slate-200"
            >
              I am a
            </label>
            <select
              id="user-type"
              value={two.userType}
              onChange={(e) => setTwo({ ...two, userType: e.target.value as UserType })}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
            >
              <option value="">Select your user type</option>
              {USER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {USER_TYPE_LABELS[type]} ({AGE_BANDS[type].min}-{AGE_BANDS[type].max})
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Year of birth"
            inputMode="numeric"
            autoComplete="bday-year"
            value={two.birthYear}
            onChange={(e) =>
              setTwo({ ...two, birthYear: e.target.value.replace(/\D/g, '').slice(0, 4) })
            }
          />
          <TextField
            label="Organization (optional)"
            autoComplete="organization"
            value={two.organization}
            onChange={(e) => setTwo({ ...two, organization: e.target.value })}
          />
          {error ? <FormAlert>{error}</FormAlert> : null}
          <div className="flex gap-3">
            <Button
              variant="secondary"
              className="flex-1"
              onClick={() => {
                setError(null);
                setStep(1);
              }}
            >
              Back
            </Button>
            <Button type="submit" className="flex-1" disabled={busy}>
              {busy ? 'Creating...' : 'Create Account'}
            </Button>
          </div>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            By creating an account you agree to our Terms of Service and Privacy Policy.
          </p>
        </form>
      )}
    </AuthCard>
  );
}
