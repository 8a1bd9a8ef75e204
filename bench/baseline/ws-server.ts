// The realtime yardstick: a bare `ws` server doing only what fan-out needs, the way the realtime
// case loads our server. It greets a socket, takes `subscribe` frames, follows each channel with
// subscribers in Redis (`qa:rt:ch:<channel>`, through the server's own ioredis), and writes
// whatever is published there, as-is, to that channel's sockets; a client's `broadcast` goes
// straight to the channel's sockets of this process (no Redis needed). No tickets, origin check,
// authorization, rate limit, slow-consumer guard, heartbeat or session check: the difference
// between this and our server is what those cost.
//
// Argument: a Redis URL (optional; without it the sockets are held but nothing is delivered).
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { loadIoredis, REDIS_CHANNEL_PREFIX } from '../harness/ioredis';

const redisUrl = process.argv[2] || undefined;
const { Redis } = loadIoredis();
const subscriber = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: null }) : undefined;
subscriber?.on('error', () => {});

const byChannel = new Map<string, Set<WebSocket>>();
const following = new Map<string, Promise<unknown>>();

subscriber?.on('messageBuffer', (channel: Buffer, message: Buffer) => {
  const sockets = byChannel.get(channel.toString().slice(REDIS_CHANNEL_PREFIX.length));
  if (!sockets) return;
  for (const socket of sockets) socket.send(message, { binary: false });
});

// The server's own settings (apps/server realtime.ws.ts): no compression.
const server = new WebSocketServer({
  host: '127.0.0.1',
  port: 0,
  path: '/ws',
  perMessageDeflate: false,
  maxPayload: 64 * 1024,
});
let connections = 0;

server.on('connection', (socket) => {
  const mine = new Set<string>();
  connections += 1;
  socket.send(JSON.stringify({ event: 'connected', payload: { connection_id: `${connections}` } }));
  socket.on('message', (raw: Buffer) => {
    let message: { event?: unknown; payload?: { channel?: unknown; data?: unknown } };
    try {
      message = JSON.parse(raw.toString()) as typeof message;
    } catch {
      return;
    }
    const channel = message.payload?.channel;
    if (typeof channel !== 'string') return;
    if (message.event === 'broadcast') {
      // A client's frame to a channel's sockets (the live-game case's yardstick): written once,
      // as our server writes a game frame, and sent as-is to each socket, sender included.
      const frame = Buffer.from(
        JSON.stringify({ event: 'message', payload: { channel, data: message.payload?.data } }),
      );
      for (const socket of byChannel.get(channel) ?? []) socket.send(frame, { binary: false });
      return;
    }
    if (message.event !== 'subscribe') return;
    let sockets = byChannel.get(channel);
    if (!sockets) {
      sockets = new Set();
      byChannel.set(channel, sockets);
      following.set(
        channel,
        subscriber?.subscribe(REDIS_CHANNEL_PREFIX + channel) ?? Promise.resolve(),
      );
    }
    sockets.add(socket);
    mine.add(channel);
    // Answered once the channel's frames reach this process, as the server does.
    void following
      .get(channel)!
      .then(() => socket.send(JSON.stringify({ event: 'subscribed', payload: { channel } })));
  });
  socket.on('close', () => {
    for (const channel of mine) {
      const sockets = byChannel.get(channel);
      sockets?.delete(socket);
      if (sockets?.size === 0) {
        byChannel.delete(channel);
        following.delete(channel);
        void subscriber?.unsubscribe(REDIS_CHANNEL_PREFIX + channel).catch(() => {});
      }
    }
  });
  socket.on('error', () => socket.terminate());
});

server.on('listening', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});

process.on('SIGTERM', () => {
  for (const socket of server.clients) socket.terminate();
  server.close(() => {
    subscriber?.disconnect();
    process.exit(0);
  });
});
