import {
  canManage,
  type StudyGroup,
  type StudyGroupAction,
  type StudyGroupMember,
} from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListError, ListLoading } from '../../../components/ui/list-states';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { apiRefusalText } from '../../../lib/api-error-text';
import { refreshGroup, useMembers } from '../api/queries';
import { manageGroup } from '../api/study-groups';
import { OnlineDot } from './badges';
import { CARD_CLASSES } from './group-card';
import { InviteLink } from './invite-link';

type Command = { action: Exclude<StudyGroupAction, 'reset_invite'>; userId: string };
type Confirmable = { action: 'remove' | 'transfer_ownership'; member: StudyGroupMember };

/** The actions on one member the caller's role allows (the rule lives in the contracts). */
function memberActions(group: StudyGroup, member: StudyGroupMember, me: string) {
  const role = group.my_role;
  if (member.user_id === me) return [];
  const actions: Command['action'][] = [];
  if (member.role === 'member' && canManage(role, 'promote', member.role)) actions.push('promote');
  if (member.role === 'moderator' && canManage(role, 'demote', member.role)) actions.push('demote');
  if (canManage(role, 'remove', member.role)) actions.push('remove');
  if (canManage(role, 'transfer_ownership', member.role)) actions.push('transfer_ownership');
  return actions;
}

const REQUEST_ACTIONS = ['approve', 'reject'] as const;

const ACTION_LABEL = {
  approve: 'members.approve',
  reject: 'members.reject',
  promote: 'members.promote',
  demote: 'members.demote',
  remove: 'members.remove',
  transfer_ownership: 'members.transfer',
} as const;

/**
 * The group's members with their role, presence and attendance; for the owner and moderators,
 * the pending requests and the member actions their role allows, and an invite-only group's link.
 */
export function MembersPanel({ group, me }: { group: StudyGroup; me: string }) {
  const { t } = useTranslation('studyGroups');
  const queryClient = useQueryClient();
  const members = useMembers(group.id, true);
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const manage = useMutation({
    mutationFn: ({ action, userId }: Command) => manageGroup(group.id, { action, user_id: userId }),
    onSuccess: () => refreshGroup(queryClient, group.id),
    onError: (error) => toast.error(apiRefusalText(error, t('toasts.actionFailed'))),
  });
  const run = (action: Command['action'], member: StudyGroupMember) => {
    if (action === 'remove' || action === 'transfer_ownership') setConfirming({ action, member });
    else manage.mutate({ action, userId: member.user_id });
  };

  if (members.isError) {
    return (
      <ListError
        error={members.error}
        fallback={t('members.loadFailed')}
        onRetry={() => void members.refetch()}
      />
    );
  }
  if (!members.data) return <ListLoading label={t('detail.loading')} />;
  const managesRequests = canManage(group.my_role, 'approve', 'member');

  return (
    <div className="space-y-6">
      {group.type === 'invite_only' && group.invite_code && group.my_role !== 'member' ? (
        <InviteLink group={group} />
      ) : null}
      {managesRequests ? (
        <section className={CARD_CLASSES} aria-labelledby="study-group-requests">
          <h2 id="study-group-requests" className="mb-3 text-lg font-bold">
            {t('members.requests')}
          </h2>
          {members.data.requests.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('members.noRequests')}</p>
          ) : (
            <ul className="space-y-3">
              {members.data.requests.map((request) => (
                <li key={request.user_id} className="flex flex-wrap items-center gap-3">
                  <UserAvatar name={request.name} avatarUrl={request.avatar_url} size="sm" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">{request.name}</p>
                    {request.join_message ? (
                      <p className="text-sm text-slate-600 dark:text-slate-300">
                        {request.join_message}
                      </p>
                    ) : null}
                  </div>
                  <div
                    className="flex gap-2"
                    role="group"
                    aria-label={t('members.actionsFor', { name: request.name })}
                  >
                    {REQUEST_ACTIONS.map((action) => (
                      <Button
                        key={action}
                        variant={action === 'approve' ? 'primary' : 'secondary'}
                        disabled={manage.isPending}
                        onClick={() => manage.mutate({ action, userId: request.user_id })}
                      >
                        {t(ACTION_LABEL[action])}
                      </Button>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <ul className="space-y-3" aria-label={t('members.listLabel')}>
        {members.data.members.map((member) => {
          const actions = memberActions(group, member, me);
          return (
            <li
              key={member.user_id}
              className={`${CARD_CLASSES} flex flex-wrap items-center gap-3`}
            >
              <span className="relative">
                <UserAvatar name={member.name} avatarUrl={member.avatar_url} />
                <OnlineDot online={member.online} label={t('members.online')} />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {member.name} {member.user_id === me ? t('members.you') : null}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {t(`roles.${member.role}`)} ·{' '}
                  {t('members.sessionsAttended', { count: member.sessions_attended })}
                </p>
              </div>
              {actions.length > 0 ? (
                <div
                  className="flex flex-wrap gap-2"
                  role="group"
                  aria-label={t('members.actionsFor', { name: member.name })}
                >
                  {actions.map((action) => (
                    <Button
                      key={action}
                      variant={action === 'remove' ? 'danger' : 'secondary'}
                      disabled={manage.isPending}
                      onClick={() => run(action, member)}
                    >
                      {t(ACTION_LABEL[action])}
                    </Button>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={
          confirming?.action === 'transfer_ownership'
            ? t('members.transferTitle', { name: confirming.member.name })
            : t('members.removeTitle', { name: confirming?.member.name ?? '' })
        }
        description={
          confirming?.action === 'transfer_ownership'
            ? t('members.transferDescription', { name: confirming.member.name })
            : t('members.removeDescription', { name: confirming?.member.name ?? '' })
        }
        confirmLabel={
          confirming?.action === 'transfer_ownership' ? t('members.transfer') : t('members.remove')
        }
        destructive
        onConfirm={() => {
          if (confirming)
            manage.mutate({ action: confirming.action, userId: confirming.member.user_id });
        }}
      />
    </div>
  );
}
