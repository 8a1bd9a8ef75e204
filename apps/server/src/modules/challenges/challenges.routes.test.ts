import { CHALLENGE_RULES } from '@quizarena/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startSession } from '../../test/quiz-helpers';
import { topicWithQuestions, type Loose } from '../games/games.test-helpers';
import { block, call, player, signInAgain, type Player } from '../messages/messages.test-helpers';
import { act, challenge, friends, read } from '../../test/challenge-helpers';
import { CHALLENGE_MESSAGES } from './challenges.service';

const MINUTE = 60_000;

/** The conversation messages of `who` with `other`, newest last. */
async function threadWith(app: TestApp, who: Player, other: Player): Promise<Loose[]> {
  const list = await call(app, who, 'GET', '/api/social/conversations');
  const direct = (list.body.data.conversations as Loose[]).find(
    (conversation) =>
      !conversation.is_group &&
      conversation.participants.some((person: Loose) => person.user_id === other.id),
  );
  if (!direct) return [];
  return (await call(app, who, 'GET', `/api/social/conversations/${direct.id}/messages`)).body.data
    .messages;
}

/** The challenge card in the thread of `who` with `other`. */
async function cardOf(app: TestApp, who: Player, other: Player, challengeId: string) {
  return (await threadWith(app, who, other)).find(
    (message) => message.metadata?.challenge_id === challengeId,
  );
}

async function notificationsOf(app: TestApp, who: Player): Promise<Loose[]> {
  return (await call(app, who, 'GET', '/api/social/notifications')).body.data.notifications;
}

