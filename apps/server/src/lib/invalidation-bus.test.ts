import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createLocalInvalidationBus,
  createRedisInvalidationBus,
  type InvalidationBus,
} from './invalidation-bus';

describe('the local invalidation bus', () => {
  it('runs the handlers of the topic before publish returns, and no others', () => {
    const bus = createLocalInvalidationBus({ alone: true });
    const users: (string | null)[] = [];
    const sessions: (string | null)[] = [];
    bus.subscribe('users', (key) => users.push(key));
    const stop = bus.subscribe('sessions', (key) => sessions.push(key));

    void bus.publish('users', 'u1');
    expect(users).toEqual(['u1']);
    expect(sessions).toEqual([]);

    stop();
    void bus.publish('sessions', 's1');
    expect(sessions).toEqual([]);
  });

  it('covers other processes only when it is alone', () => {
    expect(createLocalInvalidationBus({ alone: true }).covers()).toBe(true);
    expect(createLocalInvalidationBus({ alone: false }).covers()).toBe(false);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('the Redis invalidation bus', () => {
  const opened: Redis[] = [];
  const buses: InvalidationBus[] = [];
  const prefix = `qa-test-${randomBytes(6).toString('hex')}:`;

  const open = (subscriber?: Redis) => {
    const client = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    opened.push(client);
    const bus = createRedisInvalidationBus({
      client,
      prefix,
      onError: () => {},
      ...(subscriber ? { subscriber } : {}),
    });
    buses.push(bus);
    return bus;
  };

  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
    for (const client of opened.splice(0)) client.disconnect();
  });

  it('reaches the other instance once, and the publisher once (not again from the echo)', async () => {
    const a = open();
    const b = open();
    await vi.waitFor(() => expect(a.covers() && b.covers()).toBe(true));
    const seenByA: (string | null)[] = [];
    const seenByB: (string | null)[] = [];
    a.subscribe('users', (key) => seenByA.push(key));
    b.subscribe('users', (key) => seenByB.push(key));

    await a.publish('users', 'u1');
    expect(seenByA).toEqual(['u1']);
    await vi.waitFor(() => expect(seenByB).toEqual(['u1']));
    // Long enough for the echo of A's own message to have come back.
    await b.publish('users', 'u2');
    await vi.waitFor(() => expect(seenByA).toEqual(['u1', 'u2']));
    expect(seenByB).toEqual(['u1', 'u2']);
  });

  it('says everything changed once its subscription is back after a cut', async () => {
    const subscriber = new Redis(redisUrl!, { maxRetriesPerRequest: null });
    opened.push(subscriber);
    const bus = open(subscriber);
    const seen: (string | null)[] = [];
    bus.subscribe('users', (key) => seen.push(key));
    await vi.waitFor(() => expect(bus.covers()).toBe(true));
    expect(seen).toEqual([]);

    // Cut the connection; ioredis reconnects by itself. Whatever was sent meanwhile is lost.
    subscriber.disconnect(true);
    await vi.waitFor(() => expect(seen).toEqual([null]));
    expect(bus.covers()).toBe(true);
  });

  it('does not cover while it cannot subscribe', async () => {
    // Nothing listens on port 1: the subscription never comes up.
    const subscriber = new Redis({ host: '127.0.0.1', port: 1, maxRetriesPerRequest: null });
    opened.push(subscriber);
    const bus = open(subscriber);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bus.covers()).toBe(false);
  });
});
