import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs';
import { formatNumber } from '../../../lib/format';
import { useTabParam } from '../../../lib/use-tab-param';
import { usePendingRequests } from '../api/friends-queries';
import { BlockedTab } from '../components/blocked-tab';
import { BrowseTab } from '../components/browse-tab';
import { FindFriendsTab } from '../components/find-friends-tab';
import { FriendsListTab, type FriendActionsSlot } from '../components/friends-list-tab';
import { RequestsTab } from '../components/requests-tab';
import { useLiveFriends } from '../hooks/use-live-friends';

type FriendsTab = 'friends' | 'requests' | 'find' | 'browse' | 'blocked';
const TABS: readonly { id: FriendsTab }[] = [
  { id: 'friends' },
  { id: 'requests' },
  { id: 'find' },
  { id: 'browse' },
  { id: 'blocked' },
];

/**
 * /friends: My Friends, Friend Requests (with the number received), Find Friends, Browse All
 * and Blocked, the tab kept in the `tab` query. `userId` is the signed-in player, whose inbox
 * keeps the lists and online dots current. `friendActions` adds another feature's actions to each
 * friend's card (app/ hands in Challenge).
 */
export function FriendsPage({
  userId,
  friendActions,
}: {
  userId: string;
  friendActions?: FriendActionsSlot;
}) {
  const { t } = useTranslation('friends');
  const [tab, selectTab] = useTabParam(TABS, 'friends');
  // The empty list's Find Friends button replaces itself with the search, which takes focus.
  const [focusSearch, setFocusSearch] = useState(false);
  // Read on every tab: the Friend Requests tab shows how many wait for an answer.
  const pending = usePendingRequests();
  useLiveFriends(userId);

  const received = pending.data?.requests.length ?? 0;
  const labels: Record<FriendsTab, string> = {
    friends: t('tabs.friends'),
    requests:
      received > 0
        ? t('tabs.requestsWithCount', { number: formatNumber(received) })
        : t('tabs.requests'),
    find: t('tabs.find'),
    browse: t('tabs.browse'),
    blocked: t('tabs.blocked'),
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <Users className="h-6 w-6 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
        {t('heading')}
      </h1>
      <Tabs
        label={t('tabs.label')}
        tabs={TABS.map(({ id }) => ({ id, label: labels[id] }))}
        value={tab}
        onChange={(next) => {
          setFocusSearch(false);
          selectTab(next);
        }}
      >
        {tab === 'requests' ? (
          <RequestsTab />
        ) : tab === 'find' ? (
          <FindFriendsTab autoFocus={focusSearch} />
        ) : tab === 'browse' ? (
          <BrowseTab />
        ) : tab === 'blocked' ? (
          <BlockedTab />
        ) : (
          <FriendsListTab
            friendActions={friendActions}
            onFindFriends={() => {
              setFocusSearch(true);
              selectTab('find');
            }}
          />
        )}
      </Tabs>
    </div>
  );
}
