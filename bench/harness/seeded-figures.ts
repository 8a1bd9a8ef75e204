import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Figure } from './types';

/**
 * What the in-process cases that seed with SQL and time reads share (`analytics`,
 * `calibration`, `disputes`).
 */

/** A uuid made of a one-letter kind and a number, the same wherever it is computed in SQL. */
export const seedUuid = (kind: string, n: string) =>
  `('${kind}' || lpad(to_hex(${n}), 31, '0'))::uuid`;

/** The value at quantile `q` (0-1) of `values`, nearest rank; 0 for none. */
export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

/** Milliseconds to a tenth. */
export const tenths = (ms: number) => Math.round(ms * 10) / 10;

/** What `whileReading` measured: the work's answer and time, the reader's latencies, the stall. */
export type ReadDuring<T> = { value: T; ms: number; reads: number[]; stallMs: number };

/**
 * Runs `work` while a reader runs `read` every 10 ms, as players' requests would meanwhile, and
 * watches the event loop: what an in-process job costs the requests around it (`calibration`,
 * `disputes`).
 */
export async function whileReading<T>(
  read: () => Promise<unknown>,
  work: () => Promise<T>,
): Promise<ReadDuring<T>> {
  const reads: number[] = [];
  let reading = true;
  const reader = (async () => {
    while (reading) {
      const at = performance.now();
      await read();
      reads.push(performance.now() - at);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  try {
    const value = await work();
    return { value, ms: performance.now() - started, reads, stallMs: loop.max / 1e6 };
  } finally {
    loop.disable();
    reading = false;
    await reader;
  }
}

/** The longest stall and the reader's p50, p95 and max, the stall and p95 against targets. */
export function readerFigures(
  measured: Pick<ReadDuring<unknown>, 'reads' | 'stallMs'>,
  during: string,
  targets: { stallMs: number; readP95Ms: number },
): Figure[] {
  const { reads, stallMs } = measured;
  const p95 = quantile(reads, 0.95);
  return [
    {
      name: 'longest event-loop stall',
      value: tenths(stallMs),
      unit: 'ms',
      target: `<= ${targets.stallMs} ms`,
      meets: stallMs <= targets.stallMs,
    },
    { name: `reader p50 during ${during}`, value: tenths(quantile(reads, 0.5)), unit: 'ms' },
    {
      name: `reader p95 during ${during}`,
      value: tenths(p95),
      unit: 'ms',
      target: `<= ${targets.readP95Ms} ms`,
      meets: p95 <= targets.readP95Ms,
    },
    { name: `reader max during ${during}`, value: tenths(quantile(reads, 1)), unit: 'ms' },
  ];
}
