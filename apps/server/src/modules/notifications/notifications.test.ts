import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { channelName } from '@quizarena/contracts';
import { manualClock } from '../../lib/clock';
import { signUp } from '../../test/auth-helpers';
import { appWithOneTopic, playSession, startSession } from '../../test/quiz-helpers';
import { connect, listen, subscribe, ticketFor } from '../../test/socket-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { inTransaction, postMovement } from '../scoring';

const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
let app: TestApp;
let topicId: string;
type Player = Awaited<ReturnType<typeof signUp>> & {
  id: string;
  headers: { authorization: string };
};
let ada: Player;
let bob: Player;

async function player(name: string): Promise<Player> {
  const signed = await signUp(app, { name });
  return {
    ...signed,
    id: signed.user.id as string,
    headers: { authorization: `Bearer ${signed.accessToken}` },
  };
}

const listOf = async (who: Player, query = '') => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/social/notifications${query}`,
    headers: who.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    notifications: {
      id: string;
      kind: string;
      data: Record<string, unknown>;
      is_read: boolean;
      actor: { user_id: string | null; name: string } | null;
    }[];
    unread_count: number;
    total: number;
  };
};

const notify = (userId: string, groupKey?: string, actorId?: string) =>
  app.notifications.notify(app.database.db, {
    userId,
    kind: 'message_received',
    actorId: actorId ?? null,
    ...(groupKey ? { groupKey } : {}),
    data: {
      conversation_id: '00000000-0000-4000-8000-000000000001',
      conversation_name: null,
      is_group: false,
      preview: 'Hello there',
      message_count: 1,
    },
  });

beforeAll(async () => {
  ({ app, topicId } = await appWithOneTopic(clock, 10));
  ada = await player('Ada Lovelace');
  bob = await player('Bob Babbage');
});
afterAll(() => app.close());

describe('notifications', () => {
  it('lists the caller’s own, unread first, with the actor and the unread count', async () => {
    const carol = await player('Carol Clerk');
    await notify(carol.id, undefined, ada.id);
    clock.advance(1000);
    await notify(carol.id, undefined, bob.id);
    const [first] = (await listOf(carol)).notifications;
    await app.inject({
      method: 'PUT',
      url: '/api/social/notifications/read',
      headers: carol.headers,
      payload: { notification_ids: [first!.id] },
    });
    clock.advance(1000);
    const list = await listOf(carol);
    expect(list.total).toBe(2);
    expect(list.unread_count).toBe(1);
    // The read one is newer, yet the unread one comes first.
    expect(list.notifications.map((n) => n.is_read)).toEqual([false, true]);
    expect(list.notifications[0]!.actor).toEqual({
      user_id: ada.id,
      name: 'Ada Lovelace',
      avatar_url: null,
    });
    expect((await listOf(carol, '?filter=unread')).notifications).toHaveLength(1);
    expect((await listOf(carol, '?kind=level_up')).notifications).toHaveLength(0);
    expect((await listOf(carol, '?limit=1&offset=1')).notifications).toHaveLength(1);
    // Nobody else sees them.
    expect((await listOf(bob)).notifications.some((n) => n.actor?.user_id === ada.id)).toBe(false);
  });

  it('folds an unread notification of the same group, and starts a new one once it is read', async () => {
    const dan = await player('Dan Drum');
    await notify(dan.id, 'conversation:x', ada.id);
    await notify(dan.id, 'conversation:x', ada.id);
    await notify(dan.id, 'conversation:x', ada.id);
    let list = await listOf(dan);
    expect(list.total).toBe(1);
    expect(list.notifications[0]!.data.message_count).toBe(3);
    await app.inject({
      method: 'PUT',
      url: '/api/social/notifications/read',
      headers: dan.headers,
      payload: { all: true },
    });
    await notify(dan.id, 'conversation:x', ada.id);
    list = await listOf(dan);
    expect(list.total).toBe(2);
    expect(list.unread_count).toBe(1);
    expect(list.notifications[0]!.data.message_count).toBe(1);
  });

  it('marks read only the caller’s own ids, and refuses a body that says neither or both', async () => {
    const erin = await player('Erin Ember');
    await notify(erin.id);
    const [mine] = (await listOf(erin)).notifications;
    const foreign = await app.inject({
      method: 'PUT',
      url: '/api/social/notifications/read',
      headers: bob.headers,
      payload: { notification_ids: [mine!.id] },
    });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().data.updated).toBe(0);
    expect((await listOf(erin)).unread_count).toBe(1);
    for (const payload of [{}, { all: true, notification_ids: [mine!.id] }, { all: false }]) {
      const refused = await app.inject({
        method: 'PUT',
        url: '/api/social/notifications/read',
        headers: erin.headers,
        payload,
      });
      expect(refused.statusCode).toBe(400);
    }
    expect((await listOf(erin)).unread_count).toBe(1);
  });

  it('follows the player’s preferences per kind: neither way stores nothing', async () => {
    const fay = await player('Fay Fern');
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/social/notifications/preferences',
      headers: fay.headers,
      payload: { kinds: { message_received: { in_app: false, email: false } } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.kinds.message_received).toEqual({ in_app: false, email: false });
    // Kinds not sent keep their defaults.
    expect(saved.json().data.kinds.friend_request_received).toEqual({ in_app: true, email: true });
    await notify(fay.id);
    expect((await listOf(fay)).total).toBe(0);
    const read = await app.inject({
      method: 'GET',
      url: '/api/social/notifications/preferences',
      headers: fay.headers,
    });
    expect(read.json().data.email_enabled).toBe(true);
  });

  it('pushes a new notification to the player’s own inbox, which nobody else may follow', async () => {
    const host = await listen(app);
    const socket = await connect(host, await ticketFor(app, ada.headers));
    const bobSocket = await connect(host, await ticketFor(app, bob.headers));
    try {
      const inbox = channelName({ kind: 'user', userId: ada.id });
      expect((await subscribe(socket, inbox)).event).toBe('subscribed');
      const refused = await subscribe(bobSocket, inbox);
      expect(refused.event).toBe('error');
      expect(refused.event === 'error' && refused.payload.code).toBe('NOT_FOUND');
      await notify(ada.id, undefined, bob.id);
      await app.outbox.dispatchNow();
      const pushed = await socket.waitFor(
        (m) => m.event === 'message' && m.payload.channel === inbox,
      );
      expect(pushed.event === 'message' && pushed.payload.data).toMatchObject({
        type: 'notification',
        notification: { kind: 'message_received', actor: { name: 'Bob Babbage' } },
        unread_count: 1,
      });
    } finally {
      socket.ws.close();
      bobSocket.ws.close();
    }
  });

  it('tells a player of an unlocked achievement and a level-up in the quiz’s own transaction', async () => {
    const gus = await player('Gus Gale');
    const session = await startSession(app, gus.headers, { topic_id: topicId, game_mode: 'timed' });
    await playSession(app, gus.headers, session.id, ['right'], clock.advance);
    const kinds = (await listOf(gus)).notifications.map((n) => n.kind);
    expect(kinds).toContain('achievement_unlocked');
    expect(kinds).toContain('level_up');
    const levelUp = (await listOf(gus, '?kind=level_up')).notifications[0]!;
    expect(levelUp.data.level).toBeGreaterThan(1);
    expect(levelUp.actor).toBeNull();
  });

  it('tells of a level-up from a quiz held for review: its points are paid, if not on the boards', async () => {
    const ivy = await player('Ivy Irwin');
    // 250 points: level 2. The quiz's 150 and its rewards then reach level 3, a step the
    // rewards alone (280 on top of 400) would not take.
    await inTransaction(app.database.db, (tx) =>
      postMovement(tx, {
        key: `test:${ivy.id}`,
        kind: 'test_reward',
        at: clock.now(),
        legs: [
          { account: { system: 'rewards' }, amount: -250 },
          { account: { userId: ivy.id }, amount: 250 },
        ],
      }),
    );
    const session = await startSession(app, ivy.headers, { topic_id: topicId, game_mode: 'timed' });
    // Every answer right within 250 ms: too fast to believe, so the session waits for review.
    const done = await playSession(app, ivy.headers, session.id, ['right'], clock.advance, 250);
    expect(done.quiz_results.total_points).toBe(150);
    expect(done.user_stats.level).toBe(3);
    const [levelUp] = (await listOf(ivy, '?kind=level_up')).notifications;
    expect(levelUp?.data.level).toBe(3);
  });
});

describe('notification email', () => {
  const digestMails = (email: string) =>
    app.mail.filter((mail) => mail.kind === 'notification-digest' && mail.to === email);

  it('mails a digest only after the delay, at most once an hour, never a read one', async () => {
    const hal = await player('Hal Hart');
    await notify(hal.id, 'conversation:a', ada.id);
    expect(await app.notifications.digest.runOnce()).toBe(0);
    clock.advance(16 * 60_000);
    expect(await app.notifications.digest.runOnce()).toBeGreaterThanOrEqual(1);
    const [mail] = digestMails(hal.email);
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('Ada Lovelace sent you a message: “Hello there”');
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=.+>$/,
    );
    // The same notification is never mailed twice.
    await app.notifications.digest.runOnce();
    expect(digestMails(hal.email)).toHaveLength(1);
    // A new one within the hour waits for the hour to pass.
    await notify(hal.id, 'conversation:b', bob.id);
    clock.advance(20 * 60_000);
    await app.notifications.digest.runOnce();
    expect(digestMails(hal.email)).toHaveLength(1);
    clock.advance(41 * 60_000);
    await app.notifications.digest.runOnce();
    expect(digestMails(hal.email)).toHaveLength(2);
    // A notification read in the app is not mailed (the service directly: the test clock has
    // outlived the access token).
    await notify(hal.id, 'conversation:c', bob.id);
    // Mailed ones stay unread until seen: a, b and c.
    expect((await app.notifications.markRead(hal.id, 'all')).updated).toBe(3);
    clock.advance(2 * 60 * 60_000);
    await app.notifications.digest.runOnce();
    expect(digestMails(hal.email)).toHaveLength(2);
  });

  it('words an answer correction and a dispute’s outcome in a digest', async () => {
    const ivy = await player('Ivy Ives');
    await app.inject({
      method: 'PUT',
      url: '/api/social/notifications/preferences',
      headers: ivy.headers,
      payload: {
        kinds: {
          answer_corrected: { in_app: true, email: true },
          dispute_resolved: { in_app: true, email: true },
        },
      },
    });
    const about = {
      session_id: '00000000-0000-4000-8000-000000000901',
      question_id: '00000000-0000-4000-8000-000000000902',
      question_text: 'Which planet is largest?',
    };
    await app.notifications.notify(app.database.db, {
      userId: ivy.id,
      kind: 'answer_corrected',
      data: { ...about, points_change: -12, now_correct: false },
    });
    await app.notifications.notify(app.database.db, {
      userId: ivy.id,
      kind: 'dispute_resolved',
      data: {
        ...about,
        dispute_id: '00000000-0000-4000-8000-000000000903',
        outcome: 'rejected',
        note: 'Saturn is right.',
      },
    });
    clock.advance(16 * 60_000);
    await app.notifications.digest.runOnce();
    const [mail] = digestMails(ivy.email);
    expect(mail!.text).toContain(
      '“Which planet is largest?” had its answer corrected: your quiz lost 12 points.',
    );
    expect(mail!.text).toContain(
      'Your dispute of “Which planet is largest?” was rejected: Saturn is right.',
    );
  });

  it('looks for due digests on its own, as a recurring job of the scheduler', async () => {
    const timed = await buildTestApp({ clock, digestRoundMs: 20, scheduler: { pollMs: 20 } });
    try {
      const signed = await signUp(timed, { name: 'Tim Timer' });
      await timed.notifications.notify(timed.database.db, {
        userId: signed.user.id as string,
        kind: 'level_up',
        data: { level: 2 },
      });
      await timed.inject({
        method: 'PUT',
        url: '/api/social/notifications/preferences',
        headers: { authorization: `Bearer ${signed.accessToken}` },
        payload: { kinds: { level_up: { in_app: true, email: true } } },
      });
      await timed.notifications.notify(timed.database.db, {
        userId: signed.user.id as string,
        kind: 'level_up',
        data: { level: 3 },
      });
      clock.advance(16 * 60_000);
      await vi.waitFor(
        () =>
          expect(
            timed.mail.filter((m) => m.kind === 'notification-digest' && m.to === signed.email),
          ).toHaveLength(1),
        { timeout: 5_000 },
      );
    } finally {
      await timed.close();
    }
  });

  it('writes the digest in the recipient’s language', async () => {
    const ines = await player('Inés Ibarra');
    await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: ines.headers,
      payload: { locale: 'es' },
    });
    await notify(ines.id, 'conversation:es', ada.id);
    clock.advance(16 * 60_000);
    await app.notifications.digest.runOnce();
    const [mail] = digestMails(ines.email);
    expect(mail!.subject).toBe('Tienes 1 notificación nueva en QuizArena');
    expect(mail!.text).toContain('Ada Lovelace te ha enviado un mensaje: «Hello there»');
  });

  it('words each tournament kind, and mails a ready match at once, on its own', async () => {
    const lea = await player('Lea Lane');
    const tournament = {
      tournament_id: '00000000-0000-4000-8000-000000000700',
      tournament_name: 'Spring Cup',
    };
    const everyKindByEmail = await app.inject({
      method: 'PUT',
      url: '/api/social/notifications/preferences',
      headers: lea.headers,
      payload: {
        kinds: {
          tournament_advanced: { in_app: true, email: true },
          tournament_eliminated: { in_app: true, email: true },
        },
      },
    });
    expect(everyKindByEmail.statusCode).toBe(200);
    for (const notice of [
      {
        kind: 'tournament_registration_open',
        data: { ...tournament, registration_end: '2026-06-02T12:00:00.000Z' },
      },
      { kind: 'tournament_advanced', data: { ...tournament, round: 1 } },
      { kind: 'tournament_eliminated', data: { ...tournament, round: 3 } },
      { kind: 'tournament_prize', data: { ...tournament, place: 2, points: 1 } },
      { kind: 'tournament_cancelled', data: { ...tournament, refund: 0 } },
      { kind: 'tournament_cancelled', data: { ...tournament, refund: 50 } },
      {
        kind: 'tournament_match_ready',
        data: {
          ...tournament,
          round: 2,
          game_id: '00000000-0000-4000-8000-000000000701',
          starts_at: '2026-06-01T12:30:00.000Z',
        },
      },
    ] as const)
      await app.notifications.notify(app.database.db, { userId: lea.id, ...notice });
    await app.outbox.dispatchNow();
    const [atOnce] = digestMails(lea.email);
    expect(atOnce!.subject).toBe('Your round 2 match in Spring Cup is ready.');
    clock.advance(16 * 60_000);
    await app.notifications.digest.runOnce();
    const [, digest] = digestMails(lea.email);
    for (const line of [
      'Registration is open for Spring Cup.',
      'You advanced past round 1 in Spring Cup.',
      'You were knocked out of Spring Cup in round 3.',
      'You finished #2 in Spring Cup and won 1 point.',
      'Spring Cup was cancelled.',
      'Spring Cup was cancelled and your 50 points were refunded.',
    ])
      expect(digest!.text).toContain(`- ${line}\n`);
    // Mailed at once, the ready match is not mailed again.
    expect(digest!.text).not.toContain('is ready');
  });

  it('stops every email with the one-click link, from a mail client or the web page', async () => {
    const jon = await player('Jon Jay');
    await notify(jon.id, 'conversation:j', ada.id);
    clock.advance(16 * 60_000);
    await app.notifications.digest.runOnce();
    const [mail] = digestMails(jon.email);
    const url = mail!
      .headers!['List-Unsubscribe']!.slice(1, -1)
      .replace('http://localhost:3000', '');
    const oneClick = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().data.email_enabled).toBe(false);
    // The web page's call (no body) says the same, again.
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(200);
    expect((await app.notifications.preferences(jon.id)).email_enabled).toBe(false);
    await notify(jon.id, 'conversation:k', ada.id);
    clock.advance(2 * 60 * 60_000);
    await app.notifications.digest.runOnce();
    expect(digestMails(jon.email)).toHaveLength(1);
  });

  it('refuses a forged or another purpose’s token with 404 and changes nothing', async () => {
    const kim = await player('Kim Kite');
    for (const token of [`${kim.id}.${'A'.repeat(43)}`, `${kim.id}`, 'x'.repeat(20)]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await app.notifications.preferences(kim.id)).email_enabled).toBe(true);
  });
});
