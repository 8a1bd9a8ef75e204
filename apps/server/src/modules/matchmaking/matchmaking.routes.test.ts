import { GAME_TIMING, inboxEventSchema } from '@quizarena/contracts';
import { describe, expect, it } from 'vitest';
import { openSocket, subscribe, listeningSuiteApp } from '../../test/socket-helpers';
import type { TestApp } from '../../test/build-test-app';
import { steerableTime } from '../../test/steerable-time';
import { block, call, player, type Player } from '../messages/messages.test-helpers';
import {
  gameSocket,
  topicWithQuestions,
  type Loose,
  settledResults,
} from '../games/games.test-helpers';

/** The player's inbox, for the matchmaking event that ends their search. */
async function inboxOf(app: TestApp, host: string, who: Player) {
  const socket = await openSocket(app, host, who.headers);
  expect(await subscribe(socket, `user:${who.id}:inbox`)).toMatchObject({ event: 'subscribed' });
  return {
    async ended(): Promise<Loose> {
      const found = await socket.waitFor(
        (message) =>
          message.event === 'message' &&
          inboxEventSchema.parse(message.payload.data).type === 'matchmaking',
      );
      return found.event === 'message' ? (found.payload.data as Loose).state : undefined;
    },
    close: () => socket.ws.close(),
  };
}

