import { SET_VISIBILITIES, type QuestionSet, type SetVisibility } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { copyLink } from '../../../components/ui/share-button';
import { TextField } from '../../../components/ui/text-field';
import { apiRefusalText } from '../../../lib/api-error-text';
import { rotateShareKey, setVisibility } from '../api/question-sets';
import { setKeys } from '../api/keys';
import { SetStatus } from './set-status';

/** Where a set's share link leads. */
export const sharedPath = (key: string) => `/sets/shared/${encodeURIComponent(key)}`;

/**
 * Who may play the set: only its owner, anyone with its link, or everyone once a moderator
 * approves it (asked for with Public). Shows where publication stands and the moderator's note,
 * and the share link with Copy and New link (the old one stops working).
 */
export function SetSharingSection({ set }: { set: QuestionSet }) {
  const { t } = useTranslation('questionSets');
  const queryClient = useQueryClient();
  const name = useId();
  const [rotating, setRotating] = useState(false);
  const saved = (changed: QuestionSet) => {
    queryClient.setQueryData(setKeys.one(set.id), changed);
    void queryClient.invalidateQueries({ queryKey: setKeys.mine() });
  };
  const visibility = useMutation({
    mutationFn: (next: SetVisibility) => setVisibility(set.id, next),
    onSuccess: (changed) => {
      saved(changed);
      toast.success(t(`sharing.changed.${changed.visibility}`));
    },
    onError: (error) => toast.error(apiRefusalText(error, t('sharing.failed'))),
  });
  const rotate = useMutation({
    mutationFn: () => rotateShareKey(set.id),
    onSuccess: (changed) => {
      saved(changed);
      toast.success(t('sharing.rotated'));
    },
    onError: (error) => toast.error(apiRefusalText(error, t('sharing.failed'))),
  });
  const link = set.share_key ? `${window.location.origin}${sharedPath(set.share_key)}` : null;
  return (
    <section aria-labelledby="set-sharing" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="set-sharing" className="text-xl font-semibold">
          {t('sharing.title')}
        </h2>
        <SetStatus set={set} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('sharing.legend')}
        </legend>
        {SET_VISIBILITIES.map((option) => (
          <div
            key={option}
            className="flex gap-3 rounded-xl border border-slate-300 p-3 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 dark:border-slate-600 dark:has-[:checked]:bg-indigo-950"
          >
            <input
              id={`${name}-${option}`}
              type="radio"
              name={name}
              value={option}
              checked={set.visibility === option}
              disabled={visibility.isPending}
              onChange={() => visibility.mutate(option)}
              aria-describedby={`${name}-${option}-hint`}
              className="mt-1 h-4 w-4 accent-indigo-600"
            />
            <div>
              <label htmlFor={`${name}-${option}`} className="block cursor-pointer font-semibold">
                {t(`sharing.options.${option}`)}
              </label>
              <p
                id={`${name}-${option}-hint`}
                className="text-sm text-slate-600 dark:text-slate-400"
              >
                {t(`sharing.hints.${option}`)}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      {set.visibility === 'public' ? (
        <div role="status" className="space-y-2 rounded-xl bg-slate-50 p-4 dark:bg-slate-800">
          <p className="font-semibold">{t(`sharing.review.${set.review_status ?? 'pending'}`)}</p>
          {set.review_note ? (
            <p className="text-sm">{t('sharing.note', { note: set.review_note })}</p>
          ) : null}
          {set.review_status === 'rejected' ? (
            <Button variant="secondary" onClick={() => visibility.mutate('public')}>
              {t('sharing.askAgain')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {link ? (
        <div className="space-y-2">
          <TextField label={t('sharing.link')} value={link} readOnly spellCheck={false} />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void copyLink(link)}>
              <Copy className="h-4 w-4" aria-hidden="true" />
              {t('sharing.copy')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => setRotating(true)}
              disabled={rotate.isPending}
            >
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              {t('sharing.rotate')}
            </Button>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={rotating}
        onOpenChange={setRotating}
        title={t('sharing.rotateTitle')}
        description={t('sharing.rotateDescription')}
        confirmLabel={t('sharing.rotate')}
        onConfirm={() => rotate.mutate()}
      />
    </section>
  );
}
