import {
  channelName,
  gameFrameSchema,
  type GameCommand,
  type GameFrame,
} from '@quizarena/contracts';
import { useCallback, useEffect } from 'react';
import { useInboxEvents } from '../../../lib/inbox';
import { useChannel, useRealtimeClient, useRealtimeStatus } from '../../../lib/realtime';

/** A game's channel: every frame for everyone, and the commands going the other way. */
export function gameChannel(gameId: string): string {
  return channelName({ kind: 'game_session', sessionId: gameId, event: 'game_update' });
}

/**
 * A hosted game over the realtime client in context (the app's, or a guest's own): the game's
 * frames and the viewer's own ones from their inbox, and a `sync` after every (re)connection so
 * the screen is whole again. `viewerId` is the host's user id or the player's id in the game.
 */
export function useGameSocket({
  gameId,
  viewerId,
  onFrame,
}: {
  gameId: string | null;
  viewerId: string | null;
  onFrame: (frame: GameFrame) => void;
}) {
  const client = useRealtimeClient();
  const status = useRealtimeStatus();
  useChannel(gameId ? gameChannel(gameId) : null, (data) => {
    const parsed = gameFrameSchema.safeParse(data);
    if (parsed.success) onFrame(parsed.data);
  });
  useInboxEvents(gameId ? viewerId : null, (event) => {
    if (event.type === 'game' && event.game_id === gameId) onFrame(event.frame);
  });

  const send = useCallback(
    (command: GameCommand) =>
      client && gameId ? client.broadcast(gameChannel(gameId), command) : false,
    [client, gameId],
  );

  // Declared after the subscriptions, so on a connection the subscribes go out first.
  const connected = status.state === 'connected';
  useEffect(() => {
    if (connected && gameId) send({ type: 'sync' });
  }, [connected, gameId, send]);

  return { send, connected };
}
