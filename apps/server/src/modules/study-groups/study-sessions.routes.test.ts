import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { jobsNamed } from '../../lib/scheduler.repo';
import { migrationsFolder } from '../../paths';
import { hideProfile } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildTopic } from '../../test/factories';
import { form } from '../../test/multipart';
import { reopenableDatabase } from '../../test/reopenable-database';
import type { Loose } from '../games/games.test-helpers';
import { call, player, signInAgain, type Player } from '../messages/messages.test-helpers';
import { SESSION_JOBS } from './study-session-jobs';

const MINUTE = 60_000;

async function groupOf(app: TestApp, owner: Player, body: Record<string, unknown> = {}) {
  const made = await call(app, owner, 'POST', '/api/study-groups', { name: 'Study Hall', ...body });
  if (made.status !== 201) throw new Error(`group: ${JSON.stringify(made.body)}`);
  return made.body.data.group as Loose;
}

const inMinutes = (app: { clock: { now(): Date } }, minutes: number) =>
  new Date(app.clock.now().getTime() + minutes * MINUTE).toISOString();

/** The reader's notifications of a kind, newest first. */
async function noticesOf(app: TestApp, who: Player, kind: string): Promise<Loose[]> {
  const read = await call(app, who, 'GET', '/api/social/notifications?limit=50');
  return (read.body.data.notifications as Loose[]).filter((one) => one.kind === kind);
}

