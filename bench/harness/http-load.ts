import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './paths';
import { startProcess, stopProcess } from './processes';

export type HttpLoadResult = {
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  requests: number;
  errors: number;
  non2xx: number;
  /** Answers per HTTP status. */
  statusCodes: Record<string, number>;
};

/** Runs autocannon as its own process (so the load does not share our event loop) and reads its JSON. */
export function runHttpLoad(options: {
  url: string;
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  method?: string;
  body?: string;
}): Promise<HttpLoadResult> {
  const bin = path.join(repoRoot, 'node_modules', 'autocannon', 'autocannon.js');
  const args = [
    bin,
    '-c',
    String(options.connections),
    '-d',
    String(options.durationSeconds),
    '-j',
  ];
  for (const [name, value] of Object.entries(options.headers ?? {}))
    args.push('-H', `${name}=${value}`);
  if (options.method) args.push('-m', options.method);
  if (options.body !== undefined) args.push('-b', options.body);
  args.push(options.url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${stderr}`));
      const result = JSON.parse(stdout) as {
        requests: { average: number; total: number };
        latency: { p50: number; p90: number; p99: number; max: number };
        errors: number;
        non2xx: number;
        statusCodeStats?: Record<string, { count: number }>;
      };
      resolve({
        requestsPerSecond: result.requests.average,
        latencyMs: {
          p50: result.latency.p50,
          p90: result.latency.p90,
          p99: result.latency.p99,
          max: result.latency.max,
        },
        requests: result.requests.total,
        errors: result.errors,
        non2xx: result.non2xx,
        statusCodes: Object.fromEntries(
          Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [
            status,
            stats.count,
          ]),
        ),
      });
    });
  });
}

/** The bare-Fastify yardstick, started as its own process for one measurement run. */
export async function startHelloServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const { child, match } = await startProcess(
    process.execPath,
    [path.join(repoRoot, 'bench/baseline/hello-server.mjs')],
    {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '' },
      ready: /listening (\d+)/,
      timeoutMs: 30_000,
    },
  );
  return { url: `http://127.0.0.1:${match[1]}/`, stop: () => stopProcess(child) };
}
