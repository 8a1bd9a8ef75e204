import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviewCards } from '../../db/schema';
import { listeningSuiteApp } from '../../test/socket-helpers';
import type { TestApp } from '../../test/build-test-app';
import { call, player, type Player } from '../messages/messages.test-helpers';
import { pointsBalanceOf } from '../scoring';
import { gameSocket, topicWithQuestions, type Loose, settledResults } from './games.test-helpers';

/** A room `who` hosts, on a new topic of `questions` questions; answers its id. */
async function roomOf(
  app: TestApp,
  who: Player,
  questions: number,
  form: Record<string, unknown>,
): Promise<string> {
  const topic = await topicWithQuestions(app.database.db, questions);
  const created = await call(app, who, 'POST', '/api/game-sessions', {
    category: topic.categoryId,
    topic: topic.topicId,
    ...form,
  });
  return created.body.data.room.id as string;
}

describe('a live game over the realtime socket', () => {
  const suite = listeningSuiteApp();

  it('plays a lightning room to the end: secret answers, acks to their player alone, results paid once', async () => {
    const { app, host } = suite;
    const ada = await player(app, { name: 'Ada Host' });
    const bob = await player(app, { name: 'Bob Player' });
    const fan = await player(app, { name: 'Fan Watcher' });
    const stranger = await player(app, { name: 'Stranger' });
    const gameId = await roomOf(app, ada, 6, {
      name: 'Lightning round',
      game_mode: 'lightning',
      total_questions: 5,
    });
    await call(app, bob, 'POST', `/api/games/session/${gameId}/join`, {});
    await call(app, fan, 'POST', `/api/games/session/${gameId}/join`, { as_spectator: true });

    const adaGame = await gameSocket(app, host, ada, gameId);
    const bobGame = await gameSocket(app, host, bob, gameId);
    const fanGame = await gameSocket(app, host, fan, gameId);
    const outsider = await gameSocket(app, host, stranger, gameId);
    expect(outsider.subscribed).toMatchObject({ event: 'error', payload: { code: 'FORBIDDEN' } });

    // The view on sync: the waiting room with both players, the host's crown.
    adaGame.command({ type: 'sync' });
    const view = await adaGame.mine('state');
    expect(view).toMatchObject({ game_id: gameId, phase: 'waiting', host_id: ada.id, index: -1 });
    expect(view.scoreboard.map((line: Loose) => [line.user_id, line.is_host])).toEqual([
      [ada.id, true],
      [bob.id, false],
    ]);
    fanGame.command({ type: 'sync' });
    expect(await fanGame.mine('state')).toMatchObject({ phase: 'waiting', you: null });

    bobGame.command({ type: 'start' });
    expect(await bobGame.mine('refused')).toEqual({ command: 'start', reason: 'not_host' });
    adaGame.command({ type: 'start' });
    await fanGame.frame('countdown');

    for (let index = 0; index < 5; index += 1) {
      const question = await bobGame.frame('question', (data) => data.index === index);
      expect(question.question).not.toHaveProperty('correct_option');
      bobGame.command({
        type: 'answer',
        questionId: question.question.id,
        answer: 'b',
        timeTaken: 1,
      });
      const ack = await bobGame.mine(
        'answer_ack',
        (data) => data.question_id === question.question.id,
      );
      expect(ack.time_ms).toBeGreaterThanOrEqual(0);
      // The spectator cannot answer.
      if (index === 0) {
        fanGame.command({
          type: 'answer',
          questionId: question.question.id,
          answer: 'b',
          timeTaken: 1,
        });
        expect(await fanGame.mine('refused')).toEqual({ command: 'answer', reason: 'not_in_game' });
      }
      adaGame.command({
        type: 'answer',
        questionId: question.question.id,
        answer: 'a',
        timeTaken: 1,
      });
      const closed = await fanGame.frame(
        'question_closed',
        (data) => data.question_id === question.question.id,
      );
      expect(closed.correct_option).toBe('b');
    }
    const end = await fanGame.frame('game_end');
    expect(
      end.scoreboard.map((line: Loose) => [line.user_id, line.rank, line.correct_answers]),
    ).toEqual([
      [bob.id, 1, 5],
      [ada.id, 2, 0],
    ]);
    expect(bobGame.allMine('answer_ack')).toHaveLength(5);
    // Each player's acks reached that player alone: five each, none to the spectator.
    expect(adaGame.allMine('answer_ack')).toHaveLength(5);
    expect(fanGame.allMine('answer_ack')).toHaveLength(0);

    // Settled once: the places are kept and Bob's points are in the ledger.
    const results = await settledResults(app, bob, gameId);
    expect(results.map((line: Loose) => [line.user_id, line.place])).toEqual([
      [bob.id, 1],
      [ada.id, 2],
    ]);
    expect(await pointsBalanceOf(app.database.db, bob.id)).toBe(results[0].points);
    expect(results[0].points).toBeGreaterThan(0);
    // Each player's answers moved their memories in the settlement: Ada's misses come back for
    // review, Bob's right answers later.
    const memories = await app.database.db
      .select({ userId: reviewCards.userId, rating: reviewCards.lastRating })
      .from(reviewCards)
      .where(inArray(reviewCards.userId, [ada.id, bob.id]));
    const ratingsOf = (userId: string) =>
      memories.filter((memory) => memory.userId === userId).map((memory) => memory.rating);
    expect(ratingsOf(ada.id)).toEqual(['again', 'again', 'again', 'again', 'again']);
    expect(ratingsOf(bob.id)).toHaveLength(5);
    expect(ratingsOf(bob.id)).not.toContain('again');
    for (const game of [adaGame, bobGame, fanGame, outsider]) game.close();
  });

  it('carries chat to everyone in the room, filtered and rate-limited, and only where the host allows it', async () => {
    const { app, host } = suite;
    const ada = await player(app, { name: 'Chat Host' });
    const fan = await player(app, { name: 'Chat Fan' });
    const gameId = await roomOf(app, ada, 5, { name: 'Chatty', total_questions: 5 });
    await call(app, fan, 'POST', `/api/games/session/${gameId}/join`, { as_spectator: true });
    const adaGame = await gameSocket(app, host, ada, gameId);
    const fanGame = await gameSocket(app, host, fan, gameId);

    fanGame.command({ type: 'chat', message: '  fuck, good luck  ' });
    const line = await adaGame.frame('chat');
    expect(line).toMatchObject({
      user_id: fan.id,
      user_name: 'Chat Fan',
      message: '****, good luck',
      type: 'message',
    });
    fanGame.command({ type: 'chat', message: 'x'.repeat(101) }, 'long');
    expect(
      await fanGame.socket.waitFor(
        (message) => message.event === 'error' && message.payload.ref === 'long',
      ),
    ).toMatchObject({ payload: { code: 'VALIDATION_FAILED', field: 'payload.data.message' } });
    for (let n = 0; n < 5; n += 1) fanGame.command({ type: 'chat', message: `line ${n}` }, `c${n}`);
    expect(
      await fanGame.socket.waitFor(
        (message) => message.event === 'error' && message.payload.ref === 'c4',
      ),
    ).toMatchObject({ payload: { code: 'RATE_LIMITED' } });

    await call(app, ada, 'PUT', `/api/game-sessions/${gameId}`, { chat_enabled: false });
    adaGame.command({ type: 'chat', message: 'anyone?' }, 'off');
    expect(
      await adaGame.socket.waitFor(
        (message) => message.event === 'error' && message.payload.ref === 'off',
      ),
    ).toMatchObject({ payload: { code: 'FORBIDDEN', message: 'The host turned chat off' } });
    adaGame.close();
    fanGame.close();
  });

  it('lets the host remove a player before the start (their fee back), and shows who dropped', async () => {
    const { app, host } = suite;
    const ada = await player(app, { name: 'Kick Host' });
    const bob = await player(app, { name: 'Kicked Bob' });
    const cy = await player(app, { name: 'Dropping Cy' });
    const gameId = await roomOf(app, ada, 5, { name: 'Strict room', total_questions: 5 });
    await call(app, bob, 'POST', `/api/games/session/${gameId}/join`, {});
    await call(app, cy, 'POST', `/api/games/session/${gameId}/join`, {});
    const adaGame = await gameSocket(app, host, ada, gameId);
    const cyGame = await gameSocket(app, host, cy, gameId);
    cyGame.command({ type: 'sync' });
    await cyGame.mine('state');

    cyGame.command({ type: 'kick', user_id: bob.id });
    expect(await cyGame.mine('refused')).toEqual({ command: 'kick', reason: 'not_host' });
    adaGame.command({ type: 'kick', user_id: bob.id });
    expect(await adaGame.frame('player_leave')).toEqual({ user_id: bob.id, removed: true });
    const room = await call(app, ada, 'GET', `/api/game-sessions/${gameId}`);
    expect(room.body.data.room.players.map((one: Loose) => one.user_id)).toEqual([ada.id, cy.id]);

    cyGame.close();
    expect(await adaGame.frame('connection')).toEqual({ user_id: cy.id, is_connected: false });
    adaGame.close();
  });

  it('hands the crown on when the host leaves the waiting room, and cancels a room its last player left', async () => {
    const { app, host } = suite;
    const ada = await player(app, { name: 'Leaving Host' });
    const bob = await player(app, { name: 'Next Host' });
    const gameId = await roomOf(app, ada, 5, { name: 'Passing crown', total_questions: 5 });
    await call(app, bob, 'POST', `/api/games/session/${gameId}/join`, {});
    const adaGame = await gameSocket(app, host, ada, gameId);
    const bobGame = await gameSocket(app, host, bob, gameId);

    adaGame.command({ type: 'leave' });
    expect(await bobGame.frame('host_changed')).toEqual({ user_id: bob.id });
    const renamed = await call(app, bob, 'PUT', `/api/game-sessions/${gameId}`, {
      name: 'Mine now',
    });
    expect(renamed.body.data).toMatchObject({
      room: { name: 'Mine now', host: { user_id: bob.id } },
      viewer: { is_host: true },
    });
    expect(
      (await call(app, ada, 'PUT', `/api/game-sessions/${gameId}`, { name: 'x' })).status,
    ).toBe(403);

    bobGame.command({ type: 'leave' });
    await bobGame.frame('game_end');
    let status = 200;
    for (let tries = 0; tries < 50 && status === 200; tries += 1) {
      status = (await call(app, bob, 'GET', `/api/game-sessions/${gameId}`)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(404);
    adaGame.close();
    bobGame.close();
  });
});
