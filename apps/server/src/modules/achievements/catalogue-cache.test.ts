import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { manualClock } from '../../lib/clock';
import { CACHE_ENTRY_AGE_MS, createLocalInvalidationBus } from '../../lib/invalidation-bus';
import { openTestDatabase } from '../../test/build-test-app';
import { ACHIEVEMENT_CATALOGUE } from './achievement-catalogue';
import * as repo from './achievements.repo';
import { createCatalogueCache } from './catalogue-cache';

describe('the per-instance achievement catalogue', () => {
  const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
  let database: Database;
  let reads = 0;

  beforeAll(async () => {
    database = await openTestDatabase({
      onQuery: (text) => {
        if (/^select\b[^]*\bfrom "achievements"/.test(text.trim())) reads += 1;
      },
    });
    await repo.syncCatalogue(database.db, ACHIEVEMENT_CATALOGUE);
  });
  afterAll(() => database?.close());

  it('reads the table once, again after a sync is announced, and again once too old', async () => {
    const bus = createLocalInvalidationBus({ alone: true });
    const cache = createCatalogueCache({ clock, bus });
    const db = database.db;
    reads = 0;
    const first = await cache.rows(db);
    expect(first.map((row) => row.id)).toEqual(ACHIEVEMENT_CATALOGUE.map((entry) => entry.id));
    expect(await cache.rows(db)).toBe(first);
    expect(reads).toBe(1);

    // Another cache on the same bus (another instance, over Redis) synced the table.
    await createCatalogueCache({ clock, bus }).announceChanged();
    await cache.rows(db);
    expect(reads).toBe(2);

    clock.advance(CACHE_ENTRY_AGE_MS.covered);
    await cache.rows(db);
    expect(reads).toBe(3);
  });

  it('does not keep a read that an announcement overtook', async () => {
    const bus = createLocalInvalidationBus({ alone: true });
    const cache = createCatalogueCache({ clock, bus });
    reads = 0;
    const loading = cache.rows(database.db);
    await cache.announceChanged();
    await loading;
    await cache.rows(database.db);
    expect(reads).toBe(2);
  });

  it('trusts an entry a second when the bus does not reach every writer', async () => {
    const cache = createCatalogueCache({
      clock,
      bus: createLocalInvalidationBus({ alone: false }),
    });
    reads = 0;
    await cache.rows(database.db);
    clock.advance(CACHE_ENTRY_AGE_MS.uncovered - 1);
    await cache.rows(database.db);
    expect(reads).toBe(1);
    clock.advance(1);
    await cache.rows(database.db);
    expect(reads).toBe(2);
  });
});
