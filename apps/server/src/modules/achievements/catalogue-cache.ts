import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { maxEntryAgeMs, type InvalidationBus } from '../../lib/invalidation-bus';
import * as repo from './achievements.repo';

/** Invalidation topic: the achievements table changed (an instance synced the catalogue). */
export const CATALOGUE_CHANGED = 'achievements.catalogue';

/**
 * The achievement catalogue as the table holds it, per instance: every evaluation needs all of
 * it, and it changes only when an instance brings the table in step with its code at start-up,
 * which announces itself on the bus. Trusted as long as the other per-instance caches
 * (`maxEntryAgeMs`); a load that began before an announcement is not kept.
 */
export function createCatalogueCache(options: { clock: Clock; bus: InvalidationBus }) {
  const { clock, bus } = options;
  let held: { rows: repo.AchievementRow[]; loadedAt: number } | undefined;
  let epoch = 0;
  bus.subscribe(CATALOGUE_CHANGED, () => {
    epoch += 1;
    held = undefined;
  });

  return {
    /**
     * The catalogue, read through `handle` when not held: the caller's transaction when it is
     * in one (on PGlite, a read outside it would wait for it to end).
     */
    async rows(handle: Db): Promise<readonly repo.AchievementRow[]> {
      const now = clock.now().getTime();
      if (held && now - held.loadedAt < maxEntryAgeMs(bus)) return held.rows;
      const startedAt = epoch;
      const rows = await repo.listAchievements(handle);
      if (epoch === startedAt) held = { rows, loadedAt: now };
      return rows;
    },

    /** Tells this instance and the others that the table changed. */
    announceChanged: () => bus.publish(CATALOGUE_CHANGED, 'all'),
  };
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
