import { randomUUID } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendRequests, friendships, notifications, users } from '../../db/schema';
import { systemClock } from '../../lib/clock';
import { signUp } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createAuthAnnouncer, setAccountStatus } from '../auth';
import { addPlayer, befriendDirectly, makeFriends, socialApi } from './social.test-helpers';

type Player = Awaited<ReturnType<typeof signUp>>;

/** The friendship states as the server enforces them (docs/ARCHITECTURE.md, Social). */
describe('friends', () => {
  let app: TestApp;
  let api: ReturnType<typeof socialApi>;
  const year = new Date().getUTCFullYear();
  const player = (name = 'Ada Lovelace', extra: Record<string, unknown> = {}) =>
    signUp(app, { name, ...extra });
  // Registered at 14: under 16 by the younger possible age.
  const minorPlayer = (name: string) =>
    signUp(app, { name, user_type: 'student', birth_year: year - 14, organization: null });

  beforeAll(async () => {
    app = await buildTestApp();
    api = socialApi(app);
  });
  afterAll(() => app.close());

  const db = () => app.database.db;
  const requestRows = (a: string, b: string) =>
    db()
      .select()
      .from(friendRequests)
      .where(
        or(
          and(eq(friendRequests.senderId, a), eq(friendRequests.receiverId, b)),
          and(eq(friendRequests.senderId, b), eq(friendRequests.receiverId, a)),
        ),
      );
  const friendshipRows = (a: string, b: string) =>
    db()
      .select()
      .from(friendships)
      .where(
        or(
          and(eq(friendships.userId, a), eq(friendships.friendId, b)),
          and(eq(friendships.userId, b), eq(friendships.friendId, a)),
        ),
      );
  const notificationsOf = (userId: string) =>
    db().select().from(notifications).where(eq(notifications.userId, userId));
  const relationshipOf = async (viewer: Player, other: Player) =>
    (await api.relationship(viewer.headers, other.user.id)).json().data.relationship as string;

  it('keeps a request waiting until it is accepted, then makes both friends and deletes it', async () => {
    const ada = await player('Ada Lovelace');
    const bob = await player('Bob Babbage');
    const asked = await api.request(ada.headers, bob.user.id);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toEqual({ user_id: bob.user.id, relationship: 'pending_sent' });
    expect(await relationshipOf(ada, bob)).toBe('pending_sent');
    expect(await relationshipOf(bob, ada)).toBe('pending_received');

    const bobs = (await api.get(bob.headers, '/friends/pending')).json().data;
    expect(bobs.sent).toEqual([]);
    expect(bobs.requests).toEqual([
      expect.objectContaining({
        follower_id: ada.user.id,
        user_id: bob.user.id,
        profile: { full_name: 'Ada Lovelace', avatar_url: null, experience_points: 0, level: 1 },
      }),
    ]);
    const adas = (await api.get(ada.headers, '/friends/pending')).json().data;
    expect(adas.requests).toEqual([]);
    expect(adas.sent).toEqual([
      expect.objectContaining({ follower_id: ada.user.id, user_id: bob.user.id }),
    ]);
    expect(adas.sent[0].profile.full_name).toBe('Bob Babbage');

    const accepted = await api.respond(bob.headers, ada.user.id, true);
    expect(accepted.json().data).toEqual({ user_id: ada.user.id, relationship: 'friends' });
    expect(await requestRows(ada.user.id, bob.user.id)).toEqual([]);
    expect(await friendshipRows(ada.user.id, bob.user.id)).toHaveLength(2);
    expect(await relationshipOf(ada, bob)).toBe('friends');

    // Repeated (a double click): already done, and nothing more is written.
    const again = await api.respond(bob.headers, ada.user.id, true);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.relationship).toBe('friends');
    const accepts = (await notificationsOf(ada.user.id)).filter(
      (row) => row.kind === 'friend_request_accepted',
    );
    expect(accepts).toEqual([expect.objectContaining({ actorId: bob.user.id })]);

    const list = (await api.get(ada.headers, '/friends')).json().data;
    expect(list.total).toBe(1);
    expect(list.friends).toEqual([
      {
        user_id: bob.user.id,
        name: 'Bob Babbage',
        full_name: 'Bob Babbage',
        avatar_url: null,
        level: 1,
        points: expect.any(Number),
        is_online: false,
        last_seen: null,
        became_friends_at: expect.any(String),
        challenges_won: 0,
      },
    ]);
  });

  it('answers a repeated request the same and stores and notifies it once', async () => {
    const ada = await player();
    const bob = await player();
    for (let i = 0; i < 3; i += 1) {
      const response = await api.request(ada.headers, bob.user.id);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.relationship).toBe('pending_sent');
    }
    expect(await requestRows(ada.user.id, bob.user.id)).toHaveLength(1);
    const received = await notificationsOf(bob.user.id);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ kind: 'friend_request_received', actorId: ada.user.id });
    // Asking a friend is answered the same way: nothing to do.
    await api.respond(bob.headers, ada.user.id, true);
    expect((await api.request(ada.headers, bob.user.id)).json().data.relationship).toBe('friends');
  });

  it('makes a crossed request a friendship at once and tells the first asker', async () => {
    const ada = await player();
    const bob = await player();
    await api.request(ada.headers, bob.user.id);
    const crossed = await api.request(bob.headers, ada.user.id);
    expect(crossed.statusCode).toBe(200);
    expect(crossed.json().data).toEqual({ user_id: ada.user.id, relationship: 'friends' });
    expect(await requestRows(ada.user.id, bob.user.id)).toEqual([]);
    expect(await friendshipRows(ada.user.id, bob.user.id)).toHaveLength(2);
    const adas = (await notificationsOf(ada.user.id)).filter(
      (row) => row.kind !== 'achievement_unlocked',
    );
    expect(adas).toEqual([
      expect.objectContaining({ kind: 'friend_request_accepted', actorId: bob.user.id }),
    ]);
    // Bob answered by asking: nothing tells him of his own acceptance.
    expect((await notificationsOf(bob.user.id)).map((row) => row.kind)).not.toContain(
      'friend_request_accepted',
    );
  });

  it('lets two requests crossing at the same moment end as one friendship', async () => {
    const ada = await player();
    const bob = await player();
    const answers = await Promise.all([
      api.request(ada.headers, bob.user.id),
      api.request(bob.headers, ada.user.id),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().data.relationship).sort()).toEqual([
      'friends',
      'pending_sent',
    ]);
    expect(await requestRows(ada.user.id, bob.user.id)).toEqual([]);
    expect(await friendshipRows(ada.user.id, bob.user.id)).toHaveLength(2);
  });

  it('stores one request for a burst of the same request, and lets a block racing an accept win', async () => {
    const ada = await player();
    const bob = await player();
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => api.request(ada.headers, bob.user.id)),
    );
    expect(burst.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await requestRows(ada.user.id, bob.user.id)).toHaveLength(1);
    expect(
      (await notificationsOf(bob.user.id)).filter((row) => row.kind === 'friend_request_received'),
    ).toHaveLength(1);

    // Whichever runs first, the block ends with no friendship and no request.
    await Promise.all([
      api.respond(bob.headers, ada.user.id, true),
      api.block(ada.headers, bob.user.id),
    ]);
    expect(await friendshipRows(ada.user.id, bob.user.id)).toEqual([]);
    expect(await requestRows(ada.user.id, bob.user.id)).toEqual([]);
    expect(await relationshipOf(ada, bob)).toBe('blocked');
  });

  it('declines by deleting the request; remove takes back a sent request or ends a friendship', async () => {
    const ada = await player();
    const bob = await player();
    await api.request(ada.headers, bob.user.id);
    const declined = await api.respond(bob.headers, ada.user.id, false);
    expect(declined.json().data).toEqual({ user_id: ada.user.id, relationship: 'none' });
    expect(await requestRows(ada.user.id, bob.user.id)).toEqual([]);
    expect((await api.respond(bob.headers, ada.user.id, true)).statusCode).toBe(404);

    await api.request(ada.headers, bob.user.id);
    // Only the sender takes a request back; the receiver declines it.
    expect((await api.remove(bob.headers, ada.user.id)).statusCode).toBe(404);
    const cancelled = await api.remove(ada.headers, bob.user.id);
    expect(cancelled.json().data).toEqual({ user_id: bob.user.id, relationship: 'none' });
    expect(await requestRows(ada.user.id, bob.user.id)).toEqual([]);

    await makeFriends(app, ada, bob);
    const ended = await api.remove(bob.headers, ada.user.id);
    expect(ended.json().data.relationship).toBe('none');
    expect(await friendshipRows(ada.user.id, bob.user.id)).toEqual([]);
    expect((await api.get(ada.headers, '/friends')).json().data).toEqual({ friends: [], total: 0 });
    expect((await api.remove(ada.headers, bob.user.id)).statusCode).toBe(404);
  });

  it('refuses a request to oneself (400 naming the field) and to no one, a disabled account, a hidden profile or a blocker (404)', async () => {
    const ada = await player();
    const self = await api.request(ada.headers, ada.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().details).toEqual([
      { field: 'body.user_id', message: 'You cannot send a friend request to yourself' },
    ]);
    // In the reader's language, from the catalogue.
    const spanish = await app.inject({
      method: 'POST',
      url: '/api/social/friends/request',
      headers: { ...ada.headers, 'accept-language': 'es' },
      payload: { user_id: ada.user.id },
    });
    expect(spanish.json().message).toBe('No puedes enviarte una solicitud de amistad a ti mismo');

    const banned = await player();
    await setAccountStatus(db(), banned.email, 'banned', {
      clock: systemClock,
      announce: createAuthAnnouncer(app.invalidation),
    });
    const hidden = await player();
    await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: hidden.headers,
      payload: { profile_hidden: true },
    });
    const blocker = await player();
    await api.block(blocker.headers, ada.user.id);
    for (const id of [randomUUID(), banned.user.id, hidden.user.id, blocker.user.id]) {
      const response = await api.request(ada.headers, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
    }
    // Nothing was stored for any of them.
    expect(
      await db().select().from(friendRequests).where(eq(friendRequests.senderId, ada.user.id)),
    ).toEqual([]);
  });

  it('blocking ends the friendship and the requests both ways, keeps the reason, and shuts the blocked player out', async () => {
    const ada = await player('Ada Blocker');
    const bob = await player('Bob Blocked');
    const asker = await player();
    const asked = await player();
    await makeFriends(app, ada, bob);
    await api.request(asker.headers, ada.user.id);
    await api.request(ada.headers, asked.user.id);

    const blocked = await api.block(ada.headers, bob.user.id, 'Rude in chat');
    expect(blocked.json().data).toEqual({ user_id: bob.user.id, relationship: 'blocked' });
    expect(await friendshipRows(ada.user.id, bob.user.id)).toEqual([]);
    await api.block(ada.headers, asker.user.id);
    await api.block(ada.headers, asked.user.id);
    expect(await requestRows(ada.user.id, asker.user.id)).toEqual([]);
    expect(await requestRows(ada.user.id, asked.user.id)).toEqual([]);

    const list = (await api.get(ada.headers, '/users/blocked')).json().data.blocked_users;
    expect(list).toHaveLength(3);
    expect(list.find((row: { blocked_id: string }) => row.blocked_id === bob.user.id)).toEqual({
      blocked_id: bob.user.id,
      created_at: expect.any(String),
      reason: 'Rude in chat',
      // Their points include the reward for their first friend.
      profile: {
        full_name: 'Bob Blocked',
        avatar_url: null,
        experience_points: expect.any(Number),
        level: 1,
      },
    });
    // The blocked player cannot ask, nor see where they stand; the blocker must unblock first.
    expect((await api.request(bob.headers, ada.user.id)).statusCode).toBe(404);
    expect((await api.relationship(bob.headers, ada.user.id)).statusCode).toBe(404);
    expect((await api.request(ada.headers, bob.user.id)).json()).toMatchObject({
      code: 'CONFLICT',
    });
    expect(await relationshipOf(ada, bob)).toBe('blocked');
    // The blocked player's own list is theirs: it does not show who blocked them.
    expect((await api.get(bob.headers, '/users/blocked')).json().data.blocked_users).toEqual([]);

    const unblocked = await api.unblock(ada.headers, bob.user.id);
    expect(unblocked.json().data).toEqual({ user_id: bob.user.id, relationship: 'none' });
    expect((await api.unblock(ada.headers, bob.user.id)).statusCode).toBe(404);
    expect((await api.request(bob.headers, ada.user.id)).statusCode).toBe(200);
  });

  it('blocks either way: a player blocked by both stays shut out until both unblock', async () => {
    const ada = await player();
    const bob = await player();
    await api.block(ada.headers, bob.user.id);
    // Bob cannot see that Ada blocked him, so blocking her back is allowed and stored.
    expect((await api.block(bob.headers, ada.user.id)).statusCode).toBe(200);
    await api.unblock(ada.headers, bob.user.id);
    expect((await api.request(ada.headers, bob.user.id)).statusCode).toBe(404);
    expect(await relationshipOf(bob, ada)).toBe('blocked');
    await api.unblock(bob.headers, ada.user.id);
    expect((await api.request(ada.headers, bob.user.id)).statusCode).toBe(200);
  });

  it("follows the receiver's setting: nobody, or only players with a friend in common", async () => {
    const ada = await player();
    const bob = await player();
    const carol = await player();
    expect((await api.get(ada.headers, '/settings')).json().data).toEqual({
      friend_requests_from: 'everyone',
      messages_from: 'friends',
      restricted_to_friends: false,
    });
    const nobody = await api.put(ada.headers, '/settings', { friend_requests_from: 'nobody' });
    expect(nobody.json().data.friend_requests_from).toBe('nobody');
    const refused = await api.request(bob.headers, ada.user.id);
    expect(refused.statusCode).toBe(403);
    expect((await api.relationship(bob.headers, ada.user.id)).json().data.can_request).toBe(false);

    await api.put(ada.headers, '/settings', { friend_requests_from: 'friends_of_friends' });
    expect((await api.get(ada.headers, '/settings')).json().data).toMatchObject({
      friend_requests_from: 'friends_of_friends',
      messages_from: 'friends',
    });
    expect((await api.request(bob.headers, ada.user.id)).statusCode).toBe(403);
    await makeFriends(app, ada, carol);
    await makeFriends(app, carol, bob);
    expect((await api.relationship(bob.headers, ada.user.id)).json().data.can_request).toBe(true);
    expect((await api.request(bob.headers, ada.user.id)).json().data.relationship).toBe(
      'pending_sent',
    );
    // Ada may always answer Bob: her own setting is about who asks her.
    await api.put(bob.headers, '/settings', { friend_requests_from: 'nobody' });
    expect((await api.respond(ada.headers, bob.user.id, true)).json().data.relationship).toBe(
      'friends',
    );

    const empty = await api.put(ada.headers, '/settings', {});
    expect(empty.statusCode).toBe(400);
    const bad = await api.put(ada.headers, '/settings', { friend_requests_from: 'strangers' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('body.friend_requests_from');
  });

  it('lets players under 16 hear only from friends', async () => {
    const adult = await player('Ada Adult');
    const minor = await minorPlayer('Bart Youngling');
    expect((await api.get(minor.headers, '/settings')).json().data.restricted_to_friends).toBe(
      true,
    );
    // Not found to a stranger, whatever the minor's setting says.
    expect((await api.request(adult.headers, minor.user.id)).statusCode).toBe(404);
    expect((await api.relationship(adult.headers, minor.user.id)).statusCode).toBe(404);
    // The minor may ask, and the adult may answer.
    expect((await api.request(minor.headers, adult.user.id)).statusCode).toBe(200);
    const pending = (await api.get(adult.headers, '/friends/pending')).json().data.requests;
    expect(pending[0].profile.full_name).toBe('Bart Y.');
    await api.respond(adult.headers, minor.user.id, true);
    expect((await api.relationship(adult.headers, minor.user.id)).json().data.relationship).toBe(
      'friends',
    );
    const [friend] = (await api.get(adult.headers, '/friends')).json().data.friends;
    // A friend still sees a minor by the short name only, without a picture.
    expect(friend).toMatchObject({ user_id: minor.user.id, name: 'Bart Y.', full_name: 'Bart Y.' });
    expect(friend.avatar_url).toBeNull();
  });

  it("shows a hidden friend's name to friends, and where they stand", async () => {
    const ada = await player('Ada Open');
    const hidden = await player('Hilda Hidden');
    await makeFriends(app, ada, hidden);
    await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: hidden.headers,
      payload: { profile_hidden: true },
    });
    const [friend] = (await api.get(ada.headers, '/friends')).json().data.friends;
    expect(friend.name).toBe('Hilda Hidden');
    expect((await api.relationship(ada.headers, hidden.user.id)).statusCode).toBe(200);
    await api.remove(ada.headers, hidden.user.id);
    expect((await api.relationship(ada.headers, hidden.user.id)).statusCode).toBe(404);
  });

  it('unlocks the friends achievements for both players when a friendship starts', async () => {
    const ada = await player();
    const bob = await player();
    const unlocked = async (who: Player) =>
      (
        (await app.inject({ method: 'GET', url: '/api/achievements', headers: who.headers })).json()
          .data.achievements as {
          id: string;
          user_progress: { is_unlocked: boolean; progress_value: number };
        }[]
      )
        .filter((a) => a.user_progress.is_unlocked)
        .map((a) => a.id);
    expect(await unlocked(ada)).not.toContain('friend-1');
    await makeFriends(app, ada, bob);
    expect(await unlocked(ada)).toContain('friend-1');
    expect(await unlocked(bob)).toContain('friend-1');
    expect(await notificationsOf(bob.user.id)).toContainEqual(
      expect.objectContaining({ kind: 'achievement_unlocked' }),
    );

    // Eight more (fixtures) make nine; the tenth comes through the API.
    for (let i = 0; i < 8; i += 1) await befriendDirectly(db(), ada.user.id, await addPlayer(db()));
    expect(await unlocked(ada)).not.toContain('friends-10');
    const tenth = await player();
    await makeFriends(app, tenth, ada);
    expect(await unlocked(ada)).toContain('friends-10');
    expect(await unlocked(tenth)).not.toContain('friends-10');
  });

  it('answers only about the caller: others’ ids leak nothing (access matrix)', async () => {
    const ada = await player();
    const bob = await player();
    const eve = await player();
    await api.request(ada.headers, bob.user.id);
    // Eve cannot answer, take back or end what is between Ada and Bob.
    expect((await api.respond(eve.headers, ada.user.id, true)).statusCode).toBe(404);
    expect((await api.remove(eve.headers, bob.user.id)).statusCode).toBe(404);
    expect((await api.unblock(eve.headers, ada.user.id)).statusCode).toBe(404);
    expect(await requestRows(ada.user.id, bob.user.id)).toHaveLength(1);
    // Lists are the caller's own.
    expect((await api.get(eve.headers, '/friends/pending')).json().data).toEqual({
      requests: [],
      sent: [],
    });

    const own = await api.relationship(ada.headers, ada.user.id);
    expect(own.statusCode).toBe(400);
    expect(own.json().details[0].field).toBe('params.userId');
    expect((await api.relationship(ada.headers, randomUUID())).statusCode).toBe(404);
    expect((await api.relationship(ada.headers, 'not-an-id')).statusCode).toBe(400);

    for (const [method, url] of [
      ['POST', '/friends/request'],
      ['POST', '/friends/respond'],
      ['GET', '/friends'],
      ['GET', '/friends/pending'],
      ['DELETE', '/friends/remove'],
      ['POST', '/users/block'],
      ['POST', '/users/unblock'],
      ['GET', '/users/blocked'],
      ['GET', '/users/search?query=a'],
      ['GET', '/users/browse'],
      ['POST', '/users/profile'],
      ['GET', `/users/${bob.user.id}/relationship`],
      ['GET', '/settings'],
      ['PUT', '/settings'],
    ] as const) {
      const response = await app.inject({ method, url: `/api/social${url}` });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('changes only the caller’s own display name, with their own email if one is sent', async () => {
    const ada = await player('Ada Lovelace');
    const bob = await player('Bob Babbage');
    await makeFriends(app, ada, bob);
    const other = await api.post(ada.headers, '/users/profile', {
      user_id: bob.user.id,
      full_name: 'Not Bob',
    });
    expect(other.statusCode).toBe(403);
    const wrongEmail = await api.post(ada.headers, '/users/profile', {
      user_id: ada.user.id,
      email: bob.email,
      full_name: 'Ada King',
    });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().details[0].field).toBe('body.email');
    const [row] = await db().select().from(users).where(eq(users.id, ada.user.id));
    expect(row!.fullName).toBe('Ada Lovelace');

    const renamed = await api.post(ada.headers, '/users/profile', {
      user_id: ada.user.id,
      email: ada.email.toUpperCase(),
      full_name: 'Ada King',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toEqual({
      user_id: ada.user.id,
      full_name: 'Ada King',
      name: 'Ada King',
    });
    const [friend] = (await api.get(bob.headers, '/friends')).json().data.friends;
    expect(friend.name).toBe('Ada King');
  });
});
