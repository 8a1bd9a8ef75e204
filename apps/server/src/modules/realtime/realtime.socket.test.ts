import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REALTIME_CLOSE, REALTIME_PATH } from '@quizarena/contracts';
import { manualClock } from '../../lib/clock';
import { setAccountStatus } from '../auth';
import { chatOwnerForTests } from '../../test/chat-owner';
import { GOOD_PASSWORD, lastMailedToken, signUp } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { playSession, startSession } from '../../test/quiz-helpers';
import {
  TEST_ORIGIN,
  collectFor,
  listen,
  listeningSuiteApp,
  openSocket,
  refusedHandshake,
  subscribe,
  ticketFor,
} from '../../test/socket-helpers';

const isError = (code: string) => (message: { event: string; payload: unknown }) =>
  message.event === 'error' && (message.payload as { code: string }).code === code;

describe('realtime socket', () => {
  const clock = manualClock(new Date('2026-10-01T10:00:00Z'));
  let app: TestApp;
  let host: string;
  let topicId: string;
  let categoryId: string;

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    host = await listen(app);
    const category = await buildCategory(app.database.db, { name: 'Realtime' });
    categoryId = category.id;
    topicId = (await buildTopic(app.database.db, category.id, { name: 'Sockets' })).id;
    await buildQuestions(app.database.db, topicId, 10);
  });
  afterAll(() => app.close());

  const url = (ticket: string) => `ws://${host}${REALTIME_PATH}?ticket=${ticket}`;

  describe('handshake', () => {
    it('admits a fresh ticket and says who the socket belongs to', async () => {
      const player = await signUp(app);
      const socket = await openSocket(app, host, player.headers);
      expect(socket.messages[0]).toMatchObject({
        event: 'connected',
        payload: { user_id: player.user.id, heartbeat_ms: 30_000 },
      });
      socket.ws.close();
    });

    it('refuses an expired ticket', async () => {
      const player = await signUp(app);
      const ticket = await ticketFor(app, player.headers);
      clock.advance(31_000);
      expect((await refusedHandshake(url(ticket), { origin: TEST_ORIGIN })).status).toBe(401);
    });

    it('refuses a made-up ticket and names a missing one', async () => {
      expect((await refusedHandshake(url('not-a-ticket'), { origin: TEST_ORIGIN })).status).toBe(
        401,
      );
      const missing = await refusedHandshake(`ws://${host}${REALTIME_PATH}`, {
        origin: TEST_ORIGIN,
      });
      expect(missing.status).toBe(400);
      expect(missing.body).toContain('querystring.ticket');
    });

    it('reports its sockets and deliveries at /metrics', async () => {
      const player = await signUp(app);
      const socket = await openSocket(app, host, player.headers);
      await subscribe(socket, 'leaderboard:global:update');
      const before = app.realtime.stats().delivered;
      app.realtime.publish(
        { kind: 'leaderboard', scope: 'global' },
        { scope: 'global', updated_at: clock.now().toISOString() },
      );
      await socket.waitFor((message) => message.event === 'message');
      const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      const value = (name: string) =>
        Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(metrics)?.[1]);
      expect(value('realtime_connections')).toBeGreaterThanOrEqual(1);
      expect(value('realtime_channels')).toBeGreaterThanOrEqual(1);
      expect(value('realtime_deliveries_total')).toBeGreaterThanOrEqual(before + 1);
      socket.ws.close();
    });

    it('needs a signed-in caller for a ticket', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/realtime/ticket' });
      expect(response.statusCode).toBe(401);
    });

    it('holds at most 10 sockets per user', async () => {
      const player = await signUp(app);
      const sockets = [];
      for (let index = 0; index < 10; index += 1)
        sockets.push(await openSocket(app, host, player.headers));
      const ticket = await ticketFor(app, player.headers);
      expect((await refusedHandshake(url(ticket), { origin: TEST_ORIGIN })).status).toBe(429);
      for (const socket of sockets) socket.ws.close();
    });
  });

  describe('subscriptions', () => {
    it('lets a player follow their own achievements and refuses someone else’s with an error', async () => {
      const player = await signUp(app);
      const other = await signUp(app);
      const socket = await openSocket(app, host, player.headers);
      expect(await subscribe(socket, `achievements:${player.user.id}:unlocked`)).toMatchObject({
        event: 'subscribed',
        payload: { channel: `achievements:${player.user.id}:unlocked` },
      });
      expect(await subscribe(socket, `achievements:${other.user.id}:unlocked`)).toMatchObject({
        event: 'error',
        payload: { code: 'FORBIDDEN', channel: `achievements:${other.user.id}:unlocked` },
      });
      socket.ws.close();
    });

    it('lets a player follow their own game only; another’s is not found', async () => {
      const player = await signUp(app);
      const other = await signUp(app);
      const session = await startSession(app, player.headers, { topic_id: topicId });
      const own = await openSocket(app, host, player.headers);
      const stranger = await openSocket(app, host, other.headers);
      const channel = `game_session:${session.id}:game_update`;
      expect(await subscribe(own, channel)).toMatchObject({ event: 'subscribed' });
      expect(await subscribe(stranger, channel)).toMatchObject({
        event: 'error',
        payload: { code: 'NOT_FOUND' },
      });
      own.ws.close();
      stranger.ws.close();
    });

    it('opens existing boards to every player and refuses study groups nobody publishes on', async () => {
      const player = await signUp(app);
      const socket = await openSocket(app, host, player.headers);
      expect(await subscribe(socket, 'leaderboard:global:update')).toMatchObject({
        event: 'subscribed',
      });
      expect(await subscribe(socket, `leaderboard:topic_${topicId}:update`)).toMatchObject({
        event: 'subscribed',
      });
      expect(
        await subscribe(socket, 'leaderboard:topic_00000000-0000-4000-8000-000000000000:update'),
      ).toMatchObject({
        event: 'error',
        payload: { code: 'NOT_FOUND', message: 'Topic not found' },
      });
      expect(
        await subscribe(socket, 'study_group:00000000-0000-4000-8000-000000000000:message'),
      ).toMatchObject({ event: 'error', payload: { code: 'NOT_FOUND' } });
      socket.ws.close();
    });

    it('names the field of a channel that is not one of the spec’s', async () => {
      const player = await signUp(app);
      const socket = await openSocket(app, host, player.headers);
      expect(await subscribe(socket, 'admin:secrets')).toMatchObject({
        event: 'error',
        payload: { code: 'VALIDATION_FAILED', field: 'payload.channel' },
      });
      expect(await subscribe(socket, 'leaderboard:nonsense:update')).toMatchObject({
        event: 'error',
        payload: { code: 'VALIDATION_FAILED' },
      });
      socket.ws.close();
    });

    it('stops delivering after unsubscribe', async () => {
      const player = await signUp(app);
      const socket = await openSocket(app, host, player.headers);
      await subscribe(socket, 'leaderboard:global:update');
      socket.send({ event: 'unsubscribe', payload: { channel: 'leaderboard:global:update' } });
      await socket.waitFor((message) => message.event === 'unsubscribed');
      app.realtime.publish(
        { kind: 'leaderboard', scope: 'global' },
        { scope: 'global', updated_at: clock.now().toISOString() },
      );
      expect(await collectFor(socket, 300, (m) => m.event === 'message')).toEqual([]);
      socket.ws.close();
    });
  });

  describe('server events', () => {
    it('announces unlocked achievements to their earner only', async () => {
      const earner = await signUp(app);
      const bystander = await signUp(app);
      const mine = await openSocket(app, host, earner.headers);
      const theirs = await openSocket(app, host, bystander.headers);
      await subscribe(mine, `achievements:${earner.user.id}:unlocked`);
      await subscribe(theirs, `achievements:${bystander.user.id}:unlocked`);

      const session = await startSession(app, earner.headers, { topic_id: topicId });
      const completed = await playSession(
        app,
        earner.headers,
        session.id,
        ['right'],
        clock.advance,
      );
      expect(completed.achievements_earned.length).toBeGreaterThan(0);

      const first = await mine.waitFor((m) => m.event === 'message');
      expect(first.payload).toMatchObject({
        channel: `achievements:${earner.user.id}:unlocked`,
        data: { achievement_id: expect.any(String), title: expect.any(String) },
      });
      // Every unlock arrives (each is its own outbox delivery, beside the notifications the
      // unlocks write), and nothing more after them.
      const delivered = () => mine.messages.filter((m) => m.event === 'message');
      await vi.waitFor(
        () =>
          expect(delivered().length).toBeGreaterThanOrEqual(completed.achievements_earned.length),
        { timeout: 5_000 },
      );
      await collectFor(mine, 200, () => true);
      expect(delivered()).toHaveLength(completed.achievements_earned.length);
      expect(await collectFor(theirs, 200, (m) => m.event === 'message')).toEqual([]);
      mine.ws.close();
      theirs.ws.close();
    });

    it('follows a game answer by answer to its end, and moves the boards once a second', async () => {
      const player = await signUp(app);
      const socket = await openSocket(app, host, player.headers);
      const session = await startSession(app, player.headers, { topic_id: topicId });
      await subscribe(socket, `game_session:${session.id}:game_update`);
      await subscribe(socket, `game_session:${session.id}:game_end`);
      await subscribe(socket, 'leaderboard:global:update');
      await subscribe(socket, `leaderboard:${categoryId}:update`);

      await playSession(app, player.headers, session.id, ['right', 'wrong'], clock.advance);
      const end = await socket.waitFor(
        (m) => m.event === 'message' && m.payload.channel.endsWith(':game_end'),
      );
      expect(end.payload).toMatchObject({
        data: {
          session_id: session.id,
          status: 'completed',
          total_questions: 10,
          players: [{ user_id: player.user.id, answered_count: 10, correct_answers: 1 }],
        },
      });
      const updates = socket.messages.filter(
        (m) => m.event === 'message' && m.payload.channel.endsWith(':game_update'),
      );
      expect(updates).toHaveLength(10);
      const boards = await socket.waitFor(
        (m) => m.event === 'message' && m.payload.channel === `leaderboard:${categoryId}:update`,
      );
      expect(boards.payload).toMatchObject({ data: { scope: categoryId } });
      await socket.waitFor(
        (m) => m.event === 'message' && m.payload.channel === 'leaderboard:global:update',
      );
      socket.ws.close();
    });
  });

  describe('bad input', () => {
    it('answers malformed JSON, unknown events, extra keys and binary frames with errors, and carries on', async () => {
      const player = await signUp(app);
      const socket = await openSocket(app, host, player.headers);
      socket.send('{not json');
      await socket.waitFor(isError('VALIDATION_FAILED'));
      socket.send({ event: 'shout', payload: { ref: 'r1' } });
      expect(await socket.waitFor(isError('UNKNOWN_EVENT'))).toMatchObject({
        payload: { field: 'event', ref: 'r1' },
      });
      socket.send({ event: 'subscribe', payload: { channel: 'leaderboard:global:update', x: 1 } });
      socket.send([1, 2, 3]);
      socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
      await collectFor(socket, 200, () => true);
      expect(socket.messages.filter(isError('VALIDATION_FAILED'))).toHaveLength(4);
      expect(await subscribe(socket, 'leaderboard:global:update')).toMatchObject({
        event: 'subscribed',
      });
      socket.ws.close();
    });

    it('relays a broadcast only as its owner made it, to members, and refuses what breaks its rules', async () => {
      // Its own app: the stand-in owner must not outlive this test.
      const app = await buildTestApp();
      const host = await listen(app);
      const alice = await signUp(app, { name: 'Alice Example' });
      const bob = await signUp(app);
      const outsider = await signUp(app);
      const chat = chatOwnerForTests([alice.user.id, bob.user.id]);
      app.realtime.registerOwner('study_group', chat.owner);
      const channel = 'study_group:0f8fad5b-d9cb-469f-a165-70867728950e:message';
      const [aliceSocket, bobSocket, outsiderSocket] = await Promise.all(
        [alice, bob, outsider].map((player) => openSocket(app, host, player.headers)),
      );
      await subscribe(aliceSocket!, channel);
      await subscribe(bobSocket!, channel);
      expect(await subscribe(outsiderSocket!, channel)).toMatchObject({
        event: 'error',
        payload: { code: 'FORBIDDEN' },
      });

      aliceSocket!.send({
        event: 'broadcast',
        payload: { channel, data: { message: '  hello  ', user_id: outsider.user.id } },
      });
      aliceSocket!.send({
        event: 'broadcast',
        payload: { channel, data: { message: 'x'.repeat(2_001) }, ref: 'long' },
      });
      outsiderSocket!.send({ event: 'broadcast', payload: { channel, data: { message: 'hi' } } });
      // A forged field and an over-long message, answered in order.
      await aliceSocket!.waitFor(
        (m) => isError('VALIDATION_FAILED')(m) && m.event === 'error' && m.payload.ref === 'long',
      );
      expect(aliceSocket!.messages.filter(isError('VALIDATION_FAILED'))).toHaveLength(2);
      await outsiderSocket!.waitFor(isError('FORBIDDEN'));
      expect(chat.kept).toEqual([]);

      aliceSocket!.send({ event: 'broadcast', payload: { channel, data: { message: ' hello ' } } });
      const heard = await bobSocket!.waitFor((m) => m.event === 'message');
      expect(heard.payload).toMatchObject({
        channel,
        data: { user_id: alice.user.id, user_name: 'Alice Example', message: 'hello' },
      });
      expect(chat.kept).toEqual(['hello']);
      await app.close();
    });

    it('refuses broadcasts on channels only the server publishes on', async () => {
      const player = await signUp(app);
      const socket = await openSocket(app, host, player.headers);
      socket.send({
        event: 'broadcast',
        payload: {
          channel: `achievements:${player.user.id}:unlocked`,
          data: { title: 'I made this up' },
          ref: 'b1',
        },
      });
      expect(await socket.waitFor(isError('READ_ONLY_CHANNEL'))).toMatchObject({
        payload: { ref: 'b1' },
      });
      socket.ws.close();
    });
  });

  describe('session end', () => {
    it('closes the sockets of a user who signs out within 5 s', async () => {
      const player = await signUp(app);
      const first = await openSocket(app, host, player.headers);
      const second = await openSocket(app, host, player.headers);
      const started = Date.now();
      const logout = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: player.headers,
      });
      expect(logout.statusCode).toBe(200);
      expect((await first.closed).code).toBe(REALTIME_CLOSE.sessionEnded);
      expect((await second.closed).code).toBe(REALTIME_CLOSE.sessionEnded);
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('closes them after a password reset and when the account is disabled', async () => {
      const resetting = await signUp(app);
      const banned = await signUp(app);
      const resetSocket = await openSocket(app, host, resetting.headers);
      const bannedSocket = await openSocket(app, host, banned.headers);

      await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email: resetting.email },
      });
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password/confirm',
        payload: { token: lastMailedToken(app, resetting.email), password: `${GOOD_PASSWORD}!` },
      });
      expect(reset.statusCode).toBe(200);
      // A ban comes from an operator's command in another process: only the database knows.
      await setAccountStatus(app.database.db, banned.email, 'banned', { clock });

      expect((await resetSocket.closed).code).toBe(REALTIME_CLOSE.sessionEnded);
      expect((await bannedSocket.closed).code).toBe(REALTIME_CLOSE.sessionEnded);
    });
  });
});

describe('realtime heartbeat', () => {
  const suite = listeningSuiteApp({ realtime: { heartbeatMs: 150 } });

  it('keeps a socket that answers pings and drops one that does not', async () => {
    const player = await signUp(suite.app);
    const healthy = await openSocket(suite.app, suite.host, player.headers);
    const dead = await openSocket(suite.app, suite.host, player.headers, { autoPong: false });
    const closed = await dead.closed;
    expect(closed.code).toBe(1006);
    expect(healthy.ws.readyState).toBe(healthy.ws.OPEN);
    await vi.waitFor(() => expect(suite.app.realtime.stats().connections).toBe(1));
    healthy.ws.close();
  });
});
