import type { WebSocket, RawData } from 'ws';
import {
  REALTIME_CLOSE,
  REALTIME_MAX_SUBSCRIPTIONS,
  channelDataSchema,
  channelName,
  findBadText,
  isCleanText,
  parseChannel,
  realtimeClientMessageSchema,
  type RealtimeChannel,
  type RealtimeChannelKind,
  type RealtimeClientMessage,
  type RealtimeErrorCode,
} from '@quizarena/contracts';
import { AppError } from '../../lib/app-error';
import type { RealtimeBus } from './realtime.bus';
import { RealtimeConnection } from './realtime.connection';
import type { TicketHolder, TicketStore } from './realtime.tickets';

/** Who a channel owner is asked about. */
export type RealtimeUser = { id: string; name: string };

/**
 * The module that owns a kind of channel decides who may follow it and what a client may say
 * on it. Both throw AppError (403, 404, 400 naming the field) to refuse.
 */
export type ChannelOwner<K extends RealtimeChannelKind = RealtimeChannelKind> = {
  authorize(user: RealtimeUser, channel: Extract<RealtimeChannel, { kind: K }>): Promise<void>;
  /**
   * Validates a client's broadcast, applies the owner's rules, keeps what must be kept, and
   * answers what the server emits on the channel. Without it the channel is server-only.
   */
  broadcast?(
    user: RealtimeUser,
    channel: Extract<RealtimeChannel, { kind: K }>,
    data: unknown,
  ): Promise<unknown>;
  /**
   * One of the user's sockets stopped following the channel (it unsubscribed or closed); the
   * owner may note that the user went away.
   */
  left?(user: RealtimeUser, channel: Extract<RealtimeChannel, { kind: K }>): void;
};

type SessionRef = { sessionId: string; sessionVersion: number };
/** Answers which of the sessions given are still live (their ids). */
export type SessionCheck = (sessions: SessionRef[]) => Promise<Set<string>>;

export type RealtimeSettings = {
  heartbeatMs: number;
  /** How often every socket's session is checked (sign-out, reset, ban close it). */
  sessionCheckMs: number;
  maxBufferedBytes: number;
  maxConnectionsPerUser: number;
};

export const DEFAULT_REALTIME_SETTINGS: RealtimeSettings = {
  heartbeatMs: 30_000,
  sessionCheckMs: 2_000,
  maxBufferedBytes: 1024 * 1024,
  maxConnectionsPerUser: 10,
};

export type RealtimeDependencies = {
  tickets: TicketStore;
  /** Builds the bus around the hub's local delivery. */
  createBus: (deliver: (channel: string, frame: Buffer) => void) => RealtimeBus;
  presence: {
    connected(userId: string): Promise<void>;
    disconnected(userId: string): Promise<void>;
  };
  /** The sessions (of those given) still signed in. */
  stillSignedIn(sessions: { sessionId: string; sessionVersion: number }[]): Promise<Set<string>>;
  log: {
    warn(message: string, error?: unknown): void;
    error(message: string, error?: unknown): void;
  };
  settings?: Partial<RealtimeSettings>;
};

const CLIENT_EVENTS = new Set(['subscribe', 'unsubscribe', 'broadcast']);

/**
 * The realtime hub of one instance: admits sockets by ticket, keeps their subscriptions, asks
 * channel owners for access, fans frames out (locally, or across instances through the bus),
 * and keeps sockets honest (rate, size, liveness, session).
 */
