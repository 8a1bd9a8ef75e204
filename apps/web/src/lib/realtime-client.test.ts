import { REALTIME_CLOSE } from '@quizarena/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestRealtime, flushPromises, TEST_HOST, type TestRealtime } from '../test/realtime';
import type { RealtimeStatus } from './realtime-client';

const USER = '00000000-0000-4000-8000-00000000000a';
const ACHIEVEMENTS = `achievements:${USER}:unlocked`;
const GROUP = 'study_group:00000000-0000-4000-8000-0000000000bb:message';

const achievement = {
  achievement_id: 'first-quiz',
  title: 'First Steps',
  description: 'Finish a quiz',
  icon_url: 'trophy',
  points_reward: 50,
  rarity_score: 1,
  earned_at: '2026-01-01T10:00:00.000Z',
};
const chat = {
  user_id: USER,
  user_name: 'Ada',
  message: 'hello',
  timestamp: '2026-01-01T10:00:00.000Z',
};

// Global fake timers, passed in as the client's timers (so both the default and the injection
// point are the ones the test controls).
const fakeTimers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

let realtime: TestRealtime;
let statuses: RealtimeStatus[];

function start(options: Parameters<typeof createTestRealtime>[0] = {}) {
  realtime = createTestRealtime({ timers: fakeTimers, ...options });
  statuses = [];
  realtime.client.onStatus((status) => statuses.push(status));
  return realtime;
}

/** Starts and gets the first socket accepted. */
async function startConnected() {
  start();
  realtime.client.connect();
  await flushPromises();
  realtime.latest().accept(USER);
  return realtime;
}

const describeStatus = ({ state, attempt }: RealtimeStatus) =>
  state === 'reconnecting' ? `${state} ${attempt}` : state;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  realtime?.client.disconnect();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the realtime client connecting', () => {
  it('opens the ticket’s path on this host with a fresh ticket for every attempt', async () => {
    start();
    expect(realtime.client.getStatus().state).toBe('idle');
    realtime.client.connect();
    expect(realtime.client.getStatus()).toEqual({
      state: 'connecting',
      attempt: 0,
      maxAttempts: 5,
    });
    await flushPromises();
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(1);
    expect(realtime.latest().url).toBe(`ws://${TEST_HOST}/ws?ticket=ticket-1`);

    realtime.latest().accept(USER);
    expect(realtime.client.getStatus().state).toBe('connected');

    realtime.latest().serverClose(REALTIME_CLOSE.goingAway);
    await vi.advanceTimersByTimeAsync(2000);
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(2);
    expect(realtime.sockets).toHaveLength(2);
    expect(realtime.latest().ticket).toBe('ticket-2');
  });

  it('uses wss next to https and encodes the ticket', async () => {
    start({
      protocol: 'https:',
      fetchTicket: async () => ({ ticket: 'a+b/c=&d', path: '/ws' }),
    });
    realtime.client.connect();
    await flushPromises();
    expect(realtime.latest().url).toBe(`wss://${TEST_HOST}/ws?ticket=a%2Bb%2Fc%3D%26d`);
    expect(realtime.latest().ticket).toBe('a+b/c=&d');
  });

  it('counts as connected only once the server says connected', async () => {
    start();
    realtime.client.connect();
    await flushPromises();
    realtime.latest().open();
    expect(realtime.client.getStatus().state).toBe('connecting');
    realtime.latest().receive({
      event: 'connected',
      payload: { connection_id: 'c', user_id: USER, heartbeat_ms: 25_000 },
    });
    expect(realtime.client.getStatus().state).toBe('connected');
  });

  it('does nothing on a second connect while running', async () => {
    start();
    realtime.client.connect();
    realtime.client.connect();
    await flushPromises();
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(1);
    expect(realtime.sockets).toHaveLength(1);
  });
});

