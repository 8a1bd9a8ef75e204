import type { RealtimeServerMessage } from '@quizarena/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/auth-helpers';
import { buildTestInstances, type TestApp } from '../../test/build-test-app';
import {
  collectFor,
  listen,
  listeningSuiteApp,
  openSocket,
  subscribe,
  type TestSocket,
} from '../../test/socket-helpers';
import { makeFriends, socialApi } from './social.test-helpers';

type Player = Awaited<ReturnType<typeof signUp>>;

/** What a player's own inbox channel hears of friends: changes between them, and presence. */
describe('the social inbox', () => {
  const suite = listeningSuiteApp();
  const api = () => socialApi(suite.app);

  /** A socket following the player's own inbox. */
  async function inbox(player: Player): Promise<TestSocket> {
    const socket = await openSocket(suite.app, suite.host, player.headers);
    const answer = await subscribe(socket, `user:${player.user.id}:inbox`);
    expect(answer.event).toBe('subscribed');
    return socket;
  }
  const onInbox = (player: Player, type: string, extra: Record<string, unknown> = {}) => {
    return (message: RealtimeServerMessage) =>
      message.event === 'message' &&
      message.payload.channel === `user:${player.user.id}:inbox` &&
      (message.payload.data as { type: string }).type === type &&
      Object.entries(extra).every(
        ([key, value]) => (message.payload.data as Record<string, unknown>)[key] === value,
      );
  };
  /** The `n`th message that matches (the earlier ones are already there). */
  const nth = (socket: TestSocket, n: number, match: (m: RealtimeServerMessage) => boolean) =>
    socket
      .waitFor(() => socket.messages.filter(match).length >= n)
      .then(() => socket.messages.filter(match)[n - 1]!);
  const dataOf = (message: RealtimeServerMessage) =>
    message.event === 'message' ? message.payload.data : undefined;

  it('tells both players where they stand after each change, and pushes the notification', async () => {
    const ada = await signUp(suite.app, { name: 'Ada Lovelace' });
    const bob = await signUp(suite.app, { name: 'Bob Babbage' });
    const [adas, bobs] = await Promise.all([inbox(ada), inbox(bob)]);

    await api().request(ada.headers, bob.user.id);
    await adas.waitFor(onInbox(ada, 'relationship', { relationship: 'pending_sent' }));
    const received = await bobs.waitFor(
      onInbox(bob, 'relationship', { relationship: 'pending_received' }),
    );
    expect(dataOf(received)).toEqual({
      type: 'relationship',
      user_id: ada.user.id,
      relationship: 'pending_received',
    });
    await suite.app.outbox.dispatchNow();
    const pushed = await bobs.waitFor(onInbox(bob, 'notification'));
    expect(dataOf(pushed)).toMatchObject({
      notification: {
        kind: 'friend_request_received',
        actor: { user_id: ada.user.id, name: 'Ada Lovelace' },
        is_read: false,
      },
      unread_count: 1,
    });

    await api().respond(bob.headers, ada.user.id, true);
    await adas.waitFor(onInbox(ada, 'relationship', { relationship: 'friends' }));
    await bobs.waitFor(onInbox(bob, 'relationship', { relationship: 'friends' }));
    await suite.app.outbox.dispatchNow();
    const accepted = await adas.waitFor(
      (message) =>
        onInbox(ada, 'notification')(message) &&
        (dataOf(message) as { notification: { kind: string } }).notification.kind ===
          'friend_request_accepted',
    );
    expect(dataOf(accepted)).toMatchObject({
      notification: { actor: { user_id: bob.user.id, name: 'Bob Babbage' } },
    });

    // A block reads 'blocked' to the blocker and 'none' to the blocked.
    await api().block(bob.headers, ada.user.id);
    await bobs.waitFor(onInbox(bob, 'relationship', { relationship: 'blocked' }));
    await adas.waitFor(onInbox(ada, 'relationship', { relationship: 'none' }));
    adas.ws.close();
    bobs.ws.close();
  });

  it('tells friends, and only friends, when a player comes online, hides, and goes offline', async () => {
    const ada = await signUp(suite.app);
    const friend = await signUp(suite.app);
    const stranger = await signUp(suite.app);
    await makeFriends(suite.app, ada, friend);
    const [friends, strangers] = await Promise.all([inbox(friend), inbox(stranger)]);
    const presenceOfAda = (online: boolean) => (message: RealtimeServerMessage) =>
      onInbox(friend, 'presence', { user_id: ada.user.id, is_online: online })(message);

    const socket = await openSocket(suite.app, suite.host, ada.headers);
    const online = await friends.waitFor(presenceOfAda(true));
    expect(dataOf(online)).toMatchObject({ user_id: ada.user.id, is_online: true });
    // A second tab changes nothing others see.
    const second = await openSocket(suite.app, suite.host, ada.headers);
    expect(await collectFor(friends, 200, presenceOfAda(true))).toEqual([]);
    second.ws.close();
    await second.closed;

    // Appearing offline reads as offline; appearing again as online.
    await suite.app.inject({
      method: 'PUT',
      url: '/api/social/users/online-status',
      headers: ada.headers,
      payload: { is_online: false },
    });
    await friends.waitFor(presenceOfAda(false));
    await suite.app.inject({
      method: 'PUT',
      url: '/api/social/users/online-status',
      headers: ada.headers,
      payload: { is_online: true },
    });
    await nth(friends, 2, presenceOfAda(true));

    socket.ws.close();
    const offline = await nth(friends, 2, presenceOfAda(false));
    expect(dataOf(offline)).toMatchObject({ last_seen: expect.any(String) });
    // The stranger heard nothing of Ada.
    const heard = await collectFor(strangers, 100, (message) => message.event === 'message');
    expect(
      [...strangers.messages, ...heard].filter(
        (message) =>
          message.event === 'message' &&
          (message.payload.data as { user_id?: string }).user_id === ada.user.id,
      ),
    ).toEqual([]);
    friends.ws.close();
    strangers.ws.close();
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('the social inbox across instances (Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  let hostA = '';
  let hostB = '';

  beforeAll(async () => {
    [a, b] = await buildTestInstances();
    hostA = await listen(a);
    hostB = await listen(b);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('tells a friend following on another instance that a player came online', async () => {
    const ada = await signUp(a);
    const friend = await signUp(a);
    await makeFriends(a, ada, friend);
    const friends = await openSocket(b, hostB, friend.headers);
    expect((await subscribe(friends, `user:${friend.user.id}:inbox`)).event).toBe('subscribed');
    const socket = await openSocket(a, hostA, ada.headers);
    await friends.waitFor(
      (message) =>
        message.event === 'message' &&
        (message.payload.data as { type: string; user_id?: string; is_online?: boolean }).type ===
          'presence' &&
        (message.payload.data as { user_id: string }).user_id === ada.user.id,
    );
    socket.ws.close();
    friends.ws.close();
  });
});
