import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  channelName,
  GAME_SESSION_EVENTS,
  parseChannel,
  parseServerMessage,
  REALTIME_MAX_RECONNECT_ATTEMPTS,
  realtimeClientMessageSchema,
  reconnectDelayMs,
  type RealtimeChannel,
} from './events';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const ID_UPPER = ID.toUpperCase();
const achievement = {
  achievement_id: 'first-quiz',
  title: 'First Steps',
  description: 'Finish your first quiz',
  icon_url: 'trophy',
  points_reward: 50,
  rarity_score: 1,
  earned_at: '2026-01-01T10:00:00.000Z',
};

describe('channel names', () => {
  it.each<[string, RealtimeChannel]>([
    [
      `game_session:${ID}:game_update`,
      { kind: 'game_session', sessionId: ID, event: 'game_update' },
    ],
    [
      `game_session:${ID}:player_join`,
      { kind: 'game_session', sessionId: ID, event: 'player_join' },
    ],
    [`leaderboard:global:update`, { kind: 'leaderboard', scope: 'global' }],
    [`leaderboard:${ID}:update`, { kind: 'leaderboard', scope: ID }],
    [`leaderboard:topic_${ID}:update`, { kind: 'leaderboard', scope: `topic_${ID}` }],
    [`achievements:${ID}:unlocked`, { kind: 'achievements', userId: ID }],
    [`study_group:${ID}:message`, { kind: 'study_group', groupId: ID }],
  ])('reads %s and spells it back the same', (name, channel) => {
    expect(parseChannel(name)).toEqual(channel);
    expect(channelName(channel)).toBe(name);
  });

  it('lower-cases ids, so both spellings are one channel', () => {
    for (const name of [
      `game_session:${ID_UPPER}:game_end`,
      `achievements:${ID_UPPER}:unlocked`,
      `study_group:${ID_UPPER}:message`,
      `leaderboard:${ID_UPPER}:update`,
      `leaderboard:topic_${ID_UPPER}:update`,
    ]) {
      const channel = parseChannel(name);
      expect(channel).not.toBeNull();
      expect(channelName(channel!)).toBe(name.replace(ID_UPPER, ID));
    }
  });

  it('round-trips every channel it can name', () => {
    const id = fc.uuid();
    const channel: fc.Arbitrary<RealtimeChannel> = fc.oneof(
      fc.record({
        kind: fc.constant('game_session' as const),
        sessionId: id,
        event: fc.constantFrom(...GAME_SESSION_EVENTS),
      }),
      fc.record({
        kind: fc.constant('leaderboard' as const),
        scope: fc.oneof(
          fc.constantFrom('global', 'organization', 'level'),
          id,
          id.map((value) => `topic_${value}`),
        ),
      }),
      fc.record({ kind: fc.constant('achievements' as const), userId: id }),
      fc.record({ kind: fc.constant('study_group' as const), groupId: id }),
    );
    fc.assert(
      fc.property(channel, (value) => {
        expect(parseChannel(channelName(value))).toEqual(value);
      }),
    );
  });

  it.each([
    '',
    'leaderboard',
    'leaderboard:global',
    'leaderboard:everyone:update',
    'leaderboard:topic_nope:update',
    `leaderboard:${'a'.repeat(65)}:update`,
    'leaderboard:global:update:extra',
    `game_session:${ID}:cheat`,
    'game_session:not-a-uuid:game_update',
    `achievements:${ID}:locked`,
    `achievements:${ID.slice(0, -1)}:unlocked`,
    `study_group:${ID}:messages`,
    ` achievements:${ID}:unlocked`,
    `ACHIEVEMENTS:${ID}:unlocked`,
    `notifications:${ID}:new`,
  ])('refuses %j', (name) => {
    expect(parseChannel(name)).toBeNull();
  });
});

