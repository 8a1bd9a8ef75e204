import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { signUp, signUpStaff } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { expectFieldRefusals } from '../../test/refusals';
import { writeAudit } from '../audit';

const ADMIN_EMAIL = 'audit-admin@example.com';

type Entry = {
  id: number;
  at: string;
  event: string;
  user: { id: string; name: string | null } | null;
  actor: { id: string; name: string | null } | null;
  ip: string | null;
  detail: Record<string, unknown> | null;
};
type Page = { entries: Entry[]; next_before: number | null };

describe('GET /api/admin/audit-log', () => {
  let app: TestApp;
  let admin: { id: string; headers: Record<string, string> };
  let ada: { id: string; headers: Record<string, string> };
  let moderator: Record<string, string>;
  const erasedId = randomUUID();

  const get = (query: string, headers: Record<string, string> | null = admin.headers) =>
    app.inject({
      method: 'GET',
      url: `/api/admin/audit-log${query}`,
      ...(headers ? { headers } : {}),
    });
  const read = async (query: string): Promise<Page> => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  beforeAll(async () => {
    app = await buildTestApp({ config: { adminEmails: [ADMIN_EMAIL] } });
    const signedAdmin = await signUpStaff(app, { email: ADMIN_EMAIL, name: 'Ada Admin' });
    admin = { id: signedAdmin.user.id, headers: signedAdmin.headers };
    const signedAda = await signUp(app, { name: 'Ada Player' });
    ada = { id: signedAda.user.id, headers: signedAda.headers };
    const signedModerator = await signUpStaff(app, { name: 'Mo Moderator' }, { role: 'moderator' });
    moderator = signedModerator.headers;

    // Three old entries at known instants, for the time window (written first, so the
    // newest ids are the acts below).
    for (const day of ['2020-01-01', '2020-01-02', '2020-01-03']) {
      await app.database.db.insert(auditLog).values({
        event: 'tampering_refused',
        userId: erasedId,
        at: new Date(`${day}T12:00:00Z`),
        detail: { day },
      });
    }
    // An admin acts on Ada and on an account since erased (no users row: the trail keeps it).
    await writeAudit(app.database.db, {
      event: 'account_disabled',
      userId: ada.id,
      actorId: admin.id,
      ip: '203.0.113.7',
      detail: { source: 'admin' },
    });
    await writeAudit(app.database.db, {
      event: 'account_disabled',
      userId: erasedId,
      actorId: admin.id,
    });
    await writeAudit(app.database.db, { event: 'account_enabled', userId: ada.id });
  });
  afterAll(() => app.close());

  it('is for admins only: signed out 401, a player and a moderator 403', async () => {
    expect((await get('', null)).statusCode).toBe(401);
    expect((await get('', ada.headers)).statusCode).toBe(403);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: moderator });
    expect(me.json().user.role).toBe('moderator');
    const refused = await get('', moderator);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).not.toHaveProperty('data');
  });

  it('lists entries newest first, naming subject and actor (null name once erased)', async () => {
    const { entries, next_before } = await read('');
    expect(next_before).toBeNull();
    const ids = entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // Writes since start-up: sign-ups, sign-ins, the moderator's role, the three above, the old ones.
    expect(entries.map((entry) => entry.event)).toEqual(
      expect.arrayContaining(['register', 'sign_in', 'role_granted', 'account_enabled']),
    );
    const [enabled, disabledErased, disabledAda] = entries;
    expect(enabled).toMatchObject({
      event: 'account_enabled',
      user: { id: ada.id, name: 'Ada Player' },
      actor: null,
      ip: null,
      detail: null,
    });
    expect(disabledErased).toMatchObject({
      event: 'account_disabled',
      user: { id: erasedId, name: null },
      actor: { id: admin.id, name: 'Ada Admin' },
    });
    expect(disabledAda).toMatchObject({
      event: 'account_disabled',
      user: { id: ada.id, name: 'Ada Player' },
      actor: { id: admin.id, name: 'Ada Admin' },
      ip: '203.0.113.7',
      detail: { source: 'admin' },
    });
    expect(Date.parse(disabledAda!.at)).not.toBeNaN();
  });

  it('filters by event, subject, actor and time window', async () => {
    const disabled = await read('?event=account_disabled');
    expect(disabled.entries.map((entry) => entry.user?.id)).toEqual([erasedId, ada.id]);

    const aboutAda = await read(`?user_id=${ada.id}`);
    expect(aboutAda.entries.every((entry) => entry.user?.id === ada.id)).toBe(true);
    expect(aboutAda.entries.map((entry) => entry.event)).toEqual(
      expect.arrayContaining(['account_enabled', 'account_disabled', 'register']),
    );

    const byAdmin = await read(`?actor_id=${admin.id}`);
    expect(byAdmin.entries.map((entry) => entry.user?.id)).toEqual([erasedId, ada.id]);
    expect((await read(`?actor_id=${ada.id}`)).entries).toEqual([]);

    const both = await read(`?actor_id=${admin.id}&user_id=${ada.id}&event=account_disabled`);
    expect(both.entries).toHaveLength(1);

    // `from` inclusive, `to` exclusive.
    const window = await read(
      '?from=2020-01-02T12:00:00Z&to=2020-01-03T12:00:00.000%2B00:00&event=tampering_refused',
    );
    expect(window.entries.map((entry) => entry.detail)).toEqual([{ day: '2020-01-02' }]);
    const since = await read('?from=2020-01-02T00:00:00Z&to=2021-01-01T00:00:00Z');
    expect(since.entries.map((entry) => entry.detail)).toEqual([
      { day: '2020-01-03' },
      { day: '2020-01-02' },
    ]);
  });

  it('pages with before until next_before is null', async () => {
    const all = (await read('')).entries.map((entry) => entry.id);
    expect(all.length).toBeGreaterThan(5);
    const seen: number[] = [];
    let cursor: number | null = null;
    let pages = 0;
    do {
      const page: Page = await read(`?limit=2${cursor === null ? '' : `&before=${cursor}`}`);
      expect(page.entries.length).toBeLessThanOrEqual(2);
      seen.push(...page.entries.map((entry) => entry.id));
      cursor = page.next_before;
      if (cursor !== null) expect(cursor).toBe(page.entries[1]!.id);
      pages += 1;
    } while (cursor !== null && pages < 50);
    expect(seen).toEqual(all);
    // A cursor with filters keeps them.
    const firstDisabled = await read('?event=account_disabled&limit=1');
    expect(firstDisabled.next_before).toBe(firstDisabled.entries[0]!.id);
    const next = await read(`?event=account_disabled&limit=1&before=${firstDisabled.next_before}`);
    expect(next.entries.map((entry) => entry.user?.id)).toEqual([ada.id]);
    expect(next.next_before).toBeNull();
  });

  it('refuses bad query values with 400 naming the field', async () => {
    await expectFieldRefusals(
      (url) => app.inject({ method: 'GET', url, headers: admin.headers }),
      [
        ['?limit=0', 'querystring.limit'],
        ['?limit=101', 'querystring.limit'],
        ['?limit=many', 'querystring.limit'],
        ['?event=sign_in_party', 'querystring.event'],
        ['?user_id=42', 'querystring.user_id'],
        ['?actor_id=someone', 'querystring.actor_id'],
        ['?from=yesterday', 'querystring.from'],
        ['?to=2020-01-01', 'querystring.to'],
        ['?before=0', 'querystring.before'],
        ['?before=1.5', 'querystring.before'],
        ['?sort=asc', 'querystring'],
      ].map(([query, field]) => [`/api/admin/audit-log${query}`, field] as [string, string]),
    );
  });
});
