import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { EXPORT_EXEMPTIONS } from './personal-data';

/**
 * Columns that name a person without a key to users (audit_log keeps its rows after erasure);
 * read by name, so a new `*_by` or `owner_id` column is caught even before it gets its key.
 */
const PERSON_COLUMN =
  /^(user_id|.+_user_id|.+_by|actor_id|owner_id|host_id|sender_id|receiver_id|reporter_id|moderator_id|uploader_id|blocker_id|blocked_id|friend_id|challenger_id|winner_id|guest_id)$/;

describe('every table that names a person has an export part or a documented exemption', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function tablesNamingAPerson(): Promise<string[]> {
    const keyed = (await app.database.db.execute(sql`
      select distinct c.conrelid::regclass::text as name
      from pg_constraint c
      where c.contype = 'f' and c.confrelid = 'public.users'::regclass`)) as unknown as {
      rows: { name: string }[];
    };
    const named = (await app.database.db.execute(sql`
      select table_name as name, column_name as column
      from information_schema.columns
      where table_schema = 'public' and data_type = 'uuid'`)) as unknown as {
      rows: { name: string; column: string }[];
    };
    return [
      ...new Set([
        ...keyed.rows.map((row) => row.name),
        ...named.rows.filter((row) => PERSON_COLUMN.test(row.column)).map((row) => row.name),
      ]),
    ].sort();
  }

  it('finds the tables from the catalogue', async () => {
    const tables = await tablesNamingAPerson();
    // The catalogue read works: the well-known ones are there, keyed or not.
    expect(tables).toEqual(expect.arrayContaining(['auth_sessions', 'audit_log', 'messages']));
    expect(tables.length).toBeGreaterThan(40);
  });

  it('leaves none without a part or an exemption', async () => {
    const covered = new Set(app.privacy.parts.flatMap((part) => part.tables));
    const missing = (await tablesNamingAPerson()).filter(
      (table) => !covered.has(table) && !(table in EXPORT_EXEMPTIONS),
    );
    expect(missing, 'add the table to its module’s personal-data part, or exempt it').toEqual([]);
  });

  it('names each table once, and exempts only tables that exist and no part covers', async () => {
    const tables = app.privacy.parts.flatMap((part) => part.tables);
    expect(tables.filter((table, index) => tables.indexOf(table) !== index)).toEqual([]);
    const present = new Set(await tablesNamingAPerson());
    for (const table of Object.keys(EXPORT_EXEMPTIONS)) {
      expect(present.has(table), table).toBe(true);
      expect(tables, table).not.toContain(table);
      expect(EXPORT_EXEMPTIONS[table]!.length, table).toBeGreaterThan(20);
    }
    expect(tables.filter((table) => table !== 'users' && !present.has(table))).toEqual([]);
  });

  it('gives every module one part and one file name', () => {
    const modules = [...app.privacy.parts.map((part) => part.module)];
    expect(new Set(modules).size).toBe(modules.length);
    expect(modules).toContain('privacy');
  });
});
