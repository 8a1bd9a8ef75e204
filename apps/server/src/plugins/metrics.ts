import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics at /metrics: process defaults plus request durations by route pattern
 * (the pattern, not the raw URL, so ids do not explode the label set).
 */
export function registerMetrics(app: FastifyInstance): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}

/** What the realtime hub of this instance holds, read when Prometheus scrapes (no hot-path cost). */
export function registerRealtimeMetrics(
  registry: Registry,
  stats: () => { connections: number; channels: number; users: number; delivered: number },
): void {
  for (const [name, help, key] of [
    ['realtime_connections', 'Open realtime sockets on this instance', 'connections'],
    ['realtime_channels', 'Channels with subscribers on this instance', 'channels'],
    ['realtime_users', 'Users with an open socket on this instance', 'users'],
  ] as const) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(stats()[key]);
      },
    });
  }
  let reported = 0;
  new Counter({
    name: 'realtime_deliveries_total',
    help: 'Channel messages handed to sockets on this instance',
    registers: [registry],
    collect() {
      const { delivered } = stats();
      this.inc(delivered - reported);
      reported = delivered;
    },
  });
}
