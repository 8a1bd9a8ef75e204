import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AppError } from '../../lib/app-error';
import { openTestDatabase } from '../../test/build-test-app';
import { buildCategory, buildTopic } from '../../test/factories';
import { requireEditableTopic, TOPIC_NOT_EDITABLE } from './topic-editors';

describe('requireEditableTopic', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Db;
  const owner = { id: crypto.randomUUID(), role: 'user' };
  const stranger = { id: crypto.randomUUID(), role: 'user' };
  const admin = { id: crypto.randomUUID(), role: 'admin' };
  let catalogueId: string;
  let setId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    await db.insert(users).values({
      id: owner.id,
      email: 'owner@example.com',
      emailNormalized: 'owner@example.com',
      fullName: 'Owner',
    });
    const category = await buildCategory(db);
    catalogueId = (await buildTopic(db, category.id)).id;
    setId = (await buildTopic(db, category.id, { ownerId: owner.id, visibility: 'private' })).id;
  });
  afterAll(() => database.close());

  const refusal = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      return { status: (error as AppError).statusCode, message: (error as AppError).message };
    }
    throw new Error('expected a refusal');
  };

  it('gives an owner their own set, and an admin a catalogue topic', async () => {
    expect((await requireEditableTopic(db, owner, setId)).id).toBe(setId);
    expect((await requireEditableTopic(db, admin, catalogueId)).id).toBe(catalogueId);
  });

  it('hides a set from a stranger (404) and tells an admin it is not theirs to write (403)', async () => {
    expect(await refusal(requireEditableTopic(db, stranger, setId))).toEqual({
      status: 404,
      message: 'Topic not found',
    });
    expect(await refusal(requireEditableTopic(db, admin, setId))).toEqual({
      status: 403,
      message: TOPIC_NOT_EDITABLE,
    });
  });

  it('keeps the catalogue from players, set owners included, and answers 404 for no topic', async () => {
    expect((await refusal(requireEditableTopic(db, owner, catalogueId))).status).toBe(404);
    expect((await refusal(requireEditableTopic(db, stranger, catalogueId))).status).toBe(404);
    expect((await refusal(requireEditableTopic(db, admin, crypto.randomUUID()))).status).toBe(404);
  });
});
