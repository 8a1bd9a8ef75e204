import { parentConsentTokenQuerySchema, type ParentConsentView } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CardPage } from '../../../components/ui/card-page';
import { ListError } from '../../../components/ui/list-states';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { decideParentConsent, type ParentDecision } from '../api/consent';
import { assessmentKeys } from '../api/keys';
import { isMissing, useParentConsent } from '../api/queries';
import { STATUS_TONES } from '../components/consent-panel';
import { WithdrawConsentButton } from '../components/withdraw-consent-button';
import { refusalOr } from '../utils/error-text';

const COLLECTED = ['answers', 'scores'] as const;

/** What is collected, why, who sees it and for how long, in the parent's language. */
function WhatIsCollected({ name }: { name: string }) {
  const { t } = useTranslation('assessment');
  return (
    <div className="space-y-3 text-left text-sm text-slate-700 dark:text-slate-300">
      <h2 className="text-base font-semibold text-slate-900 dark:text-slate-100">
        {t('parent.collectedTitle')}
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {COLLECTED.map((item) => (
          <li key={item}>{t(`parent.collected.${item}`)}</li>
        ))}
      </ul>
      <h2 className="text-base font-semibold text-slate-900 dark:text-slate-100">
        {t('parent.whyTitle')}
      </h2>
      <p>{t('parent.why', { name })}</p>
      <p>{t('parent.private', { name })}</p>
      <p>{t('parent.kept', { name })}</p>
    </div>
  );
}

/** The recorded decision, said when it changes. */
function RecordedStatus({ view }: { view: ParentConsentView }) {
  const { t } = useTranslation('assessment');
  const date = formatDate(view.decided_at ?? view.requested_at, { dateStyle: 'long' });
  return (
    <div role="status" className="space-y-1 text-center">
      <Badge tone={STATUS_TONES[view.status]}>{t(`consentStatus.${view.status}`)}</Badge>
      <p>{t(`parent.recorded.${view.status}`, { date, name: view.child_name })}</p>
    </div>
  );
}

function Decision({ token, view }: { token: string; view: ParentConsentView }) {
  const { t } = useTranslation('assessment');
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (decision: ParentDecision) => decideParentConsent(token, decision),
    onMutate: () => setError(null),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: assessmentKeys.parentConsent(token) }),
    onError: (failure) => setError(refusalOr(failure, t('parent.failed'))),
  });
  return (
    <div className="space-y-4">
      <RecordedStatus view={view} />
      {view.status === 'pending' ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button disabled={decide.isPending} onClick={() => decide.mutate('grant')}>
            {t('parent.grant')}
          </Button>
          <Button
            variant="secondary"
            disabled={decide.isPending}
            onClick={() => decide.mutate('refuse')}
          >
            {t('parent.refuse')}
          </Button>
        </div>
      ) : view.status === 'granted' ? (
        <div className="flex justify-center">
          <WithdrawConsentButton
            description={t('parent.withdrawText', { name: view.child_name })}
            busy={decide.isPending}
            onConfirm={() => decide.mutate('withdraw')}
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-center text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * /consent/parent?token=: the page a parent's email links to, signed in or not. It names the
 * child, says what the assessment collects and why, and records the parent's decision.
 */
export function ParentConsentPage() {
  const { t } = useTranslation('assessment');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = parentConsentTokenQuerySchema.safeParse({ token }).success;
  const view = useParentConsent(token, wellFormed);

  if (!wellFormed || (view.isError && isMissing(view.error)))
    return (
      <CardPage title={t('parent.title')}>
        <p role="alert" className="text-center">
          {t('parent.invalid')}
        </p>
        <p className="text-center text-sm text-slate-600 dark:text-slate-300">
          {t('parent.invalidHelp')}
        </p>
      </CardPage>
    );
  if (view.isError)
    return (
      <CardPage title={t('parent.title')}>
        <ListError
          error={view.error}
          fallback={t('parent.loadFailed')}
          onRetry={() => void view.refetch()}
        />
      </CardPage>
    );
  if (!view.data)
    return (
      <CardPage title={t('parent.title')}>
        <Spinner label={t('parent.loading')} />
      </CardPage>
    );
  return (
    <CardPage
      title={t('parent.title')}
      subtitle={t('parent.intro', { name: view.data.child_name })}
    >
      <WhatIsCollected name={view.data.child_name} />
      <Decision token={token} view={view.data} />
    </CardPage>
  );
}