describe('reconnectDelayMs', () => {
  it('waits 2^attempt seconds for attempts 1 to 5', () => {
    expect(REALTIME_MAX_RECONNECT_ATTEMPTS).toBe(5);
    expect([1, 2, 3, 4, 5].map(reconnectDelayMs)).toEqual([2000, 4000, 8000, 16000, 32000]);
  });

  it.each([0, 6, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'has no delay for %s',
    (attempt) => {
      expect(reconnectDelayMs(attempt)).toBeNull();
    },
  );
});

describe('realtimeClientMessageSchema', () => {
  const channel = `study_group:${ID}:message`;

  it.each([
    { event: 'subscribe', payload: { channel } },
    { event: 'subscribe', payload: { channel, ref: 's1' } },
    { event: 'unsubscribe', payload: { channel, ref: 'u2' } },
    { event: 'broadcast', payload: { channel, data: { message: 'hi' } } },
  ])('accepts %j', (message) => {
    expect(realtimeClientMessageSchema.safeParse(message).success).toBe(true);
  });

  it.each([
    ['an unknown event', { event: 'publish', payload: { channel } }],
    ['no event', { payload: { channel } }],
    ['an extra key on the message', { event: 'subscribe', payload: { channel }, extra: 1 }],
    ['an extra key in the payload', { event: 'subscribe', payload: { channel, extra: 1 } }],
    ['a name that is no channel', { event: 'subscribe', payload: { channel: 'everything' } }],
    ['a ref that is too long', { event: 'subscribe', payload: { channel, ref: 'r'.repeat(65) } }],
    ['no payload', { event: 'unsubscribe' }],
  ])('refuses %s', (_, message) => {
    expect(realtimeClientMessageSchema.safeParse(message).success).toBe(false);
  });
});

describe('parseServerMessage', () => {
  const channel = `achievements:${ID}:unlocked`;

  it.each(['', 'not json', '{', 'null', '42', '[]'])('gives null for %j', (raw) => {
    expect(parseServerMessage(raw)).toBeNull();
  });

  it('gives null for an unknown event or a malformed payload', () => {
    expect(parseServerMessage(JSON.stringify({ event: 'surprise', payload: {} }))).toBeNull();
    expect(
      parseServerMessage(
        JSON.stringify({ event: 'error', payload: { code: 'NOPE', message: '' } }),
      ),
    ).toBeNull();
    expect(
      parseServerMessage(
        JSON.stringify({ event: 'connected', payload: { connection_id: 'c', user_id: 'x' } }),
      ),
    ).toBeNull();
  });

  it('gives null for a message whose data does not fit its channel', () => {
    const { title: _title, ...untitled } = achievement;
    expect(
      parseServerMessage(
        JSON.stringify({ event: 'message', payload: { channel, data: untitled } }),
      ),
    ).toBeNull();
    expect(
      parseServerMessage(
        JSON.stringify({
          event: 'message',
          payload: { channel: 'leaderboard:global:update', data: achievement },
        }),
      ),
    ).toBeNull();
  });

  it('gives null for a message on a name that is no channel', () => {
    expect(
      parseServerMessage(
        JSON.stringify({ event: 'message', payload: { channel: 'secrets', data: achievement } }),
      ),
    ).toBeNull();
  });

  it('reads an achievement message, keeping only what the schema knows', () => {
    const raw = JSON.stringify({
      event: 'message',
      payload: { channel, data: { ...achievement, internal: 'dropped' } },
    });
    expect(parseServerMessage(raw)).toEqual({
      event: 'message',
      payload: { channel, data: achievement },
    });
  });

  it('reads the other server events', () => {
    const connected = {
      event: 'connected',
      payload: { connection_id: 'c1', user_id: ID, heartbeat_ms: 25_000 },
    };
    expect(parseServerMessage(JSON.stringify(connected))).toEqual(connected);
    const subscribed = { event: 'subscribed', payload: { channel, ref: 's1' } };
    expect(parseServerMessage(JSON.stringify(subscribed))).toEqual(subscribed);
    const error = {
      event: 'error',
      payload: { code: 'FORBIDDEN', message: 'Not yours', channel, ref: 's1' },
    };
    expect(parseServerMessage(JSON.stringify(error))).toEqual(error);
  });
});
