import { startApp } from '../harness/app-server';
import { runHttpLoad, startHelloServer, type HttpLoadResult } from '../harness/http-load';
import type { BenchCase, Figure } from '../harness/types';

const CONNECTIONS = 50;

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

/** Catalogue reads under 50 connections, beside the bare-Fastify baseline. */
const httpRead: BenchCase = {
  name: 'http-read',
  description: 'GET /api/categories and a category’s topics, 50 connections, beside hello-world',
  async run(options) {
    const hello = await startHelloServer();
    const baseline = await runHttpLoad({
      url: hello.url,
      connections: CONNECTIONS,
      durationSeconds: options.durationSeconds,
    });
    await hello.stop();

    const app = await startApp(options);
    try {
      const categories = (await (await fetch(`${app.baseUrl}/api/categories`)).json()) as {
        data: { categories: { id: string }[] };
      };
      const categoryId = categories.data.categories[0]!.id;
      const list = await runHttpLoad({
        url: `${app.baseUrl}/api/categories`,
        connections: CONNECTIONS,
        durationSeconds: options.durationSeconds,
      });
      const topics = await runHttpLoad({
        url: `${app.baseUrl}/api/categories/${categoryId}/topics`,
        connections: CONNECTIONS,
        durationSeconds: options.durationSeconds,
      });
      const ratio = list.requestsPerSecond / baseline.requestsPerSecond;
      return {
        figures: [
          { name: 'hello-world req/s', value: baseline.requestsPerSecond, unit: 'req/s' },
          ...latencyFigures('hello-world', baseline),
          {
            name: 'categories req/s',
            value: list.requestsPerSecond,
            unit: 'req/s',
            ratio,
            target: '>= 50% of hello-world',
            meets: ratio >= 0.5,
          },
          ...latencyFigures('categories', list, 10),
          {
            name: 'topics req/s',
            value: topics.requestsPerSecond,
            unit: 'req/s',
            ratio: topics.requestsPerSecond / baseline.requestsPerSecond,
          },
          ...latencyFigures('topics', topics, 10),
          {
            name: 'errors + non-2xx',
            value: list.errors + list.non2xx + topics.errors + topics.non2xx,
            unit: 'count',
          },
        ],
        notes: [
          'The catalogue reads are public, so they run without a session; a signed-in run adds one indexed user and session lookup per request.',
        ],
      };
    } finally {
      await app.stop();
    }
  },
};

export default httpRead;
