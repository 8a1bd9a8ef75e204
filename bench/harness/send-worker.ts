// The fixed-rate HTTP sender, run as its own process by startSender() (send-load.ts): POSTs at
// an offered rate whatever the server answers (open loop: a slow server is offered the same
// load, and its queue shows in the latency), each request one of a prepared list in turn (its
// own bearer and body), the body stamped with its send time where the placeholder stands. The
// socket clients read that stamp back from what the server delivers (ws-worker.ts), on the
// same clock, so a send's delivery latency is measured from the moment it was sent.
//
// Commands come from the parent over IPC (SendCommand), one at a time, each answered once.
import http from 'node:http';
import { encodeLatencyHistogram, newLatencyHistogram } from './latency-histogram';
import { atFixedRate, clock, type PacedRun } from './pace';
import { answerParent } from './processes';

/** One prepared request: who sends it and what. */
export type SendRequest = { token: string; body: string };

export type SendCommand =
  | {
      type: 'setup';
      /** Where every request is POSTed (127.0.0.1 only). */
      url: string;
      requests: SendRequest[];
      /** The text in each body that the send time (ms on `clock()`, 3 decimals) replaces. */
      placeholder: string;
      /** Keep-alive connections at most; further requests wait for one (and that counts). */
      connections: number;
      /** A send unanswered this long after it was sent is given up (`error timeout`). */
      timeoutMs: number;
    }
  /** Sends `rate` requests/s from `start` to `end`; [from, to) is the measured window. */
  | ({ type: 'run' } & PacedRun)
  | { type: 'close' };

export type SendReport = {
  type: 'sent';
  sent: number;
  /** Sends whose send time fell in the window. */
  inWindow: number;
  /** Of those, answered 2xx: what the server took and should deliver. */
  okInWindow: number;
  /** 2xx answers that arrived during the window, whenever sent: the rate the server achieved. */
  okDuringWindow: number;
  /** Answers to the window's sends by status (`error <code>` for a failure without one). */
  statusCodes: Record<string, number>;
  /** The first few answers that were not 2xx, shortened. */
  samples: string[];
  /** Answer latency (µs) of the window's sends, whatever the answer, compressed HDR histogram. */
  histogram: string;
  /** How far the sender fell behind its own schedule at worst. */
  maxLagMs: number;
  maxInFlight: number;
  /** Sends still unanswered when the report stopped waiting for them. */
  unanswered: number;
};

let setup: Extract<SendCommand, { type: 'setup' }> | undefined;
let agent: http.Agent | undefined;
/** Which prepared request goes next; it carries on from one run to the next. */
let next = 0;

async function run(command: Extract<SendCommand, { type: 'run' }>): Promise<SendReport> {
  if (!setup || !agent) throw new Error('run before setup');
  const { requests, placeholder, timeoutMs } = setup;
  const target = new URL(setup.url);
  if (target.hostname !== '127.0.0.1') throw new Error(`load only goes to 127.0.0.1`);
  const { from, to } = command;
  const histogram = newLatencyHistogram();
  const report: SendReport = {
    type: 'sent',
    sent: 0,
    inWindow: 0,
    okInWindow: 0,
    okDuringWindow: 0,
    statusCodes: {},
    samples: [],
    histogram: '',
    maxLagMs: 0,
    maxInFlight: 0,
    unanswered: 0,
  };
  let inFlight = 0;
  const send = (sentAt: number) => {
    const { token, body: template } = requests[next++ % requests.length]!;
    const stamp = sentAt.toFixed(3);
    const measured = Number(stamp) >= from && Number(stamp) < to;
    const body = template.replace(placeholder, stamp);
    report.sent += 1;
    if (measured) report.inWindow += 1;
    inFlight += 1;
    report.maxInFlight = Math.max(report.maxInFlight, inFlight);
    let answered = false;
    // From the send, not from when a connection was free: a send that waited its whole time
    // for one is as late as one the server sat on.
    const timer = setTimeout(() => request.destroy(new Error('timeout')), timeoutMs);
    const settle = (status: string, detail?: string) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      inFlight -= 1;
      const at = clock();
      const ok = status.startsWith('2');
      if (ok && at >= from && at < to) report.okDuringWindow += 1;
      if (!measured) return;
      histogram.recordValue(Math.max(1, Math.round((at - sentAt) * 1000)));
      report.statusCodes[status] = (report.statusCodes[status] ?? 0) + 1;
      if (ok) report.okInWindow += 1;
      else if (report.samples.length < 3) report.samples.push(`${status} ${detail ?? ''}`.trim());
    };
    const request = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const status = String(response.statusCode);
        const chunks: Buffer[] = [];
        // Only a refusal's text is kept (for the note); a success is read and dropped.
        response.on('data', (chunk: Buffer) => {
          if (!status.startsWith('2')) chunks.push(chunk);
        });
        response.on('end', () =>
          settle(status, Buffer.concat(chunks).toString().slice(0, 200) || undefined),
        );
        response.on('error', (error) => settle(`error ${error.message}`));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      settle(`error ${error.code ?? error.message}`),
    );
    request.end(body);
  };
  const { maxLagMs } = await atFixedRate(command, send);
  report.maxLagMs = maxLagMs;
  const waitUntil = clock() + timeoutMs + 1_000;
  while (inFlight > 0 && clock() < waitUntil) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  report.unanswered = inFlight;
  report.histogram = encodeLatencyHistogram(histogram);
  return report;
}

async function handle(command: SendCommand): Promise<unknown> {
  switch (command.type) {
    case 'setup':
      setup = command;
      agent = new http.Agent({ keepAlive: true, maxSockets: command.connections });
      return { type: 'ready' };
    case 'run':
      return run(command);
    case 'close':
      agent?.destroy();
      return { type: 'closed' };
  }
}

answerParent(handle);
