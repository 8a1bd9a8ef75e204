import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from './lib/clock';
import { jobsNamed } from './lib/scheduler.repo';
import { buildTestApp, type TestApp } from './test/build-test-app';

/** The modules' periodic rounds run as recurring jobs of the one scheduler (lib/scheduler.ts). */
describe('periodic rounds', () => {
  const clock = manualClock(new Date('2026-11-01T09:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ clock, challengeRoundMs: 30_000, digestRoundMs: 60_000 });
  });
  afterAll(() => app.close());

  it('are recurring jobs that run when due and move on by their period', async () => {
    expect(await app.scheduler.runDue()).toBe(0);
    const db = app.database.db;
    const [expiry] = await jobsNamed(db, 'challenges.expiry');
    const [digest] = await jobsNamed(db, 'notifications.digest');
    expect(expiry).toMatchObject({ everyMs: 30_000, runAt: new Date('2026-11-01T09:00:30Z') });
    expect(digest).toMatchObject({ everyMs: 60_000, runAt: new Date('2026-11-01T09:01:00Z') });
    // The tournaments' sweep, which opens the games of matches whose round has begun.
    const [sweep] = await jobsNamed(db, 'tournaments.matches');
    expect(sweep).toMatchObject({ everyMs: 5_000, runAt: new Date('2026-11-01T09:00:05Z') });
    // The data exports' build round (the daily cleanup is not due yet).
    const [exports] = await jobsNamed(db, 'privacy.exports');
    expect(exports).toMatchObject({ everyMs: 5_000, runAt: new Date('2026-11-01T09:00:05Z') });
    // The erasures' round: due erasures (and stopped runs) every minute.
    const [erasures] = await jobsNamed(db, 'privacy.erasures');
    expect(erasures).toMatchObject({ everyMs: 60_000, runAt: new Date('2026-11-01T09:01:00Z') });
    // The analytics roll-up runs first soon after a new installation starts, then every 10 min.
    const [rollup] = await jobsNamed(db, 'analytics.rollup');
    expect(rollup).toMatchObject({ everyMs: 600_000, runAt: new Date('2026-11-01T09:00:05Z') });
    // The retention sweep: daily, first ten minutes after start.
    const [retention] = await jobsNamed(db, 'retention.sweep');
    expect(retention).toMatchObject({
      everyMs: 86_400_000,
      runAt: new Date('2026-11-01T09:10:00Z'),
    });
    // The difficulty calibration: daily, first half an hour after start.
    const [calibration] = await jobsNamed(db, 'content.calibration');
    expect(calibration).toMatchObject({
      everyMs: 86_400_000,
      runAt: new Date('2026-11-01T09:30:00Z'),
    });
    // Re-scorings an upheld answer dispute left unfinished, taken up every minute.
    const [rescore] = await jobsNamed(db, 'disputes.rescore');
    expect(rescore).toMatchObject({ everyMs: 60_000, runAt: new Date('2026-11-01T09:01:00Z') });
    clock.advance(60_000);
    // Expiry, digest, the tournaments' sweep, the exports' and erasures' rounds, the analytics
    // roll-up and the disputes' re-scoring round.
    expect(await app.scheduler.runDue()).toBe(7);
    expect((await jobsNamed(db, 'tournaments.matches'))[0]!.runAt).toEqual(
      new Date('2026-11-01T09:01:05Z'),
    );
    expect((await jobsNamed(db, 'challenges.expiry'))[0]!.runAt).toEqual(
      new Date('2026-11-01T09:01:30Z'),
    );
    expect((await jobsNamed(db, 'notifications.digest'))[0]!.runAt).toEqual(
      new Date('2026-11-01T09:02:00Z'),
    );
    expect((await jobsNamed(db, 'privacy.exports'))[0]!.runAt).toEqual(
      new Date('2026-11-01T09:01:05Z'),
    );
  });
});
