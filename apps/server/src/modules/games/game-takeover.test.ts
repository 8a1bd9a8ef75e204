import { GAME_TIMING } from '@quizarena/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { manualClock } from '../../lib/clock';
import { buildCategory, buildTopic } from '../../test/factories';
import { openTestDatabase } from '../../test/build-test-app';
import { pointsBalanceOf } from '../scoring';
import * as engine from './engine/game-engine';
import { createGameHost } from './game-host';
import { createGameOwnership, GAME_LEASE_MS } from './game-ownership';
import { createGameStore, type GameStore } from './game-store';
import { classicGame, escrowFor, fundedPlayer, handScheduler, pick } from './games.test-helpers';

const QUESTIONS = 4;
const FEE = 40;

// Two instances on one database, as behind a load balancer: the first runs a game and dies
// mid-game; the second notices the lapsed lease, adopts the saved game and finishes it, and
// the ledger ends exact (every point paid once, the escrow empty).
describe('taking a game over', () => {
  const clock = manualClock(new Date('2026-11-27T10:00:00Z'));
  let database: Database;
  let store: GameStore;
  let topic: { id: string; categoryId: string };

  beforeAll(async () => {
    database = await openTestDatabase();
    topic = await buildTopic(database.db, (await buildCategory(database.db)).id);
    store = createGameStore({ db: database.db, clock });
  });
  afterAll(() => database?.close());

  const player = () => fundedPlayer(database.db, 1_000);

  /** One instance: a host on the shared clock with its own hand-run timers, and its leases. */
  const instance = (name: string) => {
    const timers = handScheduler();
    const frames: engine.Frame[] = [];
    const fail = (message: string, error: unknown) => {
      throw new Error(`${name}: ${message}: ${String(error)}`);
    };
    const host = createGameHost({
      clock,
      store,
      schedule: timers.schedule,
      deliver: (_id, sent) => frames.push(...sent),
      onError: fail,
    });
    const ownership = createGameOwnership({ instanceId: name, store, host, onError: fail });
    /** Runs this instance's timers that are due now. */
    const runDue = async () => {
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        const due = timers.due(clock.now().getTime());
        if (!due) return;
        due.work();
      }
    };
    return { host, ownership, frames, runDue };
  };

  /** The players join on `owner`, the first starts, and the countdown runs to question 0. */
  const playToFirstQuestion = async (
    owner: ReturnType<typeof instance>,
    gameId: string,
    players: string[],
  ) => {
    for (const userId of players) {
      await owner.host.run(gameId, (state, at) =>
        engine.join(state, { userId, name: userId, extendedTime: 1 }, at),
      );
    }
    await owner.host.run(gameId, (state, at) => engine.start(state, players[0]!, at));
    clock.advance(GAME_TIMING.countdownSeconds * 1000);
    await owner.runDue();
  };

  const roomFor = (hostId: string) =>
    store.create({
      kind: 'room',
      hostId,
      name: 'Takeover',
      topicId: topic.id,
      categoryId: topic.categoryId,
      settings: {
        mode: 'classic',
        secondsPerQuestion: 15,
        questionCount: QUESTIONS,
        maxPlayers: 4,
        isPrivate: false,
        spectatorsAllowed: true,
        powerUpsEnabled: false,
        honourAccommodations: false,
        difficulty: 'beginner',
        chatEnabled: true,
        locked: false,
      },
      entryFee: FEE,
    });

  it('finishes on a second instance from the last closed question, paying every point once', async () => {
    const [ada, bob] = [await player(), await player()];
    const game = await roomFor(ada);
    await store.seat(game.id, bob);
    const first = instance('instance-a');
    const second = instance('instance-b');
    first.host.open(
      classicGame({ id: game.id, hostId: ada, questions: QUESTIONS, powerUps: false }),
    );
    expect(await first.ownership.own(game.id)).toBe(true);
    // The second instance cannot claim a game whose lease runs.
    expect(await second.ownership.own(game.id)).toBe(false);
    await playToFirstQuestion(first, game.id, [ada, bob]);
    // Question 0 plays out on the first instance; both answer right, Ada faster.
    clock.advance(1_000);
    await first.host.run(game.id, (state, at) => engine.answer(state, ada, 'q0', pick('q0-a'), at));
    clock.advance(1_000);
    await first.host.run(game.id, (state, at) => engine.answer(state, bob, 'q0', pick('q0-a'), at));
    // Question 1 is served, Ada answers, the lease is renewed one last time, and the first
    // instance dies.
    clock.advance(GAME_TIMING.reviewSeconds * 1000);
    await first.runDue();
    clock.advance(500);
    await first.host.run(game.id, (state, at) => engine.answer(state, ada, 'q1', pick('q1-a'), at));
    await first.ownership.runOnce();
    first.host.close();
    expect((await store.find(game.id))!.state).toMatchObject({ phase: 'review', index: 0 });

    // Before the lease runs out the second instance leaves the game alone; after, it adopts it.
    await second.ownership.runOnce();
    expect(second.host.heldIds()).toEqual([]);
    clock.advance(GAME_LEASE_MS + 1);
    await second.ownership.runOnce();
    expect(second.host.heldIds()).toEqual([game.id]);
    // Saved when question 0 closed: question 1 is served again, afresh (Ada's answer to it was
    // only in the dead instance's memory, and nothing had been paid for it).
    expect(second.frames.map((frame) => frame.event)).toEqual(['question']);
    for (let n = 1; n < QUESTIONS; n += 1) {
      clock.advance(1_000);
      await second.host.run(game.id, (state, at) =>
        engine.answer(state, ada, `q${n}`, pick(`q${n}-a`), at),
      );
      await second.host.run(game.id, (state, at) =>
        engine.answer(state, bob, `q${n}`, pick(`q${n}-b`), at),
      );
      clock.advance(GAME_TIMING.reviewSeconds * 1000);
      await second.runDue();
    }
    expect(second.frames.filter((frame) => frame.event === 'game_end')).toHaveLength(1);
    const stored = await store.find(game.id);
    expect(stored!.status).toBe('completed');
    const seats = await store.players(game.id);
    const paid = new Map(seats.map((seat) => [seat.userId, seat]));
    expect(paid.get(ada)).toMatchObject({ place: 1, prize: 56 });
    expect(paid.get(bob)).toMatchObject({ place: 2, prize: 24 });
    // Balances: the grant, less the fee, plus exactly what the results recorded.
    for (const userId of [ada, bob]) {
      const seat = paid.get(userId)!;
      expect(await pointsBalanceOf(database.db, userId)).toBe(
        1_000 - FEE + seat.points! + seat.prize!,
      );
    }
    expect(await escrowFor(database.db, game.id)).toBe(0);
  });

  it('has an owner that stalled past its lease drop the game another instance took over', async () => {
    const [ada, bob] = [await player(), await player()];
    const game = await roomFor(ada);
    await store.seat(game.id, bob);
    const first = instance('instance-c');
    const second = instance('instance-d');
    first.host.open(classicGame({ id: game.id, hostId: ada, questions: QUESTIONS }));
    await first.ownership.own(game.id);
    await playToFirstQuestion(first, game.id, [ada, bob]);
    await first.host.run(game.id, (state, at) => engine.answer(state, ada, 'q0', pick('q0-a'), at));
    await first.host.run(game.id, (state, at) => engine.answer(state, bob, 'q0', pick('q0-b'), at));
    // The first instance stalls (a long pause, a lost connection) past its lease...
    clock.advance(GAME_LEASE_MS + 1);
    await second.ownership.runOnce();
    expect(second.host.heldIds()).toEqual([game.id]);
    // ...and on its next round finds the game gone to the other, and stops running it.
    await first.ownership.runOnce();
    expect(first.host.heldIds()).toEqual([]);
    expect(first.host.run(game.id, (state, at) => engine.leave(state, ada, at))).toBeUndefined();
  });
});
