import type { EarnedAchievement, GameState } from '@quizarena/contracts';

/**
 * Everything services announce, in one union. Durable events (`DurableEventName`) go through the
 * transactional outbox (lib/outbox.ts): written with the change, delivered after the commit, even
 * after a crash. The rest are ephemeral hints for live screens, told in memory after the commit;
 * losing one costs a refresh, so they are not worth a write per answer.
 */
export type DomainEventMap = {
  'achievement.unlocked': { userId: string; achievement: EarnedAchievement };
  /** A quiz was completed and paid (challenges, tournaments and notifications build on it). */
  'quiz.completed': {
    userId: string;
    sessionId: string;
    topicId: string;
    categoryId: string;
    gameMode: string;
    totalPoints: number;
    correctCount: number;
    questionCount: number;
    completedAt: string;
  };
  /**
   * A quiz in play was left unfinished (quit, or replaced by another quiz): nothing is paid, but
   * the answers given stand (spaced repetition records them).
   */
  'quiz.abandoned': { userId: string; sessionId: string };
  /** A notification was written for a player (the notifications module pushes it). */
  'notification.created': { userId: string; notificationId: string };
  /** Points were paid: these leaderboard scopes (as `?scope` names them) moved. */
  'leaderboard.changed': { scopes: string[] };
  /** A live game's standing after a move (an answer). */
  'game.updated': GameState;
  /** A game finished or was abandoned. */
  'game.ended': GameState;
  /**
   * What others see of a player's presence changed: their first socket opened, their last one
   * closed, or they chose to appear offline or online again (the social module tells friends).
   */
  'presence.changed': { userId: string; isOnline: boolean; lastSeen: string | null };
};
export type DomainEventName = keyof DomainEventMap;
/** Events that must not be lost: only the outbox carries them. */
export type DurableEventName =
  'achievement.unlocked' | 'quiz.completed' | 'quiz.abandoned' | 'notification.created';
/** Hints for live screens, told in memory after the commit. */
export type EphemeralEventName = Exclude<DomainEventName, DurableEventName>;
type Listener<K extends DomainEventName> = (payload: DomainEventMap[K]) => void;

/**
 * A typed, in-process event bus for the ephemeral events. Emitting never throws: a failing listener is reported and the
 * others still run, because the event describes something already committed.
 */
export function createDomainEvents(onListenerError: (error: unknown) => void = () => {}) {
  const listeners = new Map<DomainEventName, Set<Listener<DomainEventName>>>();
  return {
    /** Subscribes to one event; answers the unsubscribe function. */
    on<K extends EphemeralEventName>(name: K, listener: Listener<K>): () => void {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as Listener<DomainEventName>);
      listeners.set(name, set);
      return () => set.delete(listener as Listener<DomainEventName>);
    },
    /** Tells every listener of `name`, in subscription order. */
    emit<K extends EphemeralEventName>(name: K, payload: DomainEventMap[K]): void {
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
