import { randomBytes, randomUUID } from 'node:crypto';
import {
  allowedGap,
  type FindMatchBody,
  type MatchmakingState,
  type RealtimeChannel,
} from '@quizarena/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { manualClock } from '../../lib/clock';
import { openRedis, type RedisHandle } from '../../lib/redis';
import { openTestDatabase } from '../../test/build-test-app';
import type { SeatedGameInput } from '../games';
import { createMemoryMatchQueue, createRedisMatchQueue, type MatchQueue } from './match-queue';
import { MATCH_ROUND_MS } from './matchmaking.module';
import { createMatchmakingService } from './matchmaking.service';

const CATEGORY = randomUUID();
const body = (overrides: Partial<FindMatchBody> = {}): FindMatchBody => ({
  category: CATEGORY,
  difficulty: 'any',
  game_mode: 'classic',
  max_wait_time: 60,
  source: 'quick_match',
  ...overrides,
});

/** A database of the suite's own, opened before its tests and closed after. */
function suiteDatabase(): Pick<Database, 'db'> {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());
  return {
    get db() {
      return database!.db;
    },
  };
}

type Setup = {
  clock: ReturnType<typeof manualClock>;
  ratings: Map<string, number>;
  games: { id: string; input: SeatedGameInput; at: number }[];
  told: Map<string, MatchmakingState[]>;
};

/** What every instance of the service is built with in these tests, but its queue. */
function serviceDeps(database: Pick<Database, 'db'>, setup: Setup) {
  const { clock, ratings, games, told } = setup;
  return {
    db: database.db,
    clock,
    content: {
      getCategory: async () => ({}) as never,
      getTopic: async () => ({ category_id: CATEGORY }) as never,
    },
    ratings: async (userIds: string[]) =>
      new Map(userIds.map((userId) => [userId, { rating: ratings.get(userId) ?? 1000 }])),
    openSeatedGame: async (input: SeatedGameInput) => {
      // Opening a game takes a while (questions, seats, a lease): cancellations land meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 3));
      const game = { id: randomUUID(), input, at: clock.now().getTime() };
      games.push(game);
      return { id: game.id } as never;
    },
    publish: (channel: RealtimeChannel, data: unknown) => {
      if (channel.kind !== 'user') return;
      const { state } = data as { state: MatchmakingState };
      told.set(channel.userId, [...(told.get(channel.userId) ?? []), state]);
    },
    onError: (_message: string, error: unknown) => {
      throw error;
    },
  };
}

/** Instances of the service over queues that share their entries (one, or two on Redis). */
function instances(database: Pick<Database, 'db'>, queues: MatchQueue[]) {
  const setup: Setup = { clock: manualClock(), ratings: new Map(), games: [], told: new Map() };
  const services = queues.map((queue) =>
    createMatchmakingService({ ...serviceDeps(database, setup), queue }),
  );
  return { ...setup, services };
}

describe('matchmaking in one process', () => {
  const database = suiteDatabase();

  it('queues a player once, tells the search, cancels it, and ends a search that runs out with the bot offered at the player’s level', async () => {
    const { clock, ratings, services, told } = instances(database, [
      createMemoryMatchQueue(manualClock()),
    ]);
    const service = services[0]!;
    const ada = randomUUID();
    ratings.set(ada, 1200);
    const searching = await service.find(ada, body());
    expect(searching).toMatchObject({ status: 'searching', rating: 1200, max_wait_time: 60 });
    await expect(service.find(ada, body())).rejects.toMatchObject({ statusCode: 409 });
    expect(await service.active(ada)).toEqual(searching);
    expect(await service.cancel(ada)).toEqual({ status: 'idle' });
    expect(await service.active(ada)).toEqual({ status: 'idle' });

    await service.find(ada, body({ max_wait_time: 5 }));
    clock.advance(5_000);
    await service.round();
    const ended = await service.active(ada);
    expect(ended).toMatchObject({ status: 'timed_out', category_id: CATEGORY });
    expect(told.get(ada)).toEqual([ended]);
  });
});

