import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { loadPlayState, type PlayState } from './play-state';
import { STALE } from './question-delivery';
import * as repo from './quiz.repo';

/** A session in play as this instance holds it: its play and the names its DTOs and events show. */
export type LiveSession = {
  state: PlayState;
  /** `listed`: the topic was listed when looked up (a set nobody moderated is not). */
  names: { topicName: string; categoryName: string; listed: boolean };
  playerName: string;
};

/**
 * The invalidation topic of a session in play whose stored play changed under the instances
 * holding it (an upheld answer dispute corrected its copy of a question): each forgets it and
 * reads it again on its next call.
 */
export const QUIZ_SESSION_CHANGED = 'quiz.session';

/** How many sessions in play one instance keeps before it forgets the least recently used. */
export const LIVE_SESSION_CAPACITY = 10_000;

/**
 * The sessions in play on this instance, held in memory so `next` and `answer` read nothing
 * (see "Live play state" in docs/ARCHITECTURE.md). Only active sessions are kept: one that
 * ends is forgotten at once, and the least recently used goes when the cache is full. A
 * session this instance does not hold (another instance started it, or a restart emptied the
 * cache) is loaded from the database once.
 *
 * Calls on one session run one at a time through `serialize`, in place of the database row
 * lock the transactions used to take: two answers sent together are decided in turn.
 */
export function createLiveSessions(db: Db, capacity = LIVE_SESSION_CAPACITY) {
  // A Map iterates in insertion order: re-inserting on use makes its first key the LRU one.
  const entries = new Map<string, LiveSession>();
  const chains = new Map<string, Promise<void>>();

  function remember(live: LiveSession): LiveSession {
    const id = live.state.session.id;
    entries.delete(id);
    if (live.state.session.status !== 'active') return live;
    entries.set(id, live);
    while (entries.size > capacity) entries.delete(entries.keys().next().value!);
    return live;
  }

  /**
   * Reads the session from the database (the one source of truth) and holds it while it is
   * active; undefined when there is no such session.
   */
  async function load(sessionId: string): Promise<LiveSession | undefined> {
    const session = await repo.findSession(db, sessionId);
    if (!session) {
      entries.delete(sessionId);
      return undefined;
    }
    const [state, names, playerName] = await Promise.all([
      loadPlayState(db, session),
      repo.namesOf(db, session.topicId),
      repo.playerName(db, session.userId),
    ]);
    return remember({ state, names, playerName });
  }

  /** The caller's own session from the database; anyone else's is not found. */
  async function loadOwn(userId: string, sessionId: string): Promise<LiveSession> {
    const loaded = await load(sessionId);
    if (!loaded || loaded.state.session.userId !== userId) {
      throw AppError.notFound('Quiz session not found');
    }
    return loaded;
  }

  /** The session as this instance holds it (marking it recently used), if it does. */
  function cached(sessionId: string): LiveSession | undefined {
    const live = entries.get(sessionId);
    if (live) {
      entries.delete(sessionId);
      entries.set(sessionId, live);
    }
    return live;
  }

  return {
    /** Runs `work` once every call on this session queued before it has settled. */
    serialize<T>(sessionId: string, work: () => Promise<T>): Promise<T> {
      const previous = chains.get(sessionId) ?? Promise.resolve();
      const run = previous.then(work);
      const settled = run.then(
        () => undefined,
        () => undefined,
      );
      chains.set(sessionId, settled);
      void settled.then(() => {
        if (chains.get(sessionId) === settled) chains.delete(sessionId);
      });
      return run;
    },

    cached,
    load,
    loadOwn,

    /**
     * Decides a call on the caller's session from the state held, and once more on the state
     * loaded again when `decide` says STALE (the database is ahead of this instance). A state
     * just loaded can still be STALE when another instance acts on the session at the same
     * moment: after a few loads the call gives up with `giveUp`.
     */
    async decide<T>(
      userId: string,
      sessionId: string,
      decide: (entry: LiveSession, fresh: boolean) => Promise<T | typeof STALE>,
      giveUp: () => AppError,
    ): Promise<{ entry: LiveSession; value: T }> {
      let entry = cached(sessionId);
      let fresh = false;
      if (entry && entry.state.session.userId !== userId) {
        throw AppError.notFound('Quiz session not found');
      }
      if (!entry) {
        entry = await loadOwn(userId, sessionId);
        fresh = true;
      }
      for (let attempt = 1; ; attempt += 1) {
        const value = await decide(entry, fresh);
        if (value !== STALE) return { entry, value };
        if (attempt === 3) throw giveUp();
        entry = await loadOwn(userId, sessionId);
        fresh = true;
      }
    },

    /** Holds a session whose state the caller built from rows it just wrote. */
    remember,

    /** Forgets a session (it ended, or this instance can no longer vouch for it). */
    forget(sessionId: string): void {
      entries.delete(sessionId);
    },

    /** Forgets every session (the bus may have lost a change: anything may be stale). */
    clear(): void {
      entries.clear();
    },

    get size() {
      return entries.size;
    },
  };
}
export type LiveSessions = ReturnType<typeof createLiveSessions>;
