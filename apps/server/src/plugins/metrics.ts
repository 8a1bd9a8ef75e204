import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../lib/app-error';

/** Whether a socket address is this machine's own (IPv4 127/8, IPv6 ::1, either as mapped). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Who may read /metrics: with a token, whoever sends it as a Bearer token (compared in
 * constant time); without one, only clients on this machine, by the socket's address, never
 * by X-Forwarded-For, which any client can write.
 */
function metricsGuard(token: string | undefined) {
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (expected) {
      const given = digest(request.headers.authorization ?? '');
      if (!timingSafeEqual(given, expected)) {
        reply.header('www-authenticate', 'Bearer');
        throw AppError.unauthorized('Metrics need the METRICS_TOKEN bearer token');
      }
      return;
    }
    if (!isLoopbackAddress(request.socket.remoteAddress)) {
      throw AppError.forbidden(
        'Metrics are served to this machine only; set METRICS_TOKEN to scrape them from elsewhere',
      );
    }
  };
}

/**
 * Prometheus metrics at /metrics: process defaults plus request durations by route pattern
 * (the pattern, not the raw URL, so ids do not explode the label set). Readable with the
 * METRICS_TOKEN bearer token, or without one from loopback only.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token?: string | undefined } = {},
): Registry {
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

  const guard = metricsGuard(options.token);
  app.get('/metrics', { schema: { hide: true }, onRequest: guard }, async (_request, reply) => {
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
