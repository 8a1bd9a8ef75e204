import { useQuery } from '@tanstack/react-query';
import { Swords, Users, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs';
import { useRealtimeStatus } from '../../../lib/realtime';
import { useTabParam } from '../../../lib/use-tab-param';
import { CreateRoomForm } from '../components/create-room-form';
import { RoomsBrowser, useRooms } from '../components/rooms-browser';
import { GamesInProgress } from '../components/games-in-progress';
import { TopPlayers } from '../components/top-players';
import type { LobbySources } from '../sources';

const TAB_IDS = ['browse', 'create', 'tournaments', 'leaderboard'] as const;
type LobbyTab = (typeof TAB_IDS)[number];

/** The header's count: players online, or 'Offline' while the live connection is down. */
function OnlineCount() {
  const { t } = useTranslation('games');
  const status = useRealtimeStatus();
  // The unfiltered list is the one the Browse tab opens with, so this shares its query.
  const rooms = useRooms({ search: '', category: '', difficulty: 'all' });
  if (status.state !== 'connected') {
    return (
      <p className="inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        <WifiOff className="h-4 w-4" aria-hidden="true" />
        {t('lobby.offline')}
      </p>
    );
  }
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
      <Users className="h-4 w-4" aria-hidden="true" />
      {t('lobby.online', { count: rooms.data?.online ?? 0 })}
    </p>
  );
}

/**
 * /game/lobby: browse waiting rooms, create one, the tournaments, and see the best players.
 * `quickMatch` is the matchmaking feature's panel, `tournaments` the tournaments feature's list
 * and `ratingBoard` the ratings feature's board beside the points' best players, which app/
 * hands in (features do not import each other).
 */
export function GameLobbyPage({
  sources,
  quickMatch = null,
  tournaments = null,
  ratingBoard = null,
}: {
  sources: LobbySources;
  quickMatch?: ReactNode;
  tournaments?: ReactNode;
  ratingBoard?: ReactNode;
}) {
  const { t } = useTranslation('games');
  const tabs = TAB_IDS.map((id) => ({ id, label: t(`lobby.tabs.${id}`) }));
  const [tab, setTab] = useTabParam<LobbyTab>(tabs, 'browse');
  const categories = useQuery(sources.categories);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
            <Swords className="h-7 w-7 text-indigo-600" aria-hidden="true" />
            {t('lobby.title')}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t('lobby.subtitle')}</p>
        </div>
        <OnlineCount />
      </header>
      <GamesInProgress />
      {quickMatch}
      <Tabs label={t('lobby.tabsLabel')} tabs={tabs} value={tab} onChange={setTab}>
        {tab === 'browse' ? (
          <RoomsBrowser categories={categories.data ?? []} onCreate={() => setTab('create')} />
        ) : tab === 'create' ? (
          <CreateRoomForm
            categories={categories.data ?? []}
            categoriesLoading={categories.isPending}
            topics={sources.topics}
          />
        ) : tab === 'tournaments' ? (
          tournaments
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            <TopPlayers source={sources.topPlayers} />
            {ratingBoard}
          </div>
        )}
      </Tabs>
    </div>
  );
}
