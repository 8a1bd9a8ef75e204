import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText, apiRefusalText } from '../../../lib/api-error-text';
import { formatDate } from '../../../lib/format';
import { saveBlob } from '../../../lib/save-blob';
import { authApi } from '../api/auth-api';
import { SECOND_FACTOR_KEY, useSecondFactorStatus } from '../api/second-factor-queries';
import { authErrorMessage, type AuthT } from '../utils/auth-errors';
import { FormAlert } from './auth-card';
import { PasswordField } from './password-field';
import { SecondFactorCodeField } from './second-factor-step';

type Errors = { code?: string; password?: string; form?: string };

/** A refused second-factor change, as the field it names or a line under the form. */
function errorsOf(failure: unknown, t: AuthT): Errors {
  if (!(failure instanceof ApiError)) return { form: authErrorMessage(failure, t) };
  const field = failure.details?.[0]?.field;
  if (failure.code === 'INVALID_CODE') return { code: t('errors:codes.INVALID_CODE') };
  if (failure.code === 'INVALID_CURRENT_PASSWORD')
    return { password: t('validation:currentPasswordIncorrect') };
  if (field === 'body.password') return { password: t('validation:currentPasswordRequired') };
  if (field === 'body.code') return { code: t('validation:totpCode') };
  return { form: apiRefusalText(failure, authErrorMessage(failure, t)) };
}

/**
 * A form's code, errors and pending state, and its submit: `run` gets the trimmed code, and
 * its answer goes to `onDone`; a refusal lands on the field it names.
 */
function useCodeForm<T>(run: (code: string) => Promise<T>, onDone: (answer: T) => void) {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  async function submit() {
    if (!code.trim()) return setErrors({ code: t('validation:totpCode') });
    setBusy(true);
    setErrors({});
    try {
      onDone(await run(code.trim()));
    } catch (failure) {
      setErrors(errorsOf(failure, t));
    } finally {
      setBusy(false);
    }
  }
  return { code, setCode, errors, busy, submit };
}

