import {
  gameFrameSchema,
  inboxEventSchema,
  type RealtimeServerMessage,
} from '@quizarena/contracts';
import { describe, expect, it } from 'vitest';
import { connect, listeningSuiteApp, openSocket, subscribe } from '../../test/socket-helpers';
import { call, player } from '../messages/messages.test-helpers';
import { pointsBalanceOf } from '../scoring';
import * as repo from './games.repo';
import { topicWithQuestions, type Loose } from './games.test-helpers';

describe('a hosted game for a class', () => {
  // A short session check, so a guest's socket is seen to close soon after the game ends.
  const suite = listeningSuiteApp({ realtime: { sessionCheckMs: 200 } });

  it('takes guests and players by PIN, plays on the same engine, pays only players, and keeps nothing of guests', async () => {
    const { app, host } = suite;
    const topic = await topicWithQuestions(app.database.db, 6);
    const teacher = await player(app, { name: 'Teacher' });
    const ada = await player(app, { name: 'Ada Student' });
    const hosted = await call(app, teacher, 'POST', '/api/host-games', {
      category: topic.categoryId,
      topic: topic.topicId,
      total_questions: 5,
      time_per_question: 15,
    });
    expect(hosted.status).toBe(201);
    const game = hosted.body.data.game;
    expect(game).toMatchObject({ status: 'waiting', total_questions: 5, time_per_question: 15 });
    expect(game.pin).toMatch(/^\d{6}$/);
    expect(game.join_url).toMatch(new RegExp(`/join\\?pin=${game.pin}$`));
    expect((await call(app, ada, 'GET', `/api/host-games/${game.game_id}`)).status).toBe(403);
    // Not a room: the lobby does not list it.
    const lobby = await call(app, ada, 'GET', '/api/game-sessions');
    expect(lobby.body.data.rooms.map((room: Loose) => room.id)).not.toContain(game.game_id);

    const join = (who: typeof ada | null, body: Record<string, unknown>) =>
      call(app, who, 'POST', '/api/host-games/join', body);
    const unknownPin = await join(null, {
      pin: game.pin === '000000' ? '000001' : '000000',
      nickname: 'Zed',
    });
    expect(unknownPin.status).toBe(404);
    expect(unknownPin.body.details[0]).toMatchObject({
      field: 'pin',
      message: 'No game has this PIN',
    });
    const guest = await join(null, { pin: game.pin, nickname: 'Speedy' });
    expect(guest.status).toBe(200);
    expect(guest.body.data).toMatchObject({
      game_id: game.game_id,
      guest: true,
      nickname: 'Speedy',
    });
    const taken = await join(ada, { pin: game.pin, nickname: ' speedy ' });
    expect(taken.status).toBe(409);
    expect(taken.body.details[0].field).toBe('nickname');
    const rude = await join(null, { pin: game.pin, nickname: 'fuck' });
    expect(rude.status).toBe(400);
    expect(rude.body.details[0]).toMatchObject({
      field: 'nickname',
      message: 'Choose another nickname',
    });
    const seated = await join(ada, { pin: game.pin, nickname: 'Ada L' });
    expect(seated.body.data).toMatchObject({ player_id: ada.id, guest: false, guest_token: null });

    // The guest's socket opens with a ticket from their pass; a forged pass gets none.
    const forged = await call(app, null, 'POST', '/api/host-games/ticket', {
      guest_token: `${game.game_id}.${guest.body.data.player_id}.not-a-signature`,
    });
    expect(forged.status).toBe(401);
    const ticket = await call(app, null, 'POST', '/api/host-games/ticket', {
      guest_token: guest.body.data.guest_token,
    });
    expect(ticket.status).toBe(200);
    const guestId = guest.body.data.player_id as string;
    const guestSocket = await connect(host, ticket.body.data.ticket);
    const channel = `game_session:${game.game_id}:game_update`;
    expect(await subscribe(guestSocket, `user:${guestId}:inbox`)).toMatchObject({
      event: 'subscribed',
    });
    expect(await subscribe(guestSocket, channel)).toMatchObject({ event: 'subscribed' });
    const teacherSocket = await openSocket(app, host, teacher.headers);
    await subscribe(teacherSocket, `user:${teacher.id}:inbox`);
    expect(await subscribe(teacherSocket, channel)).toMatchObject({ event: 'subscribed' });
    const adaSocket = await openSocket(app, host, ada.headers);
    expect(await subscribe(adaSocket, channel)).toMatchObject({ event: 'subscribed' });
    const command = (socket: typeof guestSocket, data: unknown) =>
      socket.send({ event: 'broadcast', payload: { channel, data } });
    const onChannel =
      (event: string, match: (data: Loose) => boolean = () => true) =>
      (message: RealtimeServerMessage) =>
        message.event === 'message' &&
        message.payload.channel === channel &&
        gameFrameSchema.parse(message.payload.data).event === event &&
        match((message.payload.data as Loose).data);
    const frameData = (message: RealtimeServerMessage) => (message.payload as Loose).data.data;

    // The host's screen sees the class: both players, and the host is not one of them.
    command(teacherSocket, { type: 'sync' });
    const view = await teacherSocket.waitFor(
      (message) =>
        message.event === 'message' &&
        message.payload.channel === `user:${teacher.id}:inbox` &&
        inboxEventSchema.parse(message.payload.data).type === 'game',
    );
    expect(
      (view.payload as Loose).data.frame.data.scoreboard.map((line: Loose) => line.name),
    ).toEqual(['Speedy', 'Ada L']);

    command(teacherSocket, { type: 'start' });
    for (let index = 0; index < 5; index += 1) {
      const question = frameData(
        await guestSocket.waitFor(
          onChannel('question', (d) => d.index === index),
          10_000,
        ),
      );
      command(guestSocket, {
        type: 'answer',
        questionId: question.question.id,
        answer: 'b',
        timeTaken: 1,
      });
      command(adaSocket, {
        type: 'answer',
        questionId: question.question.id,
        answer: 'b',
        timeTaken: 1,
      });
      const closed = frameData(
        await teacherSocket.waitFor(
          onChannel('question_closed', (d) => d.question_id === question.question.id),
          10_000,
        ),
      );
      // The host's screen counts the answers per option from the results.
      expect(closed.results.map((row: Loose) => row.option_id)).toEqual(['b', 'b']);
      // The host holds the pause (the distribution and the top five on the shared screen), then
      // lets the class go on to the next question at once.
      if (index < 4) {
        command(teacherSocket, { type: 'pause' });
        await guestSocket.waitFor(onChannel('paused', (d) => d.paused === true));
        command(teacherSocket, { type: 'resume' });
        await guestSocket.waitFor(onChannel('question', (d) => d.index === index + 1));
      }
    }
    const end = frameData(await guestSocket.waitFor(onChannel('game_end'), 15_000));
    expect(end.scoreboard).toHaveLength(2);

    // Ada's points are paid; the guest had no account to pay, and nothing of them is kept.
    let guests: unknown[] = [1];
    for (let tries = 0; tries < 100 && guests.length > 0; tries += 1) {
      guests = await repo.guestsOf(app.database.db, game.game_id);
      if (guests.length > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(guests).toEqual([]);
    expect((await repo.findGame(app.database.db, game.game_id))?.state).toBeNull();
    expect(await pointsBalanceOf(app.database.db, ada.id)).toBeGreaterThan(0);
    expect(await guestSocket.closed).toMatchObject({ code: 4001 });
    teacherSocket.ws.close();
    adaSocket.ws.close();
  }, 120_000);
});
