import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { PersonalDataPart } from '../../lib/personal-data';
import { storageKeyOfUrl } from './uploads.service';

/**
 * The picture the person uploaded as their avatar. Uploads keeps no table of its own: message
 * attachments are the messages module's part, group pictures the group's.
 */
export const uploadsPersonalData: PersonalDataPart = {
  module: 'uploads',
  describes: 'The avatar picture you uploaded (the file itself is in files/)',
  tables: [],
  async export(db, userId) {
    const key = await avatarKey(db, userId);
    return { avatar: key ? { file: `files/avatar${key.slice(key.lastIndexOf('.'))}` } : null };
  },
  async files(db, userId) {
    const key = await avatarKey(db, userId);
    return key ? [{ key, name: `avatar${key.slice(key.lastIndexOf('.'))}` }] : [];
  },
  /** The avatar's file is deleted; the row that points at it goes with the user. */
  async erase(tx, userId, ctx) {
    const key = await avatarKey(tx, userId);
    if (key) await ctx.storage.delete(key);
  },
};

async function avatarKey(db: Parameters<PersonalDataPart['export']>[0], userId: string) {
  const [row] = await db.select({ url: users.avatarUrl }).from(users).where(eq(users.id, userId));
  return storageKeyOfUrl(row?.url ?? null);
}
