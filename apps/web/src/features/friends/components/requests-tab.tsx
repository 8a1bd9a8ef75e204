import type { FriendRequest } from '@quizarena/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeAgo } from '../../../lib/format';
import { usePendingRequests } from '../api/friends-queries';
import { ActionButton } from './action-buttons';
import { CARD_CLASSES } from './card';
import { EmptyState, ListError, ListLoading } from '../../../components/ui/list-states';
import { PlayerFacts, PlayerName } from './player-line';
import { UserAvatar } from '../../../components/ui/user-avatar';

/** One request: who (the sender of a received one, the receiver of a sent one), when, level. */
function RequestCard({ request, direction }: { request: FriendRequest; direction: 'in' | 'out' }) {
  const { t } = useTranslation('friends');
  const nameId = useId();
  const userId = direction === 'in' ? request.follower_id : request.user_id;
  const { profile } = request;
  return (
    <li className={CARD_CLASSES}>
      <UserAvatar name={profile.full_name} avatarUrl={profile.avatar_url} />
      <div className="min-w-0 flex-1 space-y-1">
        <PlayerName id={nameId} userId={userId} name={profile.full_name} />
        <PlayerFacts level={profile.level}>
          <time dateTime={request.created_at}>{formatTimeAgo(request.created_at)}</time>
        </PlayerFacts>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {direction === 'in' ? (
          <>
            <ActionButton
              action={{ kind: 'accept', userId }}
              variant="primary"
              describedBy={nameId}
            >
              {t('actions.accept')}
            </ActionButton>
            <ActionButton action={{ kind: 'decline', userId }} describedBy={nameId}>
              {t('actions.decline')}
            </ActionButton>
          </>
        ) : (
          <ActionButton action={{ kind: 'cancel', userId }} describedBy={nameId}>
            {t('actions.cancelRequest')}
          </ActionButton>
        )}
      </div>
    </li>
  );
}

function RequestSection({
  title,
  label,
  empty,
  requests,
  direction,
}: {
  title: string;
  label: string;
  empty: string;
  requests: FriendRequest[];
  direction: 'in' | 'out';
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {requests.length === 0 ? (
        <EmptyState>
          <p>{empty}</p>
        </EmptyState>
      ) : (
        <ul aria-label={label} className="space-y-3">
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} direction={direction} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Friend Requests: received ones to accept or decline, sent ones to cancel. */
export function RequestsTab() {
  const { t } = useTranslation('friends');
  const pending = usePendingRequests();
  if (pending.isError && !pending.data) {
    return (
      <ListError
        error={pending.error}
        fallback={t('requests.loadFailed')}
        onRetry={() => void pending.refetch()}
      />
    );
  }
  if (!pending.data) return <ListLoading label={t('requests.loading')} />;
  return (
    <div className="space-y-8">
      <RequestSection
        title={t('requests.received')}
        label={t('requests.receivedLabel')}
        empty={t('requests.receivedEmpty')}
        requests={pending.data.requests}
        direction="in"
      />
      <RequestSection
        title={t('requests.sent')}
        label={t('requests.sentLabel')}
        empty={t('requests.sentEmpty')}
        requests={pending.data.sent}
        direction="out"
      />
    </div>
  );
}
