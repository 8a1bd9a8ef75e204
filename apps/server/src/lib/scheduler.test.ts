import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database, Db } from '../db/client';
import { scheduledJobs } from '../db/schema';
import { migrationsFolder } from '../paths';
import { buildTestApp, openTestDatabase } from '../test/build-test-app';
import { reopenableDatabase, twoHandles } from '../test/reopenable-database';
import { manualClock } from './clock';
import { createScheduler, type Scheduler } from './scheduler';
import { claimDue, finishOnce, jobsNamed } from './scheduler.repo';

type Note = { note: string };
const MINUTE = 60_000;

/** A table the jobs write to, so a test sees what committed. */
async function makeEffects(db: Db) {
  await db.execute(sql`create table if not exists scheduler_effects (note text not null)`);
  await db.execute(sql`delete from scheduler_effects`);
  return {
    write: async (tx: Db, note: string) => {
      await tx.execute(sql`insert into scheduler_effects (note) values (${note})`);
    },
    read: async () =>
      (
        (await db.execute(sql`select note from scheduler_effects order by note`)) as unknown as {
          rows: Note[];
        }
      ).rows.map((row) => row.note),
  };
}

const inTx = (db: Db, work: (tx: Db) => Promise<unknown>) =>
  db.transaction((tx) => work(tx as unknown as Db));

