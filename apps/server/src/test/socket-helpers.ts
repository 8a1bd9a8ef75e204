import type { AddressInfo } from 'node:net';
import { WebSocket, type ClientOptions } from 'ws';
import {
  REALTIME_PATH,
  realtimeServerMessageSchema,
  type RealtimeServerMessage,
} from '@quizarena/contracts';
import { afterAll, beforeAll } from 'vitest';
import {
  buildTestApp,
  buildTestInstances,
  type TestApp,
  type TestAppOptions,
} from './build-test-app';
import type { Headers } from './quiz-helpers';

/** The origin buildTestApp's PUBLIC_URL allows. */
export const TEST_ORIGIN = 'http://localhost:3000';

/** Starts the test app on a loopback port (sockets need a real server); answers host:port. */
export async function listen(app: TestApp): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * For a describe block: a test app on a loopback port, built before its tests and closed after
 * them. Read `app` and `host` inside the tests (they exist once the suite has started).
 */
export function listeningSuiteApp(options: TestAppOptions = {}): {
  readonly app: TestApp;
  readonly host: string;
} {
  let app: TestApp | undefined;
  let host = '';
  beforeAll(async () => {
    app = await buildTestApp(options);
    host = await listen(app);
  });
  afterAll(() => app?.close());
  return {
    get app() {
      return app!;
    },
    get host() {
      return host;
    },
  };
}

/**
 * Two instances sharing one database and Redis, each listening, for the suite: what a test of
 * behaviour across instances behind a load balancer needs.
 */
export function listeningInstances(): {
  readonly first: TestApp;
  readonly second: TestApp;
  readonly firstHost: string;
  readonly secondHost: string;
} {
  let apps: [TestApp, TestApp] | undefined;
  const hosts = ['', ''];
  beforeAll(async () => {
    apps = await buildTestInstances();
    hosts[0] = await listen(apps[0]);
    hosts[1] = await listen(apps[1]);
  });
  afterAll(async () => {
    await apps?.[1].close();
    await apps?.[0].close();
  });
  return {
    get first() {
      return apps![0];
    },
    get second() {
      return apps![1];
    },
    get firstHost() {
      return hosts[0]!;
    },
    get secondHost() {
      return hosts[1]!;
    },
  };
}

export async function ticketFor(app: TestApp, headers: Headers): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/realtime/ticket', headers });
  if (response.statusCode !== 200) throw new Error(`ticket failed: ${response.body}`);
  return response.json().data.ticket as string;
}

export type TestSocket = {
  ws: WebSocket;
  /** Every server message so far, parsed and checked against the contract. */
  messages: RealtimeServerMessage[];
  /** The first message (already received or still to come) that matches. */
  waitFor(
    match: (message: RealtimeServerMessage) => boolean,
    timeoutMs?: number,
  ): Promise<RealtimeServerMessage>;
  send(message: unknown): void;
  /** Resolves with the close code and reason, whoever closed. */
  closed: Promise<{ code: number; reason: string }>;
};

/** Opens a socket with a ticket and waits for the server's `connected`. */
export async function connect(
  host: string,
  ticket: string,
  options: ClientOptions & { origin?: string } = {},
): Promise<TestSocket> {
  const ws = new WebSocket(`ws://${host}${REALTIME_PATH}?ticket=${encodeURIComponent(ticket)}`, {
    origin: TEST_ORIGIN,
    ...options,
  });
  const messages: RealtimeServerMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(realtimeServerMessageSchema.parse(JSON.parse(data.toString())));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const socket: TestSocket = {
    ws,
    messages,
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    send(message) {
      ws.send(typeof message === 'string' ? message : JSON.stringify(message));
    },
    closed,
  };
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  await socket.waitFor((message) => message.event === 'connected');
  return socket;
}

/** A ticket, then a socket: what the web client does. */
export async function openSocket(
  app: TestApp,
  host: string,
  headers: Headers,
  options: ClientOptions & { origin?: string } = {},
): Promise<TestSocket> {
  return connect(host, await ticketFor(app, headers), options);
}

/** A handshake the server must refuse: answers the HTTP status and body it refused with. */
export function refusedHandshake(
  url: string,
  options: ClientOptions & { origin?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, options);
    ws.on('open', () => {
      ws.close();
      reject(new Error('the handshake was accepted'));
    });
    ws.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    ws.on('error', () => {});
  });
}

/** Subscribes and answers the server's reply (subscribed or error) to that request. */
export async function subscribe(
  socket: TestSocket,
  channel: string,
): Promise<RealtimeServerMessage> {
  const ref = `sub-${Math.random().toString(36).slice(2)}`;
  socket.send({ event: 'subscribe', payload: { channel, ref } });
  return socket.waitFor(
    (message) =>
      (message.event === 'subscribed' || message.event === 'error') && message.payload.ref === ref,
  );
}

/** Waits `ms` and answers the messages that arrived meanwhile and match. */
export async function collectFor(
  socket: TestSocket,
  ms: number,
  match: (message: RealtimeServerMessage) => boolean,
): Promise<RealtimeServerMessage[]> {
  const before = socket.messages.length;
  await new Promise((resolve) => setTimeout(resolve, ms));
  return socket.messages.slice(before).filter(match);
}
