import { neutralName } from '@quizarena/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, games, notifications, reports, studyGroups } from '../../db/schema';
import { signUpStaff } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { topicWithQuestions, type Loose } from '../games/games.test-helpers';
import { call, player, type Player } from '../messages/messages.test-helpers';

describe('reports of a study group’s or a room’s name', () => {
  let app: TestApp;
  let moderator: Player;
  let owner: Player;
  let reporter: Player;
  let group: Loose;
  let room: Loose;

  const report = (who: Player, body: Record<string, unknown>) =>
    call(app, who, 'POST', '/api/social/reports', body);
  const filed = async (who: Player, body: Record<string, unknown>) => {
    const answer = await report(who, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.id as string;
  };
  const notificationsOf = (userId: string) =>
    app.database.db.select().from(notifications).where(eq(notifications.userId, userId));
  const queue = async () =>
    (await call(app, moderator, 'GET', '/api/admin/moderation/pending?kind=report')).body.data
      .items as Loose[];

  beforeAll(async () => {
    app = await buildTestApp();
    const signed = await signUpStaff(app, { name: 'Mona Moderator' }, { role: 'moderator' });
    moderator = { ...signed, id: signed.user.id, name: 'Mona Moderator' } as Player;
    owner = await player(app, { name: 'Olly Owner' });
    reporter = await player(app, { name: 'Rita Reporter' });
    const made = await call(app, owner, 'POST', '/api/study-groups', {
      name: 'Rude Group Name',
      description: 'We study algebra',
    });
    group = made.body.data.group;
    const topic = await topicWithQuestions(app.database.db, 10);
    const created = await call(app, owner, 'POST', '/api/game-sessions', {
      name: 'Rude Room Name',
      category: topic.categoryId,
      topic: topic.topicId,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    room = created.body.data.room;
  });
  afterAll(() => app.close());

  it('files a report of each with the name as reported; refuses one’s own, and what is not there', async () => {
    const groupReport = await filed(reporter, {
      subject_type: 'study_group',
      subject_id: group.id,
      reason: 'inappropriate',
    });
    const roomReport = await filed(reporter, {
      subject_type: 'room',
      subject_id: room.id,
      reason: 'hate',
    });
    const rows = await app.database.db
      .select()
      .from(reports)
      .where(eq(reports.reporterId, reporter.id));
    expect(rows.find((row) => row.id === groupReport)).toMatchObject({
      subjectType: 'study_group',
      subjectUserId: owner.id,
      subjectGroupId: group.id,
      snapshot: { group_id: group.id, name: 'Rude Group Name', description: 'We study algebra' },
    });
    expect(rows.find((row) => row.id === roomReport)).toMatchObject({
      subjectType: 'room',
      subjectUserId: owner.id,
      subjectGameId: room.id,
      snapshot: { game_id: room.id, name: 'Rude Room Name', status: 'waiting' },
    });

    // The same reporter again: filed like any other report (the hourly limit is the bound).
    expect(
      (await report(reporter, { subject_type: 'room', subject_id: room.id, reason: 'hate' }))
        .status,
    ).toBe(201);

    for (const [subject_type, id, message] of [
      ['study_group', group.id, 'You cannot report your own study group'],
      ['room', room.id, 'You cannot report your own room'],
    ] as const) {
      const own = await report(owner, { subject_type, subject_id: id, reason: 'spam' });
      expect(own.status).toBe(400);
      expect(own.body.details).toEqual([{ field: 'body.subject_id', message }]);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const subject_type of ['study_group', 'room'])
      expect(
        (await report(reporter, { subject_type, subject_id: missing, reason: 'spam' })).status,
      ).toBe(404);
    // An invite-only group is not there for those outside it.
    const hidden = await call(app, owner, 'POST', '/api/study-groups', {
      name: 'Secret Circle',
      type: 'invite_only',
    });
    const outsider = await report(reporter, {
      subject_type: 'study_group',
      subject_id: hidden.body.data.group.id,
      reason: 'spam',
    });
    expect(outsider.status).toBe(404);
    const count = await app.database.db
      .select()
      .from(reports)
      .where(eq(reports.subjectUserId, owner.id));
    expect(count).toHaveLength(3);
  });

  it('lists them in the queue with the name as reported, and shows each with its context', async () => {
    await call(app, owner, 'PUT', `/api/study-groups/${group.id}`, { name: 'Renamed Since' });
    const items = (await queue()).filter((item) => item.subject?.id === owner.id);
    expect(items.map((item) => [item.subject_type, item.reported_name])).toEqual(
      expect.arrayContaining([
        ['study_group', 'Rude Group Name'],
        ['room', 'Rude Room Name'],
      ]),
    );
    const namedOf = async (type: string) => {
      const item = items.find((one) => one.subject_type === type);
      return (await call(app, moderator, 'GET', `/api/admin/moderation/${item.id}`)).body.data
        .named;
    };
    expect(await namedOf('study_group')).toEqual({
      type: 'study_group',
      id: group.id,
      reported_name: 'Rude Group Name',
      current_name: 'Renamed Since',
      owner: { id: owner.id, name: 'Olly Owner' },
      member_count: 1,
      description: 'We study algebra',
      status: null,
    });
    expect(await namedOf('room')).toMatchObject({
      type: 'room',
      id: room.id,
      reported_name: 'Rude Room Name',
      current_name: 'Rude Room Name',
      owner: { id: owner.id, name: 'Olly Owner' },
      status: 'waiting',
    });
  });

  it('removes a reported name: the neutral name, the owner told, the reporter told, audited', async () => {
    const items = (await queue()).filter((item) => item.subject?.id === owner.id);
    for (const type of ['study_group', 'room'] as const) {
      const item = items.find((one) => one.subject_type === type);
      const approved = await call(
        app,
        moderator,
        'POST',
        `/api/admin/moderation/${item.id}/approve`,
        {
          reason: 'Offensive name',
          remove_content: true,
          sanction: 'warn',
        },
      );
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body.data.actions).toEqual(['remove_content', 'warn']);
      const [audit] = await app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.event, 'moderation_decided'), eq(auditLog.actorId, moderator.id)))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(audit!.detail).toMatchObject({
        item_id: item.id,
        actions: ['remove_content', 'warn'],
        renamed: {
          type,
          id: type === 'room' ? room.id : group.id,
          before: type === 'room' ? 'Rude Room Name' : 'Rude Group Name',
          after: neutralName(type, type === 'room' ? room.id : group.id),
        },
      });
    }
    const [groupRow] = await app.database.db
      .select()
      .from(studyGroups)
      .where(eq(studyGroups.id, group.id));
    expect(groupRow!.name).toBe(neutralName('study_group', group.id));
    expect(groupRow!.name).toMatch(/^Study group [0-9a-f]{8}$/);
    // The group's chat carries its name too.
    const chat = await call(
      app,
      owner,
      'GET',
      `/api/social/conversations/${group.conversation_id}`,
    );
    expect(chat.body.data.conversation.name).toBe(groupRow!.name);
    const [gameRow] = await app.database.db.select().from(games).where(eq(games.id, room.id));
    expect(gameRow!.name).toBe(`Room ${room.id.slice(0, 8)}`);

    const notices = (await notificationsOf(owner.id))
      .filter((n) => n.kind === 'moderation_notice')
      .map((n) => (n.data as { action: string }).action)
      .sort();
    expect(notices).toEqual(['group_renamed', 'room_renamed', 'warned', 'warned']);
    const resolved = (await notificationsOf(reporter.id))
      .filter((n) => n.kind === 'report_resolved')
      .map((n) => n.data as { subject_type: string; outcome: string });
    expect(resolved).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ subject_type: 'study_group', outcome: 'action_taken' }),
        expect.objectContaining({ subject_type: 'room', outcome: 'action_taken' }),
      ]),
    );
  });

  it('dismisses one: the name stays, the reporter is told nothing was done', async () => {
    const [left] = (await queue()).filter((item) => item.subject_type === 'room');
    const before = (await app.database.db.select().from(games).where(eq(games.id, room.id)))[0]!
      .name;
    const rejected = await call(app, moderator, 'POST', `/api/admin/moderation/${left.id}/reject`, {
      reason: 'Already handled',
    });
    expect(rejected.body.data).toMatchObject({ status: 'dismissed', actions: [] });
    const [gameRow] = await app.database.db.select().from(games).where(eq(games.id, room.id));
    expect(gameRow!.name).toBe(before);
    const outcome = (await notificationsOf(reporter.id)).find(
      (n) =>
        n.kind === 'report_resolved' && (n.data as { report_id: string }).report_id === left.id,
    );
    expect(outcome?.data).toMatchObject({ subject_type: 'room', outcome: 'no_action' });
  });
});
