import type { Message } from '@quizarena/contracts';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { friendships, socialSettings, userBlocks } from '../../db/schema';
import {
  signIn,
  signInWithCode,
  signUp,
  signUpStaff,
  type TestAuthenticator,
} from '../../test/auth-helpers';
import type { TestApp } from '../../test/build-test-app';

// No friends routes exist on this branch's server yet: tests write the social module's rows
// the way its routes will.

/** Makes two players friends (a row each way, as accepting a request does). */
export async function befriend(db: Db, a: string, b: string): Promise<void> {
  await db
    .insert(friendships)
    .values([
      { userId: a, friendId: b },
      { userId: b, friendId: a },
    ])
    .onConflictDoNothing();
}

/** `blocker` blocks `blocked`, which ends a friendship, as the block route does. */
export async function block(db: Db, blocker: string, blocked: string): Promise<void> {
  await db
    .delete(friendships)
    .where(
      or(
        and(eq(friendships.userId, blocker), eq(friendships.friendId, blocked)),
        and(eq(friendships.userId, blocked), eq(friendships.friendId, blocker)),
      ),
    );
  await db.insert(userBlocks).values({ blockerId: blocker, blockedId: blocked });
}

export async function unblock(db: Db, blocker: string, blocked: string): Promise<void> {
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blocker), eq(userBlocks.blockedId, blocked)));
}

/** The player takes messages from everyone, not only friends. */
export async function openToEveryone(db: Db, userId: string): Promise<void> {
  await db.insert(socialSettings).values({ userId, messagesFrom: 'everyone' });
}

export type Player = {
  id: string;
  name: string;
  email: string;
  password: string;
  headers: { authorization: string };
  /** A staff member's authenticator app (see `staffPlayer`). */
  otp?: TestAuthenticator;
};

/** A signed-up, signed-in player. */
export async function player(
  app: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<Player> {
  const name = (overrides.name as string | undefined) ?? 'Ada Lovelace';
  return asPlayer(name, await signUp(app, { name, ...overrides }));
}

function asPlayer(
  name: string,
  signed: Omit<Player, 'id' | 'name'> & { user: { id: string } },
): Player {
  return {
    id: signed.user.id,
    name,
    email: signed.email,
    password: signed.password,
    headers: signed.headers,
    ...(signed.otp ? { otp: signed.otp } : {}),
  };
}

/** Signs the player in again (a test clock moved past their access token's life). */
export async function signInAgain(app: TestApp, who: Player): Promise<void> {
  who.headers = (
    who.otp
      ? await signInWithCode(app, who.email, who.password, who.otp.code())
      : await signIn(app, who.email, who.password)
  ).headers;
}

/** A staff member (an ADMIN_EMAILS address is an admin) signed in with the second factor. */
export async function staffPlayer(
  app: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<Player> {
  const name = (overrides.name as string | undefined) ?? 'Ada Lovelace';
  return asPlayer(name, await signUpStaff(app, { name, ...overrides }));
}

/** A JSON call as a player; answers the status and the parsed body. */
export async function call(
  app: TestApp,
  who: Player | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely in tests
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const response = await app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: response.statusCode,
    body: response.body ? response.json() : undefined,
    headers: response.headers,
  };
}

/** Opens (or finds) the direct conversation of two players; answers its id. */
export async function directBetween(app: TestApp, from: Player, to: Player): Promise<string> {
  const opened = await call(app, from, 'POST', '/api/social/conversations', {
    participant_ids: [to.id],
  });
  if (opened.status !== 201 && opened.status !== 200)
    throw new Error(`open failed: ${JSON.stringify(opened.body)}`);
  return opened.body.data.conversation.id as string;
}

/** Sends a text message; fails unless it is stored. */
export async function send(
  app: TestApp,
  from: Player,
  conversationId: string,
  content: string,
  extra: Record<string, unknown> = {},
) {
  const sent = await call(app, from, 'POST', '/api/social/messages', {
    conversation_id: conversationId,
    content,
    ...extra,
  });
  if (sent.status !== 201) throw new Error(`send failed: ${JSON.stringify(sent.body)}`);
  return sent.body.data.message as Message;
}
