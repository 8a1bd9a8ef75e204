import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';

/** Who a ticket lets in: the HTTP session it was issued from, as it stood then. */
export type TicketHolder = {
  userId: string;
  name: string;
  sessionId: string;
  sessionVersion: number;
};

/**
 * Single-use, short-lived socket tickets (docs/SECURITY.md, Realtime): the long-lived access token
 * never goes into a URL. Only a hash is stored, so a store dump lets nobody in.
 */
export type TicketStore = {
  issue(holder: TicketHolder): Promise<string>;
  /** The holder, once: a second redemption or an expired ticket answers null. */
  redeem(ticket: string): Promise<TicketHolder | null>;
};

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');
const newTicket = () => randomBytes(32).toString('base64url');

export function createMemoryTicketStore(clock: Clock, ttlMs: number): TicketStore {
  const tickets = new Map<string, { holder: TicketHolder; expiresAt: number }>();
  const sweep = (now: number) => {
    for (const [key, entry] of tickets) if (entry.expiresAt <= now) tickets.delete(key);
  };
  return {
    async issue(holder) {
      const now = clock.now().getTime();
      // Issuing is rare next to everything else; sweeping here keeps the map bounded.
      if (tickets.size > 1_000) sweep(now);
      const ticket = newTicket();
      tickets.set(hashOf(ticket), { holder, expiresAt: now + ttlMs });
      return ticket;
    },
    async redeem(ticket) {
      const key = hashOf(ticket);
      const entry = tickets.get(key);
      tickets.delete(key);
      return entry && entry.expiresAt > clock.now().getTime() ? entry.holder : null;
    },
  };
}

/** How long a client should wait before asking again while Redis is away. */
export const TICKETS_RETRY_AFTER_SECONDS = 5;

/** A 503 with Retry-After: Redis being away is a moment's outage, not the client's fault. */
function ticketsUnavailable(): AppError {
  return new AppError(
    503,
    'SERVICE_UNAVAILABLE',
    'Live updates are unavailable right now. Please try again shortly.',
    { retryAfterSeconds: TICKETS_RETRY_AFTER_SECONDS },
  );
}

/**
 * Tickets in Redis, so a ticket from one instance opens a socket on another. While Redis is
 * down, issuing and redeeming answer 503 with Retry-After (nothing else can check a ticket).
 */
export function createRedisTicketStore(
  client: Redis,
  prefix: string,
  clock: Clock,
  ttlMs: number,
): TicketStore {
  const keyOf = (ticket: string) => `${prefix}rt:ticket:${hashOf(ticket)}`;
  return {
    async issue(holder) {
      const ticket = newTicket();
      const expiresAt = clock.now().getTime() + ttlMs;
      await client
        .set(keyOf(ticket), JSON.stringify({ holder, expiresAt }), 'PX', ttlMs)
        .catch(() => Promise.reject(ticketsUnavailable()));
      return ticket;
    },
    async redeem(ticket) {
      // GETDEL makes redemption atomic: two sockets racing with one ticket, one wins.
      const stored = await client
        .getdel(keyOf(ticket))
        .catch(() => Promise.reject(ticketsUnavailable()));
      if (!stored) return null;
      const { holder, expiresAt } = JSON.parse(stored) as {
        holder: TicketHolder;
        expiresAt: number;
      };
      // The injected clock decides expiry (as for the memory store); the TTL only cleans up.
      return expiresAt > clock.now().getTime() ? holder : null;
    },
  };
}
