import { MESSAGES_PER_MINUTE } from '@quizarena/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { buildTestApp, openTestDatabase, type TestApp } from '../../test/build-test-app';
import { befriend, call, directBetween, player, send, type Player } from './messages.test-helpers';
import { isOutboxPoll } from '../../test/outbox-poll';

const clock = manualClock(new Date('2026-06-01T12:00:00Z'));

describe('messages', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ clock });
  });
  afterAll(() => app.close());

  const pair = async (first = 'Ada Lovelace', second = 'Bob Builder') => {
    const a = await player(app, { name: first });
    const b = await player(app, { name: second });
    await befriend(app.database.db, a.id, b.id);
    return [a, b, await directBetween(app, a, b)] as const;
  };
  const page = async (who: Player, id: string, query = '') => {
    const answer = await call(app, who, 'GET', `/api/social/conversations/${id}/messages${query}`);
    expect(answer.status).toBe(200);
    return answer.body.data as {
      messages: {
        id: string;
        content: string;
        status: string;
        is_read: boolean;
        created_at: string;
      }[];
      has_more: boolean;
    };
  };
  const notifications = async (who: Player) =>
    (await call(app, who, 'GET', '/api/social/notifications')).body.data as {
      notifications: {
        kind: string;
        is_read: boolean;
        data: { message_count: number; preview: string };
      }[];
      unread_count: number;
    };

  it('stores trimmed text and refuses a blank message, a reply from elsewhere, and someone else’s attachment', async () => {
    const [ada, bob, id] = await pair();
    const stored = await send(app, ada, id, '   hello there  ', { client_id: 'local-1' });
    expect(stored).toMatchObject({
      content: 'hello there',
      status: 'sent',
      is_read: false,
      message_type: 'text',
      client_id: 'local-1',
      sender: { user_id: ada.id, name: 'Ada Lovelace' },
      reply_to: null,
      attachment: null,
    });
    const blank = await call(app, ada, 'POST', '/api/social/messages', {
      conversation_id: id,
      content: '   ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.details[0].field).toBe('body.content');

    const reply = (
      await call(app, bob, 'POST', '/api/social/messages', {
        conversation_id: id,
        content: 'replying',
        reply_to: stored.id,
      })
    ).body.data.message;
    expect(reply.reply_to).toEqual({
      id: stored.id,
      sender_name: 'Ada Lovelace',
      content: 'hello there',
      removed: false,
    });
    const lines = await page(bob, id);
    expect(lines.messages.map((message) => message.content)).toEqual(['hello there', 'replying']);

    const [cy, , elsewhere] = await pair('Cy C', 'Di D');
    const theirs = await send(app, cy, elsewhere, 'not in your conversation');
    const strangeReply = await call(app, bob, 'POST', '/api/social/messages', {
      conversation_id: id,
      content: 'answer',
      reply_to: theirs.id,
    });
    expect(strangeReply.status).toBe(400);
    expect(strangeReply.body.details[0].field).toBe('body.reply_to');
    const strangeAttachment = await call(app, bob, 'POST', '/api/social/messages', {
      conversation_id: id,
      content: '',
      attachment_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(strangeAttachment.status).toBe(400);
    expect(strangeAttachment.body.details[0].field).toBe('body.attachment_id');
  });

  it('pages newest first, each page oldest first, and scrolls up with before', async () => {
    const [ada, bob, id] = await pair();
    const sent: string[] = [];
    for (let n = 1; n <= 7; n += 1) sent.push((await send(app, n % 2 ? ada : bob, id, `m${n}`)).id);
    const newest = await page(ada, id, '?limit=3');
    expect(newest.messages.map((message) => message.content)).toEqual(['m5', 'm6', 'm7']);
    expect(newest.has_more).toBe(true);
    const older = await page(ada, id, `?limit=3&before=${newest.messages[0]!.id}`);
    expect(older.messages.map((message) => message.content)).toEqual(['m2', 'm3', 'm4']);
    expect(older.has_more).toBe(true);
    const oldest = await page(ada, id, `?limit=3&before=${older.messages[0]!.id}`);
    expect(oldest.messages.map((message) => message.content)).toEqual(['m1']);
    expect(oldest.has_more).toBe(false);
    const skipped = await page(ada, id, '?limit=2&offset=2');
    expect(skipped.messages.map((message) => message.content)).toEqual(['m4', 'm5']);

    const [cyrus, , theirs] = await pair('Cyrus C', 'Dina D');
    const foreign = await send(app, cyrus, theirs, 'not yours');
    const wrongCursor = await call(
      app,
      ada,
      'GET',
      `/api/social/conversations/${id}/messages?before=${foreign.id}`,
    );
    expect(wrongCursor.status).toBe(400);
    expect(wrongCursor.body.details[0].field).toBe('querystring.before');
  });

  it('moves the sender’s ticks from sent to delivered to read, and the reader’s unread count', async () => {
    const [ada, bob, id] = await pair();
    const first = await send(app, ada, id, 'one');
    const second = await send(app, ada, id, 'two');
    const conversation = async (who: Player) =>
      (await call(app, who, 'GET', `/api/social/conversations/${id}`)).body.data.conversation;
    expect((await conversation(bob)).unread_count).toBe(2);

    const delivered = await call(app, bob, 'POST', `/api/social/conversations/${id}/delivered`, {});
    expect(delivered.body.data).toMatchObject({ conversation_id: id, unread_count: 2 });
    expect((await page(ada, id)).messages.map((message) => message.status)).toEqual([
      'delivered',
      'delivered',
    ]);

    const readFirst = await call(app, bob, 'POST', `/api/social/conversations/${id}/read`, {
      up_to_message_id: first.id,
    });
    expect(readFirst.body.data).toMatchObject({ unread_count: 1 });
    const ticks = (await page(ada, id)).messages;
    expect(ticks.map((message) => [message.status, message.is_read])).toEqual([
      ['read', true],
      ['delivered', false],
    ]);
    expect((await page(bob, id)).messages.map((message) => message.is_read)).toEqual([true, false]);

    // Without a message: up to the latest, and marks never move back.
    const all = await call(app, bob, 'POST', `/api/social/conversations/${id}/read`);
    expect(all.body.data).toMatchObject({ unread_count: 0, unread_total: 0 });
    await call(app, bob, 'POST', `/api/social/conversations/${id}/read`, {
      up_to_message_id: first.id,
    });
    expect((await page(ada, id)).messages.map((message) => message.status)).toEqual([
      'read',
      'read',
    ]);
    expect((await conversation(ada)).last_message).toMatchObject({ id: second.id, is_read: true });

    const foreign = await call(app, bob, 'POST', `/api/social/conversations/${id}/read`, {
      up_to_message_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details[0].field).toBe('body.up_to_message_id');
  });

  it('folds a conversation’s messages into one notification until it is read, and leaves muted readers alone', async () => {
    const [ada, bob, id] = await pair();
    for (const text of ['first', 'second', 'third']) await send(app, ada, id, text);
    const before = await notifications(bob);
    const messages = before.notifications.filter((n) => n.kind === 'message_received');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      is_read: false,
      data: { message_count: 3, preview: 'third', is_group: false, conversation_id: id },
    });

    await call(app, bob, 'POST', `/api/social/conversations/${id}/read`);
    const read = await notifications(bob);
    expect(read.notifications.filter((n) => n.kind === 'message_received' && !n.is_read)).toEqual(
      [],
    );
    await send(app, ada, id, 'fourth');
    const again = await notifications(bob);
    expect(again.notifications.filter((n) => n.kind === 'message_received')).toHaveLength(2);

    await call(app, ada, 'PATCH', `/api/social/conversations/${id}/settings`, { is_muted: true });
    await send(app, bob, id, 'you muted me');
    const muted = await notifications(ada);
    expect(muted.notifications.filter((n) => n.kind === 'message_received')).toEqual([]);
    const conversation = (await call(app, ada, 'GET', `/api/social/conversations/${id}`)).body.data
      .conversation;
    // Muted still counts the conversation's own unread messages, but not the total.
    expect(conversation).toMatchObject({ is_muted: true, unread_count: 1 });
    const list = (await call(app, ada, 'GET', '/api/social/conversations')).body.data;
    expect(list.unread_total).toBe(0);
  });

  it('masks rude words for a reader with the filter on (always under 16), never in their own words', async () => {
    const kid = await player(app, {
      name: 'Bart Young',
      user_type: 'student',
      birth_year: clock.now().getUTCFullYear() - 14,
    });
    const [adult, other, id] = await pair('Ada Adult', 'Otto Other');
    await befriend(app.database.db, adult.id, kid.id);
    const withKid = await directBetween(app, adult, kid);
    await send(app, adult, withKid, 'what the fuck was that quiz');
    const kidView = (await page(kid, withKid)).messages[0]!;
    expect(kidView.content).toBe('what the **** was that quiz');
    const adultView = (await page(adult, withKid)).messages[0]!;
    expect(adultView.content).toBe('what the fuck was that quiz');
    const kidNotification = (await notifications(kid)).notifications.find(
      (n) => n.kind === 'message_received',
    );
    expect(kidNotification?.data.preview).toBe('what the **** was that quiz');

    await send(app, other, id, 'shit happens');
    expect((await page(adult, id)).messages[0]!.content).toBe('shit happens');
    await call(app, adult, 'PATCH', `/api/social/conversations/${id}/settings`, {
      filter_enabled: true,
    });
    expect((await page(adult, id)).messages[0]!.content).toBe('**** happens');
    expect((await page(other, id)).messages[0]!.content).toBe('shit happens');
  });

  it('keeps every one of many messages sent at once, each at its own time, each counted unread', async () => {
    const [ada, bob, id] = await pair();
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, n) => send(app, n % 2 ? ada : bob, id, `burst ${n}`)),
    );
    const thread = await page(ada, id, '?limit=50');
    expect(thread.messages).toHaveLength(20);
    const times = thread.messages.map((message) =>
      Date.parse((message as { created_at: string }).created_at),
    );
    expect(new Set(times).size).toBe(20);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(thread.messages.map((message) => message.id))).toEqual(
      new Set(sent.map((message) => message.id)),
    );
    const unread = async (who: Player) =>
      (await call(app, who, 'GET', `/api/social/conversations/${id}`)).body.data.conversation
        .unread_count;
    expect([await unread(ada), await unread(bob)]).toEqual([10, 10]);
  });

  it(`allows ${MESSAGES_PER_MINUTE} messages a minute, then 429 with Retry-After`, async () => {
    const [ada, , id] = await pair();
    for (let n = 0; n < MESSAGES_PER_MINUTE; n += 1) await send(app, ada, id, `flood ${n}`);
    const refused = await call(app, ada, 'POST', '/api/social/messages', {
      conversation_id: id,
      content: 'one too many',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    clock.advance(61_000);
    await send(app, ada, id, 'a minute later');
  });
});

describe('the send path', () => {
  let app: TestApp;
  let captured: string[] | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase({ onQuery: (text) => captured?.push(text.trim()) });
    app = await buildTestApp({ clock, database });
  });
  afterAll(() => app.close());

  it('costs four statements between friends: the conversation, the policy, the message, its notification', async () => {
    const ada = await player(app, { name: 'Ada Lovelace' });
    const bob = await player(app, { name: 'Bob Builder' });
    await befriend(app.database.db, ada.id, bob.id);
    const id = await directBetween(app, ada, bob);
    await send(app, ada, id, 'first');
    // The first message's notification is pushed by the outbox; that is not the send's cost.
    await app.outbox.dispatchNow();
    captured = [];
    await send(app, ada, id, 'second');
    // The outbox's poll for due work may land in the window: it is not the send's either.
    const statements = captured.filter((text) => !isOutboxPoll(text));
    captured = undefined;
    // Opening the conversation with its participants is one statement, the social policy
    // another; the transaction stores the message (one statement for the message, the
    // conversation's last message and the unread counts) and folds Bob's notification.
    expect(statements.filter((text) => !/^(begin|commit)/i.test(text))).toHaveLength(4);
    expect(statements.length).toBeLessThanOrEqual(6);
  });
});