/** The events of an iCalendar text, read back with a standard parser. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: component.getFirstPropertyValue('status'),
    };
  });
}

describe('study sessions', () => {
  const clock = manualClock(new Date('2026-11-02T09:00:00Z'));
  const env = { clock };
  let app: TestApp;
  let ada: Player;
  let bob: Player;
  let cy: Player;
  let group: Loose;

  const schedule = (who: Player, body: Record<string, unknown>, groupId = group.id as string) =>
    call(app, who, 'POST', `/api/study-groups/${groupId}/sessions`, {
      title: 'Fractions together',
      scheduled_at: inMinutes(env, 120),
      ...body,
    });

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    ada = await player(app, { name: 'Ada Owner' });
    bob = await player(app, { name: 'Bob Member' });
    cy = await player(app, { name: 'Cy Stranger' });
    group = await groupOf(app, ada);
    await call(app, bob, 'POST', `/api/study-groups/${group.id}/join`, {});
  });
  afterAll(() => app.close());

  it('lets the owner schedule and host a session; members read it, may not schedule', async () => {
    const made = await schedule(ada, { description: 'Bring questions', duration: 45 });
    expect(made.status).toBe(201);
    const session = made.body.data.session;
    expect(session).toMatchObject({
      title: 'Fractions together',
      description: 'Bring questions',
      type: 'live',
      status: 'scheduled',
      duration: 45,
      current_participants: 0,
      max_participants: 20,
      host: { user_id: ada.id, name: 'Ada Owner' },
      group: { id: group.id, name: 'Study Hall' },
      can_manage: true,
      going: false,
      share_path: `/study-groups/${group.id}?session=${session.id}`,
    });
    expect(session.ends_at).toBe(
      new Date(Date.parse(session.scheduled_at) + 45 * MINUTE).toISOString(),
    );
    const asBob = await call(app, bob, 'GET', `/api/study-sessions/${session.id}`);
    expect(asBob.body.data.session).toMatchObject({ can_manage: false, id: session.id });
    expect((await schedule(bob, {})).status).toBe(403);

    // The group's card counts it and shows it next.
    const card = await call(app, bob, 'GET', `/api/study-groups/${group.id}`);
    expect(card.body.data.group.next_session).toMatchObject({ id: expect.any(String) });
    expect(card.body.data.group.total_sessions).toBeGreaterThanOrEqual(1);
  });

  it('shows a hidden host without their id, and no host once their account is gone', async () => {
    const dee = await player(app, { name: 'Dee Host' });
    await call(app, dee, 'POST', `/api/study-groups/${group.id}/join`, {});
    await call(app, ada, 'POST', `/api/study-groups/${group.id}/manage`, {
      action: 'promote',
      user_id: dee.id,
    });
    const made = await schedule(dee, { title: 'Dee hosts' });
    expect(made.status).toBe(201);
    const hostSeen = async () =>
      (await call(app, bob, 'GET', `/api/study-sessions/${made.body.data.session.id}`)).body.data
        .session.host;
    expect(await hostSeen()).toMatchObject({ user_id: dee.id, name: 'Dee Host' });
    await hideProfile(app, dee.headers);
    expect(await hostSeen()).toEqual({ user_id: null, name: 'Hidden player', avatar_url: null });
    await app.database.db.delete(users).where(eq(users.id, dee.id));
    expect(await hostSeen()).toBeNull();
  });

  it('refuses a start in the past, an unknown topic and bad fields, naming them', async () => {
    const past = await schedule(ada, { scheduled_at: inMinutes(env, -5) });
    expect(past.status).toBe(400);
    expect(past.body.details[0].field).toBe('body.scheduled_at');
    const topic = await schedule(ada, { topic_id: '00000000-0000-4000-8000-000000000000' });
    expect(topic.status).toBe(400);
    expect(topic.body.details[0].field).toBe('body.topic_id');
    const type = await schedule(ada, { type: 'party', duration: 5 });
    expect(type.status).toBe(400);
    expect(type.body.details.map((one: Loose) => one.field).sort()).toEqual([
      'body.duration',
      'body.type',
    ]);
    const category = await buildCategory(app.database.db, { name: 'Maths' });
    const real = await buildTopic(app.database.db, category.id, { name: 'Fractions' });
    const withTopic = await schedule(ada, { topic_id: real.id, type: 'other', location: 'Room 4' });
    expect(withTopic.body.data.session).toMatchObject({
      topic: { id: real.id, name: 'Fractions' },
      type: 'other',
      location: 'Room 4',
    });
  });

  it('hides a private group’s sessions from strangers and keeps RSVPs within the limit', async () => {
    const closed = await groupOf(app, ada, { name: 'Closed Room', type: 'private' });
    const session = (await schedule(ada, { max_participants: 2 }, closed.id)).body.data.session;
    expect((await call(app, cy, 'GET', `/api/study-sessions/${session.id}`)).status).toBe(404);
    // Its card tells a stranger neither its members nor its next session.
    const card = await call(app, cy, 'GET', `/api/study-groups/${closed.id}`);
    expect(card.body.data.group).toMatchObject({ members: [], next_session: null });
    expect(
      (await call(app, ada, 'GET', `/api/study-groups/${closed.id}`)).body.data.group.next_session,
    ).toMatchObject({ id: session.id });
    expect((await call(app, cy, 'GET', `/api/study-groups/${closed.id}/sessions`)).status).toBe(
      404,
    );
    expect(
      (await call(app, cy, 'POST', `/api/study-sessions/${session.id}/rsvp`, { going: true }))
        .status,
    ).toBe(404);

    // In a public group a stranger reads it but must join to go.
    const open = (await schedule(ada, { max_participants: 2 })).body.data.session;
    expect((await call(app, cy, 'GET', `/api/study-sessions/${open.id}`)).status).toBe(200);
    const rsvp = (who: Player, going: boolean) =>
      call(app, who, 'POST', `/api/study-sessions/${open.id}/rsvp`, { going });
    expect((await rsvp(cy, true)).status).toBe(403);
    await call(app, cy, 'POST', `/api/study-groups/${group.id}/join`, {});
    expect((await rsvp(ada, true)).body.data.session).toMatchObject({
      going: true,
      current_participants: 1,
    });
    expect((await rsvp(bob, true)).body.data.session.current_participants).toBe(2);
    const full = await rsvp(cy, true);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('This session is full');
    const put = (max: number) =>
      call(app, ada, 'PUT', `/api/study-sessions/${open.id}`, { max_participants: max });
    expect((await put(3)).status).toBe(200);
    expect((await rsvp(cy, true)).body.data.session.current_participants).toBe(3);
    const below = await put(2);
    expect(below.status).toBe(409);
    expect(below.body.details[0].field).toBe('body.max_participants');
    expect((await rsvp(bob, false)).body.data.session.current_participants).toBe(2);
    expect((await put(2)).status).toBe(200);
    // Leaving the group gives the seat back.
    expect((await rsvp(bob, true)).status).toBe(409);
    await call(app, cy, 'POST', `/api/study-groups/${group.id}/leave`);
    expect((await rsvp(bob, true)).body.data.session.current_participants).toBe(2);
    await call(app, cy, 'POST', `/api/study-groups/${group.id}/join`, {});
  });

  it('reminds at the lead time, goes live at the start telling those going, completes at the end', async () => {
    const session = (await schedule(ada, { scheduled_at: inMinutes(env, 60), duration: 30 })).body
      .data.session;
    const url = `/api/study-sessions/${session.id}`;
    const reminded = await call(app, bob, 'PUT', `${url}/reminder`, { minutes_before: 15 });
    expect(reminded.body.data.session.reminder_minutes).toBe(15);
    expect(
      (await call(app, bob, 'PUT', `${url}/reminder`, { minutes_before: 7 })).body.details[0].field,
    ).toBe('body.minutes_before');
    await call(app, bob, 'POST', `${url}/rsvp`, { going: true });

    // Moved half an hour later: the reminder moves with it.
    await call(app, ada, 'PUT', url, { scheduled_at: inMinutes(env, 90) });
    clock.advance(60 * MINUTE);
    await app.scheduler.runDue();
    await signInAgain(app, bob);
    expect(await noticesOf(app, bob, 'study_session_reminder')).toEqual([]);
    clock.advance(15 * MINUTE);
    await app.scheduler.runDue();
    await signInAgain(app, bob);
    const [reminder] = await noticesOf(app, bob, 'study_session_reminder');
    expect(reminder?.data).toMatchObject({
      session_id: session.id,
      group_name: 'Study Hall',
      title: 'Fractions together',
      minutes_before: 15,
    });
    // Mailed at once (reminders do not wait for the digest), and only once.
    await app.outbox.dispatchNow();
    const mailed = () =>
      app.mail.filter((mail) => mail.to === bob.email && mail.kind === 'notification-digest');
    expect(mailed().map((mail) => mail.subject)).toEqual([
      'Reminder: “Fractions together” in Study Hall is coming up.',
    ]);
    await app.notifications.digest.runOnce();
    expect(mailed()).toHaveLength(1);
    // Changing something other than the time sends no reminder again.
    await signInAgain(app, ada);
    expect((await call(app, ada, 'PUT', url, { description: 'Bring pencils' })).status).toBe(200);
    await app.scheduler.runDue();
    expect(await noticesOf(app, bob, 'study_session_reminder')).toHaveLength(1);

    clock.advance(15 * MINUTE);
    await app.scheduler.runDue();
    await signInAgain(app, bob);
    await signInAgain(app, ada);
    expect((await call(app, bob, 'GET', url)).body.data.session.status).toBe('live');
    const started = await noticesOf(app, bob, 'study_session_started');
    expect(started.map((one) => one.data.session_id)).toEqual([session.id]);
    // Only those going are told.
    expect(await noticesOf(app, ada, 'study_session_started')).toEqual([]);

    clock.advance(30 * MINUTE);
    await app.scheduler.runDue();
    await signInAgain(app, bob);
    await signInAgain(app, ada);
    await signInAgain(app, cy);
    expect((await call(app, bob, 'GET', url)).body.data.session.status).toBe('completed');
    expect((await call(app, ada, 'PUT', url, { title: 'Too late' })).status).toBe(409);
  });

  it('mails a reminder at once to a player who has it by email only', async () => {
    const dee = await player(app, { name: 'Dee Mailonly' });
    await call(app, dee, 'POST', `/api/study-groups/${group.id}/join`, {});
    const prefs = await call(app, dee, 'PUT', '/api/social/notifications/preferences', {
      kinds: { study_session_reminder: { in_app: false, email: true } },
    });
    expect(prefs.status).toBe(200);
    const session = (await schedule(ada, { title: 'Mail only', scheduled_at: inMinutes(env, 20) }))
      .body.data.session;
    await call(app, dee, 'PUT', `/api/study-sessions/${session.id}/reminder`, {
      minutes_before: 5,
    });
    clock.advance(15 * MINUTE);
    await app.scheduler.runDue();
    await app.outbox.dispatchNow();
    await signInAgain(app, dee);
    await signInAgain(app, ada);
    await signInAgain(app, bob);
    await signInAgain(app, cy);
    expect(await noticesOf(app, dee, 'study_session_reminder')).toEqual([]);
    expect(
      app.mail.filter((mail) => mail.to === dee.email && mail.kind === 'notification-digest'),
    ).toHaveLength(1);
  });

  it('drops every job of a cancelled session, so nothing fires', async () => {
    const session = (await schedule(ada, { scheduled_at: inMinutes(env, 30) })).body.data.session;
    const url = `/api/study-sessions/${session.id}`;
    await call(app, bob, 'PUT', `${url}/reminder`, { minutes_before: 5 });
    expect((await call(app, bob, 'POST', `${url}/cancel`)).status).toBe(403);
    const cancelled = await call(app, ada, 'POST', `${url}/cancel`);
    expect(cancelled.body.data.session.status).toBe('cancelled');
    for (const name of Object.values(SESSION_JOBS))
      expect(
        (await jobsNamed(app.database.db, name)).filter((job) => job.key.startsWith(session.id)),
      ).toEqual([]);
    // Left out of the lists.
    const mine = await call(app, bob, 'GET', '/api/study-sessions');
    expect(mine.body.data.sessions.map((one: Loose) => one.id)).not.toContain(session.id);
  });

  it("carries a recorded session's uploaded recording, claimed once", async () => {
    const file = form(
      {
        name: 'file',
        filename: 'recording.pdf',
        contentType: 'application/pdf',
        data: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      },
      { name: 'path', value: 'messages' },
    );
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...ada.headers, ...file.headers },
      payload: file.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const attachmentId = uploaded.json().data.attachment.id as string;
    const recorded = await schedule(ada, {
      title: 'Recorded lecture',
      type: 'recorded',
      recording_attachment_id: attachmentId,
    });
    expect(recorded.status).toBe(201);
    expect(recorded.body.data.session.recording_url).toMatch(
      new RegExp(`^/api/social/attachments/${attachmentId}\\?`),
    );
    // Bob, a member, is given the signed address too.
    const asBob = await call(
      app,
      bob,
      'GET',
      `/api/study-sessions/${recorded.body.data.session.id}`,
    );
    expect(asBob.body.data.session.recording_url).toEqual(expect.any(String));
    const twice = await schedule(ada, { type: 'recorded', recording_attachment_id: attachmentId });
    expect(twice.status).toBe(400);
    expect(twice.body.details[0].field).toBe('body.recording_attachment_id');
    const notMine = await schedule(ada, {
      type: 'recorded',
      recording_attachment_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(notMine.body.details[0].field).toBe('body.recording_attachment_id');
  });

  it('lists the sessions of my groups only, soonest first, within a range', async () => {
    const other = await groupOf(app, cy, { name: 'Elsewhere' });
    await schedule(cy, { title: 'Not for Bob' }, other.id);
    const late = (await schedule(ada, { title: 'Later one', scheduled_at: inMinutes(env, 600) }))
      .body.data.session;
    const soon = (await schedule(ada, { title: 'Sooner one', scheduled_at: inMinutes(env, 20) }))
      .body.data.session;
    const mine = await call(app, bob, 'GET', '/api/study-sessions');
    const titles = (mine.body.data.sessions as Loose[]).map((one) => one.title);
    expect(titles).not.toContain('Not for Bob');
    expect(titles.indexOf('Sooner one')).toBeLessThan(titles.indexOf('Later one'));
    const ranged = await call(
      app,
      bob,
      'GET',
      `/api/study-sessions?from=${encodeURIComponent(inMinutes(env, 300))}&to=${encodeURIComponent(inMinutes(env, 700))}`,
    );
    expect((ranged.body.data.sessions as Loose[]).map((one) => one.id)).toEqual([late.id]);
    expect(soon.id).toEqual(expect.any(String));
  });

  it('serves calendar feeds that parse, a reset ending the old address, and a file per session', async () => {
    const session = (await schedule(ada, { title: 'Calendar check', duration: 50 })).body.data
      .session;
    const feeds = await call(app, bob, 'GET', `/api/calendar-feeds?group_id=${group.id}`);
    expect(feeds.status).toBe(200);
    const { user_feed_url: userFeed, group_feed_url: groupFeed } = feeds.body.data;
    const path = (url: string) => new URL(url).pathname;
    // No sign-in: calendar apps read it with the secret alone.
    const read = await app.inject({ method: 'GET', url: path(userFeed) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toContain('text/calendar');
    const event = eventsOf(read.body).find((one) => one.uid === `${session.id}@quizarena`);
    expect(event).toEqual({
      uid: `${session.id}@quizarena`,
      summary: 'Calendar check (Study Hall)',
      start: session.scheduled_at,
      end: session.ends_at,
      status: 'CONFIRMED',
    });
    const byGroup = await app.inject({ method: 'GET', url: path(groupFeed) });
    expect(eventsOf(byGroup.body).map((one) => one.uid)).toContain(`${session.id}@quizarena`);
    // The same address each time until a reset.
    expect((await call(app, bob, 'GET', '/api/calendar-feeds')).body.data.user_feed_url).toBe(
      userFeed,
    );
    const reset = await call(app, bob, 'POST', '/api/calendar-feeds/reset', {});
    expect(reset.body.data.user_feed_url).not.toBe(userFeed);
    expect((await app.inject({ method: 'GET', url: path(userFeed) })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: path(reset.body.data.user_feed_url) })).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/calendar/not-a-feed' })).statusCode).toBe(
      400,
    );

    const file = await app.inject({
      method: 'GET',
      url: `/api/study-sessions/${session.id}/calendar.ics`,
      headers: bob.headers,
    });
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(eventsOf(file.body)).toHaveLength(1);

    // Leaving the group closes its feed; a stranger has no feed of it.
    expect((await call(app, cy, 'GET', `/api/calendar-feeds?group_id=${group.id}`)).status).toBe(
      200,
    );
    const dee = await player(app, { name: 'Dee Outsider' });
    expect((await call(app, dee, 'GET', `/api/calendar-feeds?group_id=${group.id}`)).status).toBe(
      404,
    );
    await call(app, bob, 'POST', `/api/study-groups/${group.id}/leave`);
    expect((await app.inject({ method: 'GET', url: path(groupFeed) })).statusCode).toBe(404);
  });
});

describe('study session reminders across a restart', () => {
  it('fires a reminder that fell due while the server was down, once, after it restarts', async () => {
    const store = await reopenableDatabase();
    const clock = manualClock(new Date('2026-11-03T09:00:00Z'));
    try {
      const first = await store.open();
      await first.migrate(migrationsFolder);
      const before = await buildTestApp({ database: first, clock });
      const ada = await player(before, { name: 'Ada Owner' });
      const bob = await player(before, { name: 'Bob Member' });
      const group = await groupOf(before, ada);
      await call(before, bob, 'POST', `/api/study-groups/${group.id}/join`, {});
      const made = await call(before, ada, 'POST', `/api/study-groups/${group.id}/sessions`, {
        title: 'After the outage',
        scheduled_at: inMinutes({ clock }, 30),
      });
      await call(before, bob, 'PUT', `/api/study-sessions/${made.body.data.session.id}/reminder`, {
        minutes_before: 15,
      });
      await before.close();

      clock.advance(20 * MINUTE);
      const after = await buildTestApp({
        database: await store.open(),
        clock,
        scheduler: { pollMs: 10 },
      });
      try {
        await signInAgain(after, bob);
        await vi.waitFor(async () =>
          expect(await noticesOf(after, bob, 'study_session_reminder')).toHaveLength(1),
        );
        await after.scheduler.runDue();
        expect(await noticesOf(after, bob, 'study_session_reminder')).toHaveLength(1);
      } finally {
        await after.close();
      }
    } finally {
      await store.cleanUp();
    }
  });
});
