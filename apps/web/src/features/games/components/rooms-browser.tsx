import { DIFFICULTY_LEVELS, ROOM_OPTIONS } from '@quizarena/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Gamepad2, RefreshCw, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiErrorText } from '../../../lib/api-error-text';
import { gamesKeys, type RoomFilters } from '../api/keys';
import { getRooms } from '../api/rooms';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useJoinRoom } from '../hooks/use-join-room';
import type { NamedItem } from '../sources';
import { CARD_CLASSES, FIELD_CLASSES } from './field-classes';
import { PasswordDialog } from './password-dialog';
import { RoomCard } from './room-card';

/** How often the list refreshes itself, so player counts stay live. */
export const ROOMS_REFRESH_MS = 5_000;

/** The lobby's rooms query: waiting public rooms, refreshed every few seconds. */
export function useRooms(filters: RoomFilters) {
  return useQuery({
    queryKey: gamesKeys.roomList(filters),
    queryFn: ({ signal }) => getRooms(filters, signal),
    refetchInterval: ROOMS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** Browse Rooms: search, filters, refresh, and the waiting rooms as cards. */
export function RoomsBrowser({
  categories,
  onCreate,
}: {
  categories: NamedItem[];
  onCreate: () => void;
}) {
  const { t } = useTranslation(['games', 'content']);
  const ids = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [difficulty, setDifficulty] = useState<RoomFilters['difficulty']>('all');
  const term = useDebouncedValue(search, 300);
  const rooms = useRooms({ search: term, category, difficulty });
  const joining = useJoinRoom();
  // Only waiting rooms take players, whatever else an answer holds.
  const waiting = rooms.data?.rooms.filter((room) => room.status === 'waiting') ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1">
          <label htmlFor={`${ids}-search`} className="block text-sm font-medium">
            {t('browse.search')}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              id={`${ids}-search`}
              type="search"
              value={search}
              maxLength={ROOM_OPTIONS.nameMaxLength}
              placeholder={t('browse.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
              className={`${FIELD_CLASSES} pl-9`}
            />
          </div>
        </div>
        <div className="space-y-1 sm:w-48">
          <label htmlFor={`${ids}-category`} className="block text-sm font-medium">
            {t('browse.category')}
          </label>
          <select
            id={`${ids}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className={FIELD_CLASSES}
          >
            <option value="">{t('browse.allCategories')}</option>
            {categories.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1 sm:w-44">
          <label htmlFor={`${ids}-difficulty`} className="block text-sm font-medium">
            {t('browse.difficulty')}
          </label>
          <select
            id={`${ids}-difficulty`}
            value={difficulty}
            onChange={(event) => setDifficulty(event.target.value as RoomFilters['difficulty'])}
            className={FIELD_CLASSES}
          >
            <option value="all">{t('browse.allDifficulties')}</option>
            {DIFFICULTY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`content:difficulty.${level}`)}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          onClick={() => void rooms.refetch()}
          disabled={rooms.isFetching}
          aria-label={t('browse.refresh')}
        >
          <RefreshCw
            className={rooms.isFetching ? 'h-4 w-4 motion-safe:animate-spin' : 'h-4 w-4'}
            aria-hidden="true"
          />
          <span className="sm:sr-only lg:not-sr-only">{t('browse.refresh')}</span>
        </Button>
      </div>

      <p className="sr-only" aria-live="polite">
        {rooms.isPending ? t('browse.loading') : t('browse.count', { count: waiting.length })}
      </p>

      {rooms.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-64 rounded-2xl" />
          ))}
        </div>
      ) : rooms.isError && !rooms.data ? (
        <LoadError
          message={apiErrorText(rooms.error, t('browse.loadFailed'))}
          onRetry={() => void rooms.refetch()}
        />
      ) : waiting.length === 0 ? (
        <div className={`${CARD_CLASSES} py-10 text-center`}>
          <Gamepad2 className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
          <h2 className="mt-3 text-xl font-bold">{t('browse.emptyTitle')}</h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t('browse.emptyText')}</p>
          <Button className="mt-4" onClick={onCreate}>
            {t('lobby.tabs.create')}
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {waiting.map((room) => (
            <RoomCard
              key={room.id}
              room={room}
              busy={joining.pendingId === room.id}
              onJoin={(picked) => joining.join(picked)}
              onSpectate={(picked) => joining.join(picked, true)}
            />
          ))}
        </ul>
      )}

      <PasswordDialog
        key={joining.asking?.id ?? 'closed'}
        roomName={joining.asking?.name ?? null}
        error={joining.passwordError}
        pending={joining.pendingId !== null}
        onSubmit={joining.joinWithPassword}
        onCancel={joining.cancelPassword}
      />
    </div>
  );
}