describe('the realtime client reconnecting', () => {
  it('waits 2, 4, 8, 16 and 32 seconds, then stops after 5 attempts and reports offline', async () => {
    await startConnected();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      realtime.latest().serverClose();
      const before = realtime.sockets.length;
      const expected = 2 ** attempt * 1000;
      await vi.advanceTimersByTimeAsync(expected - 1);
      expect(realtime.sockets).toHaveLength(before);
      expect(realtime.client.getStatus()).toEqual({
        state: 'reconnecting',
        attempt,
        maxAttempts: 5,
      });
      await vi.advanceTimersByTimeAsync(1);
      expect(realtime.sockets).toHaveLength(before + 1);
      waits.push(expected);
    }
    expect(waits).toEqual([2000, 4000, 8000, 16000, 32000]);

    realtime.latest().serverClose();
    expect(realtime.client.getStatus()).toEqual({ state: 'offline', attempt: 0, maxAttempts: 5 });
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(realtime.sockets).toHaveLength(6);
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(6);
    expect(statuses.map(describeStatus)).toEqual([
      'connecting',
      'connected',
      'reconnecting 1',
      'reconnecting 2',
      'reconnecting 3',
      'reconnecting 4',
      'reconnecting 5',
      'offline',
    ]);
  });

  it('counts a refused ticket as a failed attempt', async () => {
    start({ fetchTicket: () => Promise.reject(new Error('Network down')) });
    realtime.client.connect();
    await flushPromises();
    expect(realtime.client.getStatus()).toMatchObject({ state: 'reconnecting', attempt: 1 });
    await vi.advanceTimersByTimeAsync(2000 + 4000 + 8000 + 16000 + 32000);
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(6);
    expect(realtime.sockets).toHaveLength(0);
    expect(realtime.client.getStatus().state).toBe('offline');
  });

  it('starts counting again after a successful reconnect', async () => {
    await startConnected();
    realtime.latest().serverClose();
    await vi.advanceTimersByTimeAsync(2000);
    realtime.latest().serverClose();
    await vi.advanceTimersByTimeAsync(4000);
    expect(realtime.client.getStatus()).toMatchObject({ state: 'reconnecting', attempt: 2 });
    realtime.latest().accept(USER);
    expect(realtime.client.getStatus()).toEqual({ state: 'connected', attempt: 0, maxAttempts: 5 });

    realtime.latest().serverClose();
    expect(realtime.client.getStatus()).toMatchObject({ state: 'reconnecting', attempt: 1 });
    const before = realtime.sockets.length;
    await vi.advanceTimersByTimeAsync(2000);
    expect(realtime.sockets).toHaveLength(before + 1);
  });

  it('reconnects normally after the server ends the session (4001)', async () => {
    await startConnected();
    realtime.latest().serverClose(REALTIME_CLOSE.sessionEnded, 'Session ended');
    expect(realtime.client.getStatus()).toMatchObject({ state: 'reconnecting', attempt: 1 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(2);
  });

  it('retries at once when asked to, or when the browser is back online, once offline', async () => {
    start({ fetchTicket: () => Promise.reject(new Error('Network down')) });
    realtime.client.connect();
    await vi.advanceTimersByTimeAsync(62_000);
    expect(realtime.client.getStatus().state).toBe('offline');
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(6);

    realtime.client.reconnect();
    expect(realtime.client.getStatus().state).toBe('connecting');
    await flushPromises();
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(7);
    // A full set of attempts again.
    expect(realtime.client.getStatus()).toMatchObject({ state: 'reconnecting', attempt: 1 });
    await vi.advanceTimersByTimeAsync(62_000);
    expect(realtime.client.getStatus().state).toBe('offline');
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(12);

    realtime.onlineEvents.dispatchEvent(new Event('online'));
    await flushPromises();
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(13);
  });

  it('cuts a backoff short when the browser is back online', async () => {
    await startConnected();
    realtime.latest().serverClose();
    realtime.onlineEvents.dispatchEvent(new Event('online'));
    await flushPromises();
    expect(realtime.sockets).toHaveLength(2);
    realtime.latest().accept(USER);
    // The timer it replaced does not open a third socket.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(realtime.sockets).toHaveLength(2);
    expect(realtime.client.getStatus().state).toBe('connected');
  });
});

describe('the realtime client disconnecting', () => {
  it('closes normally, reports idle and does not reconnect', async () => {
    await startConnected();
    const socket = realtime.latest();
    realtime.client.disconnect();
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'Client disconnect' });
    expect(realtime.client.getStatus().state).toBe('idle');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(realtime.sockets).toHaveLength(1);
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(1);
  });

  it('drops a ticket that arrives after it', async () => {
    start();
    realtime.client.connect();
    realtime.client.disconnect();
    await flushPromises();
    expect(realtime.sockets).toHaveLength(0);
  });

  it('stops a backoff under way, and ignores the online event afterwards', async () => {
    await startConnected();
    realtime.latest().serverClose();
    realtime.client.disconnect();
    realtime.onlineEvents.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(1);
    expect(realtime.client.getStatus().state).toBe('idle');
    realtime.client.reconnect();
    await flushPromises();
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(1);
  });

  it('can connect again afterwards, resubscribing what is still listened to', async () => {
    await startConnected();
    realtime.client.subscribe(GROUP, () => {});
    realtime.client.disconnect();
    realtime.client.connect();
    await flushPromises();
    realtime.latest().accept(USER);
    expect(realtime.latest().subscriptions()).toEqual([`subscribe ${GROUP}`]);
  });
});

