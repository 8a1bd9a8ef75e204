import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { REALTIME_PATH, type RealtimeServerMessage } from '@quizarena/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/client';
import { registrationBody } from './test/auth-helpers';
import { buildCategory, buildQuestions, buildTopic } from './test/factories';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { createScratchDatabase } from './test/scratch-database';
import {
  TEST_ORIGIN,
  collectFor,
  connect,
  refusedHandshake,
  subscribe,
  type TestSocket,
} from './test/socket-helpers';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
/** The key prefix server.ts uses (it has no setting for it): every instance on a Redis shares it. */
const REDIS_PREFIX = 'qa:';
const LEADERBOARD_CHANNEL = 'leaderboard:global:update';

type Player = { id: string; email: string; headers: { authorization: string } };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `done` holds for its answer, or fails with the last answer. */
async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`still not as expected after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

/** A JSON request to a server process; fails unless it answers `status`. */
async function call(
  server: ServerProcess,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown; status?: number } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely
): Promise<any> {
  const response = await fetch(server.baseUrl + url, {
    method,
    headers: {
      ...options.headers,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const status = options.status ?? 200;
  if (response.status !== status)
    throw new Error(`${method} ${url}: expected ${status}, got ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** The token of the newest mail with a link to `email` in a process's outbox (DATA_DIR/outbox). */
async function mailedToken(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const link = await eventually(
    async () => {
      const names = await readdir(outbox).catch(() => [] as string[]);
      const mails = await Promise.all(
        names
          .filter((name) => name.endsWith('.json'))
          .sort()
          .map(
            async (name) =>
              JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as {
                to: string;
                link?: string;
              },
          ),
      );
      return mails.reverse().find((mail) => mail.to === email && mail.link)?.link;
    },
    (found) => found !== undefined,
  );
  return new URL(link!).searchParams.get('token')!;
}

/** Registers on `server`, verifies with the mailed link, and signs in: all over HTTP. */
async function signUp(server: ServerProcess, dataDir: string, name: string): Promise<Player> {
  const body = registrationBody({ name });
  await call(server, 'POST', '/api/auth/register', { body, status: 201 });
  const token = await mailedToken(dataDir, body.email);
  await call(server, 'POST', '/api/auth/verify-email', { body: { token } });
  const signedIn = await call(server, 'POST', '/api/auth/login', {
    body: { email: body.email, password: body.password },
  });
  return {
    id: signedIn.user.id as string,
    email: body.email,
    headers: { authorization: `Bearer ${signedIn.accessToken as string}` },
  };
}

async function ticketFrom(server: ServerProcess, player: Player): Promise<string> {
  const answer = await call(server, 'POST', '/api/realtime/ticket', { headers: player.headers });
  return answer.data.ticket as string;
}

function onlineStatus(server: ServerProcess, player: Player) {
  return call(server, 'GET', '/api/social/users/online-status', { headers: player.headers }).then(
    (answer) =>
      answer.data as { user_id: string; is_online: boolean; visible: boolean; last_seen: string },
  );
}

/** Plays a whole practice quiz on `server` (any answers will do) and completes it. */
async function playQuiz(server: ServerProcess, player: Player, topicId: string): Promise<void> {
  const headers = player.headers;
  const started = await call(server, 'POST', '/api/games/session', {
    headers,
    body: { topic_id: topicId },
    status: 201,
  });
  const session = started.data.session as { id: string; total_questions: number };
  for (let index = 0; index < session.total_questions; index += 1) {
    const next = await call(server, 'POST', `/api/games/session/${session.id}/next`, { headers });
    const question = next.data.question as { id: string; options: { id: string }[] };
    await call(server, 'POST', `/api/games/session/${session.id}/answer`, {
      headers,
      body: { question_id: question.id, selected_option: question.options[0]!.id },
    });
  }
  await call(server, 'POST', '/api/quiz/complete', { headers, body: { session_id: session.id } });
}

const onChannel = (channel: string) => (message: RealtimeServerMessage) =>
  message.event === 'message' && message.payload.channel === channel;

/**
 * Takes this run's players back out of the shared Redis: their places on the cached rankings
 * (the database behind them is dropped) and their mail counters. Presence and tickets clean up
 * after themselves (a clean stop, single use and a TTL).
 */
