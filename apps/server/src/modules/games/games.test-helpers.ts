import { randomUUID } from 'node:crypto';
import {
  gameFrameSchema,
  inboxEventSchema,
  type PlayerResponse,
  type RealtimeServerMessage,
} from '@quizarena/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { openSocket, subscribe } from '../../test/socket-helpers';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { inTransaction, postMovement } from '../scoring';
import * as engine from './engine/game-engine';

/** A waiting two-to-four-player classic game of `questions` questions, option a right in each. */
export function classicGame(input: {
  id: string;
  hostId: string;
  questions: number;
  powerUps?: boolean;
}) {
  return engine.newGame({
    id: input.id,
    hostId: input.hostId,
    settings: {
      mode: 'classic',
      secondsPerQuestion: 15,
      maxPlayers: 4,
      minPlayers: 2,
      powerUpsEnabled: input.powerUps ?? true,
      honourAccommodations: false,
    },
    questions: Array.from({ length: input.questions }, (_, n) => ({
      id: `q${n}`,
      text: `Question ${n}?`,
      type: 'single' as const,
      options: ['a', 'b', 'c', 'd'].map((o) => ({ id: `q${n}-${o}`, text: o })),
      correctOptionId: `q${n}-a`,
      answerKey: null,
      explanation: null,
      difficulty: 'beginner',
      points: 100,
    })),
  });
}

/** A player holding `points`, paid in from the rewards account. */
export async function fundedPlayer(db: Db, points: number): Promise<string> {
  const email = `game-${randomUUID()}@example.com`;
  const [row] = await db
    .insert(users)
    .values({ email, emailNormalized: email, fullName: 'Player' })
    .returning({ id: users.id });
  const userId = row!.id;
  if (points > 0) {
    await inTransaction(db, (tx) =>
      postMovement(tx, {
        key: `test-grant:${userId}`,
        kind: 'test_grant',
        legs: [
          { account: { system: 'rewards' }, amount: -points },
          { account: { userId }, amount: points },
        ],
      }),
    );
  }
  return userId;
}

/** What the escrow account holds for one game (or tournament): its entries naming it. */
export async function escrowFor(db: Db, gameId: string): Promise<number> {
  const result = (await db.execute(sql`
    select coalesce(sum(e.amount), 0)::int as held
    from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id
    join ledger_accounts a on a.id = e.account_id
    where a.code = 'escrow' and t.reference = ${gameId}`)) as unknown as {
    rows: { held: number }[];
  };
  return result.rows[0]!.held;
}

/** Timers a test runs by hand: `due(now)` answers the next task due by then, taken off the list. */
export function handScheduler() {
  const tasks: { at: number; work: () => void; cancelled: boolean }[] = [];
  return {
    schedule(at: number, work: () => void) {
      const task = { at, work, cancelled: false };
      tasks.push(task);
      return { cancel: () => (task.cancelled = true) };
    },
    due(now: number) {
      const task = tasks
        .filter((candidate) => !candidate.cancelled && candidate.at <= now)
        .sort((a, b) => a.at - b.at)[0];
      if (task) task.cancelled = true;
      return task;
    },
    pending: () => tasks.filter((task) => !task.cancelled),
  };
}

/** Gives an existing player `points` from the rewards account (a test grant). */
export async function grantPoints(db: Db, userId: string, points: number): Promise<void> {
  await inTransaction(db, (tx) =>
    postMovement(tx, {
      key: `test-grant:${userId}:${randomUUID()}`,
      kind: 'test_grant',
      legs: [
        { account: { system: 'rewards' }, amount: -points },
        { account: { userId }, amount: points },
      ],
    }),
  );
}

/** A category with a topic of `questions` beginner questions (option b right in each). */
export async function topicWithQuestions(db: Db, questions: number) {
  const category = await buildCategory(db);
  const topic = await buildTopic(db, category.id);
  await buildQuestions(db, topic.id, questions);
  return { categoryId: category.id, topicId: topic.id };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frames are read loosely here
export type Loose = any;

/** A player's socket on a game: its channel and their inbox, frames read by the contract. */
export async function gameSocket(
  app: TestApp,
  host: string,
  who: { id: string; headers: { authorization: string } },
  gameId: string,
) {
  const socket = await openSocket(app, host, who.headers);
  const channel = `game_session:${gameId}:game_update`;
  const inbox = `user:${who.id}:inbox`;
  expect(await subscribe(socket, inbox)).toMatchObject({ event: 'subscribed' });
  const subscribed = await subscribe(socket, channel);
  const onChannel = (
    message: RealtimeServerMessage,
    event: string,
    match: (data: Loose) => boolean,
  ) =>
    message.event === 'message' &&
    message.payload.channel === channel &&
    gameFrameSchema.parse(message.payload.data).event === event &&
    match((message.payload.data as Loose).data);
  const inInbox = (
    message: RealtimeServerMessage,
    event: string,
    match: (data: Loose) => boolean,
  ) => {
    if (message.event !== 'message' || message.payload.channel !== inbox) return false;
    const parsed = inboxEventSchema.parse(message.payload.data);
    return parsed.type === 'game' && parsed.frame.event === event && match(parsed.frame.data);
  };
  return {
    socket,
    subscribed,
    command(data: unknown, ref?: string) {
      socket.send({ event: 'broadcast', payload: { channel, data, ...(ref ? { ref } : {}) } });
    },
    /**
     * The data of the first frame `event` on the game's channel that matches (waiting up to
     * `timeoutMs`: a classic game's next question comes after its review pause).
     */
    async frame(
      event: string,
      match: (data: Loose) => boolean = () => true,
      timeoutMs?: number,
    ): Promise<Loose> {
      const found = await socket.waitFor((message) => onChannel(message, event, match), timeoutMs);
      return found.event === 'message' ? (found.payload.data as Loose).data : undefined;
    },
    /** The data of the first frame `event` for this player alone that matches. */
    async mine(event: string, match: (data: Loose) => boolean = () => true): Promise<Loose> {
      const found = await socket.waitFor((message) => inInbox(message, event, match));
      return found.event === 'message' ? (found.payload.data as Loose).frame.data : undefined;
    },
    /** Every frame `event` received so far for this player alone. */
    allMine: (event: string) =>
      socket.messages.filter((message) => inInbox(message, event, () => true)),
    close: () => socket.ws.close(),
  };
}

/** A finished game's places once its settlement has landed (it runs after the last frame). */
export async function settledResults(
  app: TestApp,
  who: { headers: { authorization: string } },
  gameId: string,
): Promise<Loose[]> {
  for (let tries = 0; tries < 100; tries += 1) {
    const read = await app.inject({
      method: 'GET',
      url: `/api/game-sessions/${gameId}`,
      headers: who.headers,
    });
    const results = (read.json() as Loose).data.results as Loose[] | null;
    if (results) return results;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`game ${gameId} was not settled`);
}

/** A choice of one option as an answer sends it; null lets the question go. */
export const pick = (optionId: string | null): PlayerResponse | null =>
  optionId === null ? null : { option_id: optionId };
