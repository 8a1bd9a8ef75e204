import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { openRedis } from '../../lib/redis';
import { signUp } from '../../test/auth-helpers';
import type { Headers } from '../../test/quiz-helpers';
import { listeningSuiteApp, openSocket } from '../../test/socket-helpers';
import { createRedisPresenceStore } from './presence.store';

describe('presence', () => {
  const suite = listeningSuiteApp();

  const statusOf = async (headers: Headers) => {
    const response = await suite.app.inject({
      method: 'GET',
      url: '/api/social/users/online-status',
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { is_online: boolean; visible: boolean; last_seen: string };
  };

  it('is online while any tab is connected, with last seen kept when the last one closes', async () => {
    const player = await signUp(suite.app);
    expect(await statusOf(player.headers)).toMatchObject({
      user_id: player.user.id,
      is_online: false,
      visible: true,
      last_seen: null,
    });
    const first = await openSocket(suite.app, suite.host, player.headers);
    const second = await openSocket(suite.app, suite.host, player.headers);
    await vi.waitFor(async () => expect((await statusOf(player.headers)).is_online).toBe(true));
    first.ws.close();
    await first.closed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await statusOf(player.headers)).is_online).toBe(true);
    second.ws.close();
    await vi.waitFor(async () => expect((await statusOf(player.headers)).is_online).toBe(false));
    const { last_seen: lastSeen } = await statusOf(player.headers);
    expect(Date.parse(lastSeen)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lets a player appear offline while connected, and back', async () => {
    const player = await signUp(suite.app);
    const socket = await openSocket(suite.app, suite.host, player.headers);
    await vi.waitFor(async () => expect((await statusOf(player.headers)).is_online).toBe(true));
    const hide = await suite.app.inject({
      method: 'PUT',
      url: '/api/social/users/online-status',
      headers: player.headers,
      payload: { is_online: false },
    });
    expect(hide.json().data).toMatchObject({ is_online: false, visible: false });
    expect(await statusOf(player.headers)).toMatchObject({ is_online: false, visible: false });
    const show = await suite.app.inject({
      method: 'PUT',
      url: '/api/social/users/online-status',
      headers: player.headers,
      payload: { is_online: true },
    });
    expect(show.json().data).toMatchObject({ is_online: true, visible: true });
    socket.ws.close();
  });

  it('names the field of a bad body and changes nothing', async () => {
    const player = await signUp(suite.app);
    for (const payload of [{}, { is_online: 'yes' }, { is_online: true, user_id: 'x' }]) {
      const response = await suite.app.inject({
        method: 'PUT',
        url: '/api/social/users/online-status',
        headers: player.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toMatch(/^body/);
    }
    expect(await statusOf(player.headers)).toMatchObject({ visible: true });
  });

  it('is for signed-in callers only', async () => {
    const response = await suite.app.inject({
      method: 'PUT',
      url: '/api/social/users/online-status',
      payload: { is_online: true },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('presence across instances (Redis)', () => {
  it('counts sockets on every live instance and forgets an instance that leaves', async () => {
    const redis = openRedis(process.env.TEST_REDIS_URL!);
    await redis.ready();
    const prefix = `qa-test-${randomBytes(6).toString('hex')}:`;
    const options = {
      client: redis.client,
      prefix,
      heartbeatMs: 100,
      ttlMs: 1_000,
      onError: () => {},
    };
    const first = createRedisPresenceStore(options);
    const second = createRedisPresenceStore(options);
    try {
      await first.add('user-a');
      await first.add('user-a');
      await second.add('user-b');
      expect(await second.connectedAmong(['user-a', 'user-b', 'user-c'])).toEqual(
        new Set(['user-a', 'user-b']),
      );
      await first.remove('user-a');
      expect(await second.connectedAmong(['user-a'])).toEqual(new Set(['user-a']));
      await first.close();
      expect(await second.connectedAmong(['user-a', 'user-b'])).toEqual(new Set(['user-b']));
    } finally {
      await second.close();
      await redis.close();
    }
  });
});
