import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { tablesNamingAPersonIn } from './catalogue.test-helpers';
import { erasureOrder } from './erasures.service';
import { EXPORT_EXEMPTIONS } from '../../lib/personal-data';

describe('every table that names a person has an export part or a documented exemption', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const tablesNamingAPerson = () => tablesNamingAPersonIn(app);

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

  it('gives every part an erase, and erases `users` last of all', () => {
    for (const part of app.privacy.parts)
      expect(typeof part.erase, `${part.module} has no erase`).toBe('function');
    const { ordinary, last } = erasureOrder(app.privacy.parts);
    expect(ordinary.length + last.length).toBe(app.privacy.parts.length);
    expect(last.at(-1)!.tables).toContain('users');
    expect(last.map((part) => part.module)).toEqual(['scoring', 'auth']);
  });

  it('gives every module one part and one file name', () => {
    const modules = [...app.privacy.parts.map((part) => part.module)];
    expect(new Set(modules).size).toBe(modules.length);
    expect(modules).toContain('privacy');
  });
});
