import { consentRequestBodySchema, type ParentalConsent } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ListError, ListLoading } from '../../../components/ui/list-states';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/format';
import { requestConsent, withdrawConsent } from '../api/consent';
import { assessmentKeys } from '../api/keys';
import { markAssessmentStale, useConsent } from '../api/queries';
import { refusalOr } from '../utils/error-text';
import { Facts } from './facts';
import { WithdrawConsentButton } from './withdraw-consent-button';

export const STATUS_TONES: Record<NonNullable<ParentalConsent['status']>, BadgeTone> = {
  pending: 'amber',
  granted: 'green',
  refused: 'red',
  withdrawn: 'slate',
};

/** Consent changed: read it again now, and everything the assessment shows when next asked. */
function useConsentChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await markAssessmentStale(queryClient);
    await queryClient.invalidateQueries({ queryKey: assessmentKeys.consent() });
  };
}

function ConsentStatus({ consent }: { consent: ParentalConsent }) {
  const { t } = useTranslation('assessment');
  if (!consent.status) return null;
  const facts = [
    { label: t('consent.parentEmail'), value: consent.parent_email },
    {
      label: t('consent.requested'),
      value: consent.requested_at ? formatDate(consent.requested_at, { dateStyle: 'long' }) : null,
    },
    {
      label: t('consent.decided'),
      value: consent.decided_at ? formatDate(consent.decided_at, { dateStyle: 'long' }) : null,
    },
  ].flatMap((fact) => (fact.value === null ? [] : [{ label: fact.label, value: fact.value }]));
  return (
    <div className="space-y-2">
      <p>
        <span className="font-semibold">{t('consent.status')}: </span>
        <Badge tone={STATUS_TONES[consent.status]}>{t(`consentStatus.${consent.status}`)}</Badge>
      </p>
      <Facts items={facts} className="sm:grid-cols-3" />
    </div>
  );
}

/** The parent's address, sent (or sent again) to ask for consent. */
function RequestForm({ again }: { again: boolean }) {
  const { t } = useTranslation('assessment');
  const changed = useConsentChanged();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: requestConsent,
    onSuccess: async () => {
      setEmail('');
      toast.success(t('consent.sent'));
      await changed();
    },
    onError: (failure) => toast.error(refusalOr(failure, t('consent.sendFailed'))),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = consentRequestBodySchema.safeParse({ parent_email: email.trim() });
    if (!checked.success) {
      setError(t('consent.invalidEmail'));
      return;
    }
    setError(undefined);
    send.mutate(checked.data.parent_email);
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-3">
      <TextField
        label={t('consent.emailLabel')}
        type="email"
        autoComplete="off"
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" disabled={send.isPending}>
        {again ? t('consent.resend') : t('consent.send')}
      </Button>
    </form>
  );
}

function WithdrawButton() {
  const { t } = useTranslation('assessment');
  const changed = useConsentChanged();
  const withdraw = useMutation({
    mutationFn: withdrawConsent,
    onSuccess: async () => {
      toast.success(t('consent.withdrawn'));
      await changed();
    },
    onError: (failure) => toast.error(refusalOr(failure, t('consent.withdrawFailed'))),
  });
  return (
    <WithdrawConsentButton
      description={t('consent.withdrawText')}
      busy={withdraw.isPending}
      onConfirm={() => withdraw.mutate()}
    />
  );
}

/**
 * The own profile's Consent tab: whether a parent's consent is needed for the assessment; if
 * so, where it stands (with its dates), a request to the parent's address (or again), and
 * withdrawing it, which hides the results until it is given again.
 */
export function ConsentPanel() {
  const { t } = useTranslation('assessment');
  const consent = useConsent();
  if (consent.isError)
    return (
      <ListError
        error={consent.error}
        fallback={t('consent.loadFailed')}
        onRetry={() => void consent.refetch()}
      />
    );
  if (!consent.data) return <ListLoading label={t('consent.loading')} rows={1} />;
  const data = consent.data;
  return (
    <section
      aria-labelledby="consent-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="consent-title" className="text-lg font-semibold">
        {t('consent.title')}
      </h2>
      {data.required ? (
        <>
          <p className="text-slate-700 dark:text-slate-300">{t('consent.explain')}</p>
          <ConsentStatus consent={data} />
          {data.status === 'granted' ? (
            <WithdrawButton />
          ) : (
            <RequestForm again={data.status !== null} />
          )}
        </>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">{t('consent.notRequired')}</p>
      )}
    </section>
  );
}
