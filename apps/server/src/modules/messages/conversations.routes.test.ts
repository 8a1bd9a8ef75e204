import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAchievements } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  befriend,
  block,
  call,
  directBetween,
  openToEveryone,
  player,
  send,
  unblock,
  type Player,
} from './messages.test-helpers';

const minorBirthYear = () => new Date().getUTCFullYear() - 14;

describe('conversations', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const db = () => app.database.db;
  const friends = async (...names: string[]) => {
    const people = await Promise.all(names.map((name) => player(app, { name })));
    for (const [i, a] of people.entries())
      for (const b of people.slice(i + 1)) await befriend(db(), a.id, b.id);
    return people;
  };

  describe('direct', () => {
    it('is one per pair: opening it again, from either side, answers the same one with 200', async () => {
      const [ada, bob] = await friends('Ada Lovelace', 'Bob Builder');
      const first = await call(app, ada!, 'POST', '/api/social/conversations', {
        participant_ids: [bob!.id],
      });
      expect(first.status).toBe(201);
      const conversation = first.body.data.conversation;
      expect(conversation).toMatchObject({
        is_group: false,
        name: null,
        my_role: 'member',
        is_request: false,
        awaiting_acceptance: false,
        unread_count: 0,
        last_message: null,
      });
      expect(
        conversation.participants.map((p: { full_name: string }) => p.full_name).sort(),
      ).toEqual(['Ada Lovelace', 'Bob Builder']);
      for (const [who, other] of [
        [ada!, bob!],
        [bob!, ada!],
      ] as const) {
        const again = await call(app, who, 'POST', '/api/social/conversations', {
          participant_ids: [other.id],
        });
        expect(again.status).toBe(200);
        expect(again.body.data.conversation.id).toBe(conversation.id);
      }
    });

    it('refuses yourself alone and several people without is_group, naming the field', async () => {
      const [ada, bob, cy] = await friends('Ada A', 'Bob B', 'Cy C');
      const alone = await call(app, ada!, 'POST', '/api/social/conversations', {
        participant_ids: [ada!.id],
      });
      expect(alone.status).toBe(400);
      expect(alone.body.details[0].field).toBe('body.participant_ids');
      const several = await call(app, ada!, 'POST', '/api/social/conversations', {
        participant_ids: [bob!.id, cy!.id],
      });
      expect(several.status).toBe(400);
      expect(several.body.details[0].field).toBe('body.is_group');
    });

    it('is not found, with everything in it, by anyone who is not in it', async () => {
      const [ada, bob] = await friends('Ada A', 'Bob B');
      const stranger = await player(app, { name: 'Eve Stranger' });
      const id = await directBetween(app, ada!, bob!);
      const message = await send(app, ada!, id, 'hello Bob');
      const attempts = [
        call(app, stranger, 'GET', `/api/social/conversations/${id}`),
        call(app, stranger, 'GET', `/api/social/conversations/${id}/messages`),
        call(app, stranger, 'POST', '/api/social/messages', {
          conversation_id: id,
          content: 'let me in',
        }),
        call(app, stranger, 'PATCH', `/api/social/conversations/${id}/settings`, {
          is_muted: true,
        }),
        call(app, stranger, 'POST', `/api/social/conversations/${id}/read`, {
          up_to_message_id: message.id,
        }),
        call(app, stranger, 'POST', `/api/social/conversations/${id}/delivered`, {}),
        call(app, stranger, 'POST', `/api/social/conversations/${id}/accept`),
        call(app, stranger, 'PUT', `/api/social/conversations/${id}`, { name: 'Mine' }),
        call(app, stranger, 'POST', `/api/social/conversations/${id}/members`, {
          user_ids: [stranger.id],
        }),
        call(app, stranger, 'DELETE', `/api/social/conversations/${id}/members/${ada!.id}`),
        call(app, stranger, 'PUT', `/api/social/conversations/${id}/members/${ada!.id}`, {
          role: 'admin',
        }),
      ];
      for (const answer of await Promise.all(attempts)) {
        expect(answer.status).toBe(404);
        expect(answer.body.code).toBe('NOT_FOUND');
        expect(JSON.stringify(answer.body)).not.toContain('hello Bob');
      }
      const list = await call(app, stranger, 'GET', '/api/social/conversations');
      expect(list.body.data).toMatchObject({ conversations: [], total: 0, unread_total: 0 });
      // The same answer as a conversation that does not exist at all.
      const unknown = await call(
        app,
        stranger,
        'GET',
        '/api/social/conversations/00000000-0000-4000-8000-000000000000',
      );
      expect(unknown).toMatchObject({ status: 404, body: { message: 'Conversation not found' } });
    });

    it('stops sending both ways when one blocks the other mid-conversation, and keeps the history', async () => {
      const [ada, bob] = await friends('Ada A', 'Bob B');
      const id = await directBetween(app, ada!, bob!);
      await send(app, ada!, id, 'before the block');
      await send(app, bob!, id, 'a reply');
      await block(db(), bob!.id, ada!.id);
      for (const who of [ada!, bob!]) {
        const refused = await call(app, who, 'POST', '/api/social/messages', {
          conversation_id: id,
          content: 'after the block',
        });
        expect(refused.status).toBe(403);
        // The words are the same either way: they do not say who blocked whom.
        expect(refused.body.message).toBe('You cannot send messages to this player');
      }
      const inSpanish = await app.inject({
        method: 'POST',
        url: '/api/social/messages',
        headers: { ...ada!.headers, 'accept-language': 'es' },
        payload: { conversation_id: id, content: 'hola' },
      });
      expect(inSpanish.json().message).toBe('No puedes enviar mensajes a este jugador');
      const history = await call(app, ada!, 'GET', `/api/social/conversations/${id}/messages`);
      expect(history.body.data.messages.map((m: { content: string }) => m.content)).toEqual([
        'before the block',
        'a reply',
      ]);
      await unblock(db(), bob!.id, ada!.id);
      await befriend(db(), ada!.id, bob!.id);
      await send(app, ada!, id, 'after the unblock');
    });

    it('keeps a block from leaking: the blocked one is told not found, the blocker is told their own block', async () => {
      const ada = await player(app, { name: 'Ada A' });
      const bob = await player(app, { name: 'Bob B' });
      await openToEveryone(db(), ada.id);
      await openToEveryone(db(), bob.id);
      await block(db(), bob.id, ada.id);
      const blocked = await call(app, ada, 'POST', '/api/social/conversations', {
        participant_ids: [bob.id],
      });
      expect(blocked).toMatchObject({ status: 404, body: { message: 'User not found' } });
      const unknown = await call(app, ada, 'POST', '/api/social/conversations', {
        participant_ids: ['00000000-0000-4000-8000-000000000000'],
      });
      expect(unknown).toMatchObject({ status: 404, body: { message: 'User not found' } });
      const blocker = await call(app, bob, 'POST', '/api/social/conversations', {
        participant_ids: [ada.id],
      });
      expect(blocker.status).toBe(403);
    });

    it('lets a stranger send one message request, then nothing until it is accepted', async () => {
      const ada = await player(app, { name: 'Ada A' });
      const bob = await player(app, { name: 'Bob B' });
      const id = await directBetween(app, ada, bob);
      const mine = await call(app, ada, 'GET', `/api/social/conversations/${id}`);
      expect(mine.body.data.conversation).toMatchObject({
        is_request: false,
        awaiting_acceptance: true,
      });
      await send(app, ada, id, 'Hi, we met at the quiz night');
      const second = await call(app, ada, 'POST', '/api/social/messages', {
        conversation_id: id,
        content: 'Hello?',
      });
      expect(second.status).toBe(403);
      expect(second.body.message).toMatch(/not been accepted/);

      const theirs = await call(app, bob, 'GET', `/api/social/conversations/${id}`);
      expect(theirs.body.data.conversation).toMatchObject({
        is_request: true,
        awaiting_acceptance: false,
        unread_count: 1,
      });
      const early = await call(app, bob, 'POST', '/api/social/messages', {
        conversation_id: id,
        content: 'Who is this?',
      });
      expect(early.status).toBe(403);

      const accepted = await call(app, bob, 'POST', `/api/social/conversations/${id}/accept`);
      expect(accepted.status).toBe(200);
      expect(accepted.body.data.conversation.is_request).toBe(false);
      await send(app, ada, id, 'Thanks!');
      await send(app, ada, id, 'And again');
      await send(app, bob, id, 'You are welcome');
    });

    it('refuses a possible minor to strangers (not found) and takes messages from their friends', async () => {
      const kid = await player(app, {
        name: 'Bart Young',
        user_type: 'student',
        birth_year: minorBirthYear(),
      });
      await openToEveryone(db(), kid.id);
      const stranger = await player(app, { name: 'Eve Stranger' });
      const refused = await call(app, stranger, 'POST', '/api/social/conversations', {
        participant_ids: [kid.id],
      });
      expect(refused).toMatchObject({ status: 404, body: { message: 'User not found' } });

      const friend = await player(app, { name: 'Ada Friend' });
      await befriend(db(), kid.id, friend.id);
      const id = await directBetween(app, friend, kid);
      // Others see a possible minor by the short name and without a picture.
      const seen = await call(app, friend, 'GET', `/api/social/conversations/${id}`);
      const shown = seen.body.data.conversation.participants.find(
        (p: { user_id: string }) => p.user_id === kid.id,
      );
      expect(shown).toMatchObject({ full_name: 'Bart Y.', avatar_url: null });
      const own = await call(app, kid, 'GET', `/api/social/conversations/${id}`);
      expect(own.body.data.conversation.filter_enabled).toBe(true);
      const off = await call(app, kid, 'PATCH', `/api/social/conversations/${id}/settings`, {
        filter_enabled: false,
      });
      expect(off.status).toBe(403);
    });

    it('cannot be left, only archived', async () => {
      const [ada, bob] = await friends('Ada A', 'Bob B');
      const id = await directBetween(app, ada!, bob!);
      const leave = await call(
        app,
        ada!,
        'DELETE',
        `/api/social/conversations/${id}/members/${ada!.id}`,
      );
      expect(leave.status).toBe(400);
      expect(leave.body.details[0].field).toBe('params.userId');
      const rename = await call(app, ada!, 'PUT', `/api/social/conversations/${id}`, {
        name: 'Us',
      });
      expect(rename.status).toBe(403);
    });
  });

  describe('groups', () => {
    const create = (owner: Player, members: Player[], name = 'Study buddies') =>
      call(app, owner, 'POST', '/api/social/conversations', {
        participant_ids: members.map((member) => member.id),
        is_group: true,
        name,
        description: 'Physics revision',
      });
    const roles = (conversation: {
      participants: { user_id: string; role: string }[];
    }): Record<string, string> =>
      Object.fromEntries(conversation.participants.map((p) => [p.user_id, p.role]));
    const thread = async (who: Player, id: string) =>
      (await call(app, who, 'GET', `/api/social/conversations/${id}/messages`)).body.data
        .messages as { content: string; message_type: string; metadata: unknown }[];

    it('takes friends of the creator only, makes the creator its owner, and unlocks Group Chat for everyone in it', async () => {
      const [owner, friend] = await friends('Olga Owner', 'Fred Friend');
      const stranger = await player(app, { name: 'Sam Stranger' });
      const refused = await create(owner!, [friend!, stranger]);
      expect(refused.status).toBe(400);
      expect(refused.body.details[0]).toMatchObject({
        field: 'body.participant_ids',
        message: 'Only your friends can be added to a group',
      });
      const noName = await call(app, owner!, 'POST', '/api/social/conversations', {
        participant_ids: [friend!.id],
        is_group: true,
      });
      expect(noName.status).toBe(400);

      const created = await create(owner!, [friend!]);
      expect(created.status).toBe(201);
      const group = created.body.data.conversation;
      expect(group).toMatchObject({
        is_group: true,
        name: 'Study buddies',
        description: 'Physics revision',
        my_role: 'owner',
      });
      expect(roles(group)).toEqual({ [owner!.id]: 'owner', [friend!.id]: 'member' });
      for (const who of [owner!, friend!]) {
        const unlocked = await db()
          .select({ id: userAchievements.achievementId, at: userAchievements.unlockedAt })
          .from(userAchievements)
          .where(eq(userAchievements.userId, who.id));
        expect(unlocked.find((row) => row.id === 'group-chat')?.at).toBeInstanceOf(Date);
      }
    });

    it('lets the owner set roles, admins add their own friends and remove members only, and members neither', async () => {
      const [owner, admin, member] = await friends('Olga Owner', 'Adam Admin', 'Mia Member');
      const adminsFriend = await player(app, { name: 'Nina New' });
      await befriend(db(), admin!.id, adminsFriend.id);
      const ownersOnlyFriend = await player(app, { name: 'Otto Other' });
      await befriend(db(), owner!.id, ownersOnlyFriend.id);
      const id = (await create(owner!, [admin!, member!])).body.data.conversation.id;

      const byMember = await call(
        app,
        member!,
        'PUT',
        `/api/social/conversations/${id}/members/${admin!.id}`,
        {
          role: 'admin',
        },
      );
      expect(byMember.status).toBe(403);
      const promoted = await call(
        app,
        owner!,
        'PUT',
        `/api/social/conversations/${id}/members/${admin!.id}`,
        {
          role: 'admin',
        },
      );
      expect(roles(promoted.body.data.conversation)[admin!.id]).toBe('admin');

      const memberAdds = await call(
        app,
        member!,
        'POST',
        `/api/social/conversations/${id}/members`,
        {
          user_ids: [adminsFriend.id],
        },
      );
      expect(memberAdds.status).toBe(403);
      const notTheAddersFriend = await call(
        app,
        admin!,
        'POST',
        `/api/social/conversations/${id}/members`,
        {
          user_ids: [ownersOnlyFriend.id],
        },
      );
      expect(notTheAddersFriend.status).toBe(400);
      const added = await call(app, admin!, 'POST', `/api/social/conversations/${id}/members`, {
        user_ids: [adminsFriend.id],
      });
      expect(added.status).toBe(200);
      expect(roles(added.body.data.conversation)[adminsFriend.id]).toBe('member');
      // The new member reads from when they joined: their own joining line, nothing earlier.
      expect((await thread(adminsFriend, id)).map((m) => m.content)).toEqual([
        'Nina New joined the conversation',
      ]);

      const adminRemovesOwner = await call(
        app,
        admin!,
        'DELETE',
        `/api/social/conversations/${id}/members/${owner!.id}`,
      );
      expect(adminRemovesOwner.status).toBe(403);
      const memberRemoves = await call(
        app,
        member!,
        'DELETE',
        `/api/social/conversations/${id}/members/${adminsFriend.id}`,
      );
      expect(memberRemoves.status).toBe(403);
      const removed = await call(
        app,
        admin!,
        'DELETE',
        `/api/social/conversations/${id}/members/${adminsFriend.id}`,
      );
      expect(removed.status).toBe(200);
      expect(roles(removed.body.data.conversation)[adminsFriend.id]).toBeUndefined();
      const gone = await call(app, adminsFriend, 'GET', `/api/social/conversations/${id}`);
      expect(gone.status).toBe(404);
    });

    it('lets anyone leave; the owner leaving hands the group to the oldest admin, the last one out ends it', async () => {
      const [owner, first, second] = await friends('Olga Owner', 'Fay First', 'Sid Second');
      const id = (await create(owner!, [first!, second!])).body.data.conversation.id;
      await call(app, owner!, 'PUT', `/api/social/conversations/${id}/members/${second!.id}`, {
        role: 'admin',
      });
      const left = await call(
        app,
        owner!,
        'DELETE',
        `/api/social/conversations/${id}/members/${owner!.id}`,
      );
      expect(left).toMatchObject({
        status: 200,
        body: { data: { left: true, conversation_id: id } },
      });
      const after = await call(app, first!, 'GET', `/api/social/conversations/${id}`);
      // The admin is the heir even though the member is as old in the group.
      expect(roles(after.body.data.conversation)).toEqual({
        [first!.id]: 'member',
        [second!.id]: 'owner',
      });
      const lines = await thread(first!, id);
      expect(lines.at(-1)).toMatchObject({
        content: 'Olga Owner left the conversation',
        message_type: 'system',
        metadata: { system: { event: 'left', user_id: owner!.id, name: 'Olga Owner' } },
      });

      await call(app, second!, 'DELETE', `/api/social/conversations/${id}/members/${second!.id}`);
      const heir = await call(app, first!, 'GET', `/api/social/conversations/${id}`);
      expect(heir.body.data.conversation.my_role).toBe('owner');
      await call(app, first!, 'DELETE', `/api/social/conversations/${id}/members/${first!.id}`);
      expect((await call(app, first!, 'GET', `/api/social/conversations/${id}`)).status).toBe(404);
    });

    it('is renamed by its owner and admins only, with a system line', async () => {
      const [owner, member] = await friends('Olga Owner', 'Mia Member');
      const id = (await create(owner!, [member!])).body.data.conversation.id;
      const byMember = await call(app, member!, 'PUT', `/api/social/conversations/${id}`, {
        name: 'Mine now',
      });
      expect(byMember.status).toBe(403);
      const renamed = await call(app, owner!, 'PUT', `/api/social/conversations/${id}`, {
        name: 'Exam crew',
        description: null,
      });
      expect(renamed.body.data.conversation).toMatchObject({
        name: 'Exam crew',
        description: null,
      });
      expect((await thread(member!, id)).at(-1)).toMatchObject({
        content: 'The group was renamed "Exam crew"',
        message_type: 'system',
      });
      // The list's summary carries the event too, for a client to word the line itself.
      const shown = await call(app, member!, 'GET', `/api/social/conversations/${id}`);
      expect(shown.body.data.conversation.last_message).toMatchObject({
        message_type: 'system',
        metadata: { system: { event: 'renamed', user_id: null, name: 'Exam crew' } },
      });
      const badPicture = await call(app, owner!, 'PUT', `/api/social/conversations/${id}`, {
        avatar_url: 'https://example.com/cat.png',
      });
      expect(badPicture.status).toBe(400);
      expect(badPicture.body.details[0].field).toBe('body.avatar_url');
    });
  });

  describe('the list', () => {
    it('sorts pinned first, then the latest message; searches names; keeps archived ones apart; counts unread except muted', async () => {
      const [me, ann, ben, cat] = await friends('Mo Me', 'Ann Archer', 'Ben Baker', 'Cat Cooper');
      const withAnn = await directBetween(app, me!, ann!);
      const withBen = await directBetween(app, me!, ben!);
      const withCat = await directBetween(app, me!, cat!);
      const group = (
        await call(app, me!, 'POST', '/api/social/conversations', {
          participant_ids: [ann!.id, ben!.id],
          is_group: true,
          name: 'Chess club',
        })
      ).body.data.conversation.id;
      await send(app, ann!, withAnn, 'one');
      await send(app, ben!, withBen, 'two');
      await send(app, ben!, withBen, 'three');
      await send(app, cat!, withCat, 'four');
      await send(app, ann!, group, 'five');

      const list = async (query = '') =>
        (await call(app, me!, 'GET', `/api/social/conversations${query}`)).body.data;
      const ids = (data: { conversations: { id: string }[] }) =>
        data.conversations.map((conversation) => conversation.id);

      expect(ids(await list())).toEqual([group, withCat, withBen, withAnn]);
      await call(app, me!, 'PATCH', `/api/social/conversations/${withAnn}/settings`, {
        is_pinned: true,
      });
      await call(app, me!, 'PATCH', `/api/social/conversations/${withCat}/settings`, {
        is_muted: true,
      });
      const pinned = await list();
      expect(ids(pinned)).toEqual([withAnn, group, withCat, withBen]);
      expect(pinned).toMatchObject({ total: 4, unread_total: 4 });
      expect(pinned.conversations[0]).toMatchObject({ is_pinned: true, unread_count: 1 });

      expect(ids(await list('?search=cooper'))).toEqual([withCat]);
      expect(ids(await list('?search=baker'))).toEqual([group, withBen]);
      expect(ids(await list('?search=ann'))).toEqual([withAnn, group]);
      expect(ids(await list('?search=chess'))).toEqual([group]);
      expect(ids(await list('?search=100%25'))).toEqual([]);

      await call(app, me!, 'PATCH', `/api/social/conversations/${withBen}/settings`, {
        is_archived: true,
      });
      expect(ids(await list())).toEqual([withAnn, group, withCat]);
      const archived = await list('?archived=true');
      expect(ids(archived)).toEqual([withBen]);
      expect(archived.conversations[0]).toMatchObject({
        is_archived: true,
        last_message: { content: 'three', is_read: false },
      });
      // Unread counts everything not muted, archived included.
      expect(archived.unread_total).toBe(4);

      const paged = await list('?limit=2&offset=1');
      expect(ids(paged)).toEqual([group, withCat]);
      expect(paged.total).toBe(3);
    });

    it('finds a possible minor by first name only', async () => {
      const [me] = await friends('Mo Me');
      const kid = await player(app, {
        name: 'Bart Simpson',
        user_type: 'student',
        birth_year: minorBirthYear(),
      });
      await befriend(db(), me!.id, kid.id);
      const id = await directBetween(app, me!, kid);
      const search = async (text: string) =>
        (
          await call(app, me!, 'GET', `/api/social/conversations?search=${text}`)
        ).body.data.conversations.map((conversation: { id: string }) => conversation.id);
      expect(await search('bart')).toEqual([id]);
      expect(await search('simpson')).toEqual([]);
    });
  });
});
