import { seedUsers, signIn } from '../harness/accounts';
import { startApp } from '../harness/app-server';
import { measureBaseline, runHttpLoad, type HttpLoadResult } from '../harness/http-load';
import type { BenchCase, Figure } from '../harness/types';

const CONNECTIONS = 50;
const P99_TARGET_MS = 10;

function latencyFigures(label: string, result: HttpLoadResult, p99Target?: number): Figure[] {
  return [
    { name: `${label} p50`, value: result.latencyMs.p50, unit: 'ms' },
    { name: `${label} p90`, value: result.latencyMs.p90, unit: 'ms' },
    {
      name: `${label} p99`,
      value: result.latencyMs.p99,
      unit: 'ms',
      ...(p99Target === undefined
        ? {}
        : { target: `<= ${p99Target} ms`, meets: result.latencyMs.p99 <= p99Target }),
    },
  ];
}

const failures = (result: HttpLoadResult) => result.errors + result.timeouts + result.non2xx;

/** Catalogue reads by a signed-in player under 50 connections, beside the bare-Fastify baseline. */
const httpRead: BenchCase = {
  name: 'http-read',
  description:
    'GET /api/categories and a category’s topics, signed in, 50 connections, beside hello-world',
  keyFigures: [
    'hello-world req/s',
    'categories req/s',
    'categories p99',
    'topics req/s',
    'topics p99',
    'categories signed out req/s',
  ],
  async run(context) {
    const load = { connections: CONNECTIONS, durationSeconds: context.durationSeconds };
    // JIT compilation is not what we measure: both servers get the same warm-up load first.
    const warmUpSeconds = context.smoke ? 0 : 2;
    // The baseline before and after ours: if the two differ, the machine changed under the run.
    const before = await measureBaseline(load, warmUpSeconds);

    const app = await startApp(context, {
      seed: (sql) => seedUsers(sql, context.smoke ? 1 : 1_000),
    });
    try {
      const categories = (await (await fetch(`${app.baseUrl}/api/categories`)).json()) as {
        data: { categories: { id: string }[] };
      };
      const categoryId = categories.data.categories[0]?.id;
      if (!categoryId) throw new Error('the seeded question bank has no category');
      const listUrl = `${app.baseUrl}/api/categories`;
      const topicsUrl = `${app.baseUrl}/api/categories/${categoryId}/topics`;
      // The hook for every signed-in case: a seeded account, signed in once; its bearer header
      // rides on every request (the access token lives 15 minutes, far longer than a run).
      const session = await signIn(app.baseUrl);
      const headers = session.headers;

      for (const url of warmUpSeconds > 0 ? [listUrl, topicsUrl] : []) {
        await runHttpLoad({ ...load, url, headers, durationSeconds: warmUpSeconds });
      }
      const list = await runHttpLoad({ ...load, url: listUrl, headers });
      const topics = await runHttpLoad({ ...load, url: topicsUrl, headers });
      const signedOut = await runHttpLoad({ ...load, url: listUrl });
      // One connection, one request at a time: the difference of the means is what the session
      // check adds to each request, free of queueing.
      const single = { connections: 1, durationSeconds: Math.min(3, context.durationSeconds) };
      const oneSignedIn = await runHttpLoad({ ...single, url: listUrl, headers });
      const oneSignedOut = await runHttpLoad({ ...single, url: listUrl });
      const after = await measureBaseline(load, warmUpSeconds);
      const baseline = {
        ...before,
        requests: before.requests + after.requests,
        requestsPerSecond: (before.requestsPerSecond + after.requestsPerSecond) / 2,
      };
      const drift =
        Math.abs(after.requestsPerSecond - before.requestsPerSecond) / baseline.requestsPerSecond;
      const ratio = (result: HttpLoadResult) =>
        baseline.requestsPerSecond > 0 ? result.requestsPerSecond / baseline.requestsPerSecond : 0;
      return {
        figures: [
          { name: 'hello-world req/s', value: baseline.requestsPerSecond, unit: 'req/s' },
          ...latencyFigures('hello-world', before),
          { name: 'hello-world drift (before vs after)', value: drift * 100, unit: '%' },
          {
            name: 'categories req/s',
            value: list.requestsPerSecond,
            unit: 'req/s',
            ratio: ratio(list),
            target: '>= 50% of hello-world',
            meets: ratio(list) >= 0.5,
          },
          ...latencyFigures('categories', list, P99_TARGET_MS),
          {
            name: 'topics req/s',
            value: topics.requestsPerSecond,
            unit: 'req/s',
            ratio: ratio(topics),
          },
          ...latencyFigures('topics', topics, P99_TARGET_MS),
          {
            name: 'categories signed out req/s',
            value: signedOut.requestsPerSecond,
            unit: 'req/s',
            ratio: ratio(signedOut),
          },
          ...latencyFigures('categories signed out', signedOut),
          {
            name: 'categories mean, 1 connection, signed in',
            value: oneSignedIn.latencyMs.mean,
            unit: 'ms',
          },
          {
            name: 'categories mean, 1 connection, signed out',
            value: oneSignedOut.latencyMs.mean,
            unit: 'ms',
          },
          {
            name: 'errors + timeouts + non-2xx',
            value: [list, topics, signedOut, oneSignedIn, oneSignedOut]
              .map(failures)
              .reduce((a, b) => a + b, 0),
            unit: 'count',
          },
        ],
        notes: [
          `hello-world measured before (${Math.round(before.requestsPerSecond)} req/s) and after (${Math.round(after.requestsPerSecond)} req/s) our loads; ratios are against their mean${drift > 0.1 ? '. They differ by more than 10%: something else used the machine during the run, so run it again on a quiet machine' : ''}.`,
          `${CONNECTIONS} connections, ${context.durationSeconds} s per measurement, load from a separate process (autocannon); latency from a microsecond HDR histogram of every answer.`,
          `Signed in: each request carries the bearer access token of a seeded, verified account, so the guard checks the JWT (its signature once per instance, then its expiry) and the session and user from the instance's session cache (read from the database once, dropped on every change). The signed-out figures show what that costs: with one connection it adds ${(oneSignedIn.latencyMs.mean - oneSignedOut.latencyMs.mean).toFixed(2)} ms to each request.`,
          `Requests: categories ${list.requests}, topics ${topics.requests}, signed out ${signedOut.requests}, hello-world ${baseline.requests}; answers by status: categories ${JSON.stringify(list.statusCodes)}, topics ${JSON.stringify(topics.statusCodes)}.`,
        ],
      };
    } finally {
      await app.stop();
    }
  },
};

export default httpRead;
