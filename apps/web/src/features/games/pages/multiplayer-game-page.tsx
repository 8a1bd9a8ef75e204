import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Eye, Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { gamesKeys } from '../api/keys';
import { getRoom } from '../api/rooms';
import { CARD_CLASSES } from '../components/field-classes';
import { GameNotFound } from '../components/game-not-found';
import { LiveGame } from '../components/live-game';
import { PasswordDialog } from '../components/password-dialog';
import { RoomSettings } from '../components/waiting-room';
import { useJoinRoom } from '../hooks/use-join-room';
import { useGameSubject } from '../lib/use-game-subject';

/** How often a waiting room is read again, so settings the host changed reach everyone. */
export const ROOM_REFRESH_MS = 5_000;

/** The room's read; a waiting room refreshes itself. */
export function useRoom(gameId: string) {
  return useQuery({
    queryKey: gamesKeys.room(gameId),
    queryFn: ({ signal }) => getRoom(gameId, signal),
    refetchInterval: (query) =>
      query.state.data?.room.status === 'waiting' ? ROOM_REFRESH_MS : false,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/** Someone who opened a room's link without a place in it: join or watch from here. */
function JoinPrompt({ room }: { room: NonNullable<ReturnType<typeof useRoom>['data']>['room'] }) {
  const { t } = useTranslation('games');
  const joining = useJoinRoom({ stay: true });
  const subject = useGameSubject(room);
  const busy = joining.pendingId !== null;
  const full = room.players.length >= room.max_players;
  return (
    <div className={`${CARD_CLASSES} mx-auto max-w-2xl space-y-4 p-6`}>
      <h1 className="text-2xl font-bold">{room.name}</h1>
      <p className="text-slate-600 dark:text-slate-300">{subject}</p>
      <RoomSettings room={room} />
      <p>{t('join.notInRoom')}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={busy || full || room.status !== 'waiting'}
          onClick={() => joining.join(room)}
        >
          <Gamepad2 className="h-4 w-4" aria-hidden="true" />
          {full ? t('card.full') : t('join.play')}
        </Button>
        {room.spectators_allowed ? (
          <Button variant="secondary" disabled={busy} onClick={() => joining.join(room, true)}>
            <Eye className="h-4 w-4" aria-hidden="true" />
            {t('join.spectate')}
          </Button>
        ) : null}
      </div>
      <PasswordDialog
        key={joining.asking?.id ?? 'closed'}
        roomName={joining.asking?.name ?? null}
        error={joining.passwordError}
        pending={busy}
        onSubmit={joining.joinWithPassword}
        onCancel={joining.cancelPassword}
      />
    </div>
  );
}

/** /game/multiplayer/:gameId for the signed-in player `userId`. */
export function MultiplayerGamePage({
  userId,
  onGameEnded,
  aside,
}: {
  userId: string;
  /** A game played here ended (see `LiveGame`'s `onEnded`). */
  onGameEnded?: () => void;
  /** Shown beside the game (a study session's group chat). */
  aside?: ReactNode;
}) {
  const { t } = useTranslation('games');
  const { gameId = '' } = useParams();
  const room = useRoom(gameId);

  if (room.isPending) return <Spinner label={t('room.loading')} />;
  if (room.isError) {
    if (room.error instanceof ApiError && room.error.status === 404) return <GameNotFound />;
    return (
      <LoadError
        message={apiErrorText(room.error, t('room.loadFailed'))}
        onRetry={() => void room.refetch()}
      />
    );
  }
  const { viewer, results } = room.data;
  if (!viewer.is_player && !viewer.is_spectator) {
    return room.data.room.status === 'completed' ? (
      <GameNotFound ended />
    ) : (
      <JoinPrompt room={room.data.room} />
    );
  }
  // Keyed by game and place, so a new game or a seat taken starts a fresh live view.
  const game = (
    <LiveGame
      key={`${gameId}:${viewer.is_player}`}
      room={room.data.room}
      viewer={viewer}
      results={results}
      me={userId}
      onEnded={onGameEnded}
    />
  );
  if (!aside) return game;
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0">{game}</div>
      <aside className="min-w-0">{aside}</aside>
    </div>
  );
}
