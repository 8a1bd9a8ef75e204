import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import {
  REALTIME_CLOSE,
  REALTIME_RATE_BURST,
  REALTIME_RATE_PER_SECOND,
  type RealtimeServerMessage,
} from '@quizarena/contracts';
import type { TicketHolder } from './realtime.tickets';

/**
 * A token bucket: `burst` messages at once, refilled at `perSecond`. Ten lines of our own rather
 * than a limiter library: it runs on every frame, synchronously, with one bucket per socket.
 */
export function createTokenBucket(perSecond: number, burst: number, now = () => performance.now()) {
  let tokens = burst;
  let last = now();
  return {
    take(): boolean {
      const at = now();
      tokens = Math.min(burst, tokens + ((at - last) / 1000) * perSecond);
      last = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/** One open socket of a signed-in user, as this instance holds it. */
export class RealtimeConnection {
  readonly id = randomUUID();
  readonly channels = new Set<string>();
  readonly bucket = createTokenBucket(REALTIME_RATE_PER_SECOND, REALTIME_RATE_BURST);
  /** Cleared at each heartbeat ping, set again by the pong (or any frame). */
  alive = true;
  /** When the heartbeat pings this socket next, and its session is checked next (performance.now()). */
  nextPingAt = 0;
  nextCheckAt = 0;
  private closing = false;
  /** Frames of this socket are handled one after another, in order. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly socket: WebSocket,
    readonly holder: TicketHolder,
    private readonly maxBufferedBytes: number,
  ) {}

  get userId() {
    return this.holder.userId;
  }

  get isOpen() {
    return !this.closing && this.socket.readyState === this.socket.OPEN;
  }

  /** Runs `work` after everything this socket sent before it. */
  enqueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(work, work);
  }

  send(message: RealtimeServerMessage): void {
    this.sendFrame(Buffer.from(JSON.stringify(message)));
  }

  /**
   * Sends a finished frame, unless the client has let too much pile up: a slow consumer is
   * dropped (it reconnects and starts afresh) instead of growing memory or holding others up.
   */
  sendFrame(frame: Buffer): void {
    if (!this.isOpen) return;
    if (this.socket.bufferedAmount + frame.length > this.maxBufferedBytes) {
      this.close(REALTIME_CLOSE.tryAgainLater, 'Too slow to keep up');
      return;
    }
    this.socket.send(frame, { binary: false });
  }

  close(code: number, reason: string): void {
    if (this.closing) return;
    this.closing = true;
    this.socket.close(code, reason);
    // A peer that never answers the close handshake must not keep the socket.
    setTimeout(() => this.socket.terminate(), 2_000).unref();
  }
}
