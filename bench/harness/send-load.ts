import { stopProcess } from '@quizarena/test-harness';
import { decodeLatencyHistogram, latencyOf, type Latency } from './latency-histogram';
import { clock, type PacedRun } from './pace';
import { askWorker, forkWorkers } from './processes';
import type { SendCommand, SendReport, SendRequest } from './send-worker';

export type { SendRequest };

/** A run's report with its answer latency read out (ms). */
export type SendSummary = Omit<SendReport, 'type' | 'histogram'> & { answerMs: Latency };

/** POSTs at a fixed rate from a process of its own (send-worker.ts). */
export type Sender = {
  pid: number;
  /** Runs at `rate` requests/s from `start` to `end` (clock()); [from, to) is measured. */
  run(step: PacedRun): Promise<SendSummary>;
  close(): Promise<void>;
};

/**
 * Starts the sender with its requests: each POST to `url` is the next of `requests` in turn,
 * its body with `placeholder` replaced by the send time (ms on the shared clock).
 */
export async function startSender(options: {
  url: string;
  requests: SendRequest[];
  placeholder: string;
  connections: number;
  timeoutMs?: number;
}): Promise<Sender> {
  const [worker] = await forkWorkers('harness/send-worker.ts', 1);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const ask = <T>(command: SendCommand, waitMs: number) => askWorker<T>(worker!, command, waitMs);
  try {
    await ask({ type: 'setup', ...options, timeoutMs }, 60_000);
  } catch (error) {
    worker!.kill('SIGKILL');
    throw error;
  }
  return {
    pid: worker!.pid!,
    async run(step) {
      const {
        histogram,
        type: _type,
        ...report
      } = await ask<SendReport>({ type: 'run', ...step }, step.end - clock() + timeoutMs + 60_000);
      return { ...report, answerMs: latencyOf(decodeLatencyHistogram(histogram)) };
    },
    async close() {
      await ask({ type: 'close' }, 10_000).catch(() => worker!.kill('SIGKILL'));
      await stopProcess(worker!, { graceMs: 5_000 });
    },
  };
}
