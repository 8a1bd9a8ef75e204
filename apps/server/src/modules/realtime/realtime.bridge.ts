import type { RealtimeChannel } from '@quizarena/contracts';
import type { DomainEvents } from '../../lib/domain-events';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../../lib/outbox';

/** A leaderboard scope announces at most one update per this many ms. */
export const LEADERBOARD_UPDATE_INTERVAL_MS = 1_000;

/** The outbox handler that toasts an unlock to its earner (a stable name: never rename). */
export const ACHIEVEMENT_TOAST_HANDLER = 'realtime.achievement-toast';

/**
 * Turns committed domain events into channel messages. Services never write to sockets; this is
 * the one place that knows which event becomes which channel. Unlocks come through the outbox
 * (delivered even after a crash); the per-answer game and leaderboard hints through the
 * in-memory bus.
 */
export function bridgeDomainEvents(
  events: DomainEvents,
  publish: (channel: RealtimeChannel, data: unknown) => void,
  clock: Clock,
  outbox: Pick<Outbox, 'register'>,
): () => void {
  const pendingScopes = new Set<string>();
  let flushTimer: NodeJS.Timeout | undefined;
  // Many completions a second would be many refetches for every viewer: scopes are coalesced
  // into one `update` per interval, which says "the board moved, read it again".
  const flushScopes = () => {
    flushTimer = undefined;
    const updatedAt = clock.now().toISOString();
    for (const scope of pendingScopes)
      publish({ kind: 'leaderboard', scope }, { scope, updated_at: updatedAt });
    pendingScopes.clear();
  };

  // Outbox handlers live as long as the outbox, which stops with the app.
  outbox.register('achievement.unlocked', ACHIEVEMENT_TOAST_HANDLER, ({ userId, achievement }) =>
    publish({ kind: 'achievements', userId }, achievement),
  );
  const stops = [
    events.on('leaderboard.changed', ({ scopes }) => {
      for (const scope of scopes) pendingScopes.add(scope);
      flushTimer ??= setTimeout(flushScopes, LEADERBOARD_UPDATE_INTERVAL_MS);
      flushTimer.unref();
    }),
    events.on('game.updated', (state) =>
      publish({ kind: 'game_session', sessionId: state.session_id, event: 'game_update' }, state),
    ),
    events.on('game.ended', (state) =>
      publish({ kind: 'game_session', sessionId: state.session_id, event: 'game_end' }, state),
    ),
  ];
  return () => {
    for (const stop of stops) stop();
    if (flushTimer) clearTimeout(flushTimer);
  };
}
