import { createServer } from 'node:net';

/** A loopback port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx (or `signal` aborts); resolves with the milliseconds that took. */
export async function waitUntilOk(
  url: string,
  timeoutMs = 120_000,
  intervalMs = 20,
  signal?: AbortSignal,
): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (signal?.aborted) throw new Error(`stopped waiting for ${url}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
