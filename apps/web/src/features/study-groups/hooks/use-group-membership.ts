import type { StudyGroup } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { studyGroupsKeys } from '../api/keys';
import { storeGroup } from '../api/queries';
import { joinGroup, leaveGroup } from '../api/study-groups';

export type JoinRequest = { group: StudyGroup; joinMessage?: string; inviteCode?: string };

/**
 * Joins a group (a public one at once, a private one as a request with its message, an
 * invite-only one with its code), toasts the outcome and stores the group as it now stands.
 */
export function useJoinGroup(
  onJoined?: (group: StudyGroup, status: 'joined' | 'requested') => void,
) {
  const { t } = useTranslation('studyGroups');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ group, joinMessage = '', inviteCode }: JoinRequest) =>
      joinGroup(group.id, {
        join_message: joinMessage,
        ...(inviteCode ? { invite_code: inviteCode } : {}),
      }),
    onSuccess: ({ status, group }) => {
      storeGroup(queryClient, group);
      toast.success(status === 'joined' ? t('toasts.joined') : t('request.sent'));
      onJoined?.(group, status);
    },
    onError: () => {
      toast.error(t('toasts.joinFailed'));
    },
  });
}

/** Leaves a group, toasts, and reads My Groups (and the rest) again. */
export function useLeaveGroup(onLeft?: (groupId: string) => void) {
  const { t } = useTranslation('studyGroups');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => leaveGroup(groupId),
    onSuccess: (_, groupId) => {
      toast.success(t('toasts.left'));
      void queryClient.invalidateQueries({ queryKey: studyGroupsKeys.all });
      onLeft?.(groupId);
    },
    onError: () => {
      toast.error(t('toasts.leaveFailed'));
    },
  });
}
