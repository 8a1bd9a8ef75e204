import { describe, expect, it, vi } from 'vitest';
import { createReadCache } from './read-cache';

describe('the read cache', () => {
  it('loads once per key within the lifetime, and again after it', async () => {
    let now = 0;
    const cache = createReadCache(1000, () => now);
    const load = vi.fn(async () => 'value');
    await Promise.all([cache.get('a', load), cache.get('a', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    now = 999;
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 1000;
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createReadCache(60_000, Date.now, 2);
    const load = vi.fn(async () => 'v');
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('c', load);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('forgets everything on clear, and never keeps a failed load', async () => {
    const cache = createReadCache(60_000);
    const load = vi.fn(async () => 1);
    await cache.get('k', load);
    cache.clear();
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    const failing = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValueOnce(2);
    await expect(cache.get('f', failing)).rejects.toThrow('db down');
    await expect(cache.get('f', failing)).resolves.toBe(2);
  });
});