describe('realtime subscriptions', () => {
  it('queues subscribes until connected, then sends each channel once', async () => {
    start();
    realtime.client.subscribe(ACHIEVEMENTS, () => {});
    realtime.client.subscribe(ACHIEVEMENTS, () => {});
    realtime.client.subscribe(GROUP, () => {});
    realtime.client.connect();
    await flushPromises();
    realtime.latest().open();
    expect(realtime.latest().sent).toEqual([]);
    realtime.latest().receive({
      event: 'connected',
      payload: { connection_id: 'c', user_id: USER, heartbeat_ms: 25_000 },
    });
    expect(realtime.latest().subscriptions()).toEqual([
      `subscribe ${ACHIEVEMENTS}`,
      `subscribe ${GROUP}`,
    ]);
    expect(realtime.latest().sent[0]!.payload.ref).toEqual(expect.any(String));
  });

  it('subscribes on the first listener and unsubscribes when the last one leaves', async () => {
    await startConnected();
    const socket = realtime.latest();
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = realtime.client.subscribe(ACHIEVEMENTS, first);
    // The same channel spelled with upper-case ids.
    const offSecond = realtime.client.subscribe(
      `achievements:${USER.toUpperCase()}:unlocked`,
      second,
    );
    expect(socket.subscriptions()).toEqual([`subscribe ${ACHIEVEMENTS}`]);

    socket.receive({ event: 'message', payload: { channel: ACHIEVEMENTS, data: achievement } });
    expect(first).toHaveBeenCalledWith(achievement);
    expect(second).toHaveBeenCalledWith(achievement);

    offFirst();
    offFirst();
    expect(socket.subscriptions()).toEqual([`subscribe ${ACHIEVEMENTS}`]);
    socket.receive({ event: 'message', payload: { channel: ACHIEVEMENTS, data: achievement } });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);

    offSecond();
    expect(socket.subscriptions()).toEqual([
      `subscribe ${ACHIEVEMENTS}`,
      `unsubscribe ${ACHIEVEMENTS}`,
    ]);
    socket.receive({ event: 'message', payload: { channel: ACHIEVEMENTS, data: achievement } });
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('resubscribes every channel still listened to after a reconnect', async () => {
    await startConnected();
    realtime.client.subscribe(ACHIEVEMENTS, () => {});
    const offGroup = realtime.client.subscribe(GROUP, () => {});
    const listener = vi.fn();
    realtime.client.subscribe(GROUP, listener);
    const leaderboard = realtime.client.subscribe('leaderboard:global:update', () => {});

    realtime.latest().serverClose();
    // Leaving while disconnected sends nothing, and the channel is not asked for again.
    leaderboard();
    offGroup();
    await vi.advanceTimersByTimeAsync(2000);
    const socket = realtime.latest();
    expect(socket.sent).toEqual([]);
    socket.accept(USER);
    expect(socket.subscriptions()).toEqual([`subscribe ${ACHIEVEMENTS}`, `subscribe ${GROUP}`]);

    socket.receive({ event: 'message', payload: { channel: GROUP, data: chat } });
    expect(listener).toHaveBeenCalledWith(chat);
  });

  it('ignores frames that are not the protocol’s', async () => {
    await startConnected();
    const socket = realtime.latest();
    const listener = vi.fn();
    realtime.client.subscribe(ACHIEVEMENTS, listener);
    const errors = vi.fn();
    realtime.client.onError(errors);

    expect(() => {
      socket.receive('not json');
      socket.receive('');
      socket.receive({ event: 'surprise', payload: {} });
      socket.receive({ event: 'message' });
      // Data that does not fit the channel's schema.
      socket.receive({ event: 'message', payload: { channel: ACHIEVEMENTS, data: { title: 1 } } });
      // A channel that is not one.
      socket.receive({ event: 'message', payload: { channel: 'secrets', data: achievement } });
      socket.receive({ event: 'error', payload: { code: 'NOPE', message: 'x' } });
      socket.onmessage?.(new MessageEvent('message', { data: new ArrayBuffer(4) }));
    }).not.toThrow();
    expect(listener).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(realtime.client.getStatus().state).toBe('connected');

    socket.receive({ event: 'message', payload: { channel: ACHIEVEMENTS, data: achievement } });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hands a refused subscribe to that channel’s onError and to onError listeners', async () => {
    await startConnected();
    const socket = realtime.latest();
    const refused = vi.fn();
    const other = vi.fn();
    const global = vi.fn();
    realtime.client.onError(global);
    realtime.client.subscribe(GROUP, () => {}, { onError: refused });
    realtime.client.subscribe(ACHIEVEMENTS, () => {}, { onError: other });
    const ref = socket.sent[0]!.payload.ref;

    const error = {
      code: 'FORBIDDEN',
      message: 'You are not a member of this group',
      channel: GROUP,
      ref,
    };
    socket.receive({ event: 'error', payload: error });
    expect(refused).toHaveBeenCalledWith(error);
    expect(global).toHaveBeenCalledWith(error);
    expect(other).not.toHaveBeenCalled();

    // Without a ref, the channel named finds the listeners.
    socket.receive({
      event: 'error',
      payload: { code: 'TOO_MANY_SUBSCRIPTIONS', message: 'Too many', channel: ACHIEVEMENTS },
    });
    expect(other).toHaveBeenCalledWith(expect.objectContaining({ code: 'TOO_MANY_SUBSCRIPTIONS' }));
    // An error about no channel reaches only the onError listeners.
    socket.receive({ event: 'error', payload: { code: 'UNKNOWN_EVENT', message: 'What?' } });
    expect(global).toHaveBeenCalledTimes(3);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('refuses a name that is no channel without asking the server', async () => {
    await startConnected();
    const onError = vi.fn();
    const off = realtime.client.subscribe('leaderboard:../../etc:update', () => {}, { onError });
    await flushPromises();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'VALIDATION_FAILED',
        channel: 'leaderboard:../../etc:update',
      }),
    );
    expect(realtime.latest().sent).toEqual([]);
    expect(() => off()).not.toThrow();
  });

  it('keeps delivering to the other listeners when one throws', async () => {
    await startConnected();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    realtime.client.subscribe(ACHIEVEMENTS, () => {
      throw new Error('boom');
    });
    realtime.client.subscribe(ACHIEVEMENTS, after);
    realtime.latest().receive({
      event: 'message',
      payload: { channel: ACHIEVEMENTS, data: achievement },
    });
    expect(after).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalled();
  });
});

