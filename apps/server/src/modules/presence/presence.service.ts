import type { OnlineStatus } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
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
}) {
  const { db, clock, store, onError } = deps;

  async function touch(userId: string) {
    try {
      await repo.touchLastSeen(db, userId, clock.now());
    } catch (error) {
      // Last seen is a nicety; a failed write must not refuse or break a socket.
      onError('could not record last seen', error);
    }
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
      if (await store.add(userId)) await touch(userId);
    },

    /** A socket of the user closed on this instance. */
    async disconnected(userId: string): Promise<void> {
      if (await store.remove(userId)) await touch(userId);
    },

    /** Shows or hides the user's presence to others; answers the status as others see it. */
    async setVisible(userId: string, visible: boolean): Promise<OnlineStatus> {
      const row = await repo.setVisible(db, userId, visible);
      const connected = await store.connectedAmong([userId]);
      return toStatus(userId, row, connected.has(userId));
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

    /** Stops counting this instance's sockets (shutdown). */
    close: () => store.close(),
  };
}
export type PresenceService = ReturnType<typeof createPresenceService>;
