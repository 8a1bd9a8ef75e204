// The socket load generator, run as its own process by startSocketWorkers() (ws-load.ts), so
// the clients never share an event loop with the publisher, the harness or the server. It
// opens its share of the sockets (a ticket first when the server asks for one), subscribes
// each to its channel, then timestamps every frame it gets: the publisher (or a message's
// sender) writes its send time into the frame, and delivery latency is the receive time minus that (both read as
// `performance.timeOrigin + performance.now()`, the same clock in every process of the
// machine). It reads that number with a byte search, not JSON.parse: two cores are shared
// with the server, and the generator must stay cheap.
//
// Commands come from the parent over IPC (WorkerCommand), one at a time, each answered once.
import { encodeLatencyHistogram, newLatencyHistogram } from './latency-histogram';
import WebSocket from 'ws';
import { answerParent } from './processes';

export type SocketSpec = {
  /** The socket URL; with `ticketUrl`, `?ticket=<ticket>` is appended. */
  url: string;
  /** POSTed first, with `token` as the bearer, for a single-use ticket (our server). */
  ticketUrl?: string;
  token?: string;
  /** The Origin header of the upgrade (the server allows its own public origin only). */
  origin: string;
  channel: string;
  /**
   * The text right before the send time in this socket's frames: by default the publisher's
   * `"bench_sent_ms":`; a message's `"client_id":"` when the sender stamped it there.
   */
  stamp?: string;
};

export type WorkerCommand =
  | { type: 'connect'; sockets: SocketSpec[]; concurrency: number; timeoutMs: number }
  /**
   * Latency is recorded for frames sent in [from, to); throughput counts frames received in it;
   * the worst latency is kept per `sliceMs` of send time (a stall shows as slices gone bad).
   */
  | { type: 'window'; from: number; to: number; sliceMs: number }
  /** Answers once no frame has come for `quietMs` (or after `maxWaitMs`), and resets. */
  | { type: 'collect'; quietMs: number; maxWaitMs: number }
  | { type: 'close' };

export type ConnectReport = {
  type: 'connected';
  opened: number;
  failed: number;
  /** Failures by reason, and the first few messages. */
  errors: Record<string, number>;
  /** Wall time from the first connect to the last socket subscribed (or failed). */
  elapsedMs: number;
  /** Per socket: the ticket request, the upgrade until `connected`, subscribe until `subscribed`. */
  ticketMs: number[];
  openMs: number[];
  subscribeMs: number[];
  /** Subscribed sockets per channel. */
  perChannel: Record<string, number>;
};

export type WindowReport = {
  type: 'collected';
  /** Latency (µs) of the frames sent in the window, compressed HDR histogram. */
  histogram: string;
  /** Frames sent in the window, received by the time of the report. */
  delivered: number;
  /** Frames of the publisher received during the window, whenever sent. */
  receivedInWindow: number;
  /** Frames without a send time (not ours), and frames on a socket not subscribed to them. */
  stray: number;
  misrouted: number;
  /** Sockets the server closed since the last report, by close code. */
  closedByServer: Record<string, number>;
  /** How long the report waited for the frames still on their way. */
  drainedMs: number;
  /** The worst latency (µs) of the frames sent in each `sliceMs` of the window, in order. */
  worstBySlice: number[];
};

export type ClosedReport = { type: 'closed' };

const now = () => performance.timeOrigin + performance.now();
const MARKER = Buffer.from('"bench_sent_ms":');
const DIGIT_0 = 48;
const DIGIT_9 = 57;
const DOT = 46;

let histogram = newLatencyHistogram();
let window = { from: Infinity, to: -Infinity, sliceMs: 100 };
let delivered = 0;
let receivedInWindow = 0;
let stray = 0;
let misrouted = 0;
let lastFrameAt = 0;
let closedByServer: Record<string, number> = {};
let worstBySlice: number[] = [];
let closing = false;
const sockets: WebSocket[] = [];

/** One frame on a subscribed socket: read the send time after the marker, record. */
function onFrame(data: Buffer, channel: Buffer, stamp: Buffer): void {
  const at = now();
  const marker = data.lastIndexOf(stamp);
  if (marker < 0) {
    stray += 1;
    return;
  }
  lastFrameAt = at;
  if (at >= window.from && at < window.to) receivedInWindow += 1;
  if (data.indexOf(channel) < 0) misrouted += 1;
  const start = marker + stamp.length;
  let end = start;
  while (end < data.length) {
    const byte = data[end]!;
    if ((byte < DIGIT_0 || byte > DIGIT_9) && byte !== DOT) break;
    end += 1;
  }
  const sent = Number(data.toString('latin1', start, end));
  if (sent >= window.from && sent < window.to) {
    delivered += 1;
    const micros = Math.max(1, Math.round((at - sent) * 1000));
    histogram.recordValue(micros);
    const slice = Math.floor((sent - window.from) / window.sliceMs);
    if (!(micros <= worstBySlice[slice]!)) worstBySlice[slice] = micros;
  }
}

