/**
 * A small in-process cache for read-mostly data (the catalogue). Entries live `ttlMs`, so an
 * edit made through another instance shows within that time; `clear()` makes this instance's
 * own edits show at once. Concurrent misses for one key share a single load. At most
 * `maxEntries` are kept.
 */
export function createReadCache(ttlMs: number, now: () => number = Date.now, maxEntries = 500) {
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as Promise<T>;
      const value = load();
      entries.delete(key);
      entries.set(key, { expiresAt: now() + ttlMs, value });
      // Keys can come from user input (search text): the oldest go first past the cap.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      // A failed load is not cached.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
export type ReadCache = ReturnType<typeof createReadCache>;
