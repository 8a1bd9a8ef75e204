import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { signUp } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createMemoryFileStorage } from '../uploads';
import { createExportsService, MAX_BUILD_ATTEMPTS, STALE_BUILD_MS } from './exports.service';
import { cascade, type PersonalDataPart } from '../../lib/personal-data';

/** Builds that stop half way: a crash is taken over, a failing part retried, then given up. */
describe('an export whose build does not finish', () => {
  const clock = manualClock(new Date('2026-11-03T09:00:00Z'));
  let app: TestApp;
  let failures = 0;
  const errors: string[] = [];
  const flaky: PersonalDataPart = {
    module: 'flaky',
    describes: 'A part that fails while `failures` lasts',
    tables: [],
    async export() {
      if (failures > 0) {
        failures -= 1;
        throw new Error('the database went away');
      }
      return { ok: true };
    },
    erase: cascade,
  };
  const service = () =>
    createExportsService({
      db: app.database.db,
      clock,
      parts: [flaky],
      storage: createMemoryFileStorage(),
      outbox: { poke: () => {} },
      notifications: { notify: async () => false },
      onError: (message) => errors.push(message),
    });
  const statusOf = async (id: string) =>
    (await app.database.db.select().from(dataExports).where(eq(dataExports.id, id)))[0]!;

  beforeAll(async () => {
    app = await buildTestApp({ clock });
  });
  afterAll(() => app.close());

  it('is queued again after a failed attempt and built on the next round', async () => {
    const exports = service();
    const user = await signUp(app);
    const asked = await exports.request(user.user.id as string);
    failures = 1;
    expect(await exports.round()).toBe(0);
    expect(await statusOf(asked.id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect(errors).toEqual(['a data export could not be built']);
    expect(await exports.round()).toBe(1);
    expect(await statusOf(asked.id)).toMatchObject({ status: 'ready', attempts: 2 });
  });

  it('fails for good after its last attempt, and another may then be asked for', async () => {
    const exports = service();
    const user = await signUp(app);
    const userId = user.user.id as string;
    const asked = await exports.request(userId);
    failures = MAX_BUILD_ATTEMPTS;
    for (let i = 0; i < MAX_BUILD_ATTEMPTS; i += 1) await exports.round();
    expect(await statusOf(asked.id)).toMatchObject({
      status: 'failed',
      attempts: MAX_BUILD_ATTEMPTS,
    });
    expect((await exports.list(userId))[0]).toMatchObject({ status: 'failed', progress: 0 });
    expect((await exports.request(userId)).status).toBe('queued');
    expect(await exports.round()).toBe(1);
  });

  it('takes over a build whose instance stopped, once it is stale', async () => {
    const exports = service();
    const user = await signUp(app);
    const asked = await exports.request(user.user.id as string);
    // As an instance that crashed mid-build leaves it.
    await app.database.db
      .update(dataExports)
      .set({ status: 'building', attempts: 1, progress: 40, heartbeatAt: clock.now() })
      .where(eq(dataExports.id, asked.id));
    expect(await exports.round()).toBe(0);
    clock.advance(STALE_BUILD_MS + 1_000);
    expect(await exports.round()).toBe(1);
    expect(await statusOf(asked.id)).toMatchObject({ status: 'ready', attempts: 2 });
  });
});
