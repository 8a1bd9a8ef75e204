import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThreadedPglite, type ThreadedPglite } from './pglite-thread';

describe('PGlite on its own thread', () => {
  let db: ThreadedPglite;
  beforeAll(async () => {
    db = await startThreadedPglite(undefined);
    await db.query('create table counters (name text primary key, n int not null check (n >= 0))');
  });
  afterAll(() => db.close());

  it('answers rows in the shape asked for, with the types asked to stay text left as text', async () => {
    const asObjects = await db.query('select $1::int as n, now() as at', [7]);
    expect(asObjects.rows).toEqual([{ n: 7, at: expect.any(Date) }]);
    const asText = await db.query('select $1::int as n, now() as at', [7], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    });
    expect(asText.rows).toEqual([[7, expect.stringMatching(/^\d{4}-\d\d-\d\d /)]]);
  });

  it('refuses a parser it cannot apply on the other thread instead of ignoring it', async () => {
    await expect(
      db.query('select 1', [], { parsers: { 23: (value: string) => Number(value) * 2 } }),
    ).rejects.toThrow('cannot apply a parser for type 23');
  });

  it("carries the database's error fields across the thread", async () => {
    const failure = await db
      .query("insert into counters values ('a', -1)")
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({
      code: '23514',
      severity: 'ERROR',
      constraint: 'counters_n_check',
    });
  });

  it('commits a transaction whose work succeeds and rolls back one whose work throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into counters values ('kept', 1)");
    });
    const refusal = new Error('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into counters values ('dropped', 1)");
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    const { rows } = await db.query("select name from counters where name in ('kept', 'dropped')");
    expect(rows).toEqual([{ name: 'kept' }]);
  });

  it('rolls back after a failed statement and the work that caught it gives up', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into counters values ('half', 1)");
        await tx.query("insert into counters values ('half', 1)").catch(() => undefined);
        throw new Error('gave up');
      }),
    ).rejects.toThrow('gave up');
    expect((await db.query("select 1 from counters where name = 'half'")).rows).toEqual([]);
  });

  it('runs other statements only after an open transaction ends, as PGlite does in process', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query("insert into counters values ('ordered', 1)");
      order.push('transaction wrote');
      await held;
      order.push('transaction ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = db.query("select n from counters where name = 'ordered'").then((result) => {
      order.push('outside read');
      return result.rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toEqual([{ n: 1 }]);
    expect(order).toEqual(['transaction wrote', 'transaction ends', 'outside read']);
  });

  it('leaves the event loop free while a statement runs', async () => {
    const started = performance.now();
    let timerFiredAfter = Infinity;
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        timerFiredAfter = performance.now() - started;
        resolve();
      }, 10),
    );
    // Half a second of work inside the database: in process it would hold the timer back.
    await Promise.all([db.query('select pg_sleep(0.5)'), timer]);
    expect(timerFiredAfter).toBeLessThan(400);
  });
});
