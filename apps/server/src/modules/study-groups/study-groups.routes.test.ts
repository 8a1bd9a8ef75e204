import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hideProfile } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, player, send, type Player } from '../messages/messages.test-helpers';
import type { Loose } from '../games/games.test-helpers';

async function create(app: TestApp, who: Player, body: Record<string, unknown> = {}) {
  const made = await call(app, who, 'POST', '/api/study-groups', { name: 'Algebra Club', ...body });
  if (made.status !== 201) throw new Error(`create failed: ${JSON.stringify(made.body)}`);
  return made.body.data.group as Loose;
}

const join = (app: TestApp, who: Player, id: string, body: Record<string, unknown> = {}) =>
  call(app, who, 'POST', `/api/study-groups/${id}/join`, body);
const manage = (app: TestApp, who: Player, id: string, body: Record<string, unknown>) =>
  call(app, who, 'POST', `/api/study-groups/${id}/manage`, body);

/** The user ids in the group's chat, as its owner reads the conversation. */
async function chatIds(app: TestApp, owner: Player, conversationId: string): Promise<string[]> {
  const read = await call(app, owner, 'GET', `/api/social/conversations/${conversationId}`);
  return (read.body.data.conversation.participants as Loose[]).map((one) => one.user_id).sort();
}

describe('study groups', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('creates a public group whose creator owns it and its chat; anyone joins at once', async () => {
    const ada = await player(app, { name: 'Ada Owner' });
    const bob = await player(app, { name: 'Bob Member' });
    const group = await create(app, ada, { tags: ['math', 'Math', 'algebra'] });
    expect(group).toMatchObject({
      name: 'Algebra Club',
      type: 'public',
      tags: ['Math', 'algebra'],
      current_members: 1,
      my_role: 'owner',
      owner: { user_id: ada.id, name: 'Ada Owner' },
      invite_code: null,
      status: 'inactive',
      avg_rating: null,
    });
    expect(group.conversation_id).toEqual(expect.any(String));
    const joined = await join(app, bob, group.id);
    expect(joined.status).toBe(200);
    expect(joined.body.data).toMatchObject({
      status: 'joined',
      group: { current_members: 2, my_role: 'member', conversation_id: group.conversation_id },
    });
    expect(await chatIds(app, ada, group.conversation_id)).toEqual([ada.id, bob.id].sort());
    expect((await join(app, bob, group.id)).status).toBe(409);
    // A chat message makes it active.
    await send(app, bob, group.conversation_id, 'hello group');
    const read = await call(app, bob, 'GET', `/api/study-groups/${group.id}`);
    expect(read.body.data.group.status).toBe('active');
  });

  it('lets only the owner change or delete it, and never below its members', async () => {
    const ada = await player(app, { name: 'Ada Owner' });
    const bob = await player(app, { name: 'Bob Member' });
    const carl = await player(app, { name: 'Carl Member' });
    const group = await create(app, ada, { max_members: 5 });
    await join(app, bob, group.id);
    await join(app, carl, group.id);
    const url = `/api/study-groups/${group.id}`;
    expect((await call(app, bob, 'PUT', url, { name: 'Taken over' })).status).toBe(403);
    const below = await call(app, ada, 'PUT', url, { max_members: 2 });
    expect(below.status).toBe(409);
    expect(below.body.details[0].field).toBe('body.max_members');
    const renamed = await call(app, ada, 'PUT', url, { name: 'Geometry Club' });
    expect(renamed.body.data.group.name).toBe('Geometry Club');
    const conversation = await call(
      app,
      ada,
      'GET',
      `/api/social/conversations/${group.conversation_id}`,
    );
    expect(conversation.body.data.conversation.name).toBe('Geometry Club');
    expect((await call(app, bob, 'DELETE', url)).status).toBe(403);
    expect((await call(app, ada, 'DELETE', url)).status).toBe(200);
    expect((await call(app, ada, 'GET', url)).status).toBe(404);
    expect(
      (await call(app, ada, 'GET', `/api/social/conversations/${group.conversation_id}`)).status,
    ).toBe(404);
  });

  it('refuses a full group with a clear message', async () => {
    const ada = await player(app);
    const bob = await player(app);
    const carl = await player(app);
    const group = await create(app, ada, { max_members: 2 });
    await join(app, bob, group.id);
    const full = await join(app, carl, group.id);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('This study group is full');
  });

  it('takes requests to a private group, which its moderators approve or reject', async () => {
    const ada = await player(app, { name: 'Ada Owner' });
    const mod = await player(app, { name: 'Mo Moderator' });
    const bob = await player(app, { name: 'Bob Asker' });
    const eve = await player(app, { name: 'Eve Asker' });
    const stranger = await player(app, { name: 'Sid Stranger' });
    const group = await create(app, ada, { type: 'private' });
    const asked = await join(app, mod, group.id, { join_message: 'please' });
    expect(asked.body.data).toMatchObject({
      status: 'requested',
      group: { my_role: null, my_request_pending: true, conversation_id: null },
    });
    const notes = await call(app, ada, 'GET', '/api/social/notifications');
    expect(notes.body.data.notifications[0]).toMatchObject({
      kind: 'study_group_join_request',
      data: { group_id: group.id, group_name: 'Algebra Club' },
    });
    expect((await manage(app, ada, group.id, { action: 'approve', user_id: mod.id })).status).toBe(
      200,
    );
    const approvedNote = await call(app, mod, 'GET', '/api/social/notifications');
    // Approval, and joining a first group unlocks its achievement (study_groups_joined).
    expect(approvedNote.body.data.notifications.map((one: Loose) => one.kind)).toEqual(
      expect.arrayContaining(['study_group_request_approved', 'achievement_unlocked']),
    );
    await manage(app, ada, group.id, { action: 'promote', user_id: mod.id });

    await join(app, bob, group.id, { join_message: 'me too' });
    await join(app, eve, group.id);
    const members = await call(app, mod, 'GET', `/api/study-groups/${group.id}/members`);
    expect(members.body.data.requests.map((one: Loose) => one.user_id).sort()).toEqual(
      [bob.id, eve.id].sort(),
    );
    expect((await manage(app, mod, group.id, { action: 'approve', user_id: bob.id })).status).toBe(
      200,
    );
    expect((await manage(app, mod, group.id, { action: 'reject', user_id: eve.id })).status).toBe(
      200,
    );
    expect((await manage(app, mod, group.id, { action: 'approve', user_id: eve.id })).status).toBe(
      404,
    );
    // A member cannot manage; a moderator cannot take the owner's actions.
    expect((await manage(app, bob, group.id, { action: 'remove', user_id: mod.id })).status).toBe(
      403,
    );
    expect((await manage(app, mod, group.id, { action: 'promote', user_id: bob.id })).status).toBe(
      403,
    );
    // A stranger sees the card but not the members, nor the chat.
    expect((await call(app, stranger, 'GET', `/api/study-groups/${group.id}`)).status).toBe(200);
    expect((await call(app, stranger, 'GET', `/api/study-groups/${group.id}/members`)).status).toBe(
      404,
    );
    expect(
      (await call(app, stranger, 'GET', `/api/social/conversations/${group.conversation_id}`))
        .status,
    ).toBe(404);
    const plain = await call(app, bob, 'GET', `/api/study-groups/${group.id}/members`);
    expect(plain.body.data.requests).toEqual([]);
    expect(await chatIds(app, ada, group.conversation_id)).toEqual([ada.id, mod.id, bob.id].sort());
  });

  it('lets an invite-only group be joined with its code, which a reset replaces', async () => {
    const ada = await player(app);
    const bob = await player(app);
    const carl = await player(app);
    const group = await create(app, ada, { type: 'invite_only' });
    expect(group.invite_code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await call(app, bob, 'GET', `/api/study-groups/${group.id}`)).status).toBe(404);
    const listed = await call(app, bob, 'GET', '/api/study-groups?search=Algebra');
    expect(listed.body.data.groups.map((one: Loose) => one.id)).not.toContain(group.id);
    const viaLink = await call(app, bob, 'GET', `/api/study-group-invites/${group.invite_code}`);
    expect(viaLink.body.data.group).toMatchObject({ id: group.id, invite_code: null });
    const wrong = await join(app, bob, group.id, { invite_code: 'nope' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.details[0].field).toBe('body.invite_code');
    expect((await join(app, bob, group.id, { invite_code: group.invite_code })).status).toBe(200);
    const reset = await manage(app, ada, group.id, { action: 'reset_invite' });
    expect(reset.body.data.group.invite_code).not.toBe(group.invite_code);
    expect(
      (await call(app, carl, 'GET', `/api/study-group-invites/${group.invite_code}`)).status,
    ).toBe(404);
    expect((await join(app, carl, group.id, { invite_code: group.invite_code })).status).toBe(403);
    expect((await manage(app, bob, group.id, { action: 'reset_invite' })).status).toBe(403);
  });

  it('refuses the owner leaving until ownership is transferred; remove keeps the chat in step', async () => {
    const ada = await player(app);
    const bob = await player(app);
    const carl = await player(app);
    const group = await create(app, ada);
    await join(app, bob, group.id);
    await join(app, carl, group.id);
    const refused = await call(app, ada, 'POST', `/api/study-groups/${group.id}/leave`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Transfer ownership before leaving');
    expect(
      (await manage(app, ada, group.id, { action: 'remove', user_id: crypto.randomUUID() })).status,
    ).toBe(404);
    await manage(app, ada, group.id, { action: 'remove', user_id: carl.id });
    expect(await chatIds(app, ada, group.conversation_id)).toEqual([ada.id, bob.id].sort());
    const moved = await manage(app, ada, group.id, {
      action: 'transfer_ownership',
      user_id: bob.id,
    });
    expect(moved.body.data.group).toMatchObject({
      my_role: 'moderator',
      owner: { user_id: bob.id },
    });
    const conversation = await call(
      app,
      bob,
      'GET',
      `/api/social/conversations/${group.conversation_id}`,
    );
    const roles = Object.fromEntries(
      (conversation.body.data.conversation.participants as Loose[]).map((one) => [
        one.user_id,
        one.role,
      ]),
    );
    expect(roles).toMatchObject({ [bob.id]: 'owner', [ada.id]: 'admin' });
    expect((await call(app, ada, 'POST', `/api/study-groups/${group.id}/leave`)).status).toBe(200);
    expect(await chatIds(app, bob, group.conversation_id)).toEqual([bob.id]);
  });

  it('refuses direct membership edits of a group chat through the conversations API', async () => {
    const ada = await player(app);
    const bob = await player(app);
    const group = await create(app, ada);
    await join(app, bob, group.id);
    const base = `/api/social/conversations/${group.conversation_id}`;
    expect((await call(app, ada, 'DELETE', `${base}/members/${bob.id}`)).status).toBe(409);
    expect((await call(app, bob, 'DELETE', `${base}/members/${bob.id}`)).status).toBe(409);
    expect((await call(app, ada, 'PUT', base, { name: 'Renamed' })).status).toBe(409);
    expect(
      (await call(app, ada, 'PUT', `${base}/members/${bob.id}`, { role: 'admin' })).status,
    ).toBe(409);
    expect(
      (await call(app, ada, 'POST', `${base}/members`, { user_ids: [crypto.randomUUID()] })).status,
    ).toBe(409);
  });

  it('averages members’ ratings (one each, changeable) and keeps shared resources', async () => {
    const ada = await player(app);
    const bob = await player(app);
    const stranger = await player(app);
    const group = await create(app, ada);
    await join(app, bob, group.id);
    const rate = (who: Player, rating: number) =>
      call(app, who, 'POST', `/api/study-groups/${group.id}/rating`, { rating });
    await rate(ada, 5);
    await rate(bob, 2);
    const changed = await rate(bob, 4);
    expect(changed.body.data.group).toMatchObject({
      avg_rating: 4.5,
      rating_count: 2,
      my_rating: 4,
    });
    expect((await rate(stranger, 5)).status).toBe(403);
    const bad = await rate(bob, 6);
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('body.rating');

    const url = `/api/study-groups/${group.id}/resources`;
    const added = await call(app, bob, 'POST', url, {
      title: 'Notes',
      url: 'https://example.com/notes',
    });
    expect(added.status).toBe(201);
    const resource = added.body.data.resources[0];
    expect(resource).toMatchObject({ kind: 'link', title: 'Notes', added_by: { user_id: bob.id } });
    expect((await call(app, stranger, 'GET', url)).status).toBe(403);
    const badLink = await call(app, bob, 'POST', url, { title: 'x', url: 'javascript:alert(1)' });
    expect(badLink.status).toBe(400);
    expect(
      (await call(app, bob, 'POST', url, { title: 'File', attachment_id: crypto.randomUUID() }))
        .body.details[0].field,
    ).toBe('body.attachment_id');
    expect((await call(app, ada, 'DELETE', `${url}/${resource.id}`)).status).toBe(200);
    expect((await call(app, ada, 'GET', url)).body.data.resources).toEqual([]);
  });

  it('tells every moderator of a request, and shows minors and hidden profiles by the identity rule', async () => {
    const ada = await player(app, { name: 'Ada Owner' });
    const mo = await player(app, { name: 'Mo Moderator' });
    const kim = await player(app, { name: 'Kim Young', user_type: 'student', birth_year: 2012 });
    const hal = await player(app, { name: 'Hal Hidden' });
    await hideProfile(app, hal.headers);
    const group = await create(app, ada, { type: 'private' });
    await join(app, mo, group.id);
    await manage(app, ada, group.id, { action: 'approve', user_id: mo.id });
    await manage(app, ada, group.id, { action: 'promote', user_id: mo.id });
    await join(app, kim, group.id, { join_message: 'hi' });
    for (const manager of [ada, mo]) {
      const notes = await call(app, manager, 'GET', '/api/social/notifications');
      expect(
        (notes.body.data.notifications as Loose[]).filter(
          (one) => one.kind === 'study_group_join_request' && one.data.group_id === group.id,
        ),
      ).not.toEqual([]);
    }
    await manage(app, mo, group.id, { action: 'approve', user_id: kim.id });
    await join(app, hal, group.id);
    await manage(app, mo, group.id, { action: 'approve', user_id: hal.id });

    const names = async (viewer: Player) => {
      const read = await call(app, viewer, 'GET', `/api/study-groups/${group.id}/members`);
      return new Map((read.body.data.members as Loose[]).map((one) => [one.user_id, one] as const));
    };
    const seen = await names(mo);
    expect(seen.get(kim.id)).toMatchObject({ name: 'Kim Y.', avatar_url: null });
    expect(seen.get(hal.id)).toMatchObject({ name: 'Hidden player', avatar_url: null });
    // Each sees themself in full.
    expect((await names(kim)).get(kim.id)).toMatchObject({ name: 'Kim Young' });
  });

  it('lists Discover and My Groups with filters, and names fields of bad input', async () => {
    const ada = await player(app);
    const bob = await player(app);
    const mine = await create(app, ada, { name: 'Quantum Readers', difficulty_level: 'advanced' });
    await create(app, bob, { name: 'Quantum Beginners' });
    const found = await call(app, ada, 'GET', '/api/study-groups?search=quantum');
    expect(found.body.data.total).toBe(2);
    const hard = await call(
      app,
      ada,
      'GET',
      '/api/study-groups?search=quantum&difficulty_level=advanced',
    );
    expect(hard.body.data.groups.map((one: Loose) => one.id)).toEqual([mine.id]);
    const my = await call(app, bob, 'GET', '/api/study-groups?my_groups=true&search=quantum');
    expect(my.body.data.groups.map((one: Loose) => one.name)).toEqual(['Quantum Beginners']);
    const short = await call(app, ada, 'POST', '/api/study-groups', { name: 'ab' });
    expect(short.status).toBe(400);
    expect(short.body.details[0].field).toBe('body.name');
    const type = await call(app, ada, 'POST', '/api/study-groups', { name: 'abc', type: 'secret' });
    expect(type.body.details[0].field).toBe('body.type');
  });
});
