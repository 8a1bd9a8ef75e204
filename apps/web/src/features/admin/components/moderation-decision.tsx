import {
  ACCOUNT_REASON_MAX,
  MODERATION_SANCTIONS,
  type ModerationApproveBody,
  type ModerationItemDetail,
  type ModerationSanction,
} from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatNumber } from '../../../lib/format';
import { approveModerationItem, rejectModerationItem } from '../api/moderation';
import { adminKeys } from '../api/queries';
import { instantOf, localNow } from '../utils/local-time';
import { refusalOfAction } from '../utils/refusal';
import { MINUTE } from './account-bits';
import { ActionCard } from './action-card';

type Item = ModerationItemDetail;

/** The body's fields a decision's form shows refusals beside. */
const BODY_FIELDS = ['reason', 'remove_content', 'sanction', 'until', 'correction'] as const;

/**
 * A decision on the item: on success it says `done`, reads every console view again (the queue,
 * the person's account and standing) and goes back to the queue. A refusal is kept for the form:
 * a 400's words beside its fields, a 409 (someone else's claim, already decided) in the
 * server's words; a 409 also reads the item again, so the page shows how it stands now.
 */
export function useDecision<B, R>(
  run: (body: B) => Promise<R>,
  done: string | ((result: R) => string),
) {
  const { t } = useTranslation('adminModeration');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      toast.success(typeof done === 'string' ? done : done(result));
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      navigate('/admin/moderation');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: adminKeys.moderation });
    },
  });
  return { mutation, refusal: refusalOfAction(mutation, BODY_FIELDS, t('decide.failed')) };
}

