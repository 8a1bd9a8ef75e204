import { Worker } from 'node:worker_threads';

/**
 * PGlite on a thread of its own. PGlite is PostgreSQL compiled to WebAssembly: on the server's
 * thread every statement stopped the event loop while it ran, so a quiz completion held up every
 * socket delivery and every cached read behind it, and the server and its database shared one
 * core. Here the database runs on a worker thread; the server's thread only sends statements and
 * reads their answers, so the two use both cores and the event loop stays free while a statement
 * runs (docs/ARCHITECTURE.md, "The embedded database").
 *
 * The handle offers the two calls Drizzle's PGlite driver makes, `query` and `transaction`. A
 * transaction holds PGlite's own lock on the worker until the server says how it ends, so other
 * requests' statements wait their turn exactly as they did in process.
 */

/** What Drizzle passes with a query: the row shape, and parsers that keep some types as text. */
export type QueryConfig = {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
};

export type QueryResult = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};

export type ThreadedPglite = {
  query(sql: string, params?: unknown[], config?: QueryConfig): Promise<QueryResult>;
  transaction<T>(work: (tx: Pick<ThreadedPglite, 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

type Request =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      asText: number[];
      tx?: number;
    }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: Record<string, string | number> };

// Plain JavaScript, run by the worker. PGlite is imported from the URL the server resolved, so
// the same text serves the TypeScript sources (tests) and the bundled server.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const asText = (value) => value;
const rollback = Symbol('rollback');
(async () => {
  const { PGlite } = await import(workerData.pgliteUrl);
  // A dumped data directory (a tar) skips PostgreSQL's initdb, the slow part of a start.
  const options = workerData.from ? { loadDataDir: new Blob([workerData.from]) } : {};
  const db = workerData.dataDir ? new PGlite(workerData.dataDir, options) : new PGlite(options);
  await db.waitReady;
  const open = new Map();
  const ends = new Map();
  // PostgreSQL's fields (code, severity, constraint, detail...) are strings and numbers; what
  // else PGlite keeps on an error (the query, its parameters) does not cross the thread.
  const errorOf = (error) => {
    if (!(error instanceof Error)) return { message: String(error) };
    const fields = Object.entries(error).filter(([, v]) => typeof v === 'string' || typeof v === 'number');
    return { ...Object.fromEntries(fields), name: error.name, message: error.message };
  };
  const handle = (message) => {
    switch (message.op) {
      case 'query': {
        const target = message.tx === undefined ? db : open.get(message.tx).tx;
        const parsers = Object.fromEntries(message.asText.map((typeId) => [typeId, asText]));
        return target.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
      }
      case 'begin':
        return new Promise((begun, failed) => {
          const id = message.id;
          const ended = db
            .transaction((tx) => new Promise((commit, abort) => {
              open.set(id, { tx, commit, abort });
              begun(id);
            }))
            .catch((error) => { if (error !== rollback) throw error; })
            .finally(() => open.delete(id));
          ends.set(id, ended);
          // A BEGIN that fails answers here; a COMMIT that fails answers the 'end' below.
          ended.catch(failed);
        });
      case 'end': {
        const transaction = open.get(message.tx);
        const ended = ends.get(message.tx);
        ends.delete(message.tx);
        if (message.commit) transaction.commit();
        else transaction.abort(rollback);
        return ended;
      }
      case 'close':
        return db.close();
    }
  };
  parentPort.on('message', (message) => {
    Promise.resolve()
      .then(() => handle(message))
      .then(
        (value) => parentPort.postMessage({ id: message.id, ok: true, value }),
        (error) => parentPort.postMessage({ id: message.id, ok: false, error: errorOf(error) }),
      );
  });
  parentPort.postMessage({ id: 0, ok: true, value: null });
})().catch((error) => {
  parentPort.postMessage({ id: 0, ok: false, error: { message: String((error && error.stack) || error) } });
});
`;

/** An error from the worker, carrying the fields the database set. */
function revive(fields: Record<string, string | number>): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(String(message)), rest);
}

/**
 * The types a query's parsers keep as text. Drizzle's parsers all answer the text they are
 * given; the worker applies exactly that, so any other parser is refused rather than ignored.
 * (Drizzle builds a new configuration for every query, so there is nothing to remember.)
 */
function textTypesOf(parsers: QueryConfig['parsers'] = {}): number[] {
  return Object.entries(parsers).map(([typeId, parse]) => {
    if (parse('probe', Number(typeId)) !== 'probe') {
      throw new Error(`the database thread cannot apply a parser for type ${typeId}`);
    }
    return Number(typeId);
  });
}

/**
 * Starts PGlite on a worker thread (in memory when `dataDir` is undefined) and waits until it is
 * ready. `from` is a data directory PGlite dumped (`dumpDataDir`), to start from instead of an
 * empty cluster.
 */
export async function startThreadedPglite(
  dataDir: string | undefined,
  from?: Uint8Array,
): Promise<ThreadedPglite> {
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { dataDir, from, pgliteUrl: import.meta.resolve('@electric-sql/pglite') },
  });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let ended: Error | null = null;

  // Like PGlite in process, an idle database keeps nobody waiting: the thread holds the process
  // open only while an answer is due.
  const settle = (id: number) => {
    const entry = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
    return entry;
  };
  const expect = (id: number) =>
    new Promise<unknown>((resolve, reject) => {
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { resolve, reject });
    });

  worker.on('message', (reply: Reply) => {
    const entry = settle(reply.id);
    if (!entry) return;
    if (reply.ok) entry.resolve(reply.value);
    else entry.reject(revive(reply.error));
  });
  const endAll = (error: Error) => {
    ended ??= error;
    for (const entry of waiting.values()) entry.reject(ended);
    waiting.clear();
  };
  worker.on('error', endAll);
  worker.on('exit', (code) => endAll(new Error(`the database thread ended (code ${code})`)));

  const call = (request: Request): Promise<unknown> => {
    if (ended) return Promise.reject(ended);
    const id = nextId++;
    const answer = expect(id);
    worker.postMessage({ ...request, id });
    return answer;
  };
  const queryIn =
    (tx: number | undefined) =>
    async (sql: string, params: unknown[] = [], config: QueryConfig = {}) =>
      call({
        op: 'query',
        sql,
        params,
        ...(config.rowMode ? { rowMode: config.rowMode } : {}),
        asText: textTypesOf(config.parsers),
        ...(tx === undefined ? {} : { tx }),
      }) as Promise<QueryResult>;

  await expect(0);
  return {
    query: queryIn(undefined),
    async transaction(work) {
      const tx = (await call({ op: 'begin' })) as number;
      let result;
      try {
        result = await work({ query: queryIn(tx) });
      } catch (error) {
        await call({ op: 'end', tx, commit: false });
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      if (ended) return;
      await call({ op: 'close' });
      ended = new Error('the database is closed');
      await worker.terminate();
    },
  };
}
