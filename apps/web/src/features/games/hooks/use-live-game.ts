import {
  channelName,
  gameFrameSchema,
  type GameCommand,
  type GameFrame,
  type InboxEvent,
} from '@quizarena/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useInboxEvents } from '../../../lib/inbox';
import { useChannel, useRealtimeClient, useRealtimeStatus } from '../../../lib/realtime';
import type { RealtimeError } from '../../../lib/realtime-client';
import {
  gameStep,
  initialGameState,
  type GameAction,
  type GameNotice,
  type GameState,
} from './game-state';

/** The room's channel: every frame for everyone (and the commands going the other way). */
export function gameChannel(gameId: string): string {
  return channelName({ kind: 'game_session', sessionId: gameId, event: 'game_update' });
}

export type LiveGame = {
  state: GameState;
  dispatch: (action: GameAction) => void;
  /** Sends a command on the room's channel; false when the socket is not connected. */
  send: (command: GameCommand) => boolean;
};

/**
 * The live game of `gameId` for the signed-in `me`, while `enabled` (they are a player or a
 * spectator): the room's frames and their own (inbox), a `sync` after every (re)connection so
 * the view is whole again, and the reducer's notices handed to `onNotice`.
 */
export function useLiveGame({
  gameId,
  me,
  enabled,
  seed,
  onNotice,
  onCommandError,
}: {
  gameId: string;
  me: string;
  enabled: boolean;
  seed: Parameters<typeof initialGameState>[1];
  onNotice: (notice: GameNotice, state: GameState) => void;
  onCommandError?: (error: RealtimeError) => void;
}): LiveGame {
  const client = useRealtimeClient();
  const status = useRealtimeStatus();
  const [state, setState] = useState(() => initialGameState(me, seed));
  const current = useRef(state);
  // The latest handler, for notices raised from socket callbacks and the page's own steps.
  const notify = useRef(onNotice);
  useLayoutEffect(() => {
    notify.current = onNotice;
  });

  const dispatch = useCallback((action: GameAction) => {
    const step = gameStep(current.current, action);
    current.current = step.state;
    setState(step.state);
    for (const notice of step.notices) notify.current(notice, step.state);
  }, []);

  const receive = (frame: GameFrame) => dispatch({ type: 'frame', frame, receivedAt: Date.now() });

  const channel = enabled ? gameChannel(gameId) : null;
  useChannel(
    channel,
    (data) => {
      // The channel also carries a solo session's state; only a live game's frames matter here.
      const parsed = gameFrameSchema.safeParse(data);
      if (parsed.success) receive(parsed.data);
    },
    { onError: (error) => onCommandError?.(error) },
  );
  useInboxEvents(enabled ? me : null, (event: InboxEvent) => {
    if (event.type === 'game' && event.game_id === gameId) receive(event.frame);
  });

  const send = useCallback(
    (command: GameCommand) => (client ? client.broadcast(gameChannel(gameId), command) : false),
    [client, gameId],
  );

  // Declared after the subscription, so on a connection the subscribe goes out first.
  const connected = status.state === 'connected';
  useEffect(() => {
    if (enabled && connected) send({ type: 'sync' });
  }, [enabled, connected, send]);

  return { state, dispatch, send };
}
