import {
  AGE_BANDS,
  BIRTH_YEAR_MIN,
  EMAIL_PATTERN,
  isAgeAllowed,
  PASSWORD_MIN_LENGTH,
  USER_TYPES,
  type UserType,
} from '@quizarena/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { withElements } from '../../../i18n/with-elements';
import { TextField } from '../../../components/ui/text-field';
import { authApi } from '../api/auth-api';
import { AuthCard, FormAlert } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { ProviderButtons } from '../components/provider-buttons';
import { authErrorMessage, type AuthT } from '../utils/auth-errors';

const LEGAL_TEXT_LINK =
  'font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100';

type StepOne = { name: string; email: string; password: string; confirm: string };
type StepTwo = { userType: UserType | ''; birthYear: string; organization: string };

/** The spec's step-1 checks, in its order. */
export function checkStepOne(values: StepOne, t: AuthT): string | null {
  if (!values.name.trim() || !values.email.trim() || !values.password || !values.confirm)
    return t('validation:fillRequired');
  if (!EMAIL_PATTERN.test(values.email.trim())) return t('validation:invalidEmail');
  if (values.password.length < PASSWORD_MIN_LENGTH)
    return t('validation:passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  if (values.password !== values.confirm) return t('validation:passwordsDoNotMatch');
  return null;
}

/** The spec's step-2 checks, with the age bands shared with the server. */
export function checkStepTwo(values: StepTwo, currentYear: number, t: AuthT): string | null {
  if (!values.userType) return t('validation:selectUserType');
  if (!values.birthYear.trim()) return t('validation:enterBirthYear');
  const year = Number(values.birthYear);
  if (!Number.isInteger(year) || year < BIRTH_YEAR_MIN || year > currentYear)
    return t('validation:invalidBirthYear');
  if (!isAgeAllowed(values.userType, year, currentYear))
    return t(`validation:ageBand.${values.userType}`, AGE_BANDS[values.userType]);
  return null;
}

export function RegisterPage() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [one, setOne] = useState<StepOne>({ name: '', email: '', password: '', confirm: '' });
  const [two, setTwo] = useState<StepTwo>({ userType: '', birthYear: '', organization: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function handleContinue(event: FormEvent) {
    event.preventDefault();
    const problem = checkStepOne(one, t);
    setError(problem);
    if (!problem) setStep(2);
  }

  async function handleCreate(event: FormEvent) {
    event.preventDefault();
    const problem = checkStepTwo(two, new Date().getFullYear(), t);
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
      toast.success(t('register.checkEmail'));
      navigate('/login', { state: { registeredEmail: one.email.trim() } });
    } catch (failure) {
      setError(authErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={step === 1 ? t('register.titleAccount') : t('register.titleAboutYou')}
      subtitle={t('register.stepOf', { step, total: 2 })}
      footer={
        <Trans
          t={t}
          i18nKey="register.haveAccount"
          components={{
            signInLink: (
              <Link
                to="/login"
                className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
              />
            ),
          }}
        />
      }
    >
      <ol className="flex gap-2" aria-label={t('register.steps')}>
        {[1, 2].map((number) => (
          <li
            key={number}
            aria-current={step === number ? 'step' : undefined}
            className={`h-1.5 flex-1 rounded-full ${step >= number ? 'bg-indigo-600' : 'bg-slate-200 dark:bg-slate-700'}`}
          >
            <span className="sr-only">{t('register.step', { step: number })}</span>
          </li>
        ))}
      </ol>
      {step === 1 ? (
        <>
          <ProviderButtons />
          <form className="space-y-4" onSubmit={handleContinue} noValidate>
            <TextField
              label={t('fields.fullName')}
              autoComplete="name"
              value={one.name}
              onChange={(e) => setOne({ ...one, name: e.target.value })}
            />
            <TextField
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              value={one.email}
              onChange={(e) => setOne({ ...one, email: e.target.value })}
            />
            <PasswordField
              label={t('fields.password')}
              autoComplete="new-password"
              hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              value={one.password}
              onChange={(e) => setOne({ ...one, password: e.target.value })}
            />
            <PasswordField
              label={t('fields.confirmPassword')}
              autoComplete="new-password"
              value={one.confirm}
              onChange={(e) => setOne({ ...one, confirm: e.target.value })}
            />
            {error ? <FormAlert>{error}</FormAlert> : null}
            <Button type="submit" className="w-full">
              {t('register.continue')}
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
              {t('fields.userType')}
            </label>
            <select
              id="user-type"
              value={two.userType}
              onChange={(e) => setTwo({ ...two, userType: e.target.value as UserType })}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
            >
              <option value="">{t('register.selectUserType')}</option>
              {USER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`register.userTypeOption.${type}`, AGE_BANDS[type])}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('fields.birthYear')}
            inputMode="numeric"
            autoComplete="bday-year"
            value={two.birthYear}
            onChange={(e) =>
              setTwo({ ...two, birthYear: e.target.value.replace(/\D/g, '').slice(0, 4) })
            }
          />
          <TextField
            label={t('fields.organization')}
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
              {t('register.back')}
            </Button>
            <Button type="submit" className="flex-1" disabled={busy}>
              {busy ? t('register.submitting') : t('register.submit')}
            </Button>
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {withElements(t('register.terms'), {
              termsLink: (
                <Link to="/terms" className={LEGAL_TEXT_LINK}>
                  {t('register.termsLink')}
                </Link>
              ),
              privacyLink: (
                <Link to="/privacy" className={LEGAL_TEXT_LINK}>
                  {t('register.privacyLink')}
                </Link>
              ),
            })}
          </p>
        </form>
      )}
    </AuthCard>
  );
}
