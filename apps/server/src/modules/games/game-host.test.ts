import { ANSWER_TIMING, GAME_TIMING } from '@quizarena/contracts';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import * as engine from './engine/game-engine';
import { createGameHost } from './game-host';
import type { GameResult } from './game-store';
import { classicGame, handScheduler, pick } from './games.test-helpers';

const START = new Date('2026-11-27T10:00:00Z').getTime();
const QUESTIONS = 3;

const newState = () => classicGame({ id: 'game-1', hostId: 'ada', questions: QUESTIONS });

/** A host on a hand-moved clock and scheduler, with a store that records what it was asked. */
function setUp(options: { failSaves?: boolean } = {}) {
  const clock = manualClock(new Date(START));
  const timers = handScheduler();
  const saves: { version: number; phase: string; index: number }[] = [];
  const settled: GameResult[][] = [];
  const started: string[] = [];
  const cancelled: string[] = [];
  const hosts: { hostId: string; announced: boolean }[] = [];
  const delivered: engine.Frame[] = [];
  const errors: string[] = [];
  const forgotten: string[] = [];
  const host = createGameHost({
    clock,
    onForget: (gameId) => void forgotten.push(gameId),
    schedule: timers.schedule,
    deliver: (_gameId, frames) => delivered.push(...frames),
    store: {
      markStarted: async (gameId) => void started.push(gameId),
      cancel: async (gameId) => void cancelled.push(gameId),
      recordHost: async (_gameId, hostId) => {
        const announced = delivered.some((frame) => frame.event === 'host_changed');
        hosts.push({ hostId, announced });
      },
      saveState: async (_gameId, state, version) => {
        const saved = state as engine.GameState;
        if (options.failSaves && saved.phase !== 'waiting') throw new Error('the database is away');
        saves.push({ version, phase: saved.phase, index: saved.index });
        return true;
      },
      settle: async (_gameId, results) => {
        settled.push([...results]);
        return true;
      },
    },
    onError: (message, error) => {
      if (!options.failSaves) throw new Error(`${message}: ${String(error)}`);
      errors.push(message);
    },
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Moves the clock to `at`, running every task due on the way, in time order. */
  const runUntil = async (at: number) => {
    for (;;) {
      await settle();
      const due = timers.due(at);
      if (!due) break;
      clock.set(new Date(Math.max(due.at, clock.now().getTime())));
      due.work();
    }
    clock.set(new Date(Math.max(at, clock.now().getTime())));
    await settle();
  };
  const pending = timers.pending;
  return {
    clock,
    host,
    saves,
    settled,
    started,
    cancelled,
    hosts,
    forgotten,
    delivered,
    errors,
    runUntil,
    pending,
  };
}

const seat = (userId: string) => (state: engine.GameState, at: number) =>
  engine.join(state, { userId, name: userId, extendedTime: 1 }, at);
const answerWith =
  (userId: string, question: string, option: string) => (state: engine.GameState, at: number) =>
    engine.answer(state, userId, question, pick(option), at);

describe('the game host', () => {
  it('plays a game to its end on its own clock: saves after each question, settles once, forgets it', async () => {
    const { clock, host, saves, settled, started, forgotten, delivered, runUntil, pending } =
      setUp();
    await host.open(newState());
    await host.run('game-1', seat('ada'));
    await host.run('game-1', seat('bob'));
    await host.run('game-1', (state, at) => engine.start(state, 'ada', at));
    expect(started).toEqual(['game-1']);
    await runUntil(START + GAME_TIMING.countdownSeconds * 1000);
    for (let n = 0; n < QUESTIONS; n += 1) {
      expect(host.snapshot('game-1')).toMatchObject({ phase: 'question', index: n });
      clock.advance(2_000);
      // Sent together: decided one at a time, in order; the second closes the question.
      const [first, second] = await Promise.all([
        host.run('game-1', answerWith('ada', `q${n}`, `q${n}-a`)),
        host.run('game-1', answerWith('bob', `q${n}`, `q${n}-b`)),
      ]);
      expect(first).toMatchObject({ ok: true });
      expect(second).toMatchObject({ ok: true });
      await runUntil(clock.now().getTime() + GAME_TIMING.reviewSeconds * 1000);
    }
    // The room as opened and after each seat (so it survives its owner), then each question.
    expect(saves).toEqual([
      { version: 1, phase: 'waiting', index: -1 },
      { version: 2, phase: 'waiting', index: -1 },
      { version: 3, phase: 'waiting', index: -1 },
      { version: 4, phase: 'review', index: 0 },
      { version: 5, phase: 'review', index: 1 },
      { version: 6, phase: 'finished', index: 2 },
    ]);
    expect(settled).toHaveLength(1);
    expect(settled[0]!.map((row) => [row.userId, row.place])).toEqual([
      ['ada', 1],
      ['bob', 2],
    ]);
    expect(settled[0]![0]!.points).toBeGreaterThan(0);
    expect(host.holds('game-1')).toBe(false);
    expect(forgotten).toEqual(['game-1']);
    expect(pending()).toEqual([]);
    expect(delivered.filter((frame) => frame.event === 'game_end')).toHaveLength(1);
    // Nothing runs on a game this instance no longer holds.
    expect(host.run('game-1', seat('cy'))).toBeUndefined();
  });

  it('closes a question at its deadline when nobody answers, and refuses what the rules refuse', async () => {
    const { host, saves, delivered, runUntil } = setUp();
    await host.open(newState());
    await host.run('game-1', seat('ada'));
    expect(await host.run('game-1', (state, at) => engine.start(state, 'ada', at))).toEqual({
      ok: false,
      reason: 'too_few_players',
    });
    await host.run('game-1', seat('bob'));
    expect(await host.run('game-1', (state, at) => engine.start(state, 'bob', at))).toEqual({
      ok: false,
      reason: 'not_host',
    });
    await host.run('game-1', (state, at) => engine.start(state, 'ada', at));
    const served = START + GAME_TIMING.countdownSeconds * 1000;
    await runUntil(served + 15_000 + ANSWER_TIMING.graceMs - 1);
    expect(delivered.some((frame) => frame.event === 'question_closed')).toBe(false);
    await runUntil(served + 15_000 + ANSWER_TIMING.graceMs);
    expect(delivered.filter((frame) => frame.event === 'question_closed')).toHaveLength(1);
    expect(saves.filter((save) => save.phase !== 'waiting')).toEqual([
      { version: 4, phase: 'review', index: 0 },
    ]);
  });

  it('takes over a saved game: a question that should have closed closes, the next is served, and saves go on from its version', async () => {
    const { clock, host, saves, delivered, runUntil } = setUp();
    // The state another instance saved after question 0 closed, then died.
    const state = newState();
    engine.join(state, { userId: 'ada', name: 'Ada', extendedTime: 1 }, START);
    engine.join(state, { userId: 'bob', name: 'Bob', extendedTime: 1 }, START);
    engine.start(state, 'ada', START);
    engine.tick(state, START + 3_000);
    engine.answer(state, 'ada', 'q0', pick('q0-a'), START + 4_000);
    engine.answer(state, 'bob', 'q0', pick('q0-a'), START + 4_000);
    const saved = JSON.parse(JSON.stringify(state)) as engine.GameState;
    // Four seconds later, well past the review pause, another instance adopts it.
    clock.set(new Date(START + 4_000 + GAME_TIMING.reviewSeconds * 1000 + 4_000));
    await host.adopt(saved, 1);
    expect(host.snapshot('game-1')).toMatchObject({ phase: 'question', index: 1 });
    expect(delivered.map((frame) => frame.event)).toEqual(['question']);
    clock.advance(1_000);
    await host.run('game-1', answerWith('ada', 'q1', 'q1-a'));
    await host.run('game-1', answerWith('bob', 'q1', 'q1-c'));
    await runUntil(clock.now().getTime());
    expect(saves[0]).toEqual({ version: 2, phase: 'review', index: 1 });
  });

  it('goes on playing when a save fails, and says so', async () => {
    const { clock, host, errors, delivered, runUntil } = setUp({ failSaves: true });
    await host.open(newState());
    await host.run('game-1', seat('ada'));
    await host.run('game-1', seat('bob'));
    await host.run('game-1', (state, at) => engine.start(state, 'ada', at));
    await runUntil(START + GAME_TIMING.countdownSeconds * 1000);
    clock.advance(1_000);
    await host.run('game-1', answerWith('ada', 'q0', 'q0-a'));
    await host.run('game-1', answerWith('bob', 'q0', 'q0-a'));
    expect(errors).toEqual(['a live game could not be saved']);
    // The next question is still served after the pause.
    await runUntil(clock.now().getTime() + GAME_TIMING.reviewSeconds * 1000);
    expect(host.snapshot('game-1')).toMatchObject({ phase: 'question', index: 1 });
    expect(delivered.filter((frame) => frame.event === 'question')).toHaveLength(2);
  });

  it('cancels a waiting room its host ends (the store refunds), and ends a game in play with what was played', async () => {
    const waiting = setUp();
    await waiting.host.open(newState());
    await waiting.host.run('game-1', seat('ada'));
    await waiting.host.run('game-1', seat('bob'));
    expect(await waiting.host.run('game-1', (state, at) => engine.end(state, 'bob', at))).toEqual({
      ok: false,
      reason: 'not_host',
    });
    await waiting.host.run('game-1', (state, at) => engine.end(state, 'ada', at));
    expect(waiting.cancelled).toEqual(['game-1']);
    expect(waiting.settled).toEqual([]);
    expect(waiting.forgotten).toEqual(['game-1']);
    expect(waiting.host.holds('game-1')).toBe(false);

    const playing = setUp();
    await playing.host.open(newState());
    await playing.host.run('game-1', seat('ada'));
    await playing.host.run('game-1', seat('bob'));
    await playing.host.run('game-1', (state, at) => engine.start(state, 'ada', at));
    await playing.runUntil(START + GAME_TIMING.countdownSeconds * 1000);
    await playing.host.run('game-1', answerWith('ada', 'q0', 'q0-a'));
    await playing.host.run('game-1', (state, at) => engine.end(state, 'ada', at));
    // The open question closed as at its deadline (bob missed it), then the game ended.
    expect(playing.delivered.map((frame) => frame.event).slice(-2)).toEqual([
      'question_closed',
      'game_end',
    ]);
    expect(playing.settled).toHaveLength(1);
    expect(playing.settled[0]!.map((row) => [row.userId, row.answers.length])).toEqual([
      ['ada', 1],
      ['bob', 1],
    ]);
    expect(playing.cancelled).toEqual([]);
    expect(playing.pending()).toEqual([]);
  });

  it('records a crown that passed before anyone hears of it', async () => {
    const { host, hosts, delivered } = setUp();
    await host.open(newState());
    await host.run('game-1', seat('ada'));
    await host.run('game-1', seat('bob'));
    await host.run('game-1', (state, at) => engine.leave(state, 'ada', at));
    expect(hosts).toEqual([{ hostId: 'bob', announced: false }]);
    expect(delivered.map((frame) => frame.event).slice(-2)).toEqual([
      'player_leave',
      'host_changed',
    ]);
  });

  it('runs one copy of a game it is asked to adopt while holding it', async () => {
    const { host, pending, runUntil } = setUp();
    await host.open(newState());
    await host.run('game-1', seat('ada'));
    await host.run('game-1', seat('bob'));
    await host.run('game-1', (state, at) => engine.start(state, 'ada', at));
    expect(pending()).toHaveLength(1);
    await host.adopt(host.snapshot('game-1')!, 9);
    // The first copy's timer stopped; the adopted copy's runs alone.
    expect(pending()).toHaveLength(1);
    await runUntil(START + GAME_TIMING.countdownSeconds * 1000);
    expect(host.snapshot('game-1')).toMatchObject({ phase: 'question', index: 0 });
  });
});
