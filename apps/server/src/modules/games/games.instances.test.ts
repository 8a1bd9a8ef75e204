import { describe, expect, it } from 'vitest';
import { listeningInstances } from '../../test/socket-helpers';
import { call, player } from '../messages/messages.test-helpers';
import { pointsBalanceOf } from '../scoring';
import {
  escrowFor,
  gameSocket,
  grantPoints,
  topicWithQuestions,
  type Loose,
  settledResults,
} from './games.test-helpers';

const shared = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

// Two instances share PostgreSQL and Redis only. The game runs on the instance that created
// it; a player on the other reaches it through the command relay, and when the owner dies the
// other instance takes the game over from its last closed question.
describe.runIf(shared)('a live game across two instances on one PostgreSQL and Redis', () => {
  const instances = listeningInstances();

  it('plays with players on both, survives its owner’s death, and pays every point once', async () => {
    const { first, second, firstHost, secondHost } = instances;
    const db = first.database.db;
    const topic = await topicWithQuestions(db, 6);
    const ada = await player(first, { name: 'Ada First' });
    const bob = await player(second, { name: 'Bob Second' });
    await grantPoints(db, ada.id, 20);
    await grantPoints(db, bob.id, 20);
    const created = await call(first, ada, 'POST', '/api/game-sessions', {
      name: 'Across instances',
      category: topic.categoryId,
      topic: topic.topicId,
      game_mode: 'lightning',
      total_questions: 5,
      entry_fee: 20,
    });
    const gameId = created.body.data.room.id as string;
    expect((await call(second, bob, 'POST', `/api/games/session/${gameId}/join`, {})).status).toBe(
      200,
    );
    const adaGame = await gameSocket(first, firstHost, ada, gameId);
    const bobGame = await gameSocket(second, secondHost, bob, gameId);
    // Bob's sync crosses to the owner and his view comes back to his inbox on the second.
    bobGame.command({ type: 'sync' });
    const view = await bobGame.mine('state');
    expect(view.scoreboard.map((line: Loose) => line.user_id)).toEqual([ada.id, bob.id]);

    adaGame.command({ type: 'start' });
    const questionsSeen = (index: number) =>
      bobGame.socket.messages.filter(
        (message) =>
          message.event === 'message' &&
          (message.payload.data as Loose).event === 'question' &&
          (message.payload.data as Loose).data.index === index,
      );
    /** Both answer question `index` (Bob first, `b`; Ada `adaAnswer`), and it closes. */
    const play = async (index: number, adaAnswer: string, questionId?: string) => {
      const id =
        questionId ?? (await bobGame.frame('question', (data) => data.index === index)).question.id;
      bobGame.command({ type: 'answer', questionId: id, answer: 'b', timeTaken: 1 });
      await bobGame.mine('answer_ack', (data) => data.question_id === id);
      adaGame.command({ type: 'answer', questionId: id, answer: adaAnswer, timeTaken: 2 });
      await adaGame.frame('question_closed', (data) => data.question_id === id);
    };
    await play(0, 'b');
    await play(1, 'b');
    await bobGame.frame('question', (data) => data.index === 2);
    expect(first.games.host.holds(gameId)).toBe(true);

    // The owner dies mid-question: the second instance adopts the game from question 1's close
    // and serves question 2 again.
    await first.games.stop();
    await second.games.ownership.runOnce();
    expect(second.games.host.holds(gameId)).toBe(true);
    for (let tries = 0; tries < 100 && questionsSeen(2).length < 2; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(questionsSeen(2)).toHaveLength(2);
    const again = (questionsSeen(2).at(-1)!.payload as Loose).data.data.question.id as string;
    // Ada, on the dead owner's instance, still plays: her commands go over Redis to the new one.
    await play(2, 'a', again);
    await play(3, 'a');
    await play(4, 'a');
    const end = await adaGame.frame('game_end');
    expect(end.scoreboard.map((line: Loose) => [line.user_id, line.correct_answers])).toEqual([
      [bob.id, 5],
      [ada.id, 2],
    ]);

    const results = await settledResults(second, bob, gameId);
    // Each player's points once, the pool of 40 shared 70/30, escrow back at zero.
    const [bobLine, adaLine] = results as Loose[];
    expect([bobLine.user_id, bobLine.prize, adaLine.user_id, adaLine.prize]).toEqual([
      bob.id,
      28,
      ada.id,
      12,
    ]);
    expect(await pointsBalanceOf(db, bob.id)).toBe(bobLine.points + 28);
    expect(await pointsBalanceOf(db, ada.id)).toBe(adaLine.points + 12);
    expect(await escrowFor(db, gameId)).toBe(0);
    adaGame.close();
    bobGame.close();
  });
});
