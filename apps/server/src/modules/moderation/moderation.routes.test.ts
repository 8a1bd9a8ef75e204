import { REPORTS_PER_HOUR } from '@quizarena/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  befriend,
  call,
  directBetween,
  player,
  send,
  signInAgain,
  type Player,
} from '../messages/messages.test-helpers';
import { pendingReports } from './index';

describe('POST /api/social/reports', () => {
  const clock = manualClock(new Date('2026-11-27T10:00:00Z'));
  let app: TestApp;
  let ada: Player;
  let bob: Player;
  let eve: Player;
  let conversation: string;
  beforeAll(async () => {
    app = await buildTestApp({ clock });
    ada = await player(app, { name: 'Ada Lovelace' });
    bob = await player(app, { name: 'Bob Builder', organization: 'Bob & Co' });
    eve = await player(app, { name: 'Eve Stranger' });
    await befriend(app.database.db, ada.id, bob.id);
    conversation = await directBetween(app, ada, bob);
  });
  afterAll(() => app.close());

  const report = (who: Player, body: Record<string, unknown>) =>
    call(app, who, 'POST', '/api/social/reports', body);

  it('keeps a message the reporter can read, with a snapshot that outlives it', async () => {
    const rude = await send(app, bob, conversation, 'you are rubbish at quizzes');
    const filed = await report(ada, {
      subject_type: 'message',
      subject_id: rude.id,
      reason: 'harassment',
      details: 'Keeps saying this',
    });
    expect(filed.status).toBe(201);
    expect(filed.body.data).toMatchObject({ status: 'pending', id: expect.any(String) });
    const queued = (await pendingReports(app.database.db)).find((r) => r.id === filed.body.data.id);
    expect(queued).toMatchObject({
      reporterId: ada.id,
      subjectType: 'message',
      subjectUserId: bob.id,
      subjectMessageId: rude.id,
      reason: 'harassment',
      details: 'Keeps saying this',
      status: 'pending',
      snapshot: {
        message_id: rude.id,
        conversation_id: conversation,
        is_group: false,
        sender_id: bob.id,
        sender_name: 'Bob Builder',
        content: 'you are rubbish at quizzes',
        message_type: 'text',
        attachment_name: null,
      },
    });
  });

  it('does not find a message the reporter cannot read, and refuses reporting oneself', async () => {
    const secret = await send(app, ada, conversation, 'between us');
    const outsider = await report(eve, {
      subject_type: 'message',
      subject_id: secret.id,
      reason: 'spam',
    });
    expect(outsider).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(JSON.stringify(outsider.body)).not.toContain('between us');
    const own = await report(ada, {
      subject_type: 'message',
      subject_id: secret.id,
      reason: 'spam',
    });
    expect(own.status).toBe(400);
    const self = await report(ada, { subject_type: 'user', subject_id: ada.id, reason: 'spam' });
    expect(self.status).toBe(400);
    expect(self.body.details[0].field).toBe('body.subject_id');
  });

  it('keeps a player with the profile fields they show, and does not find unknown ones', async () => {
    const filed = await report(eve, {
      subject_type: 'user',
      subject_id: bob.id,
      reason: 'impersonation',
    });
    expect(filed.status).toBe(201);
    const queued = (await pendingReports(app.database.db)).find((r) => r.id === filed.body.data.id);
    expect(queued).toMatchObject({
      reporterId: eve.id,
      subjectType: 'user',
      subjectUserId: bob.id,
      subjectMessageId: null,
      details: null,
      snapshot: { user_id: bob.id, full_name: 'Bob Builder', organization: 'Bob & Co' },
    });
    const unknown = await report(eve, {
      subject_type: 'user',
      subject_id: '00000000-0000-4000-8000-000000000000',
      reason: 'spam',
    });
    expect(unknown.status).toBe(404);
    const badReason = await report(eve, {
      subject_type: 'user',
      subject_id: bob.id,
      reason: 'boring',
    });
    expect(badReason.status).toBe(400);
    expect(badReason.body.details[0].field).toBe('body.reason');
    expect((await call(app, null, 'POST', '/api/social/reports', {})).status).toBe(401);
  });

  it(`takes ${REPORTS_PER_HOUR} reports an hour from one player, then 429 with Retry-After and nothing filed`, async () => {
    const flooder = await player(app, { name: 'Flo Flood' });
    const body = { subject_type: 'user', subject_id: bob.id, reason: 'spam' };
    for (let n = 0; n < REPORTS_PER_HOUR; n += 1) {
      expect((await report(flooder, body)).status).toBe(201);
    }
    const before = (await pendingReports(app.database.db)).length;
    const refused = await report(flooder, body);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3_600);
    expect((await pendingReports(app.database.db)).length).toBe(before);
    // Another player is not held back by it, and the flooder may report again an hour later.
    expect((await report(eve, body)).status).toBe(201);
    clock.advance(3_600_000 + 1_000);
    await signInAgain(app, flooder);
    expect((await report(flooder, body)).status).toBe(201);
  });
});
