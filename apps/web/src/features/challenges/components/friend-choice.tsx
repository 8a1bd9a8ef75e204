import { CHALLENGE_RULES, type ChallengeType } from '@quizarena/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { apiErrorText } from '../../../lib/api-error-text';
import type { ChallengeFriend, DataSource } from '../sources';

/** A long list gets a filter. */
const FILTER_FROM = 8;

/**
 * Whom to challenge: one friend for a realtime challenge (radio buttons), up to five for an
 * async one (check boxes; the rest are disabled at five). The friend the dialog was opened for
 * shows at once, before the list arrives.
 */
export function FriendChoice({
  source,
  type,
  selected,
  onChange,
  preselected,
  error,
}: {
  source: DataSource<ChallengeFriend[]>;
  type: ChallengeType;
  selected: string[];
  onChange: (selected: string[]) => void;
  preselected: ChallengeFriend | null;
  error?: string;
}) {
  const { t } = useTranslation('challenges');
  const friends = useQuery(source);
  const [filter, setFilter] = useState('');
  const base = useId();
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const single = type === 'realtime';

  const listed = friends.data ?? [];
  const all =
    preselected && !listed.some((friend) => friend.user_id === preselected.user_id)
      ? [preselected, ...listed]
      : listed;
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle
    ? all.filter(
        (friend) =>
          selected.includes(friend.user_id) || friend.name.toLocaleLowerCase().includes(needle),
      )
    : all;
  const full = !single && selected.length >= CHALLENGE_RULES.maxChallenged;

  function choose(id: string, on: boolean) {
    if (single) onChange([id]);
    else onChange(on ? [...selected, id] : selected.filter((chosen) => chosen !== id));
  }

  let state = null;
  if (friends.isError && all.length === 0) {
    state = (
      <p role="alert" className="text-sm text-red-800 dark:text-red-300">
        {apiErrorText(friends.error, t('dialog.friendsFailed'))}
      </p>
    );
  } else if (friends.isPending && all.length === 0) {
    state = (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {t('dialog.friendsLoading')}
      </p>
    );
  } else if (all.length === 0) {
    state = <p className="text-sm text-slate-600 dark:text-slate-300">{t('dialog.noFriends')}</p>;
  }

  return (
    <fieldset
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
      className="space-y-2"
    >
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {single ? t('dialog.friend') : t('dialog.friends')}
      </legend>
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        {single
          ? t('dialog.friendHintRealtime')
          : t('dialog.friendHintAsync', { count: CHALLENGE_RULES.maxChallenged })}
      </p>
      {all.length >= FILTER_FROM ? (
        <input
          type="search"
          aria-label={t('dialog.filter')}
          placeholder={t('dialog.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:focus:ring-indigo-900"
        />
      ) : null}
      {state ?? (
        <ul className="max-h-48 space-y-1 overflow-y-auto">
          {shown.map((friend) => {
            const checked = selected.includes(friend.user_id);
            return (
              <li key={friend.user_id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-100 dark:hover:bg-slate-800">
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={single ? `${base}-friend` : undefined}
                    className="h-4 w-4 accent-indigo-600"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(event) => choose(friend.user_id, event.target.checked)}
                  />
                  <UserAvatar name={friend.name} avatarUrl={friend.avatar_url} size="sm" />
                  <span className="min-w-0 flex-1 truncate text-sm font-medium">{friend.name}</span>
                  {friend.is_online ? (
                    <span className="text-xs font-semibold text-emerald-700 dark:text-emerald-400">
                      {t('dialog.online')}
                    </span>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
