import { GAME_TIMING } from '@quizarena/contracts';
import { describe, expect, it, vi } from 'vitest';
import { listeningSuiteApp } from '../../test/socket-helpers';
import { steerableTime } from '../../test/steerable-time';
import {
  gameSocket,
  settledResults,
  topicWithQuestions,
  type Loose,
} from '../games/games.test-helpers';
import { call, player, type Player } from '../messages/messages.test-helpers';

const QUESTIONS = 5;

describe('a live study session', () => {
  const time = steerableTime();
  const suite = listeningSuiteApp({ clock: time.clock, gameScheduler: time.schedule });

  it('is opened by its host, joined by members (attending), refused to strangers, and played to the end', async () => {
    const { app, host } = suite;
    const ada = await player(app, { name: 'Ada Host' });
    const bob = await player(app, { name: 'Bob Member' });
    const cy = await player(app, { name: 'Cy Stranger' });
    const mo = await player(app, { name: 'Mo Moderator' });
    const made = await call(app, ada, 'POST', '/api/study-groups', { name: 'Live Study' });
    const groupId = made.body.data.group.id as string;
    await call(app, bob, 'POST', `/api/study-groups/${groupId}/join`, {});
    const topic = await topicWithQuestions(app.database.db, QUESTIONS);
    const scheduled = await call(app, ada, 'POST', `/api/study-groups/${groupId}/sessions`, {
      title: 'Live quiz night',
      topic_id: topic.topicId,
      scheduled_at: new Date(time.clock.now().getTime() + 60_000).toISOString(),
    });
    const sessionId = scheduled.body.data.session.id as string;
    const url = `/api/study-sessions/${sessionId}`;
    const live = { total_questions: QUESTIONS, time_per_question: 15 };

    // Not before it starts.
    expect((await call(app, ada, 'POST', `${url}/live`, live)).status).toBe(409);
    time.advance(61_000);
    await app.scheduler.runDue();

    const early = await call(app, bob, 'POST', `${url}/join`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The host has not opened the live game yet');
    expect((await call(app, bob, 'POST', `${url}/live`, live)).status).toBe(403);
    await call(app, mo, 'POST', `/api/study-groups/${groupId}/join`, {});
    await call(app, ada, 'POST', `/api/study-groups/${groupId}/manage`, {
      action: 'promote',
      user_id: mo.id,
    });
    // The host and a moderator open it at once: one game, both in it.
    const [opened, alsoOpened] = await Promise.all([
      call(app, ada, 'POST', `${url}/live`, live),
      call(app, mo, 'POST', `${url}/live`, live),
    ]);
    expect(opened.status).toBe(200);
    const gameId = opened.body.data.game_id as string;
    expect(alsoOpened.body.data.game_id).toBe(gameId);
    expect(opened.body.data.path).toBe(`/game/multiplayer/${gameId}?group=${groupId}`);
    // Opening again answers the same game; whoever opened it is seated in it.
    expect((await call(app, mo, 'POST', `${url}/live`, live)).body.data.game_id).toBe(gameId);
    const asMo = await call(app, mo, 'GET', `/api/game-sessions/${gameId}`);
    expect(asMo.body.data.viewer.is_player).toBe(true);
    const moGame = await gameSocket(app, host, mo, gameId);
    moGame.command({ type: 'leave' });
    await vi.waitFor(async () =>
      expect(
        (await call(app, mo, 'GET', `/api/game-sessions/${gameId}`)).body.data.viewer.is_player,
      ).toBe(false),
    );
    moGame.close();
    // Nor can its host list it in the lobby.
    expect(
      (await call(app, ada, 'PUT', `/api/game-sessions/${gameId}`, { is_private: false })).status,
    ).toBe(403);

    const joined = await call(app, bob, 'POST', `${url}/join`);
    expect(joined.body.data.game_id).toBe(gameId);
    expect((await call(app, bob, 'GET', url)).body.data.session).toMatchObject({
      attended: true,
      game_id: gameId,
    });
    expect((await call(app, cy, 'POST', `${url}/join`)).status).toBe(403);
    // The lobby's join does not let anyone into a study session's game.
    const sneak = await call(app, cy, 'POST', `/api/games/session/${gameId}/join`, {});
    expect(sneak.status).toBe(403);
    const listed = await call(app, bob, 'GET', '/api/games/sessions/active');
    expect((listed.body.data.games as Loose[]).find((one) => one.id === gameId)).toMatchObject({
      kind: 'study',
      status: 'waiting',
    });

    const adaGame = await gameSocket(app, host, ada, gameId);
    const bobGame = await gameSocket(app, host, bob, gameId);
    adaGame.command({ type: 'sync' });
    const view = await adaGame.mine('state');
    expect(view.scoreboard.map((line: Loose) => line.user_id)).toEqual([ada.id, bob.id]);
    adaGame.command({ type: 'start' });
    await bobGame.frame('countdown');
    time.advance(GAME_TIMING.countdownSeconds * 1000);
    const players: [Player, typeof adaGame][] = [
      [ada, adaGame],
      [bob, bobGame],
    ];
    for (let index = 0; index < QUESTIONS; index += 1) {
      const question = await bobGame.frame('question', (data) => data.index === index);
      for (const [, game] of players)
        game.command({
          type: 'answer',
          questionId: question.question.id,
          answer: 'b',
          timeTaken: 1,
        });
      const closed = await bobGame.frame(
        'question_closed',
        (data) => data.question_id === question.question.id,
      );
      // Explanations are shown between questions (the review pause).
      expect(closed).toHaveProperty('explanation');
      time.advance(GAME_TIMING.reviewSeconds * 1000);
    }
    await bobGame.frame('game_end');
    adaGame.close();
    bobGame.close();
    const results = await settledResults(app, bob, gameId);
    expect(results.map((line: Loose) => line.user_id).sort()).toEqual([ada.id, bob.id].sort());
    expect(results.every((line: Loose) => line.points > 0)).toBe(true);

    // Joining was attending: the group's member list and Bob's card count it.
    const members = await call(app, ada, 'GET', `/api/study-groups/${groupId}/members`);
    expect(
      (members.body.data.members as Loose[]).find((one) => one.user_id === bob.id),
    ).toMatchObject({ sessions_attended: 1 });
    const card = await call(app, bob, 'GET', `/api/study-groups/${groupId}`);
    expect(card.body.data.group).toMatchObject({ sessions_attended: 1, total_sessions: 1 });

    // After the game, a new one can be opened; members who come late watch a game in play.
    const again = await call(app, ada, 'POST', `${url}/live`, live);
    expect(again.body.data.game_id).not.toBe(gameId);
  });
});