const backends: [string, () => Promise<{ queues: MatchQueue[]; close(): Promise<void> }>][] = [
  [
    'in one process',
    async () => ({ queues: [createMemoryMatchQueue(manualClock())], close: async () => {} }),
  ],
];
if (process.env.TEST_REDIS_URL) {
  backends.push([
    'on two instances sharing Redis',
    async () => {
      const prefix = `qa-test-${randomBytes(6).toString('hex')}:`;
      const handles: RedisHandle[] = [
        openRedis(process.env.TEST_REDIS_URL!),
        openRedis(process.env.TEST_REDIS_URL!),
      ];
      await Promise.all(handles.map((handle) => handle.ready()));
      return {
        queues: handles.map((handle) => createRedisMatchQueue(handle.client, prefix)),
        close: async () => {
          await Promise.all(handles.map((handle) => handle.close()));
        },
      };
    },
  ]);
}

describe.each(backends)('a cancellation while the match is being made, %s', (_name, open) => {
  const database = suiteDatabase();

  it('is told the match, not "nothing to cancel"', async () => {
    const backend = await open();
    try {
      const setup = instances(database, backend.queues);
      let release = () => {};
      const opening = new Promise<void>((resolve) => (release = resolve));
      const [first] = setup.services;
      const slowOpen = createMatchmakingService({
        ...serviceDeps(database, setup),
        queue: backend.queues[0]!,
        openSeatedGame: async () => {
          await opening;
          return { id: GAME_ID } as never;
        },
      });
      const [ada, bob] = [randomUUID(), randomUUID()];
      await first!.find(ada, body());
      await first!.find(bob, body());
      const round = slowOpen.round();
      // The round has taken both and waits on the game; Ada cancels now.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const cancelling = first!.cancel(ada);
      setTimeout(release, 50);
      expect(await cancelling).toMatchObject({ status: 'matched', game_id: GAME_ID });
      await round;
    } finally {
      await backend.close();
    }
  });
});

const GAME_ID = randomUUID();

describe.each(backends)('200 players queuing at once, %s', (_name, open) => {
  const database = suiteDatabase();

  it('matches within the allowed gap, nobody twice, and cancels exactly', async () => {
    const backend = await open();
    try {
      const { clock, ratings, games, services } = instances(database, backend.queues);
      const players = Array.from({ length: 200 }, (_, n) => {
        const id = randomUUID();
        ratings.set(id, 500 + ((n * 7919) % 1500));
        return id;
      });
      const queuedAt = new Map<string, number>();
      await Promise.all(
        players.map(async (id, n) => {
          const state = await services[n % services.length]!.find(id, body());
          queuedAt.set(id, Date.parse((state as { queued_at: string }).queued_at));
        }),
      );

      // Rounds on every instance at once, with cancellations racing them.
      const cancelled = new Map<string, MatchmakingState>();
      const cancelling = players.filter((_, n) => n % 5 === 0);
      // Rounds past everyone's 60-second wait.
      for (let round = 0; round < 130; round += 1) {
        // Spread over the first rounds: before they take anyone, while they open games, after.
        const cancels = cancelling.splice(0, 20).map(async (id, n) => {
          await new Promise((resolve) => setTimeout(resolve, n * 5));
          cancelled.set(id, await services[n % services.length]!.cancel(id));
        });
        await Promise.all([...services.map((service) => service.round()), ...cancels]);
        clock.advance(MATCH_ROUND_MS);
      }

      const seen = new Map<string, string>();
      for (const game of games) {
        expect(game.input.players).toHaveLength(2);
        const of = game.input.players.map((id) => ratings.get(id)!);
        const waited = Math.max(...game.input.players.map((id) => game.at - queuedAt.get(id)!));
        expect(Math.max(...of) - Math.min(...of)).toBeLessThanOrEqual(allowedGap(waited / 1000));
        for (const id of game.input.players) {
          expect(seen.has(id)).toBe(false);
          seen.set(id, game.id);
        }
      }
      for (const [id, answer] of cancelled) {
        // Cancelled in time: never matched; too late: told the match it is in.
        if (answer.status === 'idle') expect(seen.has(id)).toBe(false);
        else expect(answer).toMatchObject({ status: 'matched', game_id: seen.get(id) });
      }
      expect(games.length).toBeGreaterThan(60);
      // Whoever was neither matched nor cancelled ran out, and is told so.
      for (const id of players) {
        const state = await services[0]!.active(id);
        if (seen.has(id)) expect(state).toMatchObject({ status: 'matched', game_id: seen.get(id) });
        else if (cancelled.get(id)?.status === 'idle') expect(state).toEqual({ status: 'idle' });
        else expect(state.status).toBe('timed_out');
      }
    } finally {
      await backend.close();
    }
  });
});
