import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { outboxDeliveries } from '../db/schema';
import { migrationsFolder } from '../paths';
import { buildTestApp, openTestDatabase, type TestApp } from '../test/build-test-app';
import { signUp } from '../test/auth-helpers';
import { buildCategory, buildQuestions, buildTopic } from '../test/factories';
import { playSession, startSession } from '../test/quiz-helpers';
import { reopenableDatabase, twoHandles } from '../test/reopenable-database';
import { manualClock } from './clock';
import type { DomainEventMap } from './domain-events';
import { createOutbox, retryDelayMs } from './outbox';

const completion = (sessionId: string): DomainEventMap['quiz.completed'] => ({
  userId: '00000000-0000-4000-8000-000000000001',
  sessionId,
  topicId: 'topic',
  categoryId: 'category',
  gameMode: 'timed',
  totalPoints: 100,
  correctCount: 7,
  questionCount: 10,
  completedAt: '2026-10-01T10:00:00.000Z',
});

const inTx = (db: Db, work: (tx: Db) => Promise<unknown>) =>
  db.transaction((tx) => work(tx as unknown as Db));

describe('the outbox', () => {
  const clock = manualClock(new Date('2026-10-01T10:00:00Z'));
  let app: TestApp;
  // Polling is left to the tests: each dispatches by hand.
  beforeAll(async () => {
    app = await buildTestApp({ clock, outbox: { pollMs: 3_600_000, backoffMs: 1_000 } });
  });
  afterAll(() => app.close());

  it('never delivers an event whose transaction rolled back', async () => {
    const seen: string[] = [];
    app.outbox.register('quiz.completed', 'test.rollback', ({ sessionId }) => {
      seen.push(sessionId);
    });
    await expect(
      inTx(app.database.db, async (tx) => {
        await app.outbox.write(tx, 'quiz.completed', completion('rolled-back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await app.outbox.dispatchNow();
    expect(seen).toEqual([]);
  });

  it('answers whether a write left a delivery, so its caller pokes only then', async () => {
    // An outbox of its own: the app's has handlers for this type from the other tests.
    const outbox = createOutbox({ db: app.database.db, clock });
    const wrote: boolean[] = [];
    const write = (sessionId: string) =>
      inTx(app.database.db, async (tx) => {
        wrote.push(await outbox.write(tx, 'quiz.completed', completion(sessionId)));
      });
    await write('nobody listens');
    outbox.register('quiz.completed', 'test.listening', () => {});
    await write('listened to');
    expect(wrote).toEqual([false, true]);
  });

  it('delivers a committed event once, however often it dispatches', async () => {
    const seen: string[] = [];
    app.outbox.register('quiz.completed', 'test.once', ({ sessionId }) => {
      if (sessionId === 'committed') seen.push(sessionId);
    });
    await inTx(app.database.db, (tx) =>
      app.outbox.write(tx, 'quiz.completed', completion('committed')),
    );
    await Promise.all([app.outbox.dispatchNow(), app.outbox.dispatchNow()]);
    await app.outbox.dispatchNow();
    expect(seen).toEqual(['committed']);
  });

  it('retries a failing handler after its backoff without running its sibling again', async () => {
    const sibling: string[] = [];
    let failures = 1;
    const flaky = vi.fn(({ sessionId }: { sessionId: string }) => {
      if (sessionId !== 'flaky') return;
      if (failures-- > 0) throw new Error('the mail server is down');
    });
    app.outbox.register('quiz.completed', 'test.flaky', flaky);
    app.outbox.register('quiz.completed', 'test.sibling', ({ sessionId }) => {
      if (sessionId === 'flaky') sibling.push(sessionId);
    });
    await inTx(app.database.db, (tx) =>
      app.outbox.write(tx, 'quiz.completed', completion('flaky')),
    );
    await app.outbox.dispatchNow();
    expect(flaky).toHaveBeenCalledTimes(1);
    // Not due again before the backoff has passed.
    await app.outbox.dispatchNow();
    expect(flaky).toHaveBeenCalledTimes(1);
    clock.advance(retryDelayMs(1, 1_000, 300_000));
    await app.outbox.dispatchNow();
    expect(flaky).toHaveBeenCalledTimes(2);
    expect(sibling).toEqual(['flaky']);
    const rows = await app.database.db
      .select()
      .from(outboxDeliveries)
      .where(eq(outboxDeliveries.handler, 'test.flaky'));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([['done', 2]]);
  });

  it('carries a completed quiz and its unlocks, written by the completion', async () => {
    const completed: string[] = [];
    const unlocked: string[] = [];
    app.outbox.register('quiz.completed', 'test.completions', ({ sessionId }) => {
      completed.push(sessionId);
    });
    app.outbox.register('achievement.unlocked', 'test.unlocks', ({ achievement }) => {
      unlocked.push(achievement.achievement_id);
    });
    const category = await buildCategory(app.database.db, { name: 'Outbox' });
    const topic = await buildTopic(app.database.db, category.id, { name: 'Delivery' });
    await buildQuestions(app.database.db, topic.id, 10);
    const player = await signUp(app);
    const session = await startSession(app, player.headers, {
      topic_id: topic.id,
      game_mode: 'timed',
    });
    const result = await playSession(app, player.headers, session.id, ['right'], clock.advance);
    await app.outbox.dispatchNow();
    expect(completed).toContain(session.id);
    expect(unlocked.sort()).toEqual(
      result.achievements_earned.map((a: { achievement_id: string }) => a.achievement_id).sort(),
    );
  });

  it('gives up after the last attempt: the delivery is dead, logged and kept', async () => {
    const database = await openTestDatabase();
    const onDead = vi.fn();
    const outbox = createOutbox({ db: database.db, clock, maxAttempts: 2, onDead });
    try {
      outbox.register('quiz.completed', 'test.broken', () => {
        throw new Error('always broken');
      });
      await inTx(database.db, (tx) => outbox.write(tx, 'quiz.completed', completion('broken')));
      for (let round = 0; round < 4; round += 1) {
        await outbox.dispatchNow();
        clock.advance(10 * 60_000);
      }
      expect(onDead).toHaveBeenCalledOnce();
      expect(onDead.mock.calls[0]![0]).toMatchObject({ handler: 'test.broken', attempts: 2 });
      const [row] = await database.db.select().from(outboxDeliveries);
      expect(row).toMatchObject({ status: 'dead', attempts: 2, lastError: 'always broken' });
    } finally {
      await outbox.stop();
      await database.close();
    }
  });
});

describe('the outbox across processes', () => {
  it('delivers after a restart what a process wrote and never dispatched', async () => {
    const store = await reopenableDatabase();
    try {
      const first = await store.open();
      await first.migrate(migrationsFolder);
      const before = await buildTestApp({ database: first, outbox: { pollMs: 3_600_000 } });
      before.outbox.register('quiz.completed', 'test.survivor', () => {
        throw new Error('the first process must not deliver');
      });
      // This process dies before it dispatches: no start-up poke or poll may run from here on
      // (a failed early attempt would push the retry past the next process's dispatch).
      await before.outbox.stop();
      await inTx(before.database.db, (tx) =>
        before.outbox.write(tx, 'quiz.completed', completion('survivor')),
      );
      // The process ends before any dispatch (closing stops the dispatcher and the database).
      await before.close();

      const seen: string[] = [];
      const after = await buildTestApp({ database: await store.open() });
      try {
        after.outbox.register('quiz.completed', 'test.survivor', ({ sessionId }) => {
          seen.push(sessionId);
        });
        await after.outbox.dispatchNow();
        expect(seen).toEqual(['survivor']);
      } finally {
        await after.close();
      }
    } finally {
      await store.cleanUp();
    }
  });

  it('has two dispatchers on one database deliver each event to each handler exactly once', async () => {
    const { handles, close } = await twoHandles();
    try {
      const seen = new Map<string, number>();
      const clock = manualClock();
      const outboxes = handles.map((database) => {
        const outbox = createOutbox({ db: database.db, clock, batchSize: 3 });
        for (const handler of ['test.a', 'test.b'])
          outbox.register('quiz.completed', handler, async ({ sessionId }, { tx }) => {
            // Some real work in the delivery's transaction, so the two dispatchers overlap.
            await tx.select().from(outboxDeliveries).limit(1);
            const key = `${handler} ${sessionId}`;
            seen.set(key, (seen.get(key) ?? 0) + 1);
          });
        return outbox;
      });
      const events = Array.from({ length: 40 }, (_, index) => `game-${index}`);
      await inTx(handles[0]!.db, async (tx) => {
        for (const sessionId of events)
          await outboxes[0]!.write(tx, 'quiz.completed', completion(sessionId));
      });
      const delivered = await Promise.all(outboxes.map((outbox) => outbox.dispatchNow()));
      expect(delivered.reduce((sum, count) => sum + count, 0)).toBe(events.length * 2);
      expect(seen.size).toBe(events.length * 2);
      expect([...seen.values()].every((count) => count === 1)).toBe(true);
      await Promise.all(outboxes.map((outbox) => outbox.stop()));
    } finally {
      await close();
    }
  });
});
