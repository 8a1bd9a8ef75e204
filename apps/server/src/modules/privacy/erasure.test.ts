import { ACCOUNT_DELETION_GRACE_DAYS } from '@quizarena/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountErasures, ledgerAccounts, studyGroups } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { signUpStaff } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, signInAgain, type Player } from '../messages/messages.test-helpers';
import { totalOfAllBalances } from '../scoring';
import { createMemoryFileStorage } from '../uploads';
import { tablesNamingAPersonIn } from './catalogue.test-helpers';
import type { PersonalDataPart } from '../../lib/personal-data';
import { seedHeavyUser, touchEveryTable } from '../../test/heavy-user';

const DAY = 86_400_000;

/**
 * Tables that may still name an erased person, each by decision (docs/ARCHITECTURE.md, Privacy:
 * erasure): the audit log keeps the trail of what was done to and by the account.
 */
const KEEPS_THE_ID = new Set(['audit_log']);
/** Names guests without an account (a per-game id): no signed-up person is ever in it. */
const NAMES_NO_ACCOUNT = new Set(['game_guests']);

type Found = { table: string; column: string; rows: number };

/**
 * Every column of every table, read from the catalogue, that holds the person: a uuid column
 * equal to their id, a text column equal to their id, email or name, a jsonb value containing
 * their id or email. Nothing is listed by hand, so a new table is scanned too.
 */
async function rowsNaming(
  app: TestApp,
  person: { id: string; email: string; name: string },
): Promise<Found[]> {
  const db = app.database.db;
  const columns = (await db.execute(sql`
    select c.table_name as table, c.column_name as column, c.data_type as type
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('uuid', 'text', 'character varying', 'jsonb', 'citext')
    order by 1, 2`)) as unknown as { rows: { table: string; column: string; type: string }[] };
  const found: Found[] = [];
  for (const { table, column, type } of columns.rows) {
    const at = sql.raw(`"${table}"."${column}"`);
    const where =
      type === 'uuid'
        ? sql`${at} = ${person.id}::uuid`
        : type === 'jsonb'
          ? sql`${at}::text like ${`%${person.id}%`} or ${at}::text like ${`%${person.email}%`}`
          : sql`lower(${at}::text) in (${person.id}, ${person.email.toLowerCase()}, ${person.name.toLowerCase()})`;
    const result = (await db.execute(
      sql`select count(*)::int as rows from ${sql.raw(`"${table}"`)} where ${where}`,
    )) as unknown as { rows: { rows: number }[] };
    const rows = result.rows[0]!.rows;
    if (rows > 0) found.push({ table, column, rows });
  }
  return found;
}