/** The reason every decision is recorded with (`hint`: who reads it). */
export function ReasonField({
  value,
  onChange,
  error,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}) {
  const { t } = useTranslation('adminModeration');
  return (
    <TextArea
      label={t('decide.reason')}
      hint={hint ?? t('decide.reasonHint')}
      value={value}
      maxLength={ACCOUNT_REASON_MAX}
      rows={2}
      required
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

/**
 * Uphold the item: for a reported message, remove it if asked (for a reported group or room
 * name, reset it to a neutral one); for anyone, a sanction (a mute or
 * suspension until a time). It asks first whenever it takes something away: content, points
 * (a confirmed flag voids the session's) or the person's standing.
 */
export function UpholdForm({ item }: { item: Item }) {
  const { t } = useTranslation('adminModeration');
  const [reason, setReason] = useState('');
  const [remove, setRemove] = useState(false);
  const [sanction, setSanction] = useState<ModerationSanction | ''>('');
  const [until, setUntil] = useState('');
  const [asking, setAsking] = useState(false);
  const flag = item.kind === 'flagged_session';
  const publication = item.kind === 'set_publication';
  const messageReport = item.kind === 'report' && item.subject_type === 'message';
  const nameReport =
    item.kind === 'report' && (item.subject_type === 'study_group' || item.subject_type === 'room');
  const removable = messageReport || nameReport;
  const timed = sanction === 'mute' || sanction === 'suspend';
  const action = useDecision(
    (body: ModerationApproveBody) => approveModerationItem(item.id, body),
    flag
      ? t('decide.done.confirmed')
      : publication
        ? t('decide.done.published')
        : t('decide.done.upheld'),
  );
  const body: ModerationApproveBody = {
    reason,
    remove_content: removable && remove,
    ...(sanction ? { sanction } : {}),
    ...(timed ? { until: instantOf(until) } : {}),
  };
  const destructive = flag || body.remove_content || sanction !== '';

  const name = item.subject?.name ?? t('erased');
  const points = item.session?.points ?? 0;
  const end = body.until ? formatDate(body.until, MINUTE) : t('decide.noEnd');
  const consequences = [
    flag
      ? t('decide.consequences.points', {
          name,
          count: points,
          points: formatNumber(points),
        })
      : null,
    body.remove_content
      ? nameReport
        ? t('decide.consequences.removeName')
        : t('decide.consequences.remove')
      : null,
    sanction ? t(`decide.consequences.${sanction}`, { name, until: end }) : null,
  ].filter((text): text is string => text !== null);

  const submitLabel = flag
    ? t('decide.uphold.submitFlag')
    : publication
      ? t('decide.uphold.submitSet')
      : t('decide.uphold.submit');
  return (
    <ActionCard
      title={
        flag
          ? t('decide.uphold.titleFlag')
          : publication
            ? t('decide.uphold.titleSet')
            : t('decide.uphold.title')
      }
      description={
        flag
          ? t('decide.uphold.descriptionFlag')
          : publication
            ? t('decide.uphold.descriptionSet')
            : t('decide.uphold.description')
      }
      submitLabel={submitLabel}
      destructive={destructive}
      refusal={action.refusal.general}
      pending={action.mutation.isPending}
      onSubmit={() => (destructive ? setAsking(true) : action.mutation.mutate(body))}
      asks={
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={flag ? t('decide.uphold.confirmFlag') : t('decide.uphold.confirm')}
          description={consequences.join(' ')}
          confirmLabel={submitLabel}
          destructive
          onConfirm={() => action.mutation.mutate(body)}
        />
      }
    >
      <ReasonField value={reason} onChange={setReason} error={action.refusal.fields.reason} />
      {removable ? (
        <CheckboxField
          label={nameReport ? t('decide.removeName') : t('decide.removeMessage')}
          checked={remove}
          onChange={setRemove}
          error={action.refusal.fields.remove_content}
        />
      ) : null}
      {item.subject && !publication ? (
        <SelectField
          label={t('decide.sanction')}
          value={sanction}
          onChange={(next) => setSanction(next as ModerationSanction | '')}
          error={action.refusal.fields.sanction}
        >
          <option value="">{t('decide.sanctions.none')}</option>
          {MODERATION_SANCTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`decide.sanctions.${option}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {timed ? (
        <TextField
          type="datetime-local"
          label={sanction === 'mute' ? t('decide.muteUntil') : t('decide.suspendUntil')}
          value={until}
          min={localNow()}
          required
          onChange={(event) => setUntil(event.target.value)}
          error={action.refusal.fields.until}
        />
      ) : null}
    </ActionCard>
  );
}

/**
 * Dismiss a report (nothing against the rules), clear a flag (the points go on the boards), or
 * reject a question's disputes (the answer stands; each disputer reads the reason).
 */
export function DismissForm({ item }: { item: Item }) {
  const { t } = useTranslation('adminModeration');
  const [reason, setReason] = useState('');
  const flag = item.kind === 'flagged_session';
  const dispute = item.kind === 'answer_dispute';
  const publication = item.kind === 'set_publication';
  const action = useDecision(
    (text: string) => rejectModerationItem(item.id, { reason: text }),
    flag
      ? t('decide.done.cleared')
      : dispute
        ? t('decide.done.rejectedDisputes')
        : publication
          ? t('decide.done.refused')
          : t('decide.done.dismissed'),
  );
  const words = flag
    ? {
        title: t('decide.dismiss.titleFlag'),
        description: t('decide.dismiss.descriptionFlag'),
        submit: t('decide.dismiss.submitFlag'),
      }
    : dispute
      ? {
          title: t('decide.rejectDisputes.title'),
          description: t('decide.rejectDisputes.description'),
          submit: t('decide.rejectDisputes.submit'),
        }
      : publication
        ? {
            title: t('decide.dismiss.titleSet'),
            description: t('decide.dismiss.descriptionSet'),
            submit: t('decide.dismiss.submitSet'),
          }
        : {
            title: t('decide.dismiss.title'),
            description: t('decide.dismiss.description'),
            submit: t('decide.dismiss.submit'),
          };
  return (
    <ActionCard
      title={words.title}
      description={words.description}
      submitLabel={words.submit}
      destructive={false}
      refusal={action.refusal.general}
      pending={action.mutation.isPending}
      onSubmit={() => action.mutation.mutate(reason)}
    >
      <ReasonField
        value={reason}
        onChange={setReason}
        error={action.refusal.fields.reason}
        {...(dispute ? { hint: t('decide.reasonHintDispute') } : {})}
      />
    </ActionCard>
  );
}