/** A form of the section: its fields, the error they got, and a submit button. */
function FactorForm({
  onSubmit,
  busy,
  submit,
  error,
  children,
  onCancel,
}: {
  onSubmit: () => Promise<void>;
  busy: boolean;
  submit: string;
  error?: string | undefined;
  children: ReactNode;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      {error ? (
        <div className="sm:col-span-2">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {submit}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('twoFactor.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Ten recovery codes, shown once, to copy or download before they are gone. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const text = `${codes.join('\n')}\n`;
  return (
    <div className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950">
      <h3 className="font-semibold">{t('twoFactor.codesTitle')}</h3>
      <p className="text-sm">{t('twoFactor.codesIntro')}</p>
      <ol
        aria-label={t('twoFactor.codesTitle')}
        className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard.writeText(text).then(
              () => toast.success(t('twoFactor.copied')),
              () => toast.error(t('twoFactor.copyFailed')),
            )
          }
        >
          {t('twoFactor.copy')}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            saveBlob(new Blob([text], { type: 'text/plain' }), 'quizarena-recovery-codes.txt')
          }
        >
          {t('twoFactor.download')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.saved')}</Button>
      </div>
    </div>
  );
}

/** The current password, which accounts made through a provider do not have. */
function CurrentPassword({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField
      label={t('fields.currentPassword')}
      hint={t('twoFactor.passwordHint')}
      autoComplete="current-password"
      value={value}
      {...(error ? { error } : {})}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

type Setup = { otpauth_uri: string; secret: string };

/** Setting up: the QR code and the secret as text, then the first code (and the password). */
function SetupForm({ setup, onDone }: { setup: Setup; onDone: (codes: string[]) => void }) {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const [password, setPassword] = useState('');
  const { code, setCode, errors, busy, submit } = useCodeForm(
    (typed) => authApi.confirmSecondFactor({ code: typed, ...(password ? { password } : {}) }),
    onDone,
  );
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>{t('twoFactor.scan')}</li>
        <li>{t('twoFactor.typeCode')}</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        <div className="rounded-lg bg-white p-3">
          <QRCodeSVG
            value={setup.otpauth_uri}
            size={176}
            role="img"
            aria-label={t('twoFactor.qrLabel')}
            title={t('twoFactor.qrLabel')}
          />
        </div>
        <div className="space-y-1 text-sm">
          <p>{t('twoFactor.manual')}</p>
          <p>
            <code
              aria-label={t('twoFactor.secretLabel')}
              className="rounded bg-slate-100 px-2 py-1 font-mono tracking-wider break-all dark:bg-slate-800"
            >
              {setup.secret.match(/.{1,4}/g)?.join(' ')}
            </code>
          </p>
        </div>
      </div>
      <FactorForm
        onSubmit={submit}
        busy={busy}
        submit={busy ? t('twoFactor.turningOn') : t('twoFactor.turnOn')}
        error={errors.form}
      >
        <SecondFactorCodeField
          recovery={false}
          value={code}
          onChange={setCode}
          error={errors.code}
        />
        <CurrentPassword value={password} onChange={setPassword} error={errors.password} />
      </FactorForm>
    </div>
  );
}

/** Turning it off: the password and a code from the app or a recovery code. */
function DisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const [recovery, setRecovery] = useState(false);
  const [password, setPassword] = useState('');
  const { code, setCode, errors, busy, submit } = useCodeForm(
    (typed) => authApi.disableSecondFactor({ code: typed, ...(password ? { password } : {}) }),
    onDone,
  );
  return (
    <FactorForm
      onSubmit={submit}
      busy={busy}
      submit={t('twoFactor.turnOff')}
      error={errors.form}
      onCancel={onCancel}
    >
      <CurrentPassword value={password} onChange={setPassword} error={errors.password} />
      <div className="space-y-1">
        <SecondFactorCodeField
          recovery={recovery}
          value={code}
          onChange={setCode}
          error={errors.code}
        />
        <button
          type="button"
          className="min-h-6 rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300"
          onClick={() => {
            setRecovery((shown) => !shown);
            setCode('');
          }}
        >
          {t(recovery ? 'secondFactor.useApp' : 'secondFactor.useRecovery')}
        </button>
      </div>
    </FactorForm>
  );
}

/** New recovery codes for a fresh code from the app. */
function RegenerateForm({
  onDone,
  onCancel,
}: {
  onDone: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const { code, setCode, errors, busy, submit } = useCodeForm(
    authApi.regenerateRecoveryCodes,
    onDone,
  );
  return (
    <FactorForm
      onSubmit={submit}
      busy={busy}
      submit={t('twoFactor.newCodes')}
      error={errors.form}
      onCancel={onCancel}
    >
      <SecondFactorCodeField recovery={false} value={code} onChange={setCode} error={errors.code} />
    </FactorForm>
  );
}

type Panel = 'none' | 'disable' | 'regenerate';

/**
 * Security settings, beside the password: two-factor authentication with an authenticator app.
 * Any player may turn it on; staff need it for the admin console.
 */
export function TwoFactorSection() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const queryClient = useQueryClient();
  const status = useSecondFactorStatus();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [panel, setPanel] = useState<Panel>('none');
  const [starting, setStarting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SECOND_FACTOR_KEY });

  async function start() {
    setStarting(true);
    try {
      setSetup(await authApi.startSecondFactorSetup());
    } catch (failure) {
      toast.error(apiRefusalText(failure, authErrorMessage(failure, t)));
    } finally {
      setStarting(false);
    }
  }

  let body: ReactNode;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (status.isPending) {
    body = <p>{t('twoFactor.loading')}</p>;
  } else if (status.isError) {
    body = <p role="alert">{apiErrorText(status.error, t('errors:codes.INTERNAL_ERROR'))}</p>;
  } else if (!status.data.enabled && setup) {
    body = (
      <SetupForm
        setup={setup}
        onDone={(fresh) => {
          setSetup(null);
          setCodes(fresh);
          toast.success(t('twoFactor.on'));
          void refresh();
        }}
      />
    );
  } else if (!status.data.enabled) {
    body = (
      <div className="space-y-3">
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('twoFactor.offIntro')}</p>
        <Button onClick={() => void start()} disabled={starting}>
          {t('twoFactor.setUp')}
        </Button>
      </div>
    );
  } else {
    const { enabled_at, recovery_codes_left } = status.data;
    body = (
      <div className="space-y-3">
        <p className="text-sm">
          {t('twoFactor.onSince', { date: formatDate(enabled_at ?? new Date().toISOString()) })}{' '}
          {t('twoFactor.codesLeft', { count: recovery_codes_left })}
        </p>
        {panel === 'disable' ? (
          <DisableForm
            onCancel={() => setPanel('none')}
            onDone={() => {
              setPanel('none');
              toast.success(t('twoFactor.off'));
              void refresh();
            }}
          />
        ) : panel === 'regenerate' ? (
          <RegenerateForm
            onCancel={() => setPanel('none')}
            onDone={(fresh) => {
              setPanel('none');
              setCodes(fresh);
              void refresh();
            }}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setPanel('regenerate')}>
              {t('twoFactor.newCodes')}
            </Button>
            <Button variant="danger" onClick={() => setPanel('disable')}>
              {t('twoFactor.turnOff')}
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <section id="two-factor" aria-labelledby="two-factor-heading" className="space-y-3">
      <h2 id="two-factor-heading" className="text-lg font-semibold">
        {t('twoFactor.heading')}
      </h2>
      {body}
    </section>
  );
}
