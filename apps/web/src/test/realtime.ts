import { vi } from 'vitest';
import {
  RealtimeClient,
  type RealtimeSocket,
  type RealtimeTicket,
  type RealtimeTimers,
} from '../lib/realtime-client';

export const TEST_HOST = 'localhost:5173';

/**
 * A WebSocket the test plays the server for: it records what the client sends and lets the
 * test open it, send frames and close it.
 */
export class FakeWebSocket implements RealtimeSocket {
  readyState = 0;
  /** Every frame the client sent, parsed. */
  readonly sent: { event: string; payload: { channel: string; ref?: string; data?: unknown } }[] =
    [];
  /** How the client closed it, if it did. */
  closedWith: { code?: number; reason?: string } | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data));
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }

  /** The ticket in the URL the client opened. */
  get ticket(): string | null {
    return new URL(this.url).searchParams.get('ticket');
  }

  // The server's side --------------------------------------------------------------------------

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** A frame from the server: an object is sent as JSON, a string as it is. */
  receive(frame: unknown): void {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** Opens the socket and says `connected`, as the server does for a good ticket. */
  accept(userId = '00000000-0000-4000-8000-000000000001'): void {
    this.open();
    this.receive({
      event: 'connected',
      payload: { connection_id: `connection-${this.url}`, user_id: userId, heartbeat_ms: 30_000 },
    });
  }

  /** The server (or the network) ends the connection. */
  serverClose(code = 1006, reason = ''): void {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code, reason }));
  }

  /** The subscribe and unsubscribe frames sent, as 'subscribe channel' strings. */
  subscriptions(): string[] {
    return this.sent
      .filter((frame) => frame.event !== 'broadcast')
      .map((frame) => `${frame.event} ${frame.payload.channel}`);
  }

  /** The data of every broadcast frame sent to `channel`, in order. */
  broadcasts(channel: string): unknown[] {
    return this.sent
      .filter((frame) => frame.event === 'broadcast' && frame.payload.channel === channel)
      .map((frame) => frame.payload.data);
  }
}

/** Timers the test runs by hand, for component tests that keep real timers. */
export class ManualTimers implements RealtimeTimers {
  private next = 1;
  private readonly pending = new Map<number, { callback: () => void; ms: number }>();

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.next++;
    this.pending.set(id, { callback, ms });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  /** The delays of the timers still waiting, in the order they were set. */
  delays(): number[] {
    return [...this.pending.values()].map((timer) => timer.ms);
  }

  /** Runs the oldest waiting timer; false when none waits. */
  runNext(): boolean {
    const first = this.pending.entries().next();
    if (first.done) return false;
    const [id, timer] = first.value;
    this.pending.delete(id);
    timer.callback();
    return true;
  }
}

/** Lets resolved promises (a ticket, say) run their callbacks. */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/**
 * A real RealtimeClient on fake parts: sockets the test plays the server for, tickets
 * `ticket-1`, `ticket-2`..., hand-run timers (unless `timers` is given) and an `online` target.
 */
export function createTestRealtime(
  options: {
    timers?: RealtimeTimers;
    protocol?: string;
    fetchTicket?: () => Promise<RealtimeTicket>;
  } = {},
) {
  const sockets: FakeWebSocket[] = [];
  class RecordedSocket extends FakeWebSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  }
  let issued = 0;
  const fetchTicket = vi.fn(
    options.fetchTicket ??
      (async (): Promise<RealtimeTicket> => {
        issued += 1;
        return { ticket: `ticket-${issued}`, path: '/ws' };
      }),
  );
  const manual = new ManualTimers();
  const timers = options.timers ?? manual;
  const onlineEvents = new EventTarget();
  const client = new RealtimeClient({
    fetchTicket,
    WebSocket: RecordedSocket,
    timers,
    location: { protocol: options.protocol ?? 'http:', host: TEST_HOST },
    onlineEvents,
  });
  return {
    client,
    sockets,
    fetchTicket,
    timers: manual,
    onlineEvents,
    /** The socket opened last. */
    latest(): FakeWebSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
}

export type TestRealtime = ReturnType<typeof createTestRealtime>;

/**
 * Runs the client (started with hand-run timers) through every reconnect attempt, each socket
 * closing before the server accepts it, until it reports offline.
 */
export async function failUntilOffline(realtime: TestRealtime): Promise<void> {
  await flushPromises();
  for (let guard = 0; guard < 20 && realtime.client.getStatus().state !== 'offline'; guard += 1) {
    const socket = realtime.sockets.at(-1);
    if (socket && socket.readyState !== 3) socket.serverClose();
    realtime.timers.runNext();
    await flushPromises();
  }
}
