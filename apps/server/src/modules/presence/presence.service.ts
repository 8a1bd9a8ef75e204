import type { OnlineStatus } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { DomainEvents } from '../../lib/domain-events';
import * as repo from './presence.repo';
import type { PresenceStore } from './presence.store';

/**
 * Online/offline per user across all their tabs and instances, with last seen. A player may
 * choose to appear offline (`PUT /api/social/users/online-status {is_online:false}`); others then
 * see them offline while their sockets still work.
 */
export function createPresenceService(deps: {
  db: Db;
  clock: Clock;
  store: PresenceStore;
  onError: (message: string, error: unknown) => void;
  /** Told when what others see changes (`presence.changed`), for friends' inboxes. */
  events?: Pick<DomainEvents, 'emit'>;
}) {
  const { db, clock, store, onError, events } = deps;

  async function touch(userId: string): Promise<repo.PresenceRow | undefined> {
    try {
      return await repo.touchLastSeen(db, userId, clock.now());
    } catch (error) {
      // Last seen is a nicety; a failed write must not refuse or break a socket.
      onError('could not record last seen', error);
      return undefined;
    }
  }

  /** Announces the player's state as others now see it; a hidden player's never changes. */
  function announce(userId: string, row: repo.PresenceRow | undefined, isOnline: boolean) {
    if (!(row?.visible ?? true)) return;
    events?.emit('presence.changed', {
      userId,
      isOnline,
      lastSeen: row?.lastSeenAt?.toISOString() ?? null,
    });
  }

  function toStatus(userId: string, row: repo.PresenceRow | undefined, connected: boolean) {
    const visible = row?.visible ?? true;
    return {
      user_id: userId,
      is_online: connected && visible,
      visible,
      last_seen: row?.lastSeenAt?.toISOString() ?? null,
    } satisfies OnlineStatus;
  }

  return {
    /**
     * A socket of the user opened on this instance. Last seen is written when their first socket
     * here opens and their last one closes, not for every tab.
     */
    async connected(userId: string): Promise<void> {
      // Their first socket here: online (saying so again when another instance has one too
      // costs a repeated event, not a wrong one).
      if (await store.add(userId)) announce(userId, await touch(userId), true);
    },

    /** A socket of the user closed on this instance. */
    async disconnected(userId: string): Promise<void> {
      if (!(await store.remove(userId))) return;
      const row = await touch(userId);
      // Their last socket here; they stay online while another instance holds one.
      if (!(await store.connectedAmong([userId])).has(userId)) announce(userId, row, false);
    },

    /** Shows or hides the user's presence to others; answers the status as others see it. */
    async setVisible(userId: string, visible: boolean): Promise<OnlineStatus> {
      const before = await repo.findOne(db, userId);
      const row = await repo.setVisible(db, userId, visible);
      const connected = await store.connectedAmong([userId]);
      const status = toStatus(userId, row, connected.has(userId));
      // Only a connected player's change is seen: offline either way otherwise.
      if (connected.has(userId) && (before?.visible ?? true) !== visible) {
        events?.emit('presence.changed', {
          userId,
          isOnline: status.is_online,
          lastSeen: status.last_seen,
        });
      }
      return status;
    },

    /** Presence of several users as others see it (the 'Online Now' strip's source). */
    async statusesOf(userIds: string[]): Promise<OnlineStatus[]> {
      const [rows, connected] = await Promise.all([
        repo.findPresence(db, userIds),
        store.connectedAmong(userIds),
      ]);
      const byUser = new Map(rows.map((row) => [row.userId, row]));
      return userIds.map((id) => toStatus(id, byUser.get(id), connected.has(id)));
    },

    /**
     * Which of these users have a socket open now on any instance, whether or not they appear
     * offline to others (a live game can start with them either way).
     */
    connectedAmong: (userIds: string[]) => store.connectedAmong(userIds),

    /** How many players are connected now, on any instance (hidden ones count, unnamed). */
    countOnline: () => store.countConnected(),

    /** Stops counting this instance's sockets (shutdown). */
    close: () => store.close(),
  };
}
export type PresenceService = ReturnType<typeof createPresenceService>;
