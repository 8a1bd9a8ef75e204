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