describe('Quick Match', () => {
  // A search's limit and a game's countdown pass by moving the clock, not by waiting them out.
  const time = steerableTime();
  const suite = listeningSuiteApp({ clock: time.clock, gameScheduler: time.schedule });

  it('refuses bad choices naming the field, and a second search', async () => {
    const { app } = suite;
    const ada = await player(app, { name: 'Ada Queue' });
    const topic = await topicWithQuestions(app.database.db, 3);
    const refused = async (payload: unknown, field: string, status = 400) => {
      const answer = await call(app, ada, 'POST', '/api/matchmaking/find', payload);
      expect(answer.status).toBe(status);
      if (status === 400) expect(JSON.stringify(answer.body.details)).toContain(field);
      return answer;
    };
    await refused({ game_mode: 'team' }, 'game_mode');
    await refused({ difficulty: 'expert' }, 'difficulty');
    await refused({ max_wait_time: 2 }, 'max_wait_time');
    await refused({ category: 'nope' }, 'category');
    await refused({ category: topic.categoryId, source: 'competitive' }, 'topic');
    await refused({ category: topic.categoryId, extra: 1 }, 'extra');
    expect((await refused({ category: crypto.randomUUID() }, 'category', 404)).status).toBe(404);
    // Nothing was queued by any of those.
    expect((await call(app, ada, 'GET', '/api/matchmaking/active')).body.data).toEqual({
      status: 'idle',
    });

    const found = await call(app, ada, 'POST', '/api/matchmaking/find', {
      category: topic.categoryId,
    });
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({
      status: 'searching',
      category_id: topic.categoryId,
      difficulty: 'any',
      game_mode: 'classic',
      max_wait_time: 60,
      rating: 1000,
    });
    const again = await call(app, ada, 'POST', '/api/matchmaking/find', {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You are already looking for a match');
    expect((await call(app, ada, 'POST', '/api/matchmaking/cancel')).body.data).toEqual({
      status: 'idle',
    });
  });

  it('matches two players of a category into a live game that starts when both arrive, and pays it', async () => {
    const { app, host } = suite;
    const ada = await player(app, { name: 'Ada Match' });
    // Bob may be under 16: a stranger sees him by the short name, without his picture.
    const bob = await player(app, {
      name: 'Bob Match',
      user_type: 'student',
      birth_year: new Date().getUTCFullYear() - 14,
    });
    const topic = await topicWithQuestions(app.database.db, 12);
    const [adaInbox, bobInbox] = await Promise.all([
      inboxOf(app, host, ada),
      inboxOf(app, host, bob),
    ]);
    for (const who of [ada, bob]) {
      const found = await call(app, who, 'POST', '/api/matchmaking/find', {
        category: topic.categoryId,
        game_mode: 'lightning',
      });
      expect(found.body.data.status).toBe('searching');
    }
    await app.matchmaking.round();
    const [adaEnd, bobEnd] = await Promise.all([adaInbox.ended(), bobInbox.ended()]);
    expect(adaEnd).toMatchObject({
      status: 'matched',
      opponents: [{ user_id: bob.id, name: 'Bob M.', avatar_url: null, rating: 1000 }],
    });
    expect(bobEnd.game_id).toBe(adaEnd.game_id);
    const gameId = adaEnd.game_id as string;
    // A reload finds the match; cancelling now answers it too.
    expect((await call(app, bob, 'GET', '/api/matchmaking/active')).body.data).toEqual(bobEnd);
    expect((await call(app, bob, 'POST', '/api/matchmaking/cancel')).body.data).toEqual(bobEnd);

    const room = (await call(app, ada, 'GET', `/api/game-sessions/${gameId}`)).body.data;
    expect(room.room).toMatchObject({
      kind: 'match',
      category_id: topic.categoryId,
      topic_id: null,
      topic: null,
      game_mode: 'lightning',
      status: 'waiting',
      host: null,
      total_questions: 10,
    });
    expect(room.room.players.map((one: Loose) => one.user_id).sort()).toEqual(
      [ada.id, bob.id].sort(),
    );

    const adaGame = await gameSocket(app, host, ada, gameId);
    const bobGame = await gameSocket(app, host, bob, gameId);
    // Nobody hosts a match: no one can start or end it by hand.
    adaGame.command({ type: 'start' });
    expect(await adaGame.mine('refused')).toEqual({ command: 'start', reason: 'not_host' });
    adaGame.command({ type: 'sync' });
    expect(await adaGame.mine('state')).toMatchObject({ phase: 'waiting' });
    bobGame.command({ type: 'sync' });
    await adaGame.frame('countdown');
    time.advance(GAME_TIMING.countdownSeconds * 1000);
    for (let index = 0; index < 10; index += 1) {
      const question = await adaGame.frame('question', (data) => data.index === index);
      adaGame.command({
        type: 'answer',
        questionId: question.question.id,
        answer: 'b',
        timeTaken: 1,
      });
      bobGame.command({
        type: 'answer',
        questionId: question.question.id,
        answer: 'a',
        timeTaken: 1,
      });
      await adaGame.frame('question_closed', (data) => data.question_id === question.question.id);
    }
    await adaGame.frame('game_end');
    const results = await settledResults(app, bob, gameId);
    expect(results.map((line: Loose) => [line.user_id, line.place])).toEqual([
      [ada.id, 1],
      [bob.id, 2],
    ]);
    expect(results[0].points).toBeGreaterThan(0);
    // A rated game: the winner's rating in the category rose, the loser's fell.
    const ratingIn = async (who: Player) =>
      (await call(app, who, 'GET', `/api/users/${who.id}/ratings`)).body.data.ratings.find(
        (line: Loose) => line.category_id === topic.categoryId,
      );
    expect((await ratingIn(ada)).rating).toBeGreaterThan(1000);
    expect((await ratingIn(bob)).rating).toBeLessThan(1000);
    for (const closing of [adaGame, bobGame, adaInbox, bobInbox]) closing.close();
  });

  it('never matches players who blocked one another, and offers the bot when the wait runs out', async () => {
    const { app, host } = suite;
    const cy = await player(app, { name: 'Cy Blocked' });
    const di = await player(app, { name: 'Di Blocker' });
    await block(app.database.db, di.id, cy.id);
    const topic = await topicWithQuestions(app.database.db, 8);
    const cyInbox = await inboxOf(app, host, cy);
    for (const who of [cy, di]) {
      await call(app, who, 'POST', '/api/matchmaking/find', {
        category: topic.categoryId,
        max_wait_time: 5,
        difficulty: 'advanced',
      });
    }
    await app.matchmaking.round();
    expect((await call(app, cy, 'GET', '/api/matchmaking/active')).body.data.status).toBe(
      'searching',
    );
    // Past the wait: the next round ends both searches with the Practice Bot at their level.
    time.advance(5_100);
    await app.matchmaking.round();
    const ended = await cyInbox.ended();
    expect(ended).toEqual({
      status: 'timed_out',
      category_id: topic.categoryId,
      topic_id: null,
      difficulty: 'advanced',
      game_mode: 'classic',
      source: 'quick_match',
      max_wait_time: 5,
      bot: { category_id: topic.categoryId, topic_id: topic.topicId, difficulty: 'advanced' },
    });
    cyInbox.close();
  });
});
