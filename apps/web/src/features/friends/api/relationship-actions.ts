import { relationshipChangeResponseSchema, type Relationship } from '@quizarena/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';
import { apiRefusalText } from '../../../lib/api-error-text';
import { RELATIONSHIP_READS } from './friends-queries';

/** What a player can do about another, each one call of the social API. */
export type RelationshipAction =
  | { kind: 'request'; userId: string }
  | { kind: 'accept'; userId: string }
  | { kind: 'decline'; userId: string }
  | { kind: 'cancel'; userId: string }
  | { kind: 'remove'; userId: string }
  | { kind: 'block'; userId: string; reason?: string }
  | { kind: 'unblock'; userId: string };

function call(action: RelationshipAction): { path: string; method: string; body: object } {
  const user = { user_id: action.userId };
  switch (action.kind) {
    case 'request':
      return { path: '/api/social/friends/request', method: 'POST', body: user };
    case 'accept':
    case 'decline':
      return {
        path: '/api/social/friends/respond',
        method: 'POST',
        body: { ...user, accept: action.kind === 'accept' },
      };
    // Cancelling one's own request and ending a friendship are the same call.
    case 'cancel':
    case 'remove':
      return { path: '/api/social/friends/remove', method: 'DELETE', body: user };
    case 'block': {
      const reason = action.reason?.trim();
      return {
        path: '/api/social/users/block',
        method: 'POST',
        body: reason ? { ...user, reason } : user,
      };
    }
    case 'unblock':
      return { path: '/api/social/users/unblock', method: 'POST', body: user };
  }
}

/** Sends one relationship action; answers where the two now stand. */
export async function sendRelationshipAction(action: RelationshipAction): Promise<Relationship> {
  const { path, method, body } = call(action);
  const answer = await apiFetch(path, { method, body });
  return parseAnswer(relationshipChangeResponseSchema, answer).data.relationship;
}

/**
 * Marks every read that shows a relationship stale: lists, requests, blocks, search, browse and
 * profile buttons. A fetch already under way is kept rather than restarted, so two listeners of
 * one event (the page and the sidebar) cost one refetch.
 */
export function refreshRelationships(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: RELATIONSHIP_READS }, { cancelRefetch: false });
}

/**
 * Runs relationship actions: on success a toast says what happened and the reads refresh; a
 * failure toasts the reason (a 429 in the server's own words, which say when to try again).
 */
export function useRelationshipAction() {
  const { t } = useTranslation('friends');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRelationshipAction,
    onSuccess: (_relationship, action) => {
      toast.success(t(`done.${action.kind}`));
    },
    onError: (error) => {
      toast.error(apiRefusalText(error, t('actionFailed')));
    },
    onSettled: () => refreshRelationships(queryClient),
  });
}
