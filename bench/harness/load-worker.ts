// The HTTP load generator, run as its own process by runHttpLoad() so the load never shares an
// event loop (or a CPU's worth of work) with the harness or the server. It drives autocannon
// through its programmatic API and also records every answer's latency, whatever its status,
// in microseconds into an HDR histogram: autocannon's own histogram keeps whole milliseconds of
// 2xx answers only, too coarse for a 10 ms target.
//
// Input: one JSON argument (LoadSpec). Output: one JSON line (LoadReport) on stdout.
import autocannon from 'autocannon';
import { latencyOf, newLatencyHistogram } from './latency-histogram';

export type LoadSpec = {
  url: string;
  connections: number;
  durationSeconds: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutSeconds?: number;
};

export type LoadReport = {
  requests: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
};

const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
const histogram = newLatencyHistogram();
const statusCodes: Record<string, number> = {};

const instance = autocannon(
  {
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSeconds,
    method: (spec.method ?? 'GET') as autocannon.Request['method'],
    headers: spec.headers ?? {},
    ...(spec.body === undefined ? {} : { body: spec.body }),
    timeout: spec.timeoutSeconds ?? 10,
  },
  (error, result) => {
    if (error) {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    }
    const report: LoadReport = {
      requests: result.requests.total,
      durationSeconds: result.duration,
      requestsPerSecond: result.requests.average,
      latencyMs: latencyOf(histogram),
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusCodes,
    };
    process.stdout.write(`${JSON.stringify(report)}\n`);
    process.exit(0);
  },
);

instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  histogram.recordValue(Math.max(1, Math.round(responseTime * 1000)));
  statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
});
