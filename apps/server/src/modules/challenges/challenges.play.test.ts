import { GAME_TIMING, inboxEventSchema } from '@quizarena/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challenges } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';
import { listeningSuiteApp, openSocket, subscribe } from '../../test/socket-helpers';
import { steerableTime } from '../../test/steerable-time';
import { gameSocket, topicWithQuestions, type Loose } from '../games/games.test-helpers';
import { call, type Player } from '../messages/messages.test-helpers';
import {
  act,
  challenge,
  friends,
  playToTheEnd,
  read,
  readUntil,
} from '../../test/challenge-helpers';

const NEXT_QUESTION_MS = GAME_TIMING.reviewSeconds * 1000 + 5_000;
/** How long Ada thinks before each answer of her async play (on the steered clock). */
const THINK_MS = 250;

/** The player's inbox socket (which also makes them online), for their challenge events. */
async function inboxOf(app: TestApp, host: string, who: Player) {
  const socket = await openSocket(app, host, who.headers);
  expect(await subscribe(socket, `user:${who.id}:inbox`)).toMatchObject({ event: 'subscribed' });
  return {
    /** The first challenge event of this change (for this challenge). */
    async told(challengeId: string, change: string): Promise<Loose> {
      const found = await socket.waitFor((message) => {
        if (message.event !== 'message') return false;
        const event = inboxEventSchema.parse(message.payload.data);
        return (
          event.type === 'challenge' &&
          event.challenge_id === challengeId &&
          event.change === change
        );
      });
      return found.event === 'message' ? found.payload.data : undefined;
    },
    /** The first event saying a conversation changed (a challenge card's status moved). */
    async conversationUpdated(): Promise<Loose> {
      const found = await socket.waitFor((message) => {
        if (message.event !== 'message') return false;
        const event = inboxEventSchema.parse(message.payload.data);
        return event.type === 'conversation' && event.change === 'updated';
      });
      return found.event === 'message' ? found.payload.data : undefined;
    },
    close: () => socket.ws.close(),
  };
}

/** What the ledger paid `who` for one game. */
async function paidBy(app: TestApp, gameId: string, who: Player): Promise<number> {
  const result = (await app.database.db.execute(sql`
    select coalesce(sum(e.amount), 0)::int as paid
    from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id
    join ledger_accounts a on a.id = e.account_id
    where a.user_id = ${who.id} and t.reference = ${gameId}`)) as unknown as {
    rows: { paid: number }[];
  };
  return result.rows[0]!.paid;
}

/** `who`'s rating in the category, as their ratings read shows it. */
async function ratingIn(app: TestApp, who: Player, categoryId: string): Promise<number> {
  const ratings = (await call(app, who, 'GET', `/api/users/${who.id}/ratings`)).body.data.ratings;
  return ratings.find((line: Loose) => line.category_id === categoryId).rating;
}

