import type { BlockedUser } from '@quizarena/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatDate } from '../../../lib/format';
import { useBlockedUsers } from '../api/friends-queries';
import { ActionButton } from './action-buttons';
import { CARD_CLASSES } from './card';
import { EmptyState, ListError, ListLoading } from '../../../components/ui/list-states';
import { PlayerName } from './player-line';

function BlockedCard({ blocked }: { blocked: BlockedUser }) {
  const { t } = useTranslation('friends');
  const nameId = useId();
  return (
    <li className={CARD_CLASSES}>
      <UserAvatar name={blocked.profile.full_name} avatarUrl={blocked.profile.avatar_url} />
      <div className="min-w-0 flex-1 space-y-1">
        <PlayerName id={nameId} userId={blocked.blocked_id} name={blocked.profile.full_name} />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('blocked.since', { date: formatDate(blocked.created_at) })}
        </p>
        {blocked.reason ? (
          <p className="text-sm break-words">{t('blocked.reason', { reason: blocked.reason })}</p>
        ) : null}
      </div>
      <ActionButton action={{ kind: 'unblock', userId: blocked.blocked_id }} describedBy={nameId}>
        {t('actions.unblock')}
      </ActionButton>
    </li>
  );
}

/** Blocked: the players the caller blocked, when and why, and Unblock. */
export function BlockedTab() {
  const { t } = useTranslation('friends');
  const blocked = useBlockedUsers();
  if (blocked.isError && !blocked.data) {
    return (
      <ListError
        error={blocked.error}
        fallback={t('blocked.loadFailed')}
        onRetry={() => void blocked.refetch()}
      />
    );
  }
  if (!blocked.data) return <ListLoading label={t('blocked.loading')} />;
  if (blocked.data.length === 0) {
    return (
      <EmptyState>
        <p>{t('blocked.empty')}</p>
      </EmptyState>
    );
  }
  return (
    <ul aria-label={t('blocked.label')} className="space-y-3">
      {blocked.data.map((entry) => (
        <BlockedCard key={entry.blocked_id} blocked={entry} />
      ))}
    </ul>
  );
}