describe('realtime broadcasts', () => {
  const CONVERSATION = '00000000-0000-4000-8000-0000000000cc';
  const TYPING = `conversation:${CONVERSATION}:typing`;

  it('sends a broadcast frame to the channel’s one spelling while connected', async () => {
    await startConnected();
    const socket = realtime.latest();
    const upperCase = `conversation:${CONVERSATION.toUpperCase()}:typing`;
    expect(realtime.client.broadcast(upperCase, { is_typing: true })).toBe(true);
    expect(socket.sent).toEqual([
      { event: 'broadcast', payload: { channel: TYPING, data: { is_typing: true } } },
    ]);
    expect(socket.broadcasts(TYPING)).toEqual([{ is_typing: true }]);
  });

  it('sends nothing, and queues nothing, without a connected socket', async () => {
    start();
    expect(realtime.client.broadcast(TYPING, { is_typing: true })).toBe(false);
    realtime.client.connect();
    await flushPromises();
    realtime.latest().open();
    // Open but not yet accepted: still not live.
    expect(realtime.client.broadcast(TYPING, { is_typing: true })).toBe(false);
    realtime.latest().receive({
      event: 'connected',
      payload: { connection_id: 'c', user_id: USER, heartbeat_ms: 25_000 },
    });
    expect(realtime.latest().sent).toEqual([]);
  });

  it('refuses a name that is no channel', async () => {
    await startConnected();
    expect(realtime.client.broadcast('secrets', { is_typing: true })).toBe(false);
    expect(realtime.latest().sent).toEqual([]);
  });
});
