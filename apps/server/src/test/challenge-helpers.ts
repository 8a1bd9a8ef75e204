import { GAME_TIMING } from '@quizarena/contracts';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app';
import type { SteerableTime } from './steerable-time';
import { gameSocket, type Loose } from '../modules/games/games.test-helpers';
import { befriend, call, player, type Player } from '../modules/messages/messages.test-helpers';

/** Players who are all friends with one another, one for each name. */
export async function friends<Names extends string[]>(
  app: TestApp,
  ...names: Names
): Promise<{ [K in keyof Names]: Player }> {
  const players: Player[] = [];
  for (const name of names) players.push(await player(app, { name }));
  for (const [index, one] of players.entries())
    for (const other of players.slice(index + 1)) await befriend(app.database.db, one.id, other.id);
  return players as { [K in keyof Names]: Player };
}

/** `from` challenges `to`; fails unless it is created. Answers the challenge. */
export async function challenge(
  app: TestApp,
  from: Player,
  to: Player[],
  body: Record<string, unknown> = {},
): Promise<Loose> {
  const created = await call(app, from, 'POST', '/api/games/challenge/create', {
    challenged_user_ids: to.map((one) => one.id),
    ...body,
  });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return created.body.data.challenge;
}

/** One of the calls on a challenge (`accept`, `decline`, `cancel`, `play`) as `who`. */
export function act(app: TestApp, who: Player, id: string, action: string) {
  return call(app, who, 'POST', `/api/games/challenge/${id}/${action}`);
}

/** The challenge as `who` reads it. */
export async function read(app: TestApp, who: Player, id: string): Promise<Loose> {
  const found = await call(app, who, 'GET', `/api/games/challenges/${id}`);
  if (found.status !== 200) throw new Error(`read failed: ${JSON.stringify(found.body)}`);
  return found.body.data.challenge;
}

/** Long enough for a classic game's next question: its review pause, and some. */
const NEXT_QUESTION_MS = GAME_TIMING.reviewSeconds * 1000 + 5_000;

/**
 * Plays a game of `questions` questions to its end over the socket as `who` alone answering
 * (`answerOf` picks the option of each, by index, after `thinkMs`). Answers the questions in the
 * order served and the server's time for each answer (its acknowledgement). With the app's
 * steerable `time`, the countdown, each review pause and the thinking pass by moving the clock.
 */
export async function playToTheEnd(
  app: TestApp,
  host: string,
  who: Player,
  gameId: string,
  questions: number,
  answerOf: (index: number) => string,
  thinkMs = 0,
  time?: SteerableTime,
) {
  const game = await gameSocket(app, host, who, gameId);
  game.command({ type: 'sync' });
  await game.frame('countdown', () => true, NEXT_QUESTION_MS);
  time?.advance(GAME_TIMING.countdownSeconds * 1000);
  const served: string[] = [];
  const times: number[] = [];
  for (let index = 0; index < questions; index += 1) {
    const question = await game.frame('question', (data) => data.index === index, NEXT_QUESTION_MS);
    served.push(question.question.id as string);
    if (thinkMs > 0 && time) time.advance(thinkMs);
    else if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkMs));
    // The client's claimed time is ignored: the server times the answer itself.
    game.command({
      type: 'answer',
      questionId: question.question.id,
      answer: answerOf(index),
      timeTaken: 0.001,
    });
    const ack = await game.mine('answer_ack', (data) => data.question_id === question.question.id);
    times.push(ack.time_ms as number);
    await game.frame('question_closed', (data) => data.question_id === question.question.id);
    time?.advance(GAME_TIMING.reviewSeconds * 1000);
  }
  await game.frame('game_end');
  game.close();
  expect(served).toHaveLength(questions);
  return { served, times };
}

/** Waits until `check` holds of the challenge as `who` reads it (a settlement lands after the end). */
export async function readUntil(
  app: TestApp,
  who: Player,
  id: string,
  check: (challenge: Loose) => boolean,
): Promise<Loose> {
  for (let tries = 0; tries < 100; tries += 1) {
    const found = await read(app, who, id);
    if (check(found)) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`challenge ${id} never got there: ${JSON.stringify(await read(app, who, id))}`);
}
