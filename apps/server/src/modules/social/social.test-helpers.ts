import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { friendships, users, userStats } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';
import type { Headers } from '../../test/quiz-helpers';
import { inTransaction, postMovement } from '../scoring';

/** A bare account straight in the table (no sign-up): found by others, never signed in. */
export async function addPlayer(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { points?: number; gamesPlayed?: number } = {},
): Promise<string> {
  const { points, gamesPlayed, ...columns } = overrides;
  const email = `social-${randomUUID()}@example.com`;
  const [row] = await db
    .insert(users)
    .values({ email, emailNormalized: email, fullName: 'Player', birthYear: 1990, ...columns })
    .returning({ id: users.id });
  const id = row!.id;
  if (points) {
    await inTransaction(db, (tx) =>
      postMovement(tx, {
        key: `test:${randomUUID()}`,
        kind: 'test_reward',
        legs: [
          { account: { system: 'rewards' }, amount: -points },
          { account: { userId: id }, amount: points },
        ],
      }),
    );
  }
  if (gamesPlayed) await db.insert(userStats).values({ userId: id, gamesPlayed });
  return id;
}

/** Makes two players friends without the request flow (a fixture, not the rule). */
export async function befriendDirectly(db: Db, a: string, b: string, at = new Date()) {
  await db.insert(friendships).values([
    { userId: a, friendId: b, createdAt: at },
    { userId: b, friendId: a, createdAt: at },
  ]);
}

/** The social calls as a client makes them. */
export function socialApi(app: TestApp) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string) =>
    function (headers: Headers | undefined, payload?: Record<string, unknown>) {
      return app.inject({
        method,
        url: `/api/social${url}`,
        ...(headers ? { headers } : {}),
        ...(payload ? { payload } : {}),
      });
    };
  return {
    request: (headers: Headers, userId: string) =>
      send('POST', '/friends/request')(headers, { user_id: userId }),
    respond: (headers: Headers, userId: string, accept: boolean) =>
      send('POST', '/friends/respond')(headers, { user_id: userId, accept }),
    remove: (headers: Headers, userId: string) =>
      send('DELETE', '/friends/remove')(headers, { user_id: userId }),
    block: (headers: Headers, userId: string, reason?: string) =>
      send('POST', '/users/block')(headers, { user_id: userId, ...(reason ? { reason } : {}) }),
    unblock: (headers: Headers, userId: string) =>
      send('POST', '/users/unblock')(headers, { user_id: userId }),
    get: (headers: Headers | undefined, path: string) => send('GET', path)(headers),
    put: (headers: Headers, path: string, payload: Record<string, unknown>) =>
      send('PUT', path)(headers, payload),
    post: (headers: Headers, path: string, payload: Record<string, unknown>) =>
      send('POST', path)(headers, payload),
    relationship: (headers: Headers | undefined, userId: string) =>
      send('GET', `/users/${userId}/relationship`)(headers),
  };
}

/** Two players who become friends through the API: `a` asks, `b` accepts. */
export async function makeFriends(
  app: TestApp,
  a: { headers: Headers; user: { id: string } },
  b: { headers: Headers; user: { id: string } },
) {
  const api = socialApi(app);
  const asked = await api.request(a.headers, b.user.id);
  if (asked.statusCode !== 200) throw new Error(`request failed: ${asked.body}`);
  const accepted = await api.respond(b.headers, a.user.id, true);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
}
