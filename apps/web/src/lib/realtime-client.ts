import {
  channelName,
  parseChannel,
  parseServerMessage,
  REALTIME_CLOSE,
  REALTIME_MAX_RECONNECT_ATTEMPTS,
  realtimeTicketResponseSchema,
  reconnectDelayMs,
  type RealtimeClientMessage,
  type RealtimeErrorCode,
  type RealtimeServerMessage,
} from '@quizarena/contracts';
import { apiFetch } from './api-client';
import { parseAnswer } from './parse-answer';

/**
 * The signed-in client's one WebSocket (the `{event, payload}` protocol of
 * `@quizarena/contracts` realtime/events): a fresh ticket for every attempt, the spec's
 * reconnect backoff, and channel subscriptions counted per channel so that many components can
 * listen to one channel over one server subscription. No React here; lib/realtime.tsx binds it.
 */

/**
 * - `idle`: not started, or stopped by `disconnect()` (signed out).
 * - `connecting`: the first attempt after `connect()` or a manual retry.
 * - `connected`: the server said `connected`.
 * - `reconnecting`: waiting for, or running, reconnect attempt `attempt` of `maxAttempts`.
 * - `offline`: every attempt failed; only `reconnect()` or the browser's `online` event retries.
 */
export type RealtimeState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

export type RealtimeStatus = {
  state: RealtimeState;
  /** The reconnect attempt under way or next (1-based) while reconnecting; 0 otherwise. */
  attempt: number;
  maxAttempts: number;
};

/** A server `error` frame's payload (also what a refused subscribe hands its listener). */
export type RealtimeError = {
  code: RealtimeErrorCode;
  message: string;
  field?: string;
  channel?: string;
  ref?: string;
};

/** What the client needs of a WebSocket; the browser's WebSocket fits, and so do test fakes. */
export type RealtimeSocket = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type RealtimeSocketConstructor = new (url: string) => RealtimeSocket;

export type RealtimeTicket = { ticket: string; path: string };

export type RealtimeTimers = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

type OnlineEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export type RealtimeClientOptions = {
  /** Asks the server for a single-use ticket; called once per connection attempt. */
  fetchTicket: () => Promise<RealtimeTicket>;
  WebSocket?: RealtimeSocketConstructor;
  timers?: RealtimeTimers;
  /** Where the page runs, for the socket URL (`ws:` next to `http:`, `wss:` next to `https:`). */
  location?: { protocol: string; host: string };
  /** Fires `online` when the network comes back; null to not listen. */
  onlineEvents?: OnlineEvents | null;
};

export type ChannelListener = (data: unknown) => void;
export type SubscribeOptions = { onError?: (error: RealtimeError) => void };

type ChannelEntry = { onData: ChannelListener; onError?: (error: RealtimeError) => void };

const OPEN = 1;
const IDLE_STATUS: RealtimeStatus = {
  state: 'idle',
  attempt: 0,
  maxAttempts: REALTIME_MAX_RECONNECT_ATTEMPTS,
};

/** `POST /api/realtime/ticket` through the api client (a 401 there signs the user out). */
export async function fetchRealtimeTicket(): Promise<RealtimeTicket> {
  const body = await apiFetch('/api/realtime/ticket', { method: 'POST' });
  const { ticket, path } = parseAnswer(realtimeTicketResponseSchema, body).data;
  return { ticket, path };
}

/** One spelling per channel (ids lower-cased), or null for a name that is no channel. */
function normalizeChannel(name: string): string | null {
  const channel = parseChannel(name);
  return channel ? channelName(channel) : null;
}

/** Calls a listener without letting its failure break the socket's dispatch loop. */
function safely<A>(listener: ((arg: A) => void) | undefined, arg: A): void {
  if (!listener) return;
  try {
    listener(arg);
  } catch (error) {
    console.error('A realtime listener failed', error);
  }
}

export class RealtimeClient {
  private readonly fetchTicket: () => Promise<RealtimeTicket>;
  private readonly SocketImpl: RealtimeSocketConstructor | undefined;
  private readonly timers: RealtimeTimers;
  private readonly location: { protocol: string; host: string } | undefined;
  private readonly onlineEvents: OnlineEvents | null;