describe('challenges between friends', () => {
  // Real time, moved forward by hand for expiry (tokens are taken again after a jump).
  const offset = { ms: 0 };
  const clock = { now: () => new Date(Date.now() + offset.ms) };
  let app: TestApp;
  let topic: { categoryId: string; topicId: string };

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    topic = await topicWithQuestions(app.database.db, 12);
  });
  afterAll(() => app.close());

  it('sends a challenge as a message from the challenger in their conversation and a notification', async () => {
    const [ada, bob] = await friends(app, 'Ada Sender', 'Bob Receiver');
    const stranger = await player(app, { name: 'Sid Stranger' });
    const sent = await challenge(app, ada, [bob], {
      topic_id: topic.topicId,
      question_count: 5,
      time_limit: 100,
      challenge_message: 'Beat this!',
    });
    expect(sent).toMatchObject({
      challenge_type: 'realtime',
      status: 'pending',
      topic: { id: topic.topicId },
      challenge_message: 'Beat this!',
      question_count: 5,
      time_limit: 100,
      seconds_per_question: 20,
      challenger: { user_id: ada.id, name: 'Ada Sender', play: null },
      challenged: [{ user_id: bob.id, name: 'Bob Receiver', answer: 'pending', play: null }],
      game_id: null,
      my_game_id: null,
      my_turn: false,
      winner_id: null,
    });
    expect(Date.parse(sent.expires_at) - Date.parse(sent.created_at)).toBe(
      CHALLENGE_RULES.realtimeExpiryMinutes * MINUTE,
    );
    // In both sides' thread: a quiz_challenge message from Ada, its card pending.
    for (const who of [ada, bob]) {
      const card = await cardOf(app, who, who === ada ? bob : ada, sent.id);
      expect(card).toMatchObject({
        message_type: 'quiz_challenge',
        sender_id: ada.id,
        content: 'Beat this!',
        metadata: { challenge_type: 'realtime', challenge_id: sent.id, status: 'pending' },
      });
    }
    const [notification] = await notificationsOf(app, bob);
    expect(notification).toMatchObject({
      kind: 'challenge_received',
      actor: { user_id: ada.id, name: 'Ada Sender' },
      data: {
        challenge_id: sent.id,
        challenge_type: 'realtime',
        topic_name: expect.any(String),
        question_count: 5,
      },
    });
    expect(await read(app, bob, sent.id)).toMatchObject({ id: sent.id, status: 'pending' });
    expect((await call(app, stranger, 'GET', `/api/games/challenges/${sent.id}`)).status).toBe(404);

    // Without a message of its own, the card says what the challenge is; General by default.
    const general = await challenge(app, bob, [ada], { challenge_type: 'async' });
    expect(general).toMatchObject({
      topic: null,
      question_count: CHALLENGE_RULES.defaultQuestionCount,
      time_limit: CHALLENGE_RULES.defaultTimeLimitSeconds,
      seconds_per_question: 30,
      my_turn: true,
    });
    expect((await cardOf(app, ada, bob, general.id)).content).toBe(
      `I challenge you: ${CHALLENGE_RULES.defaultQuestionCount} questions on General!`,
    );
  });

  it('accepts: the card turns accepted for both; a realtime one with its challenger away turns async', async () => {
    const [ada, bob, cy] = await friends(app, 'Ada Accept', 'Bob Accept', 'Cy Accept');
    const sent = await challenge(app, ada, [bob, cy], {
      topic_id: topic.topicId,
      challenge_type: 'async',
      question_count: 5,
    });
    // Only a challenged friend answers: the challenger may not.
    expect((await act(app, ada, sent.id, 'accept')).status).toBe(403);
    const accepted = await act(app, bob, sent.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.challenge).toMatchObject({
      status: 'accepted',
      challenged: [
        { user_id: bob.id, answer: 'accepted' },
        { user_id: cy.id, answer: 'pending' },
      ],
      my_turn: true,
    });
    // Accepting again changes nothing.
    expect((await act(app, bob, sent.id, 'accept')).body.data.challenge.status).toBe('accepted');
    for (const [who, other] of [
      [ada, bob],
      [bob, ada],
    ] as const) {
      expect((await cardOf(app, who, other, sent.id)).metadata.status).toBe('accepted');
    }
    // Cy's own card still waits for Cy.
    expect((await cardOf(app, cy, ada, sent.id)).metadata.status).toBe('pending');

    // Nobody holds a socket here, so the challenger is offline: the realtime one turns async.
    const realtime = await challenge(app, ada, [cy], {
      topic_id: topic.topicId,
      question_count: 5,
    });
    const turned = (await act(app, cy, realtime.id, 'accept')).body.data.challenge;
    expect(turned).toMatchObject({
      challenge_type: 'async',
      status: 'accepted',
      game_id: null,
      my_turn: true,
    });
    expect(Date.parse(turned.expires_at) - Date.now()).toBeGreaterThan(
      (CHALLENGE_RULES.asyncExpiryHours - 1) * 60 * MINUTE,
    );
  });

  it('declines: one friend of two leaves it open, both decline it', async () => {
    const [ada, bob, cy] = await friends(app, 'Ada Decline', 'Bob Decline', 'Cy Decline');
    const sent = await challenge(app, ada, [bob, cy], {
      challenge_type: 'async',
      question_count: 5,
    });
    const once = (await act(app, bob, sent.id, 'decline')).body.data.challenge;
    expect(once.status).toBe('pending');
    expect((await cardOf(app, ada, bob, sent.id)).metadata.status).toBe('declined');
    // A friend who declined cannot take it back.
    expect((await act(app, bob, sent.id, 'accept')).status).toBe(409);
    const both = (await act(app, cy, sent.id, 'decline')).body.data.challenge;
    expect(both).toMatchObject({
      status: 'declined',
      challenged: [
        { user_id: bob.id, answer: 'declined' },
        { user_id: cy.id, answer: 'declined' },
      ],
    });
    // Over: the challenger cannot play or cancel it any more.
    expect((await act(app, ada, sent.id, 'play')).status).toBe(409);
    expect((await act(app, ada, sent.id, 'cancel')).status).toBe(409);
  });

  it('refuses an accept once a block came between the two, and challenges of anyone but friends', async () => {
    const [ada, bob, cy] = await friends(app, 'Ada Block', 'Bob Block', 'Cy Block');
    const stranger = await player(app, { name: 'Sam Stranger' });
    const sent = await challenge(app, ada, [bob], { challenge_type: 'async', question_count: 5 });
    await block(app.database.db, bob.id, ada.id);
    const refused = await act(app, bob, sent.id, 'accept');
    expect(refused.status).toBe(403);
    expect((await read(app, bob, sent.id)).challenged[0].answer).toBe('pending');

    const refusals = [
      // A block either way, and a stranger, in the same words.
      [ada, [bob.id]],
      [bob, [ada.id]],
      [ada, [stranger.id]],
      [ada, [cy.id, stranger.id]],
      [ada, [crypto.randomUUID()]],
    ] as const;
    for (const [from, to] of refusals) {
      const answer = await call(app, from, 'POST', '/api/games/challenge/create', {
        challenged_user_ids: to,
        challenge_type: 'async',
      });
      expect(answer.status).toBe(403);
      expect(answer.body.details).toEqual([
        { field: 'body.challenged_user_ids', message: 'You can only challenge your friends' },
      ]);
    }
    // Nothing was sent to Cy by the refused one.
    expect(await notificationsOf(app, cy)).toEqual([]);
  });

  it('lets the challenger cancel before anyone played, and only the challenger', async () => {
    const [ada, bob, cy] = await friends(app, 'Ada Cancel', 'Bob Cancel', 'Cy Cancel');
    const sent = await challenge(app, ada, [bob], { challenge_type: 'async', question_count: 5 });
    expect((await act(app, bob, sent.id, 'cancel')).status).toBe(403);
    expect((await act(app, cy, sent.id, 'cancel')).status).toBe(404);
    const cancelled = (await act(app, ada, sent.id, 'cancel')).body.data.challenge;
    expect(cancelled.status).toBe('cancelled');
    expect((await cardOf(app, bob, ada, sent.id)).metadata.status).toBe('cancelled');
    expect((await act(app, bob, sent.id, 'accept')).status).toBe(409);

    // Once a play is open, it is being played: no cancelling.
    const played = await challenge(app, ada, [bob], { challenge_type: 'async', question_count: 5 });
    const opened = (await act(app, ada, played.id, 'play')).body.data.challenge;
    expect(opened.my_game_id).toEqual(expect.any(String));
    const refused = await act(app, ada, played.id, 'cancel');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This challenge can no longer be cancelled: it is being played',
    );
  });

  it('opens one play at a time, for the challenger and friends who accepted only', async () => {
    const [ada, bob] = await friends(app, 'Ada Play', 'Bob Play');
    const sent = await challenge(app, ada, [bob], {
      topic_id: topic.topicId,
      challenge_type: 'async',
      question_count: 5,
    });
    const refused = await act(app, bob, sent.id, 'play');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Accept this challenge before playing it');
    const first = (await act(app, ada, sent.id, 'play')).body.data.challenge;
    const again = (await act(app, ada, sent.id, 'play')).body.data.challenge;
    expect(again.my_game_id).toBe(first.my_game_id);
    // The play is a live game of the challenge for Ada alone, its questions as drawn.
    const room = (await call(app, ada, 'GET', `/api/game-sessions/${first.my_game_id}`)).body.data
      .room;
    expect(room).toMatchObject({
      kind: 'challenge',
      status: 'waiting',
      topic_id: topic.topicId,
      total_questions: 5,
      host: null,
    });
    expect(room.players.map((one: Loose) => one.user_id)).toEqual([ada.id]);
    // Bob's view does not give away Ada's game.
    expect((await read(app, bob, sent.id)).my_game_id).toBeNull();
    // A realtime challenge is played in its live game, not here.
    const realtime = await challenge(app, ada, [bob], { question_count: 5 });
    expect((await act(app, ada, realtime.id, 'play')).body.message).toBe(
      'A realtime challenge is played in its live game',
    );
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const [ada, bob, cy] = await friends(app, 'Ada Valid', 'Bob Valid', 'Cy Valid');
    const small = await topicWithQuestions(app.database.db, 3);
    const refused = async (payload: Record<string, unknown>, field: string, status = 400) => {
      const answer = await call(app, ada, 'POST', '/api/games/challenge/create', {
        challenged_user_ids: [bob.id],
        ...payload,
      });
      expect(answer.status, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(answer.body.details)).toContain(field);
      return answer;
    };
    await refused({ challenged_user_ids: [] }, 'challenged_user_ids');
    await refused(
      { challenged_user_ids: Array.from({ length: 6 }, () => crypto.randomUUID()) },
      'challenged_user_ids',
    );
    await refused({ challenged_user_ids: [ada.id] }, 'challenged_user_ids');
    await refused({ challenged_user_ids: [bob.id, cy.id] }, 'challenged_user_ids');
    await refused({ challenged_user_ids: [bob.id, bob.id] }, 'challenged_user_ids');
    await refused({ challenged_user_ids: ['not-an-id'] }, 'challenged_user_ids');
    await refused({ question_count: 7 }, 'question_count');
    await refused({ time_limit: 10 }, 'time_limit');
    await refused({ time_limit: 5_000 }, 'time_limit');
    await refused({ challenge_type: 'later' }, 'challenge_type');
    await refused({ topic_id: 'nope' }, 'topic_id');
    await refused({ challenge_message: 'x'.repeat(201) }, 'challenge_message');
    await refused({ winner: ada.id }, 'winner');
    await refused({ topic_id: crypto.randomUUID() }, 'body.topic_id', 404);
    const few = await refused(
      { topic_id: small.topicId, question_count: 5 },
      'body.question_count',
      409,
    );
    expect(few.body.message).toBe(
      'There are not enough questions for this challenge; choose fewer questions or another topic',
    );
    expect(await notificationsOf(app, bob)).toEqual([]);
    expect((await call(app, ada, 'GET', '/api/games/challenges')).body.data.challenges).toEqual([]);
    for (const id of ['nope', crypto.randomUUID()]) {
      const status = id === 'nope' ? 400 : 404;
      expect((await act(app, bob, id, 'accept')).status).toBe(status);
      expect((await call(app, bob, 'GET', `/api/games/challenges/${id}`)).status).toBe(status);
    }
    // Said in the reader's language, every one of them.
    const spanish = await app.inject({
      method: 'POST',
      url: '/api/games/challenge/create',
      headers: { ...ada.headers, 'accept-language': 'es' },
      payload: { challenged_user_ids: [ada.id] },
    });
    expect(spanish.json().message).toBe('No puedes retarte a ti mismo');
    for (const text of Object.values(CHALLENGE_MESSAGES))
      expect(app.i18n.message('es', text, 'NO_SUCH_CODE'), text).not.toBe(text);
    const badBox = await call(app, ada, 'GET', '/api/games/challenges?box=inbox');
    expect(badBox.status).toBe(400);
    expect(JSON.stringify(badBox.body.details)).toContain('box');
  });

  it('lists the boxes, newest first', async () => {
    const [ada, bob, cy] = await friends(app, 'Ada Boxes', 'Bob Boxes', 'Cy Boxes');
    const async = { challenge_type: 'async', question_count: 5 };
    const toBob = await challenge(app, ada, [bob], async);
    const toCy = await challenge(app, ada, [cy], async);
    const fromBob = await challenge(app, bob, [ada], async);
    const cancelled = await challenge(app, cy, [ada], async);
    await act(app, cy, cancelled.id, 'cancel');
    await act(app, cy, toCy.id, 'accept');
    const box = async (who: Player, name?: string) => {
      const answer = await call(
        app,
        who,
        'GET',
        `/api/games/challenges${name ? `?box=${name}` : ''}`,
      );
      expect(answer.status).toBe(200);
      return answer.body.data;
    };
    const ids = (data: Loose) => data.challenges.map((one: Loose) => one.id);
    expect(ids(await box(ada, 'received'))).toEqual([fromBob.id]);
    expect(ids(await box(ada, 'sent'))).toEqual([toBob.id]);
    expect(ids(await box(ada, 'active'))).toEqual([toCy.id]);
    expect(ids(await box(ada, 'finished'))).toEqual([cancelled.id]);
    const all = await box(ada);
    expect(ids(all)).toEqual([cancelled.id, fromBob.id, toCy.id, toBob.id]);
    expect(all).toMatchObject({ total: 4, head_to_head: [], challenges_won: 0 });
    expect(ids(await box(bob, 'received'))).toEqual([toBob.id]);
    expect(ids(await box(bob, 'sent'))).toEqual([fromBob.id]);
    // A challenge Ada declined is over for Ada.
    await act(app, ada, fromBob.id, 'decline');
    expect(ids(await box(ada, 'finished'))).toEqual([cancelled.id, fromBob.id]);
    const page = await call(app, ada, 'GET', '/api/games/challenges?limit=1&offset=1');
    expect(page.body.data).toMatchObject({ total: 4 });
    expect(ids(page.body.data)).toEqual([fromBob.id]);
  });

  it('lists the games the caller is in: a solo quiz in play and a live game', async () => {
    const [ada, bob] = await friends(app, 'Ada Active', 'Bob Active');
    const empty = await call(app, ada, 'GET', '/api/games/sessions/active');
    expect(empty.body.data).toEqual({ games: [] });
    const session = await startSession(app, ada.headers, {
      topic_id: topic.topicId,
      game_mode: 'timed',
    });
    const sent = await challenge(app, ada, [bob], {
      topic_id: topic.topicId,
      challenge_type: 'async',
      question_count: 5,
    });
    const play = (await act(app, ada, sent.id, 'play')).body.data.challenge;
    const games = (await call(app, ada, 'GET', '/api/games/sessions/active')).body.data.games;
    expect(games).toEqual([
      {
        kind: 'solo',
        id: session.id,
        name: expect.any(String),
        status: 'active',
        path: `/quiz/${topic.categoryId}/${topic.topicId}/timed`,
        started_at: expect.any(String),
      },
      {
        kind: 'challenge',
        id: play.my_game_id,
        name: expect.stringContaining('Challenge: '),
        status: 'waiting',
        path: `/game/multiplayer/${play.my_game_id}`,
        started_at: null,
      },
    ]);
    // Bob holds no seat in Ada's play.
    expect((await call(app, bob, 'GET', '/api/games/sessions/active')).body.data.games).toEqual([]);
  });

  it('expires what was not answered or played in time, on a round or when read', async () => {
    const [ada, bob] = await friends(app, 'Ada Expire', 'Bob Expire');
    const realtime = await challenge(app, ada, [bob], { question_count: 5 });
    const waiting = await challenge(app, ada, [bob], {
      challenge_type: 'async',
      question_count: 5,
    });
    const accepted = await challenge(app, ada, [bob], {
      challenge_type: 'async',
      question_count: 5,
    });
    await act(app, bob, accepted.id, 'accept');

    offset.ms += CHALLENGE_RULES.realtimeExpiryMinutes * MINUTE + 1_000;
    for (const who of [ada, bob]) await signInAgain(app, who);
    await app.challenges.round();
    expect((await read(app, ada, realtime.id)).status).toBe('expired');
    expect((await cardOf(app, bob, ada, realtime.id)).metadata.status).toBe('expired');
    expect((await act(app, bob, realtime.id, 'accept')).status).toBe(409);
    expect((await read(app, ada, waiting.id)).status).toBe('pending');

    offset.ms += CHALLENGE_RULES.asyncExpiryHours * 60 * MINUTE;
    for (const who of [ada, bob]) await signInAgain(app, who);
    // No round: reading it moves it on. Nobody played the accepted one: expired too.
    expect((await read(app, bob, accepted.id)).status).toBe('expired');
    const finished = await call(app, ada, 'GET', '/api/games/challenges?box=finished');
    expect(finished.body.data.challenges.map((one: Loose) => [one.id, one.status])).toEqual([
      [accepted.id, 'expired'],
      [waiting.id, 'expired'],
      [realtime.id, 'expired'],
    ]);
    expect((await act(app, ada, accepted.id, 'play')).status).toBe(409);
  });

  it('completes an async challenge at its end with those who played, calls equal plays a draw, and reopens a play nobody came to', async () => {
    const [ada, bob, cy] = await friends(app, 'Ada Result', 'Bob Result', 'Cy Result');
    const store = app.games.store;
    // A play's game settled as its engine would pay it (the sockets' play is in the play tests).
    const settle = (gameId: string, who: Player, points: number, timeMs: number) =>
      store.settle(gameId, [
        {
          userId: who.id,
          place: 1,
          points,
          timeMs,
          answers: [{ correct: points > 0, answered: true, fast: false }],
        },
      ]);
    const playOf = async (who: Player, id: string) =>
      (await act(app, who, id, 'play')).body.data.challenge.my_game_id as string;

    const sent = await challenge(app, ada, [bob, cy], {
      challenge_type: 'async',
      question_count: 5,
    });
    await act(app, bob, sent.id, 'accept');
    // Nobody came to Bob's first play: it ends unplayed and he may play again.
    const unplayed = await playOf(bob, sent.id);
    await store.cancel(unplayed);
    expect(await read(app, bob, sent.id)).toMatchObject({ my_game_id: null, my_turn: true });
    const bobGame = await playOf(bob, sent.id);
    expect(bobGame).not.toBe(unplayed);
    await settle(await playOf(ada, sent.id), ada, 300, 4_000);
    await settle(bobGame, bob, 200, 3_000);
    // Cy has not answered: it waits for Cy until it runs out.
    expect((await read(app, ada, sent.id)).status).toBe('accepted');

    const tie = await challenge(app, ada, [bob], { challenge_type: 'async', question_count: 5 });
    await act(app, bob, tie.id, 'accept');
    await settle(await playOf(ada, tie.id), ada, 250, 5_000);
    await settle(await playOf(bob, tie.id), bob, 250, 5_000);
    expect(await read(app, bob, tie.id)).toMatchObject({
      status: 'completed',
      winner_id: null,
      challenger: { play: { score: 250, total_time_ms: 5_000, place: 1 } },
      challenged: [{ play: { score: 250, place: 1 } }],
    });
    const drawn = (await notificationsOf(app, bob)).find(
      (one) => one.kind === 'challenge_result' && one.data.challenge_id === tie.id,
    );
    expect(drawn).toMatchObject({ actor: null, data: { outcome: 'draw', winner_name: null } });

    offset.ms += CHALLENGE_RULES.asyncExpiryHours * 60 * MINUTE + 1_000;
    for (const who of [ada, bob, cy]) await signInAgain(app, who);
    await app.challenges.round();
    expect(await read(app, cy, sent.id)).toMatchObject({
      status: 'completed',
      winner_id: ada.id,
      challenger: { play: { score: 300, place: 1 } },
      challenged: [
        { user_id: bob.id, answer: 'accepted', play: { score: 200, place: 2 } },
        { user_id: cy.id, answer: 'pending', play: null },
      ],
    });
    // Rated once among those who played, in General (a challenge without a topic).
    const general = async (who: Player) =>
      (await call(app, who, 'GET', `/api/users/${who.id}/ratings`)).body.data.ratings.find(
        (line: Loose) => line.category_id === null,
      );
    expect(await general(ada)).toMatchObject({ games: 2 });
    expect(await general(cy)).toBeUndefined();
    const list = (await call(app, ada, 'GET', '/api/games/challenges')).body.data;
    expect(list).toMatchObject({
      challenges_won: 1,
      head_to_head: [{ user_id: bob.id, wins: 1, losses: 0, draws: 1 }],
    });
  });
});