export function createRealtimeService(deps: RealtimeDependencies) {
  const settings = { ...DEFAULT_REALTIME_SETTINGS, ...deps.settings };
  const { tickets, presence, log } = deps;
  // Each owner is stored under its own kind and only ever called with channels of that kind.
  const owners = new Map<RealtimeChannelKind, ChannelOwner<any>>(); // eslint-disable-line @typescript-eslint/no-explicit-any
  const connections = new Set<RealtimeConnection>();
  const byUser = new Map<string, Set<RealtimeConnection>>();
  const byChannel = new Map<string, Set<RealtimeConnection>>();
  const watching = new Map<string, Promise<void>>();

  /** Sessions that are not HTTP sessions (a hosted game's guests), by their id's prefix. */
  const sessionKinds = new Map<string, SessionCheck>();

  /** Of these sessions, the ones still live: HTTP sessions by auth, others by their kind. */
  async function stillLive(sessions: SessionRef[]): Promise<Set<string>> {
    const byKind = new Map<SessionCheck, SessionRef[]>();
    const plain: SessionRef[] = [];
    for (const session of sessions) {
      const prefix = session.sessionId.slice(0, session.sessionId.indexOf(':') + 1);
      const check = prefix ? sessionKinds.get(prefix) : undefined;
      if (!check) plain.push(session);
      else byKind.set(check, [...(byKind.get(check) ?? []), session]);
    }
    const answers = await Promise.all([
      plain.length > 0 ? deps.stillSignedIn(plain) : new Set<string>(),
      ...[...byKind].map(([check, group]) => check(group)),
    ]);
    return new Set(answers.flatMap((live) => [...live]));
  }

  let delivered = 0;
  function deliver(channel: string, frame: Buffer) {
    const subscribers = byChannel.get(channel);
    if (!subscribers) return;
    for (const connection of subscribers) connection.sendFrame(frame);
    delivered += subscribers.size;
  }
  const bus = deps.createBus(deliver);

  function sendError(
    connection: RealtimeConnection,
    code: RealtimeErrorCode,
    message: string,
    extra: { field?: string; channel?: string; ref?: string | undefined } = {},
  ) {
    const payload = { code, message, ...extra };
    if (payload.ref === undefined) delete payload.ref;
    connection.send({ event: 'error', payload });
  }

  function refusal(error: unknown): { code: RealtimeErrorCode; message: string; field?: string } {
    if (error instanceof AppError) {
      if (error.statusCode === 403) return { code: 'FORBIDDEN', message: error.message };
      if (error.statusCode === 404) return { code: 'NOT_FOUND', message: error.message };
      if (error.statusCode === 429) return { code: 'RATE_LIMITED', message: error.message };
      if (error.statusCode === 400) {
        const field = error.options.details?.[0]?.field;
        return { code: 'VALIDATION_FAILED', message: error.message, ...(field ? { field } : {}) };
      }
    }
    log.error('a realtime channel owner failed', error);
    return { code: 'INTERNAL_ERROR', message: 'Something went wrong' };
  }

  /** The channel's owner, or undefined after telling the client nothing is published there. */
  function ownerOrRefuse(
    connection: RealtimeConnection,
    channel: RealtimeChannel,
    ref?: string,
  ): ChannelOwner<typeof channel.kind> | undefined {
    const owner = owners.get(channel.kind);
    if (!owner)
      sendError(connection, 'NOT_FOUND', 'Nothing is published on this channel', {
        channel: channelName(channel),
        ref,
      });
    return owner;
  }

  async function subscribe(connection: RealtimeConnection, name: string, ref?: string) {
    const channel = parseChannel(name)!;
    const canonical = channelName(channel);
    if (connection.channels.has(canonical)) {
      connection.send({
        event: 'subscribed',
        payload: { channel: canonical, ...(ref ? { ref } : {}) },
      });
      return;
    }
    if (connection.channels.size >= REALTIME_MAX_SUBSCRIPTIONS) {
      sendError(
        connection,
        'TOO_MANY_SUBSCRIPTIONS',
        `At most ${REALTIME_MAX_SUBSCRIPTIONS} channels per connection`,
        { channel: canonical, ref },
      );
      return;
    }
    const owner = ownerOrRefuse(connection, channel, ref);
    if (!owner) return;
    try {
      await owner.authorize(user(connection), channel);
    } catch (error) {
      sendError(connection, ...refusalArgs(error, canonical, ref));
      return;
    }
    if (!connection.isOpen) return;
    connection.channels.add(canonical);
    let subscribers = byChannel.get(canonical);
    if (!subscribers) {
      subscribers = new Set();
      byChannel.set(canonical, subscribers);
      const watched = bus.watch(canonical);
      watching.set(canonical, watched);
      watched.catch((error: unknown) =>
        log.warn('could not follow a channel across instances', error),
      );
    }
    subscribers.add(connection);
    // Only answer once frames of the channel reach this instance, so nothing sent after
    // `subscribed` can be missed; a failed cross-instance subscription still delivers locally.
    await watching.get(canonical)?.catch(() => {});
    connection.send({
      event: 'subscribed',
      payload: { channel: canonical, ...(ref ? { ref } : {}) },
    });
  }

  function refusalArgs(error: unknown, channel: string, ref?: string) {
    const { code, message, field } = refusal(error);
    return [code, message, { channel, ref, ...(field ? { field } : {}) }] as const;
  }

  function leave(connection: RealtimeConnection, channel: string) {
    if (!connection.channels.delete(channel)) return;
    const parsed = parseChannel(channel)!;
    try {
      owners.get(parsed.kind)?.left?.(user(connection), parsed);
    } catch (error) {
      log.warn('a channel owner failed to note a leave', error);
    }
    const subscribers = byChannel.get(channel);
    if (!subscribers) return;
    subscribers.delete(connection);
    if (subscribers.size === 0) {
      byChannel.delete(channel);
      watching.delete(channel);
      bus.unwatch(channel);
    }
  }

  async function broadcast(
    connection: RealtimeConnection,
    name: string,
    data: unknown,
    ref?: string,
  ) {
    const channel = parseChannel(name)!;
    const canonical = channelName(channel);
    const owner = ownerOrRefuse(connection, channel, ref);
    if (!owner) return;
    if (!owner.broadcast) {
      sendError(connection, 'READ_ONLY_CHANNEL', 'Only the server publishes on this channel', {
        channel: canonical,
        ref,
      });
      return;
    }
    try {
      const result = await owner.broadcast(user(connection), channel, data);
      // Undefined: the owner took the message as a command and publishes what follows itself.
      if (result !== undefined) publish(channel, result);
    } catch (error) {
      sendError(connection, ...refusalArgs(error, canonical, ref));
    }
  }

  const user = (connection: RealtimeConnection): RealtimeUser => ({
    id: connection.holder.userId,
    name: connection.holder.name,
  });

  async function handle(connection: RealtimeConnection, message: RealtimeClientMessage) {
    const { ref } = message.payload;
    switch (message.event) {
      case 'subscribe':
        return subscribe(connection, message.payload.channel, ref);
      case 'unsubscribe': {
        const canonical = channelName(parseChannel(message.payload.channel)!);
        leave(connection, canonical);
        connection.send({
          event: 'unsubscribed',
          payload: { channel: canonical, ...(ref ? { ref } : {}) },
        });
        return;
      }
      case 'broadcast':
        return broadcast(connection, message.payload.channel, message.payload.data, ref);
    }
  }

  function onFrame(connection: RealtimeConnection, raw: RawData, isBinary: boolean) {
    connection.alive = true;
    if (!connection.bucket.take()) {
      connection.close(REALTIME_CLOSE.policyViolation, 'Too many messages');
      return;
    }
    if (isBinary) {
      sendError(connection, 'VALIDATION_FAILED', 'Frames must be JSON text');
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.toString());
    } catch {
      sendError(connection, 'VALIDATION_FAILED', 'Malformed JSON');
      return;
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      sendError(connection, 'VALIDATION_FAILED', 'Expected an object {event, payload}');
      return;
    }
    const { event, payload } = json as { event?: unknown; payload?: { ref?: unknown } };
    const ref =
      typeof payload?.ref === 'string' && isCleanText(payload.ref)
        ? payload.ref.slice(0, 64)
        : undefined;
    // Control characters and invalid Unicode are refused in any field, as over HTTP.
    const badText = findBadText(json, '', 1)[0];
    if (badText) {
      sendError(connection, 'VALIDATION_FAILED', badText.message, { field: badText.field, ref });
      return;
    }
    if (typeof event !== 'string' || !CLIENT_EVENTS.has(event)) {
      sendError(connection, 'UNKNOWN_EVENT', 'Expected event subscribe, unsubscribe or broadcast', {
        field: 'event',
        ref,
      });
      return;
    }
    const parsed = realtimeClientMessageSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      sendError(connection, 'VALIDATION_FAILED', issue.message, {
        field: issue.path.join('.') || 'payload',
        ref,
      });
      return;
    }
    connection.enqueue(() =>
      handle(connection, parsed.data).catch((error: unknown) =>
        log.error('a realtime message failed', error),
      ),
    );
  }

  /** Drops a closed socket everywhere; resolves once presence has recorded it. */
  function forget(connection: RealtimeConnection): Promise<void> {
    if (!connections.delete(connection)) return Promise.resolve();
    for (const channel of [...connection.channels]) leave(connection, channel);
    const mine = byUser.get(connection.userId);
    mine?.delete(connection);
    if (mine?.size === 0) byUser.delete(connection.userId);
    return presence
      .disconnected(connection.userId)
      .catch((error: unknown) => log.warn('presence update failed', error));
  }

  // Each socket's session is checked sessionCheckMs after its last check, in small batches a
  // few times per interval rather than all sockets in one query: with thousands of sockets one
  // big query (in process, on PGlite) would stall delivery for everyone.
  let checking = false;
  async function checkSessions() {
    if (checking || connections.size === 0) return;
    const now = performance.now();
    const due = [...connections].filter((connection) => now >= connection.nextCheckAt);
    if (due.length === 0) return;
    checking = true;
    try {
      for (const connection of due) connection.nextCheckAt = now + settings.sessionCheckMs;
      const live = await stillLive(due.map((c) => c.holder));
      for (const connection of due)
        if (!live.has(connection.holder.sessionId))
          connection.close(REALTIME_CLOSE.sessionEnded, 'Session ended');
    } catch (error) {
      log.warn('could not check realtime sessions', error);
    } finally {
      checking = false;
    }
  }
  const sessionTimer = setInterval(
    () => void checkSessions(),
    Math.max(10, Math.floor(settings.sessionCheckMs / 8)),
  );
  sessionTimer.unref();

  // Each socket is pinged heartbeatMs after its last ping, not all sockets at one instant:
  // thousands of pings (and their pongs) in one tick would stall delivery for everyone.
  const heartbeatTimer = setInterval(
    () => {
      const now = performance.now();
      for (const connection of connections) {
        if (now < connection.nextPingAt) continue;
        if (!connection.alive) {
          connection.socket.terminate();
          continue;
        }
        connection.alive = false;
        connection.nextPingAt = now + settings.heartbeatMs;
        connection.socket.ping();
      }
    },
    Math.max(10, Math.floor(settings.heartbeatMs / 10)),
  );
  heartbeatTimer.unref();

  /** Publishes server data on a channel, checked against the channel's contract first. */
  function publish(channel: RealtimeChannel, data: unknown): void {
    const checked = channelDataSchema(channel).safeParse(data);
    if (!checked.success) {
      log.error(
        `refused to publish data that breaks the contract of ${channel.kind}`,
        checked.error,
      );
      return;
    }
    const name = channelName(channel);
    bus.publish(
      name,
      Buffer.from(
        JSON.stringify({ event: 'message', payload: { channel: name, data: checked.data } }),
      ),
    );
  }

  return {
    settings,

    /** Lets the module that owns a kind of channel decide access and broadcasts on it. */
    registerOwner<K extends RealtimeChannelKind>(kind: K, owner: ChannelOwner<K>): void {
      owners.set(kind, owner);
    },

    /**
     * Admits sockets whose session is not an HTTP session: ids starting with `prefix`
     * (`guest:`) are checked by `check`, which answers the ids still live.
     */
    registerSessionKind(prefix: `${string}:`, check: SessionCheck): void {
      sessionKinds.set(prefix, check);
    },

    /** A single-use ticket for the caller's HTTP session. */
    issueTicket(holder: TicketHolder): Promise<string> {
      return tickets.issue(holder);
    },

    /** Redeems a ticket at the handshake; refuses a used, expired or signed-out one. */
    async admit(ticket: string): Promise<TicketHolder> {
      const holder = await tickets.redeem(ticket);
      if (!holder)
        throw new AppError(401, 'INVALID_TOKEN', 'This ticket is invalid, expired or already used');
      const live = await stillLive([holder]);
      if (!live.has(holder.sessionId)) throw AppError.unauthorized('Your session has ended');
      if ((byUser.get(holder.userId)?.size ?? 0) >= settings.maxConnectionsPerUser)
        throw new AppError(
          429,
          'RATE_LIMITED',
          `At most ${settings.maxConnectionsPerUser} connections at once`,
        );
      return holder;
    },

    /** Takes over an admitted socket. */
    attach(socket: WebSocket, holder: TicketHolder): RealtimeConnection {
      const connection = new RealtimeConnection(socket, holder, settings.maxBufferedBytes);
      connection.nextPingAt = performance.now() + settings.heartbeatMs;
      connection.nextCheckAt = performance.now() + settings.sessionCheckMs;
      connections.add(connection);
      const mine = byUser.get(holder.userId) ?? new Set();
      mine.add(connection);
      byUser.set(holder.userId, mine);
      socket.on('message', (raw, isBinary) => onFrame(connection, raw, isBinary));
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('close', () => void forget(connection));
      socket.on('error', () => socket.terminate());
      presence
        .connected(holder.userId)
        .catch((error: unknown) => log.warn('presence update failed', error));
      connection.send({
        event: 'connected',
        payload: {
          connection_id: connection.id,
          user_id: holder.userId,
          heartbeat_ms: settings.heartbeatMs,
        },
      });
      return connection;
    },

    publish,

    /**
     * Checks these sockets' sessions now rather than at their turn: told that a user or one
     * session changed (a ban, a sign-out elsewhere), a socket whose session ended closes within
     * a fraction of a second on every instance instead of within the check interval.
     */
    recheck(target: { userId: string } | { sessionId: string } | 'all'): void {
      const chosen =
        target === 'all'
          ? connections
          : 'userId' in target
            ? (byUser.get(target.userId) ?? [])
            : [...connections].filter((c) => c.holder.sessionId === target.sessionId);
      for (const connection of chosen) connection.nextCheckAt = 0;
      void checkSessions();
    },

    /** Closes every socket of a user on this instance (the session check does it everywhere). */
    closeUser(userId: string, code: number, reason: string): void {
      for (const connection of byUser.get(userId) ?? []) connection.close(code, reason);
    },

    /** What this instance holds now, and the channel frames it has handed to sockets so far. */
    stats() {
      return {
        connections: connections.size,
        channels: byChannel.size,
        users: byUser.size,
        delivered,
      };
    },

    /** Closes every socket (1001, going away) and stops the timers; the app is shutting down. */
    async shutdown(): Promise<void> {
      clearInterval(sessionTimer);
      clearInterval(heartbeatTimer);
      const open = [...connections];
      for (const connection of open)
        connection.close(REALTIME_CLOSE.goingAway, 'Server shutting down');
      // Last seen is written before the database closes (onClose runs after this).
      await Promise.all(open.map(forget));
      await bus.close();
    },
  };
}
export type RealtimeService = ReturnType<typeof createRealtimeService>;