async function ticketFor(spec: SocketSpec): Promise<string> {
  const response = await fetch(spec.ticketUrl!, {
    method: 'POST',
    headers: { authorization: `Bearer ${spec.token}` },
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`ticket ${response.status}: ${body.slice(0, 200)}`);
  return (JSON.parse(body) as { data: { ticket: string } }).data.ticket;
}

/** Opens one socket and subscribes it: the times of each step, or throws why not. */
async function open(
  spec: SocketSpec,
  timeoutMs: number,
): Promise<{ ticketMs: number; openMs: number; subscribeMs: number }> {
  const started = performance.now();
  let url = spec.url;
  if (spec.ticketUrl) {
    url += `${url.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(await ticketFor(spec))}`;
  }
  const ticketed = performance.now();
  // The generator's own cost kept down: no compression offered (the server has it off anyway),
  // no UTF-8 check of frames it only searches bytes in.
  const socket = new WebSocket(url, {
    headers: { origin: spec.origin },
    perMessageDeflate: false,
    skipUTF8Validation: true,
  });
  const channel = Buffer.from(`"${spec.channel}"`);
  let opened = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(error);
      };
      socket.once('error', fail);
      socket.once('close', (code) => fail(new Error(`closed ${code}`)));
      const handshake = (data: Buffer) => {
        const text = data.toString();
        if (!opened) {
          if (!text.includes('"connected"')) return fail(new Error(`first frame ${text}`));
          opened = performance.now();
          socket.send(JSON.stringify({ event: 'subscribe', payload: { channel: spec.channel } }));
          return;
        }
        if (text.includes('"event":"subscribed"')) {
          clearTimeout(timer);
          socket.off('message', handshake);
          socket.removeAllListeners('error');
          socket.removeAllListeners('close');
          resolve();
        } else if (text.includes('"event":"error"')) {
          fail(new Error(`subscribe refused ${text.slice(0, 200)}`));
        }
      };
      socket.on('message', handshake);
    });
  } catch (error) {
    socket.terminate();
    throw error;
  }
  const subscribed = performance.now();
  const stamp = spec.stamp === undefined ? MARKER : Buffer.from(spec.stamp);
  socket.on('message', (data: Buffer) => onFrame(data, channel, stamp));
  socket.on('error', () => {});
  socket.on('close', (code) => {
    if (!closing) closedByServer[code] = (closedByServer[code] ?? 0) + 1;
  });
  sockets.push(socket);
  return {
    ticketMs: ticketed - started,
    openMs: opened - ticketed,
    subscribeMs: subscribed - opened,
  };
}

async function connect(
  command: Extract<WorkerCommand, { type: 'connect' }>,
): Promise<ConnectReport> {
  const report: ConnectReport = {
    type: 'connected',
    opened: 0,
    failed: 0,
    errors: {},
    elapsedMs: 0,
    ticketMs: [],
    openMs: [],
    subscribeMs: [],
    perChannel: {},
  };
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < command.sockets.length; index = next++) {
      const spec = command.sockets[index]!;
      try {
        const times = await open(spec, command.timeoutMs);
        report.opened += 1;
        report.ticketMs.push(times.ticketMs);
        report.openMs.push(times.openMs);
        report.subscribeMs.push(times.subscribeMs);
        report.perChannel[spec.channel] = (report.perChannel[spec.channel] ?? 0) + 1;
      } catch (error) {
        report.failed += 1;
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 160);
        report.errors[reason] = (report.errors[reason] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, command.concurrency) }, lane));
  report.elapsedMs = performance.now() - started;
  return report;
}

async function collect(
  command: Extract<WorkerCommand, { type: 'collect' }>,
): Promise<WindowReport> {
  const started = now();
  // Frames still on their way (a server behind its publishes) count until it has gone quiet.
  while (now() - started < command.maxWaitMs && now() - lastFrameAt < command.quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const report: WindowReport = {
    type: 'collected',
    histogram: encodeLatencyHistogram(histogram),
    delivered,
    receivedInWindow,
    stray,
    misrouted,
    closedByServer,
    drainedMs: now() - started,
    worstBySlice: Array.from(worstBySlice, (value) => value ?? 0),
  };
  worstBySlice = [];
  histogram = newLatencyHistogram();
  window = { from: Infinity, to: -Infinity, sliceMs: window.sliceMs };
  delivered = 0;
  receivedInWindow = 0;
  stray = 0;
  misrouted = 0;
  closedByServer = {};
  return report;
}

async function closeAll(): Promise<ClosedReport> {
  closing = true;
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          const timer = setTimeout(() => {
            socket.terminate();
            resolve();
          }, 5_000);
          socket.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          socket.close(1000, 'bench done');
        }),
    ),
  );
  return { type: 'closed' };
}

async function handle(command: WorkerCommand): Promise<unknown> {
  switch (command.type) {
    case 'connect':
      return connect(command);
    case 'window':
      window = { from: command.from, to: command.to, sliceMs: command.sliceMs };
      return { type: 'window' };
    case 'collect':
      return collect(command);
    case 'close':
      return closeAll();
  }
}

answerParent(handle);
