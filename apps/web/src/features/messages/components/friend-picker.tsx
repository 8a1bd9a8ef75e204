import type { Friend } from '@quizarena/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { apiErrorText } from '../../../lib/api-error-text';
import { useFriends } from '../api/friends';

/**
 * The caller's friends as checkboxes, with a filter for long lists; `exclude` leaves out people
 * already in a group.
 */
export function FriendPicker({
  selected,
  onChange,
  exclude = [],
}: {
  selected: string[];
  onChange: (selected: string[]) => void;
  exclude?: string[];
}) {
  const { t } = useTranslation('messages');
  const friends = useFriends(true);
  const [filter, setFilter] = useState('');
  const filterId = useId();

  if (friends.isError) {
    return (
      <p role="alert" className="text-sm text-red-800 dark:text-red-300">
        {apiErrorText(friends.error, t('friends.loadFailed'))}
      </p>
    );
  }
  if (!friends.data) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {t('friends.loading')}
      </p>
    );
  }
  const available = friends.data.filter((friend) => !exclude.includes(friend.user_id));
  if (available.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {exclude.length > 0 ? t('friends.allAdded') : t('friends.none')}
      </p>
    );
  }
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle
    ? available.filter((friend: Friend) => friend.name.toLocaleLowerCase().includes(needle))
    : available;
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((chosen) => chosen !== id));

  return (
    <div className="space-y-2">
      <label htmlFor={filterId} className="block text-sm font-medium">
        {t('friends.filter')}
      </label>
      <input
        id={filterId}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:focus:ring-indigo-900"
      />
      <fieldset>
        <legend className="sr-only">{t('friends.legend')}</legend>
        <ul className="max-h-64 space-y-1 overflow-y-auto">
          {shown.map((friend) => (
            <li key={friend.user_id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-100 dark:hover:bg-slate-800">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-indigo-600"
                  checked={selected.includes(friend.user_id)}
                  onChange={(event) => toggle(friend.user_id, event.target.checked)}
                />
                <UserAvatar name={friend.name} avatarUrl={friend.avatar_url} size="sm" />
                <span className="text-sm font-medium">{friend.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
