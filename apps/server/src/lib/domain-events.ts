import type { EarnedAchievement, GameState } from '@quizarena/contracts';

/** What services announce after their transaction commits; the realtime layer fans them out. */
export type DomainEventMap = {
  'achievement.unlocked': { userId: string; achievement: EarnedAchievement };
  /** Points were paid: these leaderboard scopes (as `?scope` names them) moved. */
  'leaderboard.changed': { scopes: string[] };
  /** A live game's standing after a move (an answer). */
  'game.updated': GameState;
  /** A game finished or was abandoned. */
  'game.ended': GameState;
};
export type DomainEventName = keyof DomainEventMap;
type Listener<K extends DomainEventName> = (payload: DomainEventMap[K]) => void;

/**
 * A typed, in-process event bus. Emitting never throws: a failing listener is reported and the
 * others still run, because the event describes something already committed.
 */
export function createDomainEvents(onListenerError: (error: unknown) => void = () => {}) {
  const listeners = new Map<DomainEventName, Set<Listener<DomainEventName>>>();
  return {
    /** Subscribes to one event; answers the unsubscribe function. */
    on<K extends DomainEventName>(name: K, listener: Listener<K>): () => void {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as Listener<DomainEventName>);
      listeners.set(name, set);
      return () => set.delete(listener as Listener<DomainEventName>);
    },
    /** Tells every listener of `name`, in subscription order. */
    emit<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): void {
      for (const listener of listeners.get(name) ?? []) {
        try {
          listener(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}
export type DomainEvents = ReturnType<typeof createDomainEvents>;