describe('playing challenges', () => {
  // Countdowns and review pauses pass by moving the clock, not by waiting them out.
  const time = steerableTime();
  const suite = listeningSuiteApp({ clock: time.clock, gameScheduler: time.schedule });

  it('plays an async challenge fairly: the same questions in the same order, timed by the server, then the result', async () => {
    const { app, host } = suite;
    const [ada, bob] = await friends(app, 'Ada Async', 'Bob Async');
    const topic = await topicWithQuestions(app.database.db, 8);
    const [adaInbox, bobInbox] = [await inboxOf(app, host, ada), await inboxOf(app, host, bob)];
    const sent = await challenge(app, ada, [bob], {
      topic_id: topic.topicId,
      challenge_type: 'async',
      question_count: 5,
      time_limit: 100,
    });
    expect(await bobInbox.told(sent.id, 'created')).toEqual({
      type: 'challenge',
      challenge_id: sent.id,
      change: 'created',
      game_id: null,
    });
    await act(app, bob, sent.id, 'accept');
    await adaInbox.told(sent.id, 'accepted');
    // Both sides of the thread hear that its conversation changed: the card now says accepted.
    for (const inbox of [adaInbox, bobInbox]) await inbox.conversationUpdated();
    const [stored] = await app.database.db
      .select({ questionIds: challenges.questionIds })
      .from(challenges)
      .where(eq(challenges.id, sent.id));

    // Ada plays first, every answer right.
    const adaGame = (await act(app, ada, sent.id, 'play')).body.data.challenge.my_game_id;
    const adaPlay = await playToTheEnd(app, host, ada, adaGame, 5, () => 'b', THINK_MS, time);
    await bobInbox.told(sent.id, 'played');
    const mine = await readUntil(app, ada, sent.id, (one) => one.challenger.play !== null);
    expect(mine).toMatchObject({ status: 'accepted', my_turn: false, winner_id: null });
    expect(mine.challenger.play).toMatchObject({
      correct_answers: 5,
      total_questions: 5,
      total_time_ms: adaPlay.times.reduce((sum, time) => sum + time, 0),
      place: null,
    });
    // Bob does not see the score to beat before he plays.
    const bobsView = await read(app, bob, sent.id);
    expect(bobsView).toMatchObject({ my_turn: true, challenger: { play: null } });

    // Bob plays the same questions in the same order, two right.
    const bobGame = (await act(app, bob, sent.id, 'play')).body.data.challenge.my_game_id;
    expect(bobGame).not.toBe(adaGame);
    const bobPlay = await playToTheEnd(
      app,
      host,
      bob,
      bobGame,
      5,
      (index) => (index < 2 ? 'b' : 'a'),
      0,
      time,
    );
    expect(adaPlay.served).toEqual(stored!.questionIds);
    expect(bobPlay.served).toEqual(adaPlay.served);
    // The acknowledged times are the server's, not the 1 ms the client claimed.
    for (const time of adaPlay.times) expect(time).toBeGreaterThanOrEqual(THINK_MS);

    await Promise.all([adaInbox.told(sent.id, 'completed'), bobInbox.told(sent.id, 'completed')]);
    const done = await read(app, bob, sent.id);
    expect(done).toMatchObject({
      status: 'completed',
      winner_id: ada.id,
      my_turn: false,
      challenger: { user_id: ada.id, play: { correct_answers: 5, place: 1 } },
      challenged: [{ user_id: bob.id, answer: 'accepted', play: { correct_answers: 2, place: 2 } }],
    });
    expect(done.challenger.play.score).toBeGreaterThan(done.challenged[0].play.score);
    // Each play's points were paid by its game's settlement.
    expect(await paidBy(app, adaGame, ada)).toBe(done.challenger.play.score);
    expect(await paidBy(app, bobGame, bob)).toBe(done.challenged[0].play.score);

    // Rated once, as one game of the two, in the topic's category.
    expect(await ratingIn(app, ada, topic.categoryId)).toBeGreaterThan(1000);
    expect(await ratingIn(app, bob, topic.categoryId)).toBeLessThan(1000);

    const results = async (who: Player) =>
      (await call(app, who, 'GET', '/api/social/notifications?kind=challenge_result')).body.data
        .notifications;
    expect((await results(ada))[0]).toMatchObject({
      actor: null,
      data: { challenge_id: sent.id, outcome: 'won', place: 1, winner_name: null },
    });
    expect((await results(bob))[0]).toMatchObject({
      actor: { user_id: ada.id },
      data: { challenge_id: sent.id, outcome: 'lost', place: 2, winner_name: 'Ada Async' },
    });
    const list = (await call(app, bob, 'GET', '/api/social/conversations')).body.data
      .conversations as Loose[];
    const thread = (await call(app, bob, 'GET', `/api/social/conversations/${list[0].id}/messages`))
      .body.data.messages as Loose[];
    expect(thread.find((one) => one.metadata?.challenge_id === sent.id).metadata.status).toBe(
      'completed',
    );

    // Challenges won: the boxes, head to head, the friend card, the achievement.
    const adaList = (await call(app, ada, 'GET', '/api/games/challenges?box=finished')).body.data;
    expect(adaList).toMatchObject({
      challenges_won: 1,
      head_to_head: [{ user_id: bob.id, name: 'Bob Async', wins: 1, losses: 0, draws: 0 }],
    });
    expect(adaList.challenges.map((one: Loose) => one.id)).toEqual([sent.id]);
    const bobList = (await call(app, bob, 'GET', '/api/games/challenges')).body.data;
    expect(bobList).toMatchObject({
      challenges_won: 0,
      head_to_head: [{ user_id: ada.id, wins: 0, losses: 1, draws: 0 }],
    });
    const friendCard = (await call(app, bob, 'GET', '/api/social/friends')).body.data.friends[0];
    expect(friendCard).toMatchObject({ user_id: ada.id, challenges_won: 1 });
    // And on Ada's public profile, as Bob sees it.
    expect(
      (await call(app, bob, 'GET', `/api/users/${ada.id}/profile`)).body.data.profile,
    ).toMatchObject({ challenges_won: 1 });
    for (let tries = 0; ; tries += 1) {
      const earned = (await call(app, ada, 'GET', `/api/achievements/user/${ada.id}`)).body.data
        .achievements as Loose[];
      if (earned.some((one) => one.achievement_id === 'challenge-win')) break;
      if (tries > 100) throw new Error('the challenge-win achievement was not unlocked');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    adaInbox.close();
    bobInbox.close();
  }, 120_000);

  it('starts a realtime challenge accepted while the challenger is online, and completes it with the live game', async () => {
    const { app, host } = suite;
    const [ada, bob] = await friends(app, 'Ada Live', 'Bob Live');
    const topic = await topicWithQuestions(app.database.db, 8);
    // Ada's open socket is what makes her online.
    const [adaInbox, bobInbox] = [await inboxOf(app, host, ada), await inboxOf(app, host, bob)];
    const sent = await challenge(app, ada, [bob], { topic_id: topic.topicId, question_count: 5 });
    const accepted = (await act(app, bob, sent.id, 'accept')).body.data.challenge;
    expect(accepted).toMatchObject({
      challenge_type: 'realtime',
      status: 'accepted',
      game_id: expect.any(String),
      my_game_id: null,
    });
    const gameId = accepted.game_id as string;
    for (const inbox of [adaInbox, bobInbox]) {
      expect(await inbox.told(sent.id, 'started')).toMatchObject({ game_id: gameId });
    }
    expect((await call(app, ada, 'GET', '/api/games/sessions/active')).body.data.games).toEqual([
      expect.objectContaining({ kind: 'challenge', id: gameId, status: 'waiting' }),
    ]);
    const room = (await call(app, bob, 'GET', `/api/game-sessions/${gameId}`)).body.data.room;
    expect(room).toMatchObject({ kind: 'challenge', total_questions: 5, host: null });
    // Once started, it is being played: the challenger cannot cancel it.
    expect((await act(app, ada, sent.id, 'cancel')).status).toBe(409);

    const adaGame = await gameSocket(app, host, ada, gameId);
    const bobGame = await gameSocket(app, host, bob, gameId);
    adaGame.command({ type: 'sync' });
    bobGame.command({ type: 'sync' });
    await adaGame.frame('countdown', () => true, NEXT_QUESTION_MS);
    time.advance(GAME_TIMING.countdownSeconds * 1000);
    for (let index = 0; index < 5; index += 1) {
      const question = await adaGame.frame(
        'question',
        (data) => data.index === index,
        NEXT_QUESTION_MS,
      );
      const id = question.question.id;
      adaGame.command({ type: 'answer', questionId: id, answer: 'a', timeTaken: 1 });
      bobGame.command({ type: 'answer', questionId: id, answer: 'b', timeTaken: 1 });
      await adaGame.frame('question_closed', (data) => data.question_id === id);
      time.advance(GAME_TIMING.reviewSeconds * 1000);
    }
    await adaGame.frame('game_end');
    await Promise.all([adaInbox.told(sent.id, 'completed'), bobInbox.told(sent.id, 'completed')]);
    const done = await read(app, ada, sent.id);
    expect(done).toMatchObject({
      status: 'completed',
      winner_id: bob.id,
      game_id: gameId,
      challenger: { user_id: ada.id, play: { correct_answers: 0, total_questions: 5, place: 2 } },
      challenged: [{ user_id: bob.id, play: { correct_answers: 5, total_questions: 5, place: 1 } }],
    });
    // Rated by the live game's settlement.
    expect(await ratingIn(app, bob, topic.categoryId)).toBeGreaterThan(1000);
    expect(await ratingIn(app, ada, topic.categoryId)).toBeLessThan(1000);
    expect((await call(app, ada, 'GET', '/api/games/sessions/active')).body.data.games).toEqual([]);
    for (const closing of [adaGame, bobGame, adaInbox, bobInbox]) closing.close();
  }, 120_000);
});
