import type { ModerationItemDetail } from '@quizarena/contracts';
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ListError, ListLoading } from '../../../components/ui/list-states';
import { ApiError } from '../../../lib/api-client';
import { apiRefusalText } from '../../../lib/api-error-text';
import { formatDate } from '../../../lib/format';
import { claimModerationItem } from '../api/moderation';
import { adminKeys, useModerationItem } from '../api/queries';
import { LINK } from '../components/account-bits';
import { ClaimHolder, kindLabel, reasonLabel } from '../components/moderation-bits';
import {
  NamedPanel,
  ReportPanel,
  SessionPanel,
  ThreadPanel,
  Panel,
} from '../components/moderation-content';
import { CorrectionForm } from '../components/moderation-correction';
import { DismissForm, UpholdForm } from '../components/moderation-decision';
import { DisputePanel } from '../components/moderation-dispute';
import { PersonRecordPanel } from '../components/moderation-record';
import { QuestionSetPanel } from '../components/moderation-set';

type Claim = Awaited<ReturnType<typeof claimModerationItem>>;

/**
 * Opening an item claims it (again on Try again): the queue shows it as this moderator's, and
 * other moderators are kept from it while the claim lasts.
 */
function useClaimOnOpen(id: string) {
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: () => claimModerationItem(id),
    // The queue shows the new holder; a refusal also reads the item again (whose claim it is).
    onSettled: (_claim, error) =>
      void queryClient.invalidateQueries({
        queryKey: error ? adminKeys.moderation : [...adminKeys.moderation, 'queue'],
      }),
  });
  const { mutate } = claim;
  useEffect(() => mutate(), [id, mutate]);
  return claim;
}

const CLAIM_TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** Whether this moderator holds the item, or why not (another's claim in the server's words). */
function ClaimStatus({
  claim,
  item,
}: {
  claim: UseMutationResult<Claim, Error, void>;
  item: ModerationItemDetail;
}) {
  const { t } = useTranslation('adminModeration');
  if (claim.isSuccess)
    return (
      <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
        {t('detail.claimed', { until: formatDate(claim.data.expires_at, CLAIM_TIME) })}
      </p>
    );
  if (!claim.isError)
    return (
      <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
        {t('detail.claiming')}
      </p>
    );
  const error = claim.error;
  const held = error instanceof ApiError && error.code === 'ITEM_CLAIMED';
  return (
    <div
      role="alert"
      className="space-y-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">{apiRefusalText(error, t('detail.claimFailed'))}</p>
      {held && item.claim && !item.claim.mine ? (
        <p className="text-sm">
          {t('detail.heldBy')} <ClaimHolder claim={item.claim} />
        </p>
      ) : null}
      {error instanceof ApiError && error.code === 'ITEM_DECIDED' ? null : (
        <Button variant="secondary" onClick={() => claim.mutate()} disabled={claim.isPending}>
          {t('detail.claimAgain')}
        </Button>
      )}
    </div>
  );
}

/**
 * /admin/moderation/:id: one item with what a moderator decides on (the report and the content
 * as reported, the thread around a message, a reported group or room as it is now, a flagged
 * session's answer times, the person's record; a disputed question with its statistics and
 * disputes) and, once claimed, the decisions.
 */
export function ModerationItemPage() {
  const { t } = useTranslation('adminModeration');
  const { id = '' } = useParams();
  const item = useModerationItem(id);
  const claim = useClaimOnOpen(id);

  const back = (
    <Link to="/admin/moderation" className={`inline-flex items-center gap-1 text-sm ${LINK}`}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );
  if (item.isPending)
    return (
      <section className="space-y-4">
        {back}
        <ListLoading label={t('detail.loading')} />
      </section>
    );
  if (item.isError)
    return (
      <section className="space-y-4">
        {back}
        <ListError
          error={item.error}
          fallback={t('detail.loadFailed')}
          onRetry={() => void item.refetch()}
        />
      </section>
    );

  const data = item.data;
  return (
    <section aria-labelledby="admin-moderation-item-title" className="space-y-6">
      {back}
      <div className="space-y-2">
        <h2 id="admin-moderation-item-title" className="text-xl font-semibold">
          {t('detail.title', { kind: kindLabel(data, t), reason: reasonLabel(data.reason, t) })}
        </h2>
        {data.status === 'pending' ? (
          <ClaimStatus claim={claim} item={data} />
        ) : (
          <p role="status" className="font-medium">
            {t(`detail.decided.${data.status}`)}
          </p>
        )}
      </div>
      <ReportPanel item={data} />
      {data.thread ? <ThreadPanel thread={data.thread} /> : null}
      {data.named ? <NamedPanel named={data.named} /> : null}
      {data.session ? <SessionPanel session={data.session} /> : null}
      {data.question_set ? <QuestionSetPanel set={data.question_set} /> : null}
      {data.dispute ? <DisputePanel dispute={data.dispute} /> : <PersonRecordPanel item={data} />}
      {data.status === 'pending' && claim.isSuccess ? (
        <Panel title={t('decide.title')}>
          <div className="grid gap-4 lg:grid-cols-2">
            {data.kind === 'answer_dispute' ? (
              <CorrectionForm item={data} />
            ) : (
              <UpholdForm item={data} />
            )}
            <DismissForm item={data} />
          </div>
        </Panel>
      ) : null}
    </section>
  );
}
