import { EventEmitter } from 'node:events';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import {
  REALTIME_CLOSE,
  parseServerMessage,
  type RealtimeServerMessage,
} from '@quizarena/contracts';
import { createDomainEvents } from '../../lib/domain-events';
import { manualClock } from '../../lib/clock';
import { chatOwnerForTests } from '../../test/chat-owner';
import { createLocalBus } from './realtime.bus';
import {
  ACHIEVEMENT_TOAST_HANDLER,
  bridgeDomainEvents,
  LEADERBOARD_UPDATE_INTERVAL_MS,
} from './realtime.bridge';
import { createTokenBucket } from './realtime.connection';
import { createRealtimeService, type RealtimeService } from './realtime.service';
import { createMemoryTicketStore } from './realtime.tickets';

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const GROUP = '33333333-3333-4333-8333-333333333333';

/** Just enough of a `ws` socket for the hub: frames in, frames and closes out. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  send(frame: Buffer) {
    this.sent.push(frame.toString());
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 2;
  }
  terminate() {
    this.readyState = 3;
  }
  ping() {}
  receive(frame: string | object) {
    this.emit(
      'message',
      Buffer.from(typeof frame === 'string' ? frame : JSON.stringify(frame)),
      false,
    );
  }
  messages(): RealtimeServerMessage[] {
    return this.sent.map((frame) => JSON.parse(frame) as RealtimeServerMessage);
  }
}

const services: RealtimeService[] = [];
afterEach(async () => {
  for (const service of services.splice(0)) await service.shutdown();
});

function hub(settings = {}) {
  const errors: string[] = [];
  const service = createRealtimeService({
    tickets: createMemoryTicketStore(manualClock(), 30_000),
    createBus: createLocalBus,
    presence: { connected: async () => {}, disconnected: async () => {} },
    stillSignedIn: async (sessions) => new Set(sessions.map((s) => s.sessionId)),
    log: { warn: () => {}, error: (message) => errors.push(message) },
    settings,
  });
  services.push(service);
  const join = (userId: string, name = 'Player') => {
    const socket = new FakeSocket();
    service.attach(socket as unknown as WebSocket, {
      userId,
      name,
      sessionId: `session-${userId}`,
      sessionVersion: 1,
    });
    return socket;
  };
  return { service, join, errors };
}

/** Lets queued message handling run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the token bucket', () => {
  it('allows the burst at once, then the steady rate', () => {
    let now = 0;
    const bucket = createTokenBucket(10, 20, () => now);
    const taken = Array.from({ length: 25 }, () => bucket.take()).filter(Boolean).length;
    expect(taken).toBe(20);
    now += 500;
    expect(Array.from({ length: 10 }, () => bucket.take()).filter(Boolean).length).toBe(5);
  });
});

describe('the realtime hub', () => {
  it('answers every frame a fuzzer makes up with an error or a reply, never a throw', async () => {
    const { join, errors } = hub();
    const frame = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.json({ maxDepth: 3 }),
      fc
        .record({
          event: fc.constantFrom('subscribe', 'unsubscribe', 'broadcast', 'x', ''),
          payload: fc.anything({ maxDepth: 2 }),
        })
        .map((value) => JSON.stringify(value)),
    );
    await fc.assert(
      fc.asyncProperty(frame, async (text) => {
        const socket = join(ALICE);
        socket.receive(text);
        await settle();
        const replies = socket.messages().slice(1);
        expect(replies).toHaveLength(1);
        expect(['error', 'subscribed', 'unsubscribed']).toContain(replies[0]!.event);
        for (const raw of socket.sent) expect(parseServerMessage(raw)).not.toBeNull();
      }),
      { numRuns: 200 },
    );
    expect(errors).toEqual([]);
  });

  // As JSON escapes: a raw control character would already make the frame malformed JSON.
  it.each([
    ['NUL', '\\u0000'],
    ['a control character', '\\u001b'],
    ['a lone surrogate', '\\ud800'],
  ])('refuses %s in any field of a frame with an error naming the field', async (_name, bad) => {
    const { join } = hub();
    const frames: [string, string][] = [
      [
        `{"event":"subscribe","payload":{"channel":"achievements:${ALICE}${bad}:unlocked"}}`,
        'payload.channel',
      ],
      [
        `{"event":"subscribe","payload":{"channel":"achievements:${ALICE}:unlocked","ref":"r${bad}"}}`,
        'payload.ref',
      ],
      [
        `{"event":"broadcast","payload":{"channel":"study_group:${GROUP}","data":{"text":"hi${bad}"}}}`,
        'payload.data.text',
      ],
      [`{"event":"subscribe${bad}","payload":{}}`, 'event'],
    ];
    for (const [frame, field] of frames) {
      const socket = join(ALICE);
      socket.receive(frame);
      await settle();
      const replies = socket.messages().slice(1);
      expect(replies).toEqual([
        {
          event: 'error',
          payload: expect.objectContaining({
            code: 'VALIDATION_FAILED',
            field,
            message: 'Must not contain control characters or invalid Unicode',
          }),
        },
      ]);
      // Nothing of the bad text comes back (not even the ref it was in).
      expect(socket.sent.join('')).not.toContain(bad);
      expect(socket.sent.join('')).not.toContain(JSON.parse(`"${bad}"`));
    }
  });

  it('drops a consumer that lets more than the buffer limit pile up, and only that one', async () => {
    const { service, join } = hub({ maxBufferedBytes: 4096 });
    service.registerOwner('leaderboard', { authorize: async () => {} });
    const slow = join(ALICE);
    const fast = join(BOB);
    for (const socket of [slow, fast])
      socket.receive({ event: 'subscribe', payload: { channel: 'leaderboard:global:update' } });
    await settle();
    slow.bufferedAmount = 5_000;
    service.publish(
      { kind: 'leaderboard', scope: 'global' },
      { scope: 'global', updated_at: new Date().toISOString() },
    );
    expect(slow.closedWith).toBe(REALTIME_CLOSE.tryAgainLater);
    expect(fast.messages().at(-1)).toMatchObject({ event: 'message' });
  });

  it('refuses to publish data that breaks the channel contract', () => {
    const { service, join, errors } = hub();
    service.registerOwner('leaderboard', { authorize: async () => {} });
    const socket = join(ALICE);
    const before = socket.sent.length;
    service.publish({ kind: 'leaderboard', scope: 'global' }, { scope: 42 });
    expect(socket.sent).toHaveLength(before);
    expect(errors[0]).toMatch(/breaks the contract/);
  });

  describe('a broadcast', () => {
    const channel = `study_group:${GROUP}:message`;

    it('goes through its owner, is kept, and reaches every subscriber as the server’s message', async () => {
      const { service, join } = hub();
      const chat = chatOwnerForTests([ALICE, BOB]);
      service.registerOwner('study_group', chat.owner);
      const alice = join(ALICE, 'Alice');
      const bob = join(BOB, 'Bob');
      for (const socket of [alice, bob])
        socket.receive({ event: 'subscribe', payload: { channel } });
      await settle();
      alice.receive({ event: 'broadcast', payload: { channel, data: { message: '  hello  ' } } });
      await settle();
      expect(chat.kept).toEqual(['hello']);
      for (const socket of [alice, bob])
        expect(socket.messages().at(-1)).toMatchObject({
          event: 'message',
          payload: { channel, data: { user_id: ALICE, user_name: 'Alice', message: 'hello' } },
        });
    });

    it('is refused, with the field named, when the owner’s rules say no', async () => {
      const { service, join } = hub();
      const chat = chatOwnerForTests([ALICE, BOB]);
      service.registerOwner('study_group', chat.owner);
      const alice = join(ALICE);
      const outsider = join('44444444-4444-4444-8444-444444444444');
      alice.receive({ event: 'subscribe', payload: { channel } });
      await settle();
      alice.receive({
        event: 'broadcast',
        payload: { channel, data: { message: 'x'.repeat(2001) }, ref: 'long' },
      });
      outsider.receive({ event: 'broadcast', payload: { channel, data: { message: 'hi' } } });
      alice.receive({
        event: 'broadcast',
        payload: { channel, data: { message: 'hi', admin: true } },
      });
      await settle();
      expect(alice.messages().slice(-2)).toEqual([
        {
          event: 'error',
          payload: expect.objectContaining({
            code: 'VALIDATION_FAILED',
            field: 'payload.data.message',
            ref: 'long',
          }),
        },
        {
          event: 'error',
          payload: expect.objectContaining({ code: 'VALIDATION_FAILED' }),
        },
      ]);
      expect(outsider.messages().at(-1)).toMatchObject({
        event: 'error',
        payload: { code: 'FORBIDDEN' },
      });
      expect(chat.kept).toEqual([]);
      expect(alice.messages().filter((m) => m.event === 'message')).toEqual([]);
    });
  });
});

describe('the domain-event bridge', () => {
  it('coalesces leaderboard changes into one update per scope per interval', () => {
    vi.useFakeTimers();
    try {
      const events = createDomainEvents();
      const published: { channel: unknown; data: unknown }[] = [];
      // The outbox's delivery (retries, leases) has its own tests; here only what a delivered
      // unlock becomes matters.
      const outboxHandlers = new Map<string, (payload: unknown) => unknown>();
      const stop = bridgeDomainEvents(
        events,
        (channel, data) => published.push({ channel, data }),
        manualClock(),
        {
          register: (type, name, handler) =>
            outboxHandlers.set(`${type} ${name}`, (payload) =>
              handler(payload as never, {} as never),
            ),
        },
      );
      for (let index = 0; index < 50; index += 1)
        events.emit('leaderboard.changed', { scopes: ['global', `topic_${GROUP}`] });
      expect(published).toEqual([]);
      vi.advanceTimersByTime(LEADERBOARD_UPDATE_INTERVAL_MS);
      expect(published.map((entry) => entry.channel)).toEqual([
        { kind: 'leaderboard', scope: 'global' },
        { kind: 'leaderboard', scope: `topic_${GROUP}` },
      ]);
      outboxHandlers.get(`achievement.unlocked ${ACHIEVEMENT_TOAST_HANDLER}`)!({
        userId: ALICE,
        achievement: {
          achievement_id: 'first-quiz',
          title: 'First steps',
          description: 'Finish a quiz',
          icon_url: 'trophy',
          points_reward: 10,
          rarity_score: 1,
          earned_at: new Date().toISOString(),
        },
      });
      expect(published.at(-1)).toMatchObject({
        channel: { kind: 'achievements', userId: ALICE },
      });
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