describe('erasing a person’s account', () => {
  const clock = manualClock(new Date('2026-11-02T09:00:00Z'));
  const storage = createMemoryFileStorage();
  let app: TestApp;
  let hana: Player;
  let otto: Player;
  let conversationOf: string;

  const status = async (who: Player) =>
    (await call(app, who, 'GET', '/api/privacy/erasure')).body.data.erasure;
  const lastMailTo = (who: Player) => app.mail.filter((mail) => mail.to === who.email).at(-1);

  beforeAll(async () => {
    app = await buildTestApp({ clock, storage });
    const seeded = await seedHeavyUser(app, clock);
    ({ hana, otto } = seeded);
    await touchEveryTable(app, storage, { ...seeded, hana: hana.id, otto: otto.id });
    // Otto joins the group Hana owns: it is handed over to him, not deleted.
    const [group] = await app.database.db
      .select({ id: studyGroups.id })
      .from(studyGroups)
      .where(eq(studyGroups.ownerId, hana.id));
    expect((await call(app, otto, 'POST', `/api/study-groups/${group!.id}/join`, {})).status).toBe(
      200,
    );
    const conversations = await call(app, otto, 'GET', '/api/social/conversations');
    conversationOf = conversations.body.data.conversations.find(
      (c: { is_group: boolean }) => !c.is_group,
    ).id;
  });
  afterAll(() => app.close());

  it('asks for the password, naming the field when it is wrong, and changes nothing then', async () => {
    const wrong = await call(app, hana, 'POST', '/api/privacy/erasure', { password: 'not-hers-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'INVALID_CURRENT_PASSWORD',
      details: [expect.objectContaining({ field: 'body.password' })],
    });
    const missing = await call(app, hana, 'POST', '/api/privacy/erasure', {});
    expect(missing.status).toBe(400);
    expect(missing.body.details[0].field).toBe('body.password');
    expect(await status(hana)).toBeNull();
  });

  it('is due after the grace period, mailed, and cancelled by signing in', async () => {
    const asked = await call(app, hana, 'POST', '/api/privacy/erasure', {
      password: hana.password,
    });
    expect(asked.status).toBe(202);
    const due = new Date(clock.now().getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY);
    expect(asked.body.data.erasure).toMatchObject({
      status: 'pending',
      erase_after: due.toISOString(),
    });
    expect(await status(hana)).toMatchObject({ status: 'pending' });
    expect(lastMailTo(hana)!.text).toContain(due.toISOString().slice(0, 10));
    expect(lastMailTo(hana)!.text).toContain('/profile#delete-account');
    const again = await call(app, hana, 'POST', '/api/privacy/erasure', {
      password: hana.password,
    });
    expect(again.status).toBe(409);

    // Not yet due: a round leaves her be.
    clock.advance(ACCOUNT_DELETION_GRACE_DAYS * DAY - 60_000);
    expect(await app.privacy.erasures.round()).toBe(0);
    await signInAgain(app, hana);
    expect(await status(hana)).toBeNull();
    expect(lastMailTo(hana)!.subject).toBe('Your QuizArena account will not be deleted');
    const inbox = await call(app, hana, 'GET', '/api/social/notifications');
    expect(inbox.body.data.notifications[0]).toMatchObject({
      kind: 'account_erasure_cancelled',
      data: {},
    });
    clock.advance(DAY);
    expect(await app.privacy.erasures.round()).toBe(0);
    await signInAgain(app, hana);
    expect((await call(app, hana, 'GET', '/api/auth/me')).status).toBe(200);
  });

  it('asks for a fresh code when the second factor is on', async () => {
    const kim = await signUpStaff(app, { name: 'Kim Careful' });
    const ask = (body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/privacy/erasure',
        headers: kim.headers,
        payload: { password: kim.password, ...body },
      });
    const missing = await ask({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('body.otp_code');
    const wrong = await ask({ otp_code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE' });
    expect(wrong.json().details[0].field).toBe('body.otp_code');
    const asked = await ask({ otp_code: kim.otp.code() });
    expect(asked.statusCode).toBe(202);
    // This device stays signed in to show the date and cancel; the others are signed out.
    const me = await app.inject({
      method: 'GET',
      url: '/api/privacy/erasure',
      headers: kim.headers,
    });
    expect(me.json().data.erasure).toMatchObject({ status: 'pending' });
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/privacy/erasure', headers: kim.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('is cancelled on the profile too', async () => {
    await signInAgain(app, hana);
    expect(
      (await call(app, hana, 'POST', '/api/privacy/erasure', { password: hana.password })).status,
    ).toBe(202);
    expect((await call(app, hana, 'DELETE', '/api/privacy/erasure')).status).toBe(200);
    expect(await status(hana)).toBeNull();
    expect((await call(app, hana, 'DELETE', '/api/privacy/erasure')).status).toBe(404);
  });

  it('runs when due, resumes after a crash, and leaves no row that names her', async () => {
    const db = app.database.db;
    const person = { id: hana.id, email: hana.email, name: 'Hana Heavy' };
    const before = await rowsNaming(app, person);
    // Before, the scan finds her in every table that can name a person but the guests'.
    const tablesBefore = new Set(before.map((found) => found.table));
    expect(
      (await tablesNamingAPersonIn(app)).filter(
        (table) => !tablesBefore.has(table) && !NAMES_NO_ACCOUNT.has(table),
      ),
      'tables the heavy user does not touch',
    ).toEqual([]);
    const [account] = await db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, hana.id));
    expect(account!.balance).toBeGreaterThan(0);
    expect(await totalOfAllBalances(db)).toBe(0);
    const tombstone = async () =>
      (
        await db
          .select({ balance: ledgerAccounts.balance })
          .from(ledgerAccounts)
          .where(eq(ledgerAccounts.code, 'tombstone'))
      )[0]?.balance ?? 0;
    const tombstoneBefore = await tombstone();
    const filesBefore = [...storage.files.keys()].filter((key) =>
      /^(avatars|attachments|exports)\//.test(key),
    );
    expect(filesBefore).toHaveLength(3);

    await signInAgain(app, hana);
    expect(
      (await call(app, hana, 'POST', '/api/privacy/erasure', { password: hana.password })).status,
    ).toBe(202);
    clock.advance(ACCOUNT_DELETION_GRACE_DAYS * DAY + 1_000);

    // One part fails once, half way: the round stops there and records where.
    const social = app.privacy.parts.find((part) => part.module === 'social')!;
    const ran: string[] = [];
    for (const part of app.privacy.parts) {
      const own = part.erase;
      (part as { erase: typeof own }).erase = async (tx, userId, ctx) => {
        ran.push(part.module);
        return own(tx, userId, ctx);
      };
    }
    const wrapped = social.erase;
    (social as { erase: PersonalDataPart['erase'] }).erase = async () => {
      (social as { erase: PersonalDataPart['erase'] }).erase = wrapped;
      throw new Error('the database went away');
    };
    expect(await app.privacy.erasures.round()).toBe(0);
    const [stopped] = await db
      .select()
      .from(accountErasures)
      .where(and(eq(accountErasures.userId, hana.id), ne(accountErasures.status, 'cancelled')));
    expect(stopped).toMatchObject({ status: 'pending', attempts: 1 });
    const finishedFirst = [...ran];
    expect(stopped!.lastPart).toBe(finishedFirst.at(-1));
    expect(finishedFirst).not.toContain('social');

    expect(await app.privacy.erasures.round()).toBe(1);
    // Resumed after the last finished part: none ran twice.
    const second = ran.slice(finishedFirst.length);
    expect(second.filter((module) => finishedFirst.includes(module))).toEqual([]);
    expect(second.slice(0, 1)).toEqual(['social']);
    expect(second.slice(-2)).toEqual(['scoring', 'auth']);

    const after = (await rowsNaming(app, person)).filter((found) => !KEEPS_THE_ID.has(found.table));
    expect(after, 'rows that still name the erased person').toEqual([]);

    // The boards: every histogram row still counts exactly the scores there are.
    const drift = (await db.execute(sql`
      select h.board, h.window_key, h.players, h.points_sum,
             (select count(*)::int from leaderboard_scores s
              where s.board = h.board and s.window_key = h.window_key and s.points = h.points)
               as scored
      from leaderboard_histogram h
      where h.tier = 0`)) as unknown as { rows: { players: number; scored: number }[] };
    expect(drift.rows.filter((row) => Number(row.players) !== Number(row.scored))).toEqual([]);

    // The ledger: her balance is the tombstone's now, and the totals still add up.
    expect(await totalOfAllBalances(db)).toBe(0);
    expect((await tombstone()) - tombstoneBefore).toBe(account!.balance);
    // Her files are gone; her erasure left no row.
    expect(
      [...storage.files.keys()].filter((key) => /^(avatars|attachments|exports)\//.test(key)),
    ).toEqual([]);
    expect(
      await db.select().from(accountErasures).where(eq(accountErasures.userId, hana.id)),
    ).toEqual([]);
  });

  it('leaves Otto his thread, with her message deleted, and the group she owned', async () => {
    await signInAgain(app, otto);
    const thread = await call(
      app,
      otto,
      'GET',
      `/api/social/conversations/${conversationOf}/messages`,
    );
    expect(thread.status).toBe(200);
    const lines = thread.body.data.messages as {
      content: string;
      sender_id: string | null;
      deleted: boolean;
    }[];
    expect(lines.find((line) => line.deleted)).toMatchObject({ content: '', sender_id: null });
    expect(lines.map((line) => line.content)).toContain('Otto’s own words stay with Otto');
    const [group] = await app.database.db
      .select({ ownerId: studyGroups.ownerId })
      .from(studyGroups);
    expect(group!.ownerId).toBe(otto.id);
    expect((await call(app, hana, 'GET', '/api/auth/me')).status).toBe(401);
  });
});
