import { canManage, type StudyGroup } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { copyLink } from '../../../components/ui/share-button';
import { TextField } from '../../../components/ui/text-field';
import { apiRefusalText } from '../../../lib/api-error-text';
import { refreshGroup } from '../api/queries';
import { manageGroup } from '../api/study-groups';
import { CARD_CLASSES } from './group-card';

/** Where an invite code leads: the invite page of this app. */
export const inviteUrl = (code: string) =>
  `${window.location.origin}/study-groups/join/${encodeURIComponent(code)}`;

/** An invite-only group's link for its owner and moderators; the owner may reset it. */
export function InviteLink({ group }: { group: StudyGroup }) {
  const { t } = useTranslation('studyGroups');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({
    mutationFn: () => manageGroup(group.id, { action: 'reset_invite' }),
    onSuccess: () => refreshGroup(queryClient, group.id),
    onError: (error) => toast.error(apiRefusalText(error, t('toasts.actionFailed'))),
  });
  const url = inviteUrl(group.invite_code ?? '');
  const mayReset = canManage(group.my_role, 'reset_invite');
  return (
    <section className={`${CARD_CLASSES} space-y-3`} aria-labelledby="study-group-invite">
      <h2 id="study-group-invite" className="text-lg font-bold">
        {t('members.invite')}
      </h2>
      <TextField label={t('members.invite')} hint={t('members.inviteHint')} value={url} readOnly />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copyLink(url)}>
          {t('members.copy')}
        </Button>
        {mayReset ? (
          <Button
            variant="secondary"
            disabled={reset.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('members.reset')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('members.resetTitle')}
        description={t('members.resetDescription')}
        confirmLabel={t('members.reset')}
        destructive
        onConfirm={() => reset.mutate()}
      />
    </section>
  );
}
