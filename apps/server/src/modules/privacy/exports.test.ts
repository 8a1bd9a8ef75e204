import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, signInAgain, type Player } from '../messages/messages.test-helpers';
import { createMemoryFileStorage } from '../uploads';
import { seedHeavyUser } from '../../test/heavy-user';

const DAY = 86_400_000;

describe('exporting a person’s data', () => {
  const clock = manualClock(new Date('2026-11-02T09:00:00Z'));
  const storage = createMemoryFileStorage();
  let app: TestApp;
  let hana: Player;
  let otto: Player;
  let zipEntries: Record<string, Uint8Array>;
  let exportId: string;

  const json = (name: string) => JSON.parse(strFromU8(zipEntries[name]!)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const list = async (who: Player) =>
    (await call(app, who, 'GET', '/api/privacy/exports')).body.data.exports as {
      id: string;
      status: string;
      progress: number;
      expires_at: string | null;
      size: number | null;
    }[];
  const download = (who: Player | null, id: string) =>
    app.inject({
      method: 'GET',
      url: `/api/privacy/exports/${id}/download`,
      headers: who?.headers ?? {},
    });

  beforeAll(async () => {
    app = await buildTestApp({ clock, storage });
    ({ hana, otto } = await seedHeavyUser(app, clock));
  });
  afterAll(() => app.close());

  it('is queued once at a time, built by the scheduler, and mailed as a notice', async () => {
    const asked = await call(app, hana, 'POST', '/api/privacy/exports');
    expect(asked.status).toBe(202);
    expect(asked.body.data.export).toMatchObject({ status: 'queued', progress: 0, size: null });
    exportId = asked.body.data.export.id;

    const again = await call(app, hana, 'POST', '/api/privacy/exports');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');
    expect((await download(hana, exportId)).statusCode).toBe(409);

    // The scheduler's first round writes the recurring rows; the build runs when it is due.
    await app.scheduler.runDue();
    clock.advance(5_000);
    await app.scheduler.runDue();

    const [ready] = await list(hana);
    expect(ready).toMatchObject({ id: exportId, status: 'ready', progress: 100 });
    expect(ready!.size).toBeGreaterThan(0);
    expect(new Date(ready!.expires_at!).getTime() - clock.now().getTime()).toBe(7 * DAY);

    await app.outbox.dispatchNow();
    const notice = app.mail.filter((mail) => mail.to === hana.email).at(-1)!;
    expect(notice.text).toContain('http://localhost:3000/profile#your-data');
    expect(notice.text).not.toContain(exportId);
    const notifications = await call(app, hana, 'GET', '/api/social/notifications');
    expect(notifications.body.data.notifications[0]).toMatchObject({
      kind: 'data_export_ready',
      data: { export_id: exportId },
    });

    const response = await download(hana, exportId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="quizarena-data-/,
    );
    zipEntries = unzipSync(new Uint8Array(response.rawPayload));
  });

  it('holds each module’s file, a README, and the uploaded files', () => {
    const names = Object.keys(zipEntries);
    for (const part of app.privacy.parts) {
      expect(names).toContain(`${part.module}.json`);
      expect(strFromU8(zipEntries['README.txt']!)).toContain(`${part.module}.json: `);
    }
    expect(names.filter((name) => name.startsWith('files/'))).toEqual(['files/avatar.webp']);
    expect(zipEntries['files/avatar.webp']!.length).toBeGreaterThan(0);
  });

  it('holds Hana’s data from each module', () => {
    const auth = json('auth.json');
    expect(auth.profile).toMatchObject({
      id: hana.id,
      email: hana.email,
      full_name: 'Hana Heavy',
    });
    expect(auth.sessions.length).toBeGreaterThan(0);
    expect(auth.second_factor).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    const scoring = json('scoring.json');
    expect(scoring.ledger_entries.length).toBeGreaterThan(0);
    expect(scoring.stats).toMatchObject({ games_played: 1 });
    expect(scoring.daily_stats.length).toBe(1);
    expect(scoring.activity.length).toBeGreaterThan(0);
    const quiz = json('quiz.json');
    expect(quiz.sessions).toHaveLength(1);
    expect(quiz.answers.length).toBeGreaterThan(0);
    expect(quiz.answers[0].question).toEqual(expect.any(String));
    expect(json('achievements.json').unlocked.length).toBeGreaterThan(0);
    expect(json('leaderboard.json').scores.length).toBeGreaterThan(0);
    expect(json('social.json').friends).toEqual([
      expect.objectContaining({ friend_id: otto.id, friend_name: 'Otto Other' }),
    ]);
    const messages = json('messages.json');
    expect(messages.messages_sent.map((m: { content: string }) => m.content)).toEqual([
      'Hello Otto, from Hana',
    ]);
    expect(messages.conversations[0].participants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_id: otto.id, name: 'Otto Other' }),
        expect.objectContaining({ user_id: hana.id, name: 'Hana Heavy' }),
      ]),
    );
    expect(json('study-groups.json').groups_owned[0]).toMatchObject({
      name: 'Hana’s Study Circle',
    });
    expect(json('study-groups.json').memberships).toHaveLength(1);
    const tournaments = json('tournaments.json');
    expect(tournaments.entries[0]).toMatchObject({ tournament_name: 'Export Cup' });
    expect(tournaments.bookmarks).toHaveLength(1);
    const assessment = json('assessment.json');
    expect(assessment.assessments).toHaveLength(1);
    expect(Object.keys(assessment.assessments[0].answers)).toHaveLength(1);
    expect(json('moderation.json').reports_filed).toEqual([
      expect.objectContaining({ details: 'Hana’s report about Otto', status: 'pending' }),
    ]);
    expect(json('analytics.json').active_days).toEqual(['2026-11-02']);
    expect(json('uploads.json').avatar).toEqual({ file: 'files/avatar.webp' });
    expect(json('privacy.json').exports[0]).toMatchObject({ id: exportId });
  });

  it('holds nothing private of anyone else, and no secret of Hana’s', () => {
    const everything = Object.entries(zipEntries)
      .filter(([name]) => name.endsWith('.json'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    expect(everything).not.toContain(otto.email);
    expect(everything).not.toContain('Otto’s own words');
    expect(everything).not.toContain('Otto complains');
    expect(everything).not.toMatch(/password|token_?hash|tokenHash|secret|sealed|\$argon2/i);
    expect(everything).not.toContain(hana.password);
  });

  it('is the owner’s alone: anyone else is told it does not exist', async () => {
    expect((await download(otto, exportId)).statusCode).toBe(404);
    expect((await download(null, exportId)).statusCode).toBe(401);
    expect(await list(otto)).toEqual([]);
    const unknown = await download(hana, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('waits a day before the next, then expires after seven and is deleted', async () => {
    const soon = await call(app, hana, 'POST', '/api/privacy/exports');
    expect(soon.status).toBe(429);
    expect(soon.headers['retry-after']).toBeDefined();

    const key = [...storage.files.keys()].find((name) => name.startsWith('exports/'))!;
    expect(key).toBeDefined();
    clock.advance(7 * DAY);
    await signInAgain(app, hana);
    const gone = await download(hana, exportId);
    expect(gone.statusCode).toBe(410);
    expect((await list(hana))[0]).toMatchObject({ status: 'expired', size: null });

    expect(await app.privacy.cleanup()).toBe(1);
    expect(storage.files.has(key)).toBe(false);
    expect((await download(hana, exportId)).statusCode).toBe(410);
    expect(await app.privacy.cleanup()).toBe(0);
    // A day after, another may be asked for.
    expect((await call(app, hana, 'POST', '/api/privacy/exports')).status).toBe(202);
  });
});
