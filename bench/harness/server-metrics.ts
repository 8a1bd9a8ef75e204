// What our server's own /metrics say of a measured window: the longest event-loop delay and
// the garbage collections. A stall on the server's side shows here; one on the clients' does not.

export type LoopSample = { lagMaxMs: number; gc: Map<string, { count: number; seconds: number }> };

/** The /metrics address of an instance at `baseUrl`. */
export const metricsUrl = (baseUrl: string) => `${new URL(baseUrl).origin}/metrics`;

/**
 * Reads a server's event-loop delay (prom-client resets its histogram at each scrape, so the
 * second scrape's max covers the window) and its GC totals by kind.
 */
export async function sampleLoops(urls: string[]): Promise<LoopSample[]> {
  return Promise.all(
    urls.map(async (url) => {
      const text = await (await fetch(url)).text();
      const gc = new Map<string, { count: number; seconds: number }>();
      for (const match of text.matchAll(
        /^nodejs_gc_duration_seconds_(sum|count)\{kind="(\w+)"\} ([\d.e+-]+)$/gm,
      )) {
        const entry = gc.get(match[2]!) ?? { count: 0, seconds: 0 };
        if (match[1] === 'sum') entry.seconds = Number(match[3]);
        else entry.count = Number(match[3]);
        gc.set(match[2]!, entry);
      }
      const lag = /^nodejs_eventloop_lag_max_seconds ([\d.e+-]+)$/m.exec(text);
      return { lagMaxMs: lag ? Number(lag[1]) * 1000 : NaN, gc };
    }),
  );
}

/** Each server's event-loop delay and GCs between two samples, in words. */
export function describeLoops(before: LoopSample[], after: LoopSample[]): string {
  return after
    .map((sample, index) => {
      const gcs = [...sample.gc]
        .map(([kind, total]) => {
          const earlier = before[index]?.gc.get(kind) ?? { count: 0, seconds: 0 };
          const count = total.count - earlier.count;
          return count > 0
            ? `${count} ${kind} GC ${((total.seconds - earlier.seconds) * 1000).toFixed(1)} ms`
            : '';
        })
        .filter(Boolean)
        .join(', ');
      return `server ${index + 1}: event loop delay max ${sample.lagMaxMs.toFixed(1)} ms${gcs ? `, ${gcs}` : ''}`;
    })
    .join('; ');
}
