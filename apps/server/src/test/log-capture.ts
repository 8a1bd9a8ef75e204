import { Writable } from 'node:stream';

export type LogCapture = {
  /** Give this as pino's `stream` (e.g. buildTestApp({ logger: { level, stream } })). */
  stream: Writable;
  /** Every line so far, parsed. */
  lines: Record<string, unknown>[];
  /** Everything written so far, as written. */
  text(): string;
};

/** Collects what an app logs, to check what it does and does not write. */
export function captureLog(): LogCapture {
  const lines: Record<string, unknown>[] = [];
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines, text: () => text };
}