  private status: RealtimeStatus = IDLE_STATUS;
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();
  private readonly errorListeners = new Set<(error: RealtimeError) => void>();
  private readonly channels = new Map<string, Set<ChannelEntry>>();
  /** Which channel each unanswered subscribe was for, by its ref. */
  private readonly pendingRefs = new Map<string, string>();
  private nextRef = 1;

  /** True between connect() and disconnect(). */
  private active = false;
  /** Bumped by every attempt and by disconnect(), so a late ticket or socket is dropped. */
  private generation = 0;
  private socket: RealtimeSocket | null = null;
  private live = false;
  private attempt = 0;
  private retryTimer: unknown = null;

  constructor(options: RealtimeClientOptions) {
    this.fetchTicket = options.fetchTicket;
    this.SocketImpl = options.WebSocket ?? globalThis.WebSocket;
    this.timers = options.timers ?? {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) =>
        globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
    };
    this.location = options.location ?? globalThis.location;
    this.onlineEvents =
      options.onlineEvents === undefined
        ? typeof window === 'undefined'
          ? null
          : window
        : options.onlineEvents;
  }

  getStatus(): RealtimeStatus {
    return this.status;
  }

  /** Status changes; returns the function that stops listening. */
  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  }

  /** Every `error` frame the server sends (refused subscribes included). */
  onError(listener: (error: RealtimeError) => void): () => void {
    this.errorListeners.add(listener);
    return () => {
      this.errorListeners.delete(listener);
    };
  }

  /** Starts keeping the socket open. Calling it again while running does nothing. */
  connect(): void {
    if (this.active) return;
    this.active = true;
    this.onlineEvents?.addEventListener('online', this.handleOnline);
    this.attempt = 0;
    this.open();
  }

  /** A manual retry (the status UI's Reconnect): starts over with a full set of attempts. */
  reconnect(): void {
    if (!this.active) return;
    if (this.socket) return; // connected, or an attempt is under way
    this.clearRetry();
    this.attempt = 0;
    this.open();
  }

  /** Closes the socket normally (1000) and stops reconnecting; listeners stay registered. */
  disconnect(): void {
    if (!this.active) return;
    this.active = false;
    this.generation += 1;
    this.onlineEvents?.removeEventListener('online', this.handleOnline);
    this.clearRetry();
    this.dropSocket(REALTIME_CLOSE.normal, 'Client disconnect');
    this.attempt = 0;
    this.setStatus('idle');
  }

  /**
   * Listens to a channel. The first listener subscribes on the server (now, or as soon as the
   * socket is connected), the last one to leave unsubscribes. A refused subscribe, or a name
   * that is no channel, reaches `onError`.
   */
  subscribe(channel: string, listener: ChannelListener, options: SubscribeOptions = {}) {
    const name = normalizeChannel(channel);
    const entry: ChannelEntry = { onData: listener, onError: options.onError };
    if (!name) {
      const error: RealtimeError = {
        code: 'VALIDATION_FAILED',
        message: `Not a channel: ${channel}`,
        field: 'payload.channel',
        channel,
      };
      queueMicrotask(() => safely(entry.onError, error));
      return () => {};
    }
    let entries = this.channels.get(name);
    if (!entries) {
      entries = new Set();
      this.channels.set(name, entries);
      if (this.live) this.sendSubscription('subscribe', name);
    }
    entries.add(entry);
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      const current = this.channels.get(name);
      if (!current) return;
      current.delete(entry);
      if (current.size > 0) return;
      this.channels.delete(name);
      if (this.live) this.sendSubscription('unsubscribe', name);
    };
  }

  /**
   * Sends `data` to a channel's other listeners (the server checks it against the channel's
   * schema and relays it). Only over a connected socket: nothing is queued, since what is
   * broadcast (typing, say) is stale by the time a socket comes back. Answers whether it went.
   */
  broadcast(channel: string, data: unknown): boolean {
    const name = normalizeChannel(channel);
    if (!name || !this.live) return false;
    return this.send({ event: 'broadcast', payload: { channel: name, data } });
  }

  // Connection ----------------------------------------------------------------------------------

  private open(): void {
    const generation = ++this.generation;
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    this.fetchTicket().then(
      (ticket) => {
        if (generation !== this.generation) return;
        this.openSocket(ticket);
      },
      () => {
        if (generation !== this.generation) return;
        this.scheduleRetry();
      },
    );
  }

  private openSocket({ ticket, path }: RealtimeTicket): void {
    const SocketImpl = this.SocketImpl;
    const location = this.location;
    if (!SocketImpl || !location) {
      this.scheduleRetry();
      return;
    }
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const url = `${scheme}://${location.host}${path}?ticket=${encodeURIComponent(ticket)}`;
    let socket: RealtimeSocket;
    try {
      socket = new SocketImpl(url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onmessage = (event) => {
      if (this.socket === socket && typeof event.data === 'string') this.handleFrame(event.data);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.handleClosed();
    };
    // A failed socket always closes next; the close decides what happens.
    socket.onerror = () => {};
  }

  /** Any close we did not ask for (4001 included) retries: a ticket 401 signs the user out. */
  private handleClosed(): void {
    this.live = false;
    this.pendingRefs.clear();
    // `attempt` went back to 0 when the server said connected, so a drop starts a full set.
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (!this.active) return;
    this.attempt += 1;
    const delay = reconnectDelayMs(this.attempt);
    if (delay === null) {
      this.attempt = 0;
      this.setStatus('offline');
      return;
    }
    this.setStatus('reconnecting');
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = null;
      this.open();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer === null) return;
    this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private dropSocket(code: number, reason: string): void {
    const socket = this.socket;
    this.socket = null;
    this.live = false;
    this.pendingRefs.clear();
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try {
      socket.close(code, reason);
    } catch {
      // Already closing.
    }
  }

  private readonly handleOnline = () => {
    // The network is back: do not sit out the rest of a backoff, or stay offline.
    if (!this.active || this.socket) return;
    this.reconnect();
  };

  // Frames --------------------------------------------------------------------------------------

  private handleFrame(raw: string): void {
    const message = parseServerMessage(raw);
    if (!message) return;
    switch (message.event) {
      case 'connected':
        this.handleConnected();
        return;
      case 'subscribed':
      case 'unsubscribed':
        if (message.payload.ref) this.pendingRefs.delete(message.payload.ref);
        return;
      case 'message':
        this.dispatch(message.payload.channel, message.payload.data);
        return;
      case 'error':
        this.handleError(message.payload);
        return;
    }
  }

  private handleConnected(): void {
    this.live = true;
    this.attempt = 0;
    this.clearRetry();
    this.setStatus('connected');
    // A new connection holds no subscriptions: ask again for every channel still listened to.
    for (const name of this.channels.keys()) this.sendSubscription('subscribe', name);
  }

  private dispatch(channel: string, data: unknown): void {
    const name = normalizeChannel(channel);
    const entries = name ? this.channels.get(name) : undefined;
    if (!entries) return;
    for (const entry of [...entries]) safely(entry.onData, data);
  }

  private handleError(error: Extract<RealtimeServerMessage, { event: 'error' }>['payload']): void {
    const refChannel = error.ref ? this.pendingRefs.get(error.ref) : undefined;
    if (error.ref) this.pendingRefs.delete(error.ref);
    const name = refChannel ?? (error.channel ? normalizeChannel(error.channel) : null);
    const entries = name ? this.channels.get(name) : undefined;
    if (entries) for (const entry of [...entries]) safely(entry.onError, error);
    for (const listener of [...this.errorListeners]) safely(listener, error);
  }

  private sendSubscription(event: 'subscribe' | 'unsubscribe', channel: string): void {
    const ref = `${event === 'subscribe' ? 's' : 'u'}${this.nextRef++}`;
    this.pendingRefs.set(ref, channel);
    this.send({ event, payload: { channel, ref } });
  }

  private send(message: RealtimeClientMessage): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return false;
    try {
      socket.send(JSON.stringify(message));
      return true;
    } catch {
      // The close that follows a failed send reconnects and resubscribes.
      return false;
    }
  }

  private setStatus(state: RealtimeState): void {
    const attempt = state === 'reconnecting' ? this.attempt : 0;
    if (this.status.state === state && this.status.attempt === attempt) return;
    this.status = { state, attempt, maxAttempts: REALTIME_MAX_RECONNECT_ATTEMPTS };
    for (const listener of [...this.statusListeners]) safely(listener, this.status);
  }
}

/** A client for this page; it does nothing until `connect()`. */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  return new RealtimeClient(options);
}
