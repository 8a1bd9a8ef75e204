import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { maxEntryAgeMs, type InvalidationBus } from '../../lib/invalidation-bus';
import * as repo from './auth.repo';

/** Invalidation topics: a user row changed (profile, role, status, session version), or one session ended. */
export const USER_CHANGED = 'auth.user';
export const SESSION_CHANGED = 'auth.session';

export type SessionFacts = { user: repo.UserRow; session: repo.AuthSessionRow };

const MAX_ENTRIES = 50_000;

type Entry = SessionFacts & { loadedAt: number };

/**
 * The user and session rows behind access tokens, per instance, so a signed-in request does not
 * wait on the database. Every write to a user or a session announces itself on the bus (see
 * `announce`); the announcing instance drops its entries before the write's request answers,
 * and other instances within milliseconds over Redis.
 */
export function createSessionCache(options: { db: Db; clock: Clock; bus: InvalidationBus }) {
  const { db, clock, bus } = options;
  const entries = new Map<string, Entry>();
  const sessionsOfUser = new Map<string, Set<string>>();
  // Bumped by every invalidation: a load that began before one must not store what it read.
  let epoch = 0;

  const drop = (sessionId: string) => {
    const entry = entries.get(sessionId);
    if (!entry) return;
    entries.delete(sessionId);
    const sessions = sessionsOfUser.get(entry.user.id);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) sessionsOfUser.delete(entry.user.id);
  };
  const clear = () => {
    entries.clear();
    sessionsOfUser.clear();
  };
  bus.subscribe(USER_CHANGED, (userId) => {
    epoch += 1;
    if (userId === null) return clear();
    for (const sessionId of [...(sessionsOfUser.get(userId) ?? [])]) drop(sessionId);
  });
  bus.subscribe(SESSION_CHANGED, (sessionId) => {
    epoch += 1;
    if (sessionId === null) return clear();
    drop(sessionId);
  });

  function store(sessionId: string, facts: SessionFacts) {
    if (entries.size >= MAX_ENTRIES) {
      // Oldest inserted first: a Map iterates in insertion order.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) drop(oldest);
    }
    entries.set(sessionId, { ...facts, loadedAt: clock.now().getTime() });
    const sessions = sessionsOfUser.get(facts.user.id) ?? new Set<string>();
    sessions.add(sessionId);
    sessionsOfUser.set(facts.user.id, sessions);
  }

  return {
    /** The session and its user, from memory when the entry is still trusted. */
    async get(sessionId: string): Promise<SessionFacts | undefined> {
      const maxAge = maxEntryAgeMs(bus);
      const cached = entries.get(sessionId);
      if (cached && clock.now().getTime() - cached.loadedAt < maxAge) return cached;
      if (cached) drop(sessionId);
      const startedAt = epoch;
      const session = await repo.findSession(db, sessionId);
      const user = session && (await repo.findUserById(db, session.userId));
      if (!session || !user) return undefined;
      if (epoch === startedAt) store(sessionId, { user, session });
      return { user, session };
    },

    /** Entries held now (for tests and metrics). */
    size: () => entries.size,
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;

/** Tells every instance's cache that these writes committed. Call after the transaction. */
export function createAuthAnnouncer(bus: InvalidationBus) {
  return {
    userChanged: (userId: string) => bus.publish(USER_CHANGED, userId),
    sessionEnded: (sessionId: string) => bus.publish(SESSION_CHANGED, sessionId),
    /** A live session changed (it showed the second factor). */
    sessionChanged: (sessionId: string) => bus.publish(SESSION_CHANGED, sessionId),
  };
}
export type AuthAnnouncer = ReturnType<typeof createAuthAnnouncer>;