describe('the scheduler', () => {
  const clock = manualClock(new Date('2026-11-01T09:00:00Z'));
  let database: Database;
  let db: Db;
  let effects: Awaited<ReturnType<typeof makeEffects>>;
  let scheduler: Scheduler;
  const onJobError = vi.fn();

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    effects = await makeEffects(db);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await db.delete(scheduledJobs);
    await db.execute(sql`delete from scheduler_effects`);
    onJobError.mockReset();
    scheduler = createScheduler({ db, clock, maxAttempts: 3, backoffMs: MINUTE, onJobError });
    scheduler.define<Note>('test.note', ({ note }, { tx }) => effects.write(tx, note));
  });

  it('runs a job at its time, not before, once, and removes it', async () => {
    await inTx(db, (tx) =>
      scheduler.schedule(tx, {
        name: 'test.note',
        key: 'a',
        runAt: new Date(clock.now().getTime() + 10 * MINUTE),
        payload: { note: 'due' },
      }),
    );
    expect(await scheduler.runDue()).toBe(0);
    clock.advance(10 * MINUTE);
    expect(await scheduler.runDue()).toBe(1);
    expect(await scheduler.runDue()).toBe(0);
    expect(await effects.read()).toEqual(['due']);
    expect(await jobsNamed(db, 'test.note')).toEqual([]);
  });

  it('never runs a job whose transaction rolled back', async () => {
    await expect(
      inTx(db, async (tx) => {
        await scheduler.schedule(tx, {
          name: 'test.note',
          key: 'b',
          runAt: clock.now(),
          payload: { note: 'never' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await scheduler.runDue()).toBe(0);
    expect(await effects.read()).toEqual([]);
  });

  it("runs a job's work after its commit, once it committed, and never for a rolled-back attempt", async () => {
    const seen: string[][] = [];
    let fail = true;
    scheduler.define<Note>('test.after', async ({ note }, { tx }) => {
      await effects.write(tx, note);
      // The first attempt hands back its work, then loses its lease (as when another instance
      // took the job): the scheduler's finish finds the lease gone and rolls the attempt back.
      if (fail)
        await tx.execute(
          sql`update scheduled_jobs set lease_until = lease_until + interval '1 second'
              where name = 'test.after'`,
        );
      // What the work finds is what committed: the job's own write is there.
      return () => void effects.read().then((notes) => seen.push(notes));
    });
    await scheduler.schedule(db, {
      name: 'test.after',
      key: 'a',
      runAt: clock.now(),
      payload: { note: 'after' },
    });
    expect(await scheduler.runDue()).toBe(0);
    // Given every chance to run, the rolled-back attempt's work never did.
    await new Promise((resolve) => setImmediate(resolve));
    await effects.read();
    expect(seen).toEqual([]);
    expect(await effects.read()).toEqual([]);
    fail = false;
    clock.advance(MINUTE);
    expect(await scheduler.runDue()).toBe(1);
    await vi.waitFor(() => expect(seen).toEqual([['after']]));
  });

  it('moves a job scheduled again under its key, and drops a cancelled one', async () => {
    const plan = (key: string, minutes: number, note: string) =>
      scheduler.schedule(db, {
        name: 'test.note',
        key,
        runAt: new Date(clock.now().getTime() + minutes * MINUTE),
        payload: { note },
      });
    await plan('m', 5, 'old');
    await plan('m', 30, 'moved');
    for (const key of ['x:1', 'x:2', 'c']) await plan(key, 5, key);
    expect(await scheduler.cancel(db, 'test.note', 'c')).toBe(true);
    expect(await scheduler.cancelAll(db, 'test.note', 'x:')).toBe(2);
    clock.advance(5 * MINUTE);
    expect(await scheduler.runDue()).toBe(0);
    clock.advance(25 * MINUTE);
    expect(await scheduler.runDue()).toBe(1);
    expect(await effects.read()).toEqual(['moved']);
  });

  it('refuses to plan a job nobody handles, and a name defined twice', async () => {
    await expect(
      scheduler.schedule(db, { name: 'test.nobody', key: 'k', runAt: clock.now(), payload: {} }),
    ).rejects.toThrow('no handler for test.nobody');
    expect(() => scheduler.define('test.note', () => {})).toThrow('already defined');
  });

  it('rolls a failed run back, retries it later, and keeps it as failed after the last attempt', async () => {
    let calls = 0;
    scheduler.define<Note>('test.flaky', async ({ note }, { tx }) => {
      calls += 1;
      await effects.write(tx, `${note} ${calls}`);
      throw new Error('broken');
    });
    await scheduler.schedule(db, {
      name: 'test.flaky',
      key: 'f',
      runAt: clock.now(),
      payload: { note: 'try' },
    });
    expect(await scheduler.runDue()).toBe(0);
    // Not again before the backoff.
    expect(await scheduler.runDue()).toBe(0);
    expect(calls).toBe(1);
    for (let round = 0; round < 4; round += 1) {
      clock.advance(10 * MINUTE);
      await scheduler.runDue();
    }
    expect(calls).toBe(3);
    expect(onJobError).toHaveBeenCalledTimes(3);
    expect(await effects.read()).toEqual([]);
    const [row] = await jobsNamed(db, 'test.flaky');
    expect(row).toMatchObject({ attempts: 3, lastError: 'broken' });
    expect(row!.failedAt).not.toBeNull();
  });

  it('runs a recurring job every period, on its own row, and again after a failure', async () => {
    const runs: Date[] = [];
    let fail = false;
    scheduler.every('test.round', 30_000, ({ runAt }) => {
      runs.push(runAt);
      if (fail) throw new Error('round failed');
    });
    expect(await scheduler.runDue()).toBe(0);
    clock.advance(30_000);
    expect(await scheduler.runDue()).toBe(1);
    expect(await scheduler.runDue()).toBe(0);
    fail = true;
    clock.advance(30_000);
    expect(await scheduler.runDue()).toBe(0);
    fail = false;
    clock.advance(30_000);
    expect(await scheduler.runDue()).toBe(1);
    expect(runs).toHaveLength(3);
    const rows = await jobsNamed(db, 'test.round');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.failedAt).toBeNull();
  });

  it('runs a recurring job first when asked, then every period', async () => {
    const runs: number[] = [];
    scheduler.every('test.soon', 60_000, () => void runs.push(clock.now().getTime()), {
      firstRunInMs: 5_000,
    });
    const start = clock.now().getTime();
    expect(await scheduler.runDue()).toBe(0);
    clock.advance(5_000);
    expect(await scheduler.runDue()).toBe(1);
    clock.advance(59_000);
    expect(await scheduler.runDue()).toBe(0);
    clock.advance(1_000);
    expect(await scheduler.runDue()).toBe(1);
    expect(runs).toEqual([start + 5_000, start + 65_000]);
  });

  it('leaves the rest of a batch whose lease ran out while earlier jobs ran, to run it later', async () => {
    const slow = createScheduler({ db, clock, leaseMs: MINUTE, batchSize: 5 });
    const ran: string[] = [];
    slow.define<Note>('test.note', async ({ note }, { tx, attempts }) => {
      ran.push(`${note}:${attempts}`);
      await effects.write(tx, note);
      // The first job takes longer than the batch's lease.
      if (note === 'first') clock.advance(2 * MINUTE);
    });
    for (const [key, minutes] of [
      ['first', 0],
      ['second', 1],
    ] as const)
      await scheduler.schedule(db, {
        name: 'test.note',
        key,
        runAt: new Date(clock.now().getTime() - 10 * MINUTE + minutes),
        payload: { note: key },
      });
    expect(await slow.runDue()).toBe(2);
    // 'second' was skipped in the first batch and claimed again (a second attempt) in the next.
    expect(ran).toEqual(['first:1', 'second:2']);
    expect(await effects.read()).toEqual(['first', 'second']);
  });

  it('lets another instance take a job whose instance died mid-run, and fences the late finish', async () => {
    await scheduler.schedule(db, {
      name: 'test.note',
      key: 's',
      runAt: clock.now(),
      payload: { note: 'job' },
    });
    const claim = (now: Date) =>
      claimDue(db, {
        names: ['test.note'],
        now,
        leaseUntil: new Date(now.getTime() + MINUTE),
        limit: 5,
      });
    const [first] = await claim(clock.now());
    expect(first).toMatchObject({ key: 's', attempts: 1 });
    // Within the lease nobody else takes it.
    expect(await claim(new Date(clock.now().getTime() + 30_000))).toEqual([]);
    // The first instance went quiet; after its lease another one claims the job.
    clock.advance(2 * MINUTE);
    const [second] = await claim(clock.now());
    expect(second).toMatchObject({ key: 's', attempts: 2 });
    // The first instance's late finish finds its lease gone (its transaction would roll back).
    expect(await inTx(db, (tx) => finishOnce(tx, first!))).toBe(false);
    expect(await inTx(db, (tx) => finishOnce(tx, second!))).toBe(true);
    expect(await jobsNamed(db, 'test.note')).toEqual([]);
  });
});

describe('the scheduler across processes', () => {
  it('runs a reminder that fell due while no instance ran, once, after the restart', async () => {
    const store = await reopenableDatabase();
    const clock = manualClock(new Date('2026-11-01T09:00:00Z'));
    try {
      const first = await store.open();
      await first.migrate(migrationsFolder);
      const before = await buildTestApp({ database: first, clock });
      before.scheduler.define<Note>('test.note', () => {
        throw new Error('the first process must not run it');
      });
      await before.scheduler.schedule(before.database.db, {
        name: 'test.note',
        key: 'restart',
        runAt: new Date(clock.now().getTime() + 15 * MINUTE),
        payload: { note: 'after restart' },
      });
      await before.close();

      // Down for an hour; the next process starts polling on its own.
      clock.advance(60 * MINUTE);
      const after = await buildTestApp({
        database: await store.open(),
        clock,
        scheduler: { pollMs: 10 },
      });
      try {
        const effects = await makeEffects(after.database.db);
        after.scheduler.define<Note>('test.note', ({ note }, { tx }) => effects.write(tx, note));
        await vi.waitFor(async () => expect(await effects.read()).toEqual(['after restart']));
        await after.scheduler.runDue();
        expect(await effects.read()).toEqual(['after restart']);
        expect(await jobsNamed(after.database.db, 'test.note')).toEqual([]);
      } finally {
        await after.close();
      }
    } finally {
      await store.cleanUp();
    }
  });

  it('has two instances on one database run each due job once', async () => {
    const { handles, close } = await twoHandles();
    try {
      const clock = manualClock();
      const effects = await makeEffects(handles[0]!.db);
      const schedulers = handles.map((database) => {
        const scheduler = createScheduler({ db: database.db, clock, batchSize: 3 });
        scheduler.define<Note>('test.note', async ({ note }, { tx }) => {
          // Some real work in the job's transaction, so the two instances overlap.
          await tx.select().from(scheduledJobs).limit(1);
          await effects.write(tx, note);
        });
        return scheduler;
      });
      const notes = Array.from(
        { length: 30 },
        (_, index) => `job-${String(index).padStart(2, '0')}`,
      );
      for (const note of notes)
        await schedulers[0]!.schedule(handles[0]!.db, {
          name: 'test.note',
          key: note,
          runAt: clock.now(),
          payload: { note },
        });
      const ran = await Promise.all(schedulers.map((scheduler) => scheduler.runDue()));
      expect(ran.reduce((sum, count) => sum + count, 0)).toBe(notes.length);
      expect(await effects.read()).toEqual(notes);
    } finally {
      await close();
    }
  });
});
