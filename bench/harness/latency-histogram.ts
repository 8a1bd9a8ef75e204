import * as hdr from 'hdr-histogram-js';

// The load generators' latency histograms (load-worker.ts, quiz-worker.ts, ws-worker.ts) and
// the merge of the socket workers' ones (ws-load.ts): one set of settings, so that histograms
// from different processes add up.

/** Latency in microseconds (1 µs to 120 s, 3 significant digits), growing as it needs. */
export function newLatencyHistogram(): hdr.Histogram {
  return hdr.build({
    bitBucketSize: 32,
    autoResize: true,
    lowestDiscernibleValue: 1,
    highestTrackableValue: 120_000_000,
    numberOfSignificantValueDigits: 3,
    useWebAssembly: false,
  });
}

/** A histogram as text, to send to another process. */
export function encodeLatencyHistogram(histogram: hdr.Histogram): string {
  return hdr.encodeIntoCompressedBase64(histogram);
}

/** A histogram back from encodeLatencyHistogram(). */
export function decodeLatencyHistogram(encoded: string): hdr.Histogram {
  return hdr.decodeFromCompressedBase64(encoded, 32, false);
}

/** Latency summary in ms. */
export type Latency = {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  count: number;
};

/** A microsecond histogram's percentiles, in ms. */
export function latencyOf(histogram: hdr.Histogram): Latency {
  const ms = (p: number) => histogram.getValueAtPercentile(p) / 1000;
  return {
    p50: ms(50),
    p90: ms(90),
    p99: ms(99),
    max: histogram.maxValue / 1000,
    mean: histogram.totalCount === 0 ? 0 : histogram.mean / 1000,
    count: histogram.totalCount,
  };
}