async function forgetPlayersInRedis(url: string, players: Player[]): Promise<void> {
  if (players.length === 0) return;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    const scan = async (match: string) => {
      const keys: string[] = [];
      for await (const batch of client.scanStream({ match, count: 500 }))
        keys.push(...(batch as string[]));
      return keys;
    };
    const rankings = await scan(`${REDIS_PREFIX}lb:*`);
    const types = await Promise.all(rankings.map((key) => client.type(key)));
    const ids = players.map((player) => player.id);
    for (const [index, key] of rankings.entries())
      if (types[index] === 'zset') await client.zrem(key, ...ids);
    const counters = (await scan(`${REDIS_PREFIX}throttle:*`)).filter((key) =>
      players.some((player) => key.includes(player.email)),
    );
    if (counters.length > 0) await client.del(...counters);
  } finally {
    client.disconnect();
  }
}

describe.runIf(databaseUrl && redisUrl)('two server instances sharing PostgreSQL and Redis', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let database: Database | undefined;
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  const sockets: TestSocket[] = [];
  const players: Player[] = [];
  let one: ServerProcess;
  let two: ServerProcess;
  let alice: Player;
  let bob: Player;
  let topicId: string;
  /** Alice's socket on instance 1 and Bob's on instance 2, opened by the ticket test. */
  let aliceOnOne: TestSocket;
  let bobOnTwo: TestSocket;

  beforeAll(async () => {
    scratch = await createScratchDatabase(databaseUrl!, 'quizarena_instances');
    const start = async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-instance-'));
      dataDirs.push(dataDir);
      const server = await startServerProcess({
        NODE_ENV: 'test',
        DATABASE_URL: scratch!.url,
        REDIS_URL: redisUrl!,
        // Not required outside production, but both instances must sign and accept the same
        // access tokens.
        JWT_SECRET: 'instances-test-secret-'.padEnd(48, 'x'),
        PUBLIC_URL: TEST_ORIGIN,
        SEED_QUESTION_BANK: 'false',
        // The start-up line that names the port is an info line.
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
      });
      servers.push(server);
      return { server, dataDir };
    };
    // Both start at once on an empty database: migrations take turns through their lock.
    const [first, second] = await Promise.all([start(), start()]);
    one = first.server;
    two = second.server;

    database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
    const category = await buildCategory(database.db);
    const topic = await buildTopic(database.db, category.id);
    await buildQuestions(database.db, topic.id, 10);
    topicId = topic.id;

    alice = await signUp(one, first.dataDir, 'Alice Instance');
    players.push(alice);
    bob = await signUp(two, second.dataDir, 'Bob Instance');
    players.push(bob);
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    const codes = await Promise.all(servers.map((server) => server.stop()));
    try {
      await database?.close();
      await scratch?.drop();
    } finally {
      await forgetPlayersInRedis(redisUrl!, players);
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
    // Clean stops: each instance also took its presence out of Redis on the way.
    expect(codes).toEqual(servers.map(() => 0));
  }, 60_000);

  const open = async (server: ServerProcess, ticket: string) => {
    const socket = await connect(server.host, ticket);
    sockets.push(socket);
    return socket;
  };

  it('redeems a ticket issued by one instance on the other, and only once', async () => {
    const ticket = await ticketFrom(one, bob);
    bobOnTwo = await open(two, ticket);
    expect(bobOnTwo.messages[0]).toMatchObject({
      event: 'connected',
      payload: { user_id: bob.id },
    });

    const again = await refusedHandshake(
      `ws://${one.host}${REALTIME_PATH}?ticket=${encodeURIComponent(ticket)}`,
      { origin: TEST_ORIGIN },
    );
    expect(again.status).toBe(401);
    expect(JSON.parse(again.body)).toMatchObject({ code: 'INVALID_TOKEN' });

    aliceOnOne = await open(one, await ticketFrom(two, alice));
    expect(aliceOnOne.messages[0]).toMatchObject({
      event: 'connected',
      payload: { user_id: alice.id },
    });
  });

  it('delivers a quiz completed on one instance to subscribers on both', async () => {
    const aliceAchievements = `achievements:${alice.id}:unlocked`;
    // The global board is shared with anything else on this Redis; the topic's board is ours.
    const topicBoard = `leaderboard:topic_${topicId}:update`;
    // Alice has a second tab, on the other instance.
    const aliceOnTwo = await open(two, await ticketFrom(two, alice));
    for (const socket of [aliceOnOne, bobOnTwo])
      for (const channel of [LEADERBOARD_CHANNEL, topicBoard])
        expect(await subscribe(socket, channel)).toMatchObject({
          event: 'subscribed',
          payload: { channel },
        });
    for (const socket of [aliceOnOne, aliceOnTwo])
      expect(await subscribe(socket, aliceAchievements)).toMatchObject({
        event: 'subscribed',
        payload: { channel: aliceAchievements },
      });
    expect(await subscribe(bobOnTwo, aliceAchievements)).toMatchObject({
      event: 'error',
      payload: { code: 'FORBIDDEN', channel: aliceAchievements },
    });

    await playQuiz(one, alice, topicId);

    const [topicForBob, topicForAlice] = await Promise.all([
      bobOnTwo.waitFor(onChannel(topicBoard)),
      aliceOnOne.waitFor(onChannel(topicBoard)),
    ]);
    expect(topicForBob).toEqual(topicForAlice);
    const { updated_at: updatedAt } = (topicForBob.payload as { data: { updated_at: string } })
      .data;
    expect(topicForBob.payload).toMatchObject({ data: { scope: `topic_${topicId}` } });
    // The same flush announced the global board (other servers on this Redis may announce it
    // too, at other times).
    const ourGlobal = (message: RealtimeServerMessage) =>
      onChannel(LEADERBOARD_CHANNEL)(message) &&
      (message.payload as { data: { updated_at: string } }).data.updated_at === updatedAt;
    const [globalForBob, globalForAlice] = await Promise.all([
      bobOnTwo.waitFor(ourGlobal),
      aliceOnOne.waitFor(ourGlobal),
    ]);
    expect(globalForBob).toEqual(globalForAlice);
    expect(globalForBob.payload).toMatchObject({ data: { scope: 'global' } });

    const firstQuiz = (message: RealtimeServerMessage) =>
      onChannel(aliceAchievements)(message) &&
      (message.payload as { data: { achievement_id: string } }).data.achievement_id ===
        'first-quiz';
    const [onOne, onTwo] = await Promise.all([
      aliceOnOne.waitFor(firstQuiz),
      aliceOnTwo.waitFor(firstQuiz),
    ]);
    expect(onOne).toEqual(onTwo);
    expect(onOne.payload).toMatchObject({ data: { title: 'First Steps', points_reward: 10 } });

    // One completion: one coalesced update per socket, each frame delivered once.
    await collectFor(bobOnTwo, 1_500, () => true);
    for (const socket of [aliceOnOne, bobOnTwo])
      expect(socket.messages.filter(onChannel(topicBoard))).toHaveLength(1);
    for (const socket of [aliceOnOne, aliceOnTwo])
      expect(socket.messages.filter(firstQuiz)).toHaveLength(1);
    // Bob was refused Alice's achievements, so none of them reached him.
    expect(bobOnTwo.messages.filter(onChannel(aliceAchievements))).toEqual([]);

    aliceOnTwo.ws.close();
    await aliceOnTwo.closed;
  });

  it('shares presence, and an instance that stops takes its sockets offline at once', async () => {
    // Bob is connected to instance 2 only, Alice to instance 1 only.
    expect(await onlineStatus(one, bob)).toMatchObject({
      user_id: bob.id,
      is_online: true,
      visible: true,
    });
    expect(await onlineStatus(two, alice)).toMatchObject({ user_id: alice.id, is_online: true });

    const stoppedAt = Date.now();
    const [closed, code] = await Promise.all([bobOnTwo.closed, two.stop('SIGTERM')]);
    expect(closed.code).toBe(1001);
    expect(code).toBe(0);

    const status = await eventually(
      () => onlineStatus(one, bob),
      (value) => !value.is_online,
    );
    expect(status).toMatchObject({ user_id: bob.id, is_online: false, visible: true });
    expect(status.last_seen).not.toBeNull();
    expect(Date.parse(status.last_seen)).toBeGreaterThanOrEqual(stoppedAt);
    // Alice's socket was on the instance that stayed.
    expect(await onlineStatus(one, alice)).toMatchObject({ is_online: true });
  }, 30_000);
});
